import HIGModel

/// What `check` does between reading dumps and writing reports, in one place so the command
/// line and the `Reports/` gallery cannot drift apart: audit with the project's settings, then
/// apply the dumps' own `auditSuppressions` and the project's suppressions. Baselines stay with
/// the caller, which may record the findings before filtering them.
public enum AuditPipeline {
    public static func run(_ dumps: [TableDump], project: ProjectConfiguration, textSweep: TextSweep = TextSweep(), jobs: Int = Audit.defaultJobs, progress: AuditProgress? = nil) throws(AuditError) -> AuditResult {
        var settings = project.auditConfiguration()
        settings.textSweep = textSweep
        var audit = try Audit(configuration: settings, jobs: jobs)
        audit.progress = progress
        let result = audit.run(dumps)
        let matcher = SuppressionMatcher(configuration: project.suppressions, dump: dumps.flatMap(\.declaredSuppressions))
        return result.applying(
            matcher,
            configuration: settings,
            auditedScreens: Set(dumps.flatMap { $0.screens.map(\.name) }),
            checkedLocales: project.locales
        )
    }
}
