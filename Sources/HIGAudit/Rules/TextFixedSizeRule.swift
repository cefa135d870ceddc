import HIGModel

/// A label in a fixed point size (`UIFont.systemFont(ofSize:)`, a storyboard's
/// `<fontDescription type="system" pointSize="15"/>`) keeps that size whatever text size people
/// choose: it ignores Dynamic Type. Text below 11 pt is below the size the HIG names as the
/// smallest for iOS at any setting.
public struct TextFixedSizeRule: Rule {
    public static let description = RuleDescription(
        id: "text/fixed-size",
        name: "FixedFontSize",
        title: "Table text follows Dynamic Type and is never below 11 pt",
        guideline: Guideline(title: "Support Dynamic Type; use a minimum font size of 11 pt", section: "Typography", url: "https://developer.apple.com/design/human-interface-guidelines/typography"),
        defaultSeverity: .warning,
        options: [
            Self.minimumPointSize.declaration,
            Self.reportFixedSizes.declaration,
        ]
    )

    // 11 pt: the HIG's iOS "Minimum" font size in its table of default and minimum sizes
    // (Typography, "Specifications", grade A).
    static let minimumPointSize = RuleOption.Key<Double>(name: "minimumPointSize", summary: "Texts smaller than this many points are reported.", defaultValue: 11)
    static let reportFixedSizes = RuleOption.Key<Bool>(name: "reportFixedSizes", summary: "Report texts in a fixed point size that do not follow Dynamic Type.", defaultValue: true)

    private let minimum: Double
    private let fixedSizes: Bool

    public init(options: RuleOptions) {
        minimum = options[Self.minimumPointSize]
        fixedSizes = options[Self.reportFixedSizes]
    }

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        for (path, section) in screen.sections {
            for (component, text) in [(ElementPath.Component.header, section.header), (.footer, section.footer)] {
                if let text { check(text, at: path.appending(component), context: section.source, into: &findings) }
            }
        }
        for (path, _, row) in screen.rows {
            for (component, text) in [(ElementPath.Component.text, row.text), (.secondaryText, row.secondaryText)] {
                if let text { check(text, at: path.appending(component), context: row.source, into: &findings) }
            }
        }
    }

    /// One finding per text: too small, else fixed. A text style follows Dynamic Type and is at
    /// least 11 pt at every size (Caption 2 at xSmall; uikit-layout.md §2, grade A).
    private func check(_ text: HIGModel.Text, at path: ElementPath, context: SourceInfo, into findings: inout FindingSink) {
        guard case .fixed(let size, _)? = text.font, !text.string.isEmpty else { return }
        let evidence = [Evidence(.text, .string(text.string)), Evidence(.fontSize, .number(size))]
        if size < minimum {
            findings.report(Self.tooSmall(text.string, size: size, minimum: minimum), at: path, source: text.source, member: "fontSize", context: context, evidence: evidence)
        } else if fixedSizes {
            findings.report(Self.fixedSize(text.string, size: size), at: path, source: text.source, member: "fontSize", context: context, evidence: evidence)
        }
    }

    static func tooSmall(_ string: String, size: Double, minimum: Double) -> String {
        "'\(TextEvidence.quote(string))' is set in \(formatPoints(size)) pt, below the \(formatPoints(minimum))-pt minimum for text on iOS; use a text style (Caption 2 is 11 pt at the default size)"
    }

    static func fixedSize(_ string: String, size: Double) -> String {
        "'\(TextEvidence.quote(string))' is set in a fixed \(formatPoints(size))-pt font: it stays that size whatever text size people choose; use a text style with adjustsFontForContentSizeCategory"
    }
}
