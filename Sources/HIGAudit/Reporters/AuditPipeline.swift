import HIGModel

/// What `check` does between reading dumps and writing reports, in one place so the command
/// line and the `Reports/` gallery cannot drift apart: audit with the project's settings, then
/// apply the dumps' own `auditSuppressions` and the project's suppressions. Baselines stay with
/// the caller, which may record the findings before filtering them.
///
/// `layoutSnapshot` (given when a report that draws screens is wanted, e.g. HTML) lays out the
/// screens with findings after the audit, within those limits, into `AuditResult.layout`; other
/// runs never pay for it.
public enum AuditPipeline {
    public static func run(_ dumps: [TableDump], project: ProjectConfiguration, textSweep: TextSweep = TextSweep(), jobs: Int = Audit.defaultJobs, layoutSnapshot: LayoutSnapshot.Limits? = nil) throws(AuditError) -> AuditResult {
        var settings = project.auditConfiguration()
        settings.textSweep = textSweep
        let result = try Audit(configuration: settings, jobs: jobs).run(dumps)
        let matcher = SuppressionMatcher(configuration: project.suppressions, dump: dumps.flatMap(\.declaredSuppressions))
        var applied = result.applying(
            matcher,
            configuration: settings,
            auditedScreens: Set(dumps.flatMap { $0.screens.map(\.name) }),
            checkedLocales: project.locales
        )
        if let limits = layoutSnapshot {
            applied.layout = LayoutSnapshot.make(dumps: dumps, findings: applied.findings, sweep: settings.textSweep, limits: limits)
        }
        return applied
    }
}
