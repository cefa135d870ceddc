import HIGModel

/// The logical position of an element inside a screen: screen › section › row › part.
/// Stable across reformatting, so it also keys fingerprints and suppressions.
public struct ElementPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case environment
        case table
        /// Zero-based section index.
        case section(Int)
        case header
        case footer
        /// Zero-based row index, and the row's own id when the dump gives one.
        case row(Int, id: String?)
        case text
        case secondaryText
        case image
        case accessory
        case deleteConfirmationTitle
        /// Zero-based index of a trailing swipe action.
        case swipeAction(Int)
    }

    public var screen: String
    public var components: [Component]

    public init(screen: String, components: [Component] = []) {
        self.screen = screen
        self.components = components
    }

    public func appending(_ component: Component) -> ElementPath {
        ElementPath(screen: screen, components: components + [component])
    }

    /// For people: `Settings › section 2 › row 3 (wifi) › secondary text` (1-based).
    public var description: String {
        ([screen] + components.map(\.label)).joined(separator: " › ")
    }

    /// For machines: `Settings/section[1]/row[wifi]/secondaryText`. Rows with an id are keyed by
    /// it, so reordering rows does not change their key.
    public var key: String {
        ([screen] + components.map(\.key)).joined(separator: "/")
    }
}

extension ElementPath.Component {
    var label: String {
        switch self {
        case .environment: "environment"
        case .table: "table"
        case .section(let index): "section \(index + 1)"
        case .header: "header"
        case .footer: "footer"
        case .row(let index, let id): id.map { "row \(index + 1) (\($0))" } ?? "row \(index + 1)"
        case .text: "text"
        case .secondaryText: "secondary text"
        case .image: "image"
        case .accessory: "accessory"
        case .deleteConfirmationTitle: "delete title"
        case .swipeAction(let index): "swipe action \(index + 1)"
        }
    }

    var key: String {
        switch self {
        case .environment: "environment"
        case .table: "table"
        case .section(let index): "section[\(index)]"
        case .header: "header"
        case .footer: "footer"
        case .row(let index, let id): "row[\(id ?? String(index))]"
        case .text: "text"
        case .secondaryText: "secondaryText"
        case .image: "image"
        case .accessory: "accessory"
        case .deleteConfirmationTitle: "deleteConfirmationTitle"
        case .swipeAction(let index): "swipeAction[\(index)]"
        }
    }
}
