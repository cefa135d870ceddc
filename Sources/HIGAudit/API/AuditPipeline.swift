import HIGModel

/// The audit step of a run, shared by `CheckRun` and the `Reports/` gallery so they cannot
/// drift apart: audit with the resolved configuration, then apply the dumps' own
/// `auditSuppressions` and the project's suppressions. Baselines stay with the caller, which
/// may record the findings before filtering them.
public enum AuditPipeline {
    /// - Parameters:
    ///   - configuration: the rules and the text sweep, resolved (`CheckSettings.audit`); a
    ///     suppression limited to locales the sweep did not check is out of scope, not unused.
    public static func run(_ dumps: [TableDump], project: ProjectConfiguration, configuration: AuditConfiguration, jobs: Int = Audit.defaultJobs) throws(AuditError) -> AuditResult {
        let result = try Audit(configuration: configuration, jobs: jobs).run(dumps)
        let matcher = SuppressionMatcher(configuration: project.suppressions, dump: dumps.flatMap(\.declaredSuppressions))
        return result.applying(
            matcher,
            configuration: configuration,
            auditedScreens: Set(dumps.flatMap { $0.screens.map(\.name) }),
            checkedLocales: configuration.textSweep.locales
        )
    }

    /// With the project's rules and the sweep it gives, or `textSweep`.
    public static func run(_ dumps: [TableDump], project: ProjectConfiguration, textSweep: TextSweep? = nil, jobs: Int = Audit.defaultJobs) throws(AuditError) -> AuditResult {
        var configuration = project.auditConfiguration()
        configuration.textSweep = textSweep ?? TextSweep(widths: project.widths, sizes: project.contentSizeCategories, locales: project.locales)
        return try run(dumps, project: project, configuration: configuration, jobs: jobs)
    }
}
