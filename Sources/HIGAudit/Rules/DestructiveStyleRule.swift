import HIGInput
import HIGModel

/// Red means data will be lost. A delete confirmation or a destructive swipe action that only
/// archives, marks as read or switches something off makes people hesitate over a harmless
/// action — and teaches them to ignore red when it matters.
public struct DestructiveStyleRule: Rule {
    public static let description = RuleDescription(
        id: "editing/destructive-style",
        name: "DestructiveStyleMisuse",
        title: "Only actions that delete or remove something are styled destructive",
        guideline: Guideline(title: "Use the destructive style only for destructive actions", section: "Tables", url: Guideline.tablesURL),
        defaultSeverity: .warning
    )

    public init(options: RuleOptions) {}

    public func check(_ screen: ScreenContext, into findings: inout FindingSink) {
        let english = LocaleName.language(of: screen.environment.developmentLocale).lowercased() == "en"
        // A list's rows usually share their actions: the same red button on forty messages is
        // one problem, reported at its first row with the count of the others.
        var reported: [String: Int] = [:]
        var pending: [(key: String, report: (inout FindingSink, Int) -> Void)] = []
        func add(_ key: String, _ report: @escaping (inout FindingSink, Int) -> Void) {
            if reported[key] == nil { pending.append((key, report)) }
            reported[key, default: 0] += 1
        }
        for (path, _, row) in screen.rows {
            // The delete confirmation button is always red.
            if row.editingStyle == .delete || row.deleteConfirmationTitle != nil,
               let reason = Self.nonDestructive(effect: row.deleteEffect, title: row.deleteConfirmationTitle?.string, english: english) {
                let title = row.deleteConfirmationTitle?.string ?? "Delete"
                let source = row.deleteConfirmationTitle?.source ?? row.source
                let member = row.deleteConfirmationTitle == nil ? (row.deleteEffect == nil ? "editingStyle" : "deleteEffect") : nil
                let effect = row.deleteEffect
                add("delete\u{0}\(title)\u{0}\(reason)") { findings, more in
                    findings.report(Self.redButton(kind: "delete confirmation", title: title, reason: reason, moreRows: more),
                                    at: path.appending(.deleteConfirmationTitle), source: source, member: member, context: row.source,
                                    evidence: Self.evidence(title: title, effect: effect, rows: more + 1))
                }
            }
            for (index, action) in row.trailingSwipeActions.enumerated() where action.style == .destructive {
                guard let reason = Self.nonDestructive(effect: action.effect, title: action.title.string, english: english) else { continue }
                add("swipe\u{0}\(action.title.string)\u{0}\(reason)") { findings, more in
                    findings.report(Self.redButton(kind: "destructive swipe action", title: action.title.string, reason: reason, moreRows: more),
                                    at: path.appending(.swipeAction(index)), source: action.source, member: "style", context: row.source,
                                    evidence: Self.evidence(title: action.title.string, effect: action.effect, rows: more + 1))
                }
            }
        }
        for (key, report) in pending { report(&findings, (reported[key] ?? 1) - 1) }
    }

    /// Why the action destroys nothing: its declared effect, or, when the dump does not say, an
    /// English title that plainly names a harmless verb. Nil when it may well be destructive.
    static func nonDestructive(effect: ActionEffect?, title: String?, english: Bool) -> String? {
        if let effect {
            return effect.isDestructive ? nil : "it \(describe(effect))"
        }
        guard english, let title, let verb = harmlessVerb(in: title) else { return nil }
        return "'\(verb)' destroys nothing"
    }

    static func describe(_ effect: ActionEffect) -> String {
        switch effect {
        case .deletesData: "deletes data"
        case .removesFromList: "removes the item from the list"
        case .moves: "moves the item elsewhere"
        case .togglesState: "only flips a state"
        case .other: "destroys nothing"
        }
    }

    /// Verbs whose action can be undone by the opposite one, or moves the item where it can be
    /// found again; matched as whole words, ignoring case.
    static let harmlessVerbs = [
        "Mark as Unread", "Mark as Read", "Mark Unread", "Mark Read", "Turn Off", "Turn On",
        "Enable", "Disable", "Archive", "Unarchive", "Mute", "Unmute", "Pin", "Unpin", "Flag", "Unflag",
        "Hide", "Unhide", "Snooze", "Pause", "Resume", "Move", "Share", "Edit", "Rename", "Reply", "Forward",
        "Activate", "Deactivate",
    ]

    /// Verbs that do lose something: a title naming one of them is not second-guessed.
    static let destructiveVerbs: Set<String> = ["delete", "remove", "erase", "trash", "discard", "clear", "unsubscribe", "leave", "block", "forget", "reset"]

    static func harmlessVerb(in title: String) -> String? {
        let words = title.split(whereSeparator: { $0.isWhitespace }).map { trimmed($0.lowercased()) }
        guard !words.contains(where: destructiveVerbs.contains) else { return nil }
        for verb in harmlessVerbs {
            let verbWords = verb.split(separator: " ").map { $0.lowercased() }
            guard words.count >= verbWords.count else { continue }
            for start in 0...(words.count - verbWords.count) where zip(words[start...], verbWords).allSatisfy({ $0 == $1 }) {
                return verb
            }
        }
        return nil
    }

    /// The word without punctuation around it ("Archive…" → "archive").
    static func trimmed(_ word: String) -> String {
        let isPunctuation = { (character: Character) in character.isPunctuation || character.isSymbol }
        return String(word.drop(while: isPunctuation).reversed().drop(while: isPunctuation).reversed())
    }

    static func evidence(title: String, effect: ActionEffect?, rows: Int) -> [Evidence] {
        [Evidence(.title, .string(title)), Evidence(.effect, .string(effect?.rawValue ?? "unspecified")), Evidence(.rows, .integer(rows))]
    }

    static func redButton(kind: String, title: String, reason: String, moreRows: Int = 0) -> String {
        let others = moreRows == 0 ? "" : " (and on \(moreRows) more row\(moreRows == 1 ? "" : "s"))"
        return "\(kind) '\(TextEvidence.quote(title))' is red\(others), but \(reason); use a normal style and keep red for actions that lose data"
    }
}
