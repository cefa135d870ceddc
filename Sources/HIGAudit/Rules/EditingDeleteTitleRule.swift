import HIGModel

/// Deleting a row shows a confirmation button. "Delete" is right for destroying data, but a
/// clearer verb (Remove, Unsubscribe, Leave) tells people what actually happens; an empty title
/// leaves a blank red button.
public struct EditingDeleteTitleRule: Rule {
    public static let description = RuleDescription(
        id: "editing/delete-title",
        name: "DeleteButtonTitle",
        title: "Deletable rows say what deleting does, with a title that is never empty",
        guideline: Guideline(title: "Consider a custom title for the Delete button", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .note,
        options: [
            Self.adviseCustomTitle.declaration,
        ],
        traits: [.measuresText]
    )

    static let adviseCustomTitle = RuleOption.Key<Bool>(name: "adviseCustomTitle", summary: "Report deletable rows that keep the system title \"Delete\".", defaultValue: true)

    private let adviseCustomTitle: Bool

    public init(options: RuleOptions) {
        adviseCustomTitle = options[Self.adviseCustomTitle]
    }

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        // An empty title is a broken button, never mere advice.
        let emptySeverity = max(findings.severity, .warning)
        for (path, _, row) in screen.rows {
            if let title = row.deleteConfirmationTitle {
                if Self.isBlank(title.string) {
                    findings.report(Self.emptyDeleteTitle, at: path.appending(.deleteConfirmationTitle), source: title.source, context: row.source, severity: emptySeverity)
                } else {
                    reportIfCut(title, role: .deleteConfirmationTitle, path: path, row: row, screen: screen, severity: emptySeverity, into: &findings)
                }
            } else if row.editingStyle == .delete, adviseCustomTitle, !row.trailingSwipeActions.contains(where: { $0.style == .destructive }) {
                // "Delete" is the right word for destroying data; a delete that destroys nothing
                // is `editing/destructive-style`'s finding.
                switch row.deleteEffect {
                case .some(.deletesData): break
                case .some(let effect) where !effect.isDestructive: break
                case .some(.removesFromList):
                    findings.report(Self.deleteThatRemoves, at: path, source: row.source, member: "editingStyle",
                                    evidence: [Evidence(.title, .string("Delete")), Evidence(.effect, .string(ActionEffect.removesFromList.rawValue))])
                default:
                    findings.report(Self.defaultDeleteTitle, at: path, source: row.source, member: "editingStyle", evidence: [Evidence(.title, .string("Delete"))])
                }
            }
            for (index, action) in row.trailingSwipeActions.enumerated() {
                if Self.isBlank(action.title.string) {
                    findings.report(Self.emptySwipeTitle(style: action.style), at: path.appending(.swipeAction(index)), source: action.title.source, context: row.source, severity: emptySeverity)
                } else {
                    reportIfCut(action.title, role: .swipeAction(index), path: path, row: row, screen: screen, severity: emptySeverity, into: &findings)
                }
            }
        }
    }

    /// A custom title that does not fit its button in some locale: the button is at most
    /// 120 pt wide with two lines of text (reference §4.6, B), so longer titles are cut.
    private func reportIfCut(_ title: HIGModel.Text, role: ElementPath.Component, path: ElementPath, row: Row, screen: ScreenContext, severity: Severity, into findings: inout FindingSink) {
        guard let analysis = screen.textAnalysis else { return }
        let development = screen.environment.developmentLocale
        // The title's translations, from the dump or the string catalogs, as the text rules see them.
        let locales = [development] + analysis.resolver.knownLocales(of: [title]).filter { $0 != development }
        for locale in locales {
            let string = analysis.resolver.resolve(title, locale: locale, category: nil).string
            let slot = analysis.layout.swipeTitleSlot(role: role, text: title, string: string)
            guard let (fit, visible) = analysis.fitCut(slot, locale: locale) else { continue }
            findings.report(
                Self.titleCut(string, visible: visible, locale: locale, slot: slot),
                at: path.appending(role), source: title.source, context: row.source, severity: severity,
                evidence: [Evidence(.text, .string(string)), Evidence(.visibleText, .string(visible)),
                           Evidence(.availableWidth, .number(slot.availableWidth)), Evidence(.lines, .integer(fit.lineCount)),
                           Evidence(.overflow, .number(fit.overflow)), Evidence(.locale, .string(locale))]
            )
        }
    }

    static func titleCut(_ title: String, visible: String, locale: String, slot: LabelSlot) -> String {
        "'\(title)' does not fit its button (\(slot.numberOfLines) lines of \(formatPoints(slot.availableWidth)) pt, \(locale)): shows '\(TextEvidence.quote(visible))'"
    }

    static func isBlank(_ string: String) -> Bool {
        string.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint }
    }

    static let defaultDeleteTitle = "deletable row uses the system title 'Delete'; consider a verb that says what happens (Remove, Unsubscribe, Leave…)"
    static let deleteThatRemoves = "deletable row uses the system title 'Delete' but only removes the item from this list; say 'Remove' (or what happens) so people do not fear losing it"
    static let emptyDeleteTitle = "delete confirmation title is empty; the button shows no label"

    static func emptySwipeTitle(style: SwipeActionStyle) -> String {
        "\(style.rawValue) swipe action has an empty title; the button shows no label"
    }
}
