import HIGInput
import HIGModel

/// The audit step of a run, shared by `CheckRun` and the `Reports/` gallery so they cannot
/// drift apart: audit with the resolved configuration, then apply the dumps' own
/// `auditSuppressions` and the project's suppressions. Baselines stay with the caller, which
/// may record the findings before filtering them.
///
/// `layoutSnapshot` (given when a report that draws screens is wanted, e.g. HTML) lays out the
/// screens with findings after the audit, within those limits, into `AuditResult.layout`; other
/// runs never pay for it.
public enum AuditPipeline {
    /// - Parameters:
    ///   - configuration: the rules and the text sweep, resolved (`CheckSettings.audit`); a
    ///     suppression limited to locales the sweep did not check is out of scope, not unused.
    ///   - progress: counts rows and sections as they are checked, for a progress display.
    public static func run(_ dumps: [TableDump], project: ProjectConfiguration, configuration: AuditConfiguration, jobs: Int = Audit.defaultJobs, progress: AuditProgress? = nil, layoutSnapshot: LayoutSnapshot.Limits? = nil) throws(AuditError) -> AuditResult {
        // Designer text in prototype and xib cells is not shipping text unless localized.
        let dumps = TemplateTexts.shippingOnly(dumps, catalog: configuration.textSweep.translations)
        var audit = try Audit(configuration: configuration, jobs: jobs)
        audit.progress = progress
        let result = audit.run(dumps)
        let matcher = SuppressionMatcher(configuration: project.suppressions, dump: dumps.flatMap(\.declaredSuppressions))
        var applied = result.applying(
            matcher,
            configuration: configuration,
            auditedScreens: Set(dumps.flatMap { $0.screens.map(\.name) }),
            checkedLocales: configuration.textSweep.locales
        )
        if let limits = layoutSnapshot {
            applied.layout = LayoutSnapshot.make(dumps: dumps, findings: applied.findings, sweep: configuration.textSweep, limits: limits)
        }
        return applied
    }

    /// How many labels the audit of `dumps` leaves unmeasured because Auto Layout decides their
    /// width at run time (`AuditResult.unmeasuredLabelCount`): template texts that do not ship
    /// are not counted, as they are not audited. `dump` says this count for what it writes.
    public static func unmeasuredLabelCount(in dumps: [TableDump], catalog: TranslationCatalog? = nil) -> Int {
        TemplateTexts.shippingOnly(dumps, catalog: catalog).reduce(0) { count, dump in
            dump.screens.reduce(count) { $0 + $1.unmeasuredLabelCount }
        }
    }

    /// With the project's rules and the sweep it gives, or `textSweep`.
    public static func run(_ dumps: [TableDump], project: ProjectConfiguration, textSweep: TextSweep? = nil, jobs: Int = Audit.defaultJobs, progress: AuditProgress? = nil, layoutSnapshot: LayoutSnapshot.Limits? = nil) throws(AuditError) -> AuditResult {
        var configuration = project.auditConfiguration()
        configuration.textSweep = textSweep ?? TextSweep(widths: project.widths, sizes: project.contentSizeCategories, locales: project.locales)
        return try run(dumps, project: project, configuration: configuration, jobs: jobs, progress: progress, layoutSnapshot: layoutSnapshot)
    }
}
