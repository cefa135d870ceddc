import HIGModel

/// Every interactive element needs a hit region of at least 44 × 44 pt, or people with less
/// precise touch miss it.
public struct TouchTargetRule: Rule {
    public static let description = RuleDescription(
        id: "a11y/touch-target",
        name: "TouchTargetSize",
        title: "Rows, detail buttons and accessory controls are at least 44 × 44 pt",
        guideline: Guideline(title: "Give controls a hit region of at least 44 × 44 pt", section: "Accessibility", url: Guideline.accessibilityURL),
        defaultSeverity: .warning,
        options: [
            Self.minimumSize.declaration,
        ],
        auditTypes: [.hitRegion]
    )

    static let minimumSize = RuleOption.Key<Double>(name: "minimumSize", summary: "Smallest hit region, in points, for rows and controls.", defaultValue: 44)

    private let minimum: Double

    public init(options: RuleOptions) {
        minimum = options[Self.minimumSize]
    }

    /// System controls whose hit region UIKit extends beyond their drawn frame (a 51 × 31 switch
    /// is tappable at 44 pt height), so their frame is not the target.
    static let controlsWithExtendedHitRegion: Set<AccessoryViewKind> = [.switch, .stepper, .slider, .segmentedControl, .activityIndicator, .label]

    /// Whether people can tap the view: as the dump says, else buttons and controls are;
    /// images and other views may be decoration (a `UIImageView` ignores touches), so an
    /// unknown one is not judged.
    static func isTarget(_ view: AccessoryView) -> Bool {
        if let interactive = view.isInteractive { return interactive }
        return view.kind == .button || view.kind.isControl
    }

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        for (path, _, row) in screen.rows {
            // A detail button in a short row is reported on its own below.
            let interactive = row.isSelectable || row.accessoryView.map(Self.isTarget) == true
            if let height = row.rowHeight, height < minimum, interactive {
                findings.report(Self.shortRow(height: height, minimum: minimum), at: path, source: row.source, member: "rowHeight",
                                evidence: [Evidence(.height, .number(height)), Evidence(.minimum, .number(minimum))])
            }
            // A text field's hit region is the row it spans, however short the field is drawn.
            if let view = row.accessoryView, Self.isTarget(view), !Self.controlsWithExtendedHitRegion.contains(view.kind), view.kind != .textField,
               view.width < minimum || view.height < minimum {
                findings.report(Self.smallAccessory(view, minimum: minimum), at: path.appending(.accessory), source: view.source, context: row.source,
                                evidence: [Evidence(.width, .number(view.width)), Evidence(.height, .number(view.height)), Evidence(.minimum, .number(minimum))])
            }
            // A detail button is as tall as its row; in a short fixed-height row it is too small.
            // In a row already reported as short, that is the same problem.
            if row.accessoryView == nil, !interactive, row.accessoryType == .detailButton || row.accessoryType == .detailDisclosureButton,
               let height = row.rowHeight, height < minimum {
                findings.report(Self.smallDetailButton(height: height, minimum: minimum), at: path.appending(.accessory), source: row.source, member: "accessoryType",
                                evidence: [Evidence(.height, .number(height)), Evidence(.minimum, .number(minimum))])
            }
        }
    }

    static func shortRow(height: Double, minimum: Double) -> String {
        "row is \(formatPoints(height)) pt tall; interactive rows need at least \(formatPoints(minimum)) pt"
    }

    static func smallAccessory(_ view: AccessoryView, minimum: Double) -> String {
        "\(view.kind.rawValue)\(view.isInContentView ? " in the cell" : " accessory view") is \(formatPoints(view.width)) × \(formatPoints(view.height)) pt; controls need a \(formatPoints(minimum)) × \(formatPoints(minimum)) pt hit region"
    }

    static func smallDetailButton(height: Double, minimum: Double) -> String {
        "detail button sits in a \(formatPoints(height)) pt row; its hit region is under \(formatPoints(minimum)) × \(formatPoints(minimum)) pt"
    }
}
