import HIGModel

/// Narrow tables truncate and wrap text; very wide ones spread a row's title and value so far
/// apart that rows are hard to scan.
public struct TableWidthRule: Rule {
    public static let description = RuleDescription(
        id: "table/width",
        name: "TableWidth",
        title: "Tables are neither too narrow nor too wide to scan",
        guideline: Guideline(title: "Think about table width", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .warning,
        options: [
            Self.minimumWidth.declaration,
            Self.maximumWidth.declaration,
        ]
    )

    // 320 pt: the narrowest iPhone and iPad Slide Over (reference §5, grade A/C).
    static let minimumWidth = RuleOption.Key<Double>(name: "minimumWidth", summary: "Tables narrower than this many points are reported.", defaultValue: 320)
    // 672 pt: the readable content width at the Large text size (reference §4.1, grade C).
    static let maximumWidth = RuleOption.Key<Double>(name: "maximumWidth", summary: "Tables wider than this many points are reported unless cell layout margins follow the readable width.", defaultValue: 672)

    private let minimumWidth: Double
    private let maximumWidth: Double

    public init(options: RuleOptions) {
        minimumWidth = options[Self.minimumWidth]
        maximumWidth = options[Self.maximumWidth]
    }

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let environment = screen.environment
        // The widths the run lays the screen out at (`--widths`), else the screen's own: a
        // storyboard's design canvas (a landscape or freeform frame) is never one of them.
        let widths = screen.textSweep.widths ?? [environment.width]
        guard let narrowest = widths.min(), let widest = widths.max() else { return }
        let width = narrowest < minimumWidth ? narrowest : widest
        let evidence = [Evidence(.tableWidth, .number(width)), Evidence(.minimumWidth, .number(minimumWidth)), Evidence(.maximumWidth, .number(maximumWidth))]
        if width < minimumWidth {
            findings.report(Self.tooNarrow(width: width, minimum: minimumWidth), at: screen.path.appending(.environment), source: environment.source, member: "width", evidence: evidence)
        } else if width > maximumWidth, !screen.table.cellLayoutMarginsFollowReadableWidth {
            findings.report(Self.tooWide(width: width, maximum: maximumWidth), at: screen.path.appending(.environment), source: environment.source, member: "width", evidence: evidence)
        }
    }

    static func tooNarrow(width: Double, minimum: Double) -> String {
        "table is \(formatPoints(width)) pt wide, narrower than \(formatPoints(minimum)) pt; text will truncate and wrap"
    }

    static func tooWide(width: Double, maximum: Double) -> String {
        "table is \(formatPoints(width)) pt wide, wider than \(formatPoints(maximum)) pt, and its cells do not follow the readable width; set cellLayoutMarginsFollowReadableWidth"
    }
}
