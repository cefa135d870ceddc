import HIGModel

/// VoiceOver reads a row's text; a row that shows only an image, or an accessory that shows
/// only an icon, has nothing to read unless the app gives it a label.
public struct AccessibilityLabelRule: Rule {
    public static let description = RuleDescription(
        id: "a11y/label",
        name: "MissingAccessibilityLabel",
        title: "Image-only rows and icon-only accessories have an accessibility label",
        guideline: Guideline(title: "Label every element VoiceOver can reach", section: "Accessibility", url: Guideline.accessibilityURL),
        defaultSeverity: .warning
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        for (path, _, row) in screen.rows {
            // A template row whose texts code sets is not an image-only row.
            let hasText = row.hasTextSetByCode || [row.text, row.secondaryText].contains { !($0?.string ?? "").isBlankForAccessibility }
            if let image = row.image, !hasText, Self.isMissing(row.accessibilityLabel), Self.isMissing(image.accessibilityLabel) {
                findings.report(Self.imageOnlyRow, at: path.appending(.image), source: image.source, context: row.source)
            }
            // Decoration VoiceOver does not stop at needs no label.
            if let view = row.accessoryView, view.isIconOnly, view.isInteractive != false, Self.isMissing(view.accessibilityLabel) {
                findings.report(view.isInContentView ? Self.iconOnlyControl(view.kind) : Self.iconOnlyAccessory(view.kind), at: path.appending(.accessory), source: view.source, context: row.source)
            }
        }
    }

    static func isMissing(_ label: String?) -> Bool {
        (label ?? "").isBlankForAccessibility
    }

    static let imageOnlyRow = "row shows only an image and has no accessibility label; VoiceOver has nothing to read"

    /// A control a custom cell places in its content view is not an accessory view.
    static func iconOnlyControl(_ kind: AccessoryViewKind) -> String {
        "icon-only \(kind.rawValue) in the cell has no accessibility label; VoiceOver reads nothing useful"
    }

    static func iconOnlyAccessory(_ kind: AccessoryViewKind) -> String {
        "icon-only \(kind.rawValue) accessory view has no accessibility label; VoiceOver reads nothing useful"
    }
}

extension String {
    var isBlankForAccessibility: Bool {
        unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint }
    }
}
