/// How serious a finding is. Ordered: `note < warning < error`.
public enum Severity: String, CaseIterable, Comparable, Sendable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
