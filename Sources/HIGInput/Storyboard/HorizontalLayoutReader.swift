import HIGModel

/// Reads the horizontal axis of a custom cell's content view as Auto Layout solves it, for the
/// labels the audit measures: from the cell's constraints, stack views and autoresizing masks,
/// each label's width as a function of the content view's width, its layout margin and the
/// label it competes with (`AutoLayoutWidth`), or a fixed width, or *unknown* with the reason.
///
/// The model (docs/layout-model.md, "Auto Layout in custom cells"):
/// - A label pinned on both sides spans from anchor to anchor: the content view's edge or
///   layout margin, less every fixed-width view and gap on the way. `≥` gaps count at their
///   minimum (a truncating label has pushed them there); an `==` gap counts as it is.
/// - Fixed widths stay fixed: a required `width == c`, a control's intrinsic width (UISwitch
///   51 pt), an autoresizing view's frame (growing with the content view when `widthSizable`).
/// - Two labels in one chain compete: the lower horizontal compression resistance gives way
///   (labels default to 750, as Xcode writes them); hugging only shares out slack, which no
///   truncation depends on.
/// - `UIStackView`: horizontal stacks chain their arranged subviews with `spacing`
///   (`fillEqually` gives each an equal share); vertical stacks give each arranged subview the
///   stack's width. Hidden arranged subviews take no room.
/// - Anything else — a side with no constraint, only an upper bound (`≤`), an optional
///   constraint weaker than the text's compression resistance, conflicting equalities, a
///   centre or proportional position, a view outside the cell, a neighbour whose width depends
///   on content hig-audit does not measure (a text field; a button whose title is not one of
///   the row's texts, `textIDs`) — is unknown: the
///   label is not measured, never given its design frame.
struct HorizontalLayoutReader {
    /// What the reader found for a label.
    enum Result: Equatable {
        case autoLayout(AutoLayoutWidth, competitor: String?)
        case fixed(Double)
        case unknown(String)
    }

    private struct View {
        var element: XMLElement
        var superview: String?
        var usesAutoLayout: Bool
        var isStack: Bool
        var isHidden: Bool
    }

    private enum Anchor: Equatable {
        case leading, trailing, leadingMargin, trailingMargin, width, other
    }

    private enum Relation {
        case equal, greaterOrEqual, lessOrEqual
        var flipped: Relation {
            switch self {
            case .equal: .equal
            case .greaterOrEqual: .lessOrEqual
            case .lessOrEqual: .greaterOrEqual
            }
        }
    }

    private struct Constraint {
        var first: String
        var firstAnchor: Anchor
        var relation: Relation
        var second: String?
        var secondAnchor: Anchor?
        var multiplier: Double
        var constant: Double
        var priority: Double
    }

    /// A linear width: `factor × (contentWidth − margins × margin) + constant`.
    private struct Span {
        var factor = 1.0
        var margins = 0.0
        var constant = 0.0
        var maximum: Double?
        var competitor: (id: String, outcome: AutoLayoutWidth.Outcome)?

        func scaled(_ share: Double, plus points: Double) -> Span {
            Span(factor: factor * share, margins: margins, constant: constant * share + points, maximum: maximum.map { $0 * share + points })
        }
    }

    /// Required priority, as IB writes it when the attribute is absent.
    private static let required = 1000.0
    /// `UIView.layoutMargins` of an ordinary view: 8 pt each side (Apple's
    /// `directionalLayoutMargins` documentation, grade A; uikit-layout.md §4.1).
    static let plainViewMargin = 8.0
    /// Intrinsic widths of controls that do not depend on their content: UISwitch 51 pt (grade
    /// C; iOS 26's is unmeasured, grade E), UIActivityIndicatorView medium 20 pt (Apple's
    /// `UIActivityIndicatorView.Style.medium`, grade C), UIStepper 94 pt (grade C) — uikit-layout.md §4.3.
    static let intrinsicWidths: [String: Double] = ["switch": 51, "activityIndicatorView": 20, "stepper": 94]
    /// Past this many views or constraints a cell is not solved (hostile documents).
    static let limit = 2_000
    private static let maximumDepth = 32

    /// Views whose width is a measured text (the row's labels and titled buttons): they
    /// compete with a label in the same chain like another label.
    var textIDs: Set<String> = []
    private let contentID: String
    private let designContentWidth: Double
    private var views: [String: View] = [:]
    private var constraints: [Constraint] = []
    /// The constraints each view takes part in, by index: a chain step looks only at its own,
    /// so solving stays linear in the constraints of a cell.
    private var byItem: [String: [Int]] = [:]
    private var tooLarge = false

    /// Reads the content view of a cell. `contentView` must carry an `id`.
    init?(contentView: XMLElement) {
        guard let id = contentView.attribute("id") else { return nil }
        contentID = id
        designContentWidth = HorizontalLayoutReader.frameWidth(contentView) ?? 0
        views[id] = View(element: contentView, superview: nil, usesAutoLayout: true, isStack: false, isHidden: false)
        read(contentView, id: id, depth: 0)
        for (index, constraint) in constraints.enumerated() {
            byItem[constraint.first, default: []].append(index)
            if let second = constraint.second, second != constraint.first { byItem[second, default: []].append(index) }
        }
    }

    private func constraints(of id: String) -> [Constraint] {
        (byItem[id] ?? []).map { constraints[$0] }
    }

    private mutating func read(_ element: XMLElement, id: String, depth: Int) {
        // A view's safe area guide (`<viewLayoutGuide key="safeArea" id=…>`) is a child of the
        // view, and constraints to it are in the view's own list. Horizontally it is the view's
        // edges: a table insets its cells' content views to its safe area
        // (`UITableView.insetsContentViewsToSafeArea`, true by default; Apple's documentation,
        // grade A), so nothing inside a content view has a horizontal safe area inset.
        var safeAreas: Set<String> = []
        for guide in element.elements(named: "viewLayoutGuide") where guide.attribute("key") == "safeArea" {
            if let guideID = guide.attribute("id") { safeAreas.insert(guideID) }
        }
        if let list = element.element(named: "constraints") {
            for constraint in list.elements(named: "constraint") {
                guard constraints.count < Self.limit else { tooLarge = true; return }
                if var parsed = Self.parse(constraint, owner: id) {
                    if safeAreas.contains(parsed.first) { parsed.first = id }
                    if let second = parsed.second, safeAreas.contains(second) { parsed.second = id }
                    constraints.append(parsed)
                }
            }
        }
        guard depth < Self.maximumDepth, let subviews = element.element(named: "subviews") else {
            if element.element(named: "subviews") != nil { tooLarge = true }
            return
        }
        for child in subviews.elements {
            guard let childID = child.attribute("id"), views[childID] == nil else { continue }
            guard views.count < Self.limit else { tooLarge = true; return }
            views[childID] = View(
                element: child, superview: id,
                usesAutoLayout: child.attribute("translatesAutoresizingMaskIntoConstraints") == "NO" || views[id]?.isStack == true,
                isStack: child.name == "stackView", isHidden: child.attribute("hidden") == "YES")
            read(child, id: childID, depth: depth + 1)
        }
    }

    private static func parse(_ element: XMLElement, owner: String) -> Constraint? {
        guard let firstName = element.attribute("firstAttribute") else { return nil }
        let firstAnchor = anchor(firstName)
        guard let firstAnchor else { return nil }
        let secondName = element.attribute("secondAttribute")
        let secondAnchor = secondName.flatMap(anchor)
        // A vertical attribute on one side only is not a horizontal constraint.
        if secondName != nil, secondAnchor == nil { return nil }
        let relation: Relation = switch element.attribute("relation") {
        case "greaterThanOrEqual": .greaterOrEqual
        case "lessThanOrEqual": .lessOrEqual
        default: .equal
        }
        // IB leaves out the item that is the view holding the constraint, on either side.
        let first = element.attribute("firstItem") ?? owner
        let second: String? = secondName == nil ? nil : (element.attribute("secondItem") ?? owner)
        return Constraint(
            first: first, firstAnchor: firstAnchor, relation: relation, second: second, secondAnchor: secondAnchor,
            multiplier: multiplier(element.attribute("multiplier")) ?? .nan,
            constant: number(element.attribute("constant")) ?? 0,
            priority: number(element.attribute("priority")) ?? required)
    }

    private static func anchor(_ name: String) -> Anchor? {
        switch name {
        case "leading", "left": .leading
        case "trailing", "right": .trailing
        case "leadingMargin", "leftMargin": .leadingMargin
        case "trailingMargin", "rightMargin": .trailingMargin
        case "width": .width
        case "centerX", "centerXWithinMargins": .other
        default: nil
        }
    }

    /// A finite number of sane size; anything else is not a constraint hig-audit can use.
    private static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite, abs(value) <= 100_000 else { return nil }
        return value
    }

    /// `0.5` or IB's ratio form `1:2`.
    private static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let top = number(String(parts[0])), let bottom = number(String(parts[1])), bottom != 0 { return top / bottom }
        return number(text)
    }

    static func frameWidth(_ element: XMLElement) -> Double? {
        guard let rect = element.elements.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }),
              let width = number(rect.attribute("width")), width >= 0 else { return nil }
        return width
    }

    // MARK: Solving

    /// The width Auto Layout gives the label `id`.
    func width(of id: String) -> Result {
        if tooLarge { return .unknown("the cell has more than \(Self.limit) views or constraints; not solved") }
        var visiting: Set<String> = []
        switch span(of: id, depth: 0, visiting: &visiting) {
        case .success(let span):
            if span.factor == 0 && span.margins == 0 && span.competitor == nil { return .fixed(max(0, span.maximum.map { min($0, span.constant) } ?? span.constant)) }
            return .autoLayout(
                AutoLayoutWidth(contentWidthFactor: span.factor, marginCount: span.margins, constant: span.constant, maximum: span.maximum),
                competitor: span.competitor?.id)
        case .failure(let reason):
            return .unknown(reason.text)
        }
    }

    /// The competition outcome between the label `id` and its competitor, by priority.
    func outcome(of id: String, against other: String) -> AutoLayoutWidth.Outcome {
        let own = compressionResistance(id), theirs = compressionResistance(other)
        return own < theirs ? .competitorKeeps : own > theirs ? .competitorGivesWay : .tie
    }

    private struct Unknown: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    private func compressionResistance(_ id: String) -> Double {
        Self.number(views[id]?.element.attribute("horizontalCompressionResistancePriority")) ?? 750
    }

    private func name(_ id: String) -> String {
        "\(views[id]?.element.name ?? "view") '\(id)'"
    }

    private func span(of id: String, depth: Int, visiting: inout Set<String>) -> Swift.Result<Span, Unknown> {
        if id == contentID { return .success(Span()) }
        guard depth < Self.maximumDepth, visiting.insert(id).inserted else { return .failure(Unknown("its constraints go round in a cycle")) }
        guard let view = views[id], let superview = view.superview, let parent = views[superview] else {
            return .failure(Unknown("it is not in the cell's content view"))
        }
        if let fixed = requiredWidth(id) { return fixed.map { Span(factor: 0, margins: 0, constant: $0) } }
        let cap = maximumWidth(id)
        if parent.isStack {
            return stackSpan(of: id, stack: superview, depth: depth, visiting: &visiting).map { span in
                var span = span
                if let cap { span.maximum = min(span.maximum ?? cap, cap) }
                return span
            }
        }
        guard view.usesAutoLayout else { return autoresizingSpan(of: view, superview: superview, depth: depth, visiting: &visiting) }
        let parentSpan: Span
        switch span(of: superview, depth: depth + 1, visiting: &visiting) {
        case .success(let found): parentSpan = found
        case .failure(let reason): return .failure(reason)
        }
        if parentSpan.competitor != nil { return .failure(Unknown("its container's width depends on another label")) }
        var competitors: [String] = []
        let leading: Chain, trailing: Chain
        switch chain(from: id, side: .leading, in: superview, competitors: &competitors) {
        case .success(let found): leading = found
        case .failure(let reason): return .failure(reason)
        }
        switch chain(from: id, side: .trailing, in: superview, competitors: &competitors) {
        case .success(let found): trailing = found
        case .failure(let reason): return .failure(reason)
        }
        guard competitors.count <= 1 else { return .failure(Unknown("it shares its row with \(competitors.count) other labels")) }
        // Margins of the content view are the cell's (16/20 pt, from the layout model); those
        // of a plain container view are its 8 pt.
        let isContent = superview == contentID
        var span = parentSpan
        let edges = leading.points + trailing.points
        let margins = leading.margins + trailing.margins
        if isContent {
            span.margins += margins * span.factor
            span.constant -= edges
        } else {
            span.constant -= edges + margins * Self.plainViewMargin
        }
        span.maximum = span.maximum.map { $0 - edges }
        if let cap { span.maximum = min(span.maximum ?? cap, cap) }
        if let other = competitors.first { span.competitor = (other, outcome(of: id, against: other)) }
        // A label whose span no longer follows the content view (a fixed container) is fixed.
        return .success(span)
    }

    private struct Chain {
        var points = 0.0
        var margins = 0.0
    }

    private enum Side { case leading, trailing }

    /// Walks from the view `id` towards one edge of `superview`, adding up gaps and the fixed
    /// widths of the views on the way.
    private func chain(from id: String, side: Side, in superview: String, competitors: inout [String]) -> Swift.Result<Chain, Unknown> {
        var chain = Chain()
        var current = id
        var seen: Set<String> = [id]
        while true {
            // The links of `current`'s edge on this side: (gap relation, minimum gap, other view, its anchor, priority).
            let ownAnchor: Anchor = side == .leading ? .leading : .trailing
            var links: [(relation: Relation, gap: Double, other: String, anchor: Anchor, priority: Double)] = []
            for constraint in constraints(of: current) {
                guard let second = constraint.second, let secondAnchor = constraint.secondAnchor else { continue }
                let isFirst = constraint.first == current && constraint.firstAnchor == ownAnchor
                let isSecond = second == current && secondAnchor == ownAnchor
                guard isFirst != isSecond else { continue }
                guard constraint.multiplier == 1 else { return .failure(Unknown("a constraint on its \(ownAnchor) edge has a multiplier")) }
                let other = isFirst ? second : constraint.first
                let otherAnchor = isFirst ? secondAnchor : constraint.firstAnchor
                // gap = distance from the other anchor to this edge, measured outward.
                // Leading: gap = current.leading − other; trailing: gap = other − current.trailing.
                // `first rel second + k` is `first − second rel k`.
                let firstMinusSecond = (constraint.relation, constraint.constant)
                let gap: (Relation, Double)
                switch (side, isFirst) {
                case (.leading, true): gap = firstMinusSecond
                case (.leading, false): gap = (constraint.relation.flipped, -constraint.constant)
                case (.trailing, true): gap = (constraint.relation.flipped, -constraint.constant)
                case (.trailing, false): gap = firstMinusSecond
                }
                links.append((gap.0, gap.1, other, otherAnchor, constraint.priority))
            }
            guard !links.isEmpty else {
                return .failure(Unknown("\(current == id ? "its" : "the \(name(current))'s") \(ownAnchor) edge has no constraint"))
            }
            let strongest = links.map(\.priority).max() ?? 0
            let holding = links.filter { $0.priority == strongest }
            if strongest < Self.required, strongest <= compressionResistance(id) {
                return .failure(Unknown("its \(ownAnchor) constraint is optional (priority \(Int(strongest))) and gives way to the text"))
            }
            guard Set(holding.map(\.other)).count == 1, Set(holding.map { "\($0.anchor)" }).count == 1 else {
                return .failure(Unknown("its \(ownAnchor) edge is held to more than one view"))
            }
            let equalities = holding.filter { $0.relation == .equal }
            let gap: Double
            if let first = equalities.first {
                guard equalities.allSatisfy({ $0.gap == first.gap }) else { return .failure(Unknown("its \(ownAnchor) constraints conflict")) }
                gap = first.gap
            } else if let minimum = holding.filter({ $0.relation == .greaterOrEqual }).map(\.gap).max() {
                gap = minimum
            } else {
                return .failure(Unknown("its \(ownAnchor) edge has only an upper bound (≤)"))
            }
            let link = holding[0]
            chain.points += gap
            if link.other == superview {
                switch (side, link.anchor) {
                case (.leading, .leading), (.trailing, .trailing): return .success(chain)
                case (.leading, .leadingMargin), (.trailing, .trailingMargin):
                    chain.margins += 1
                    return .success(chain)
                default: return .failure(Unknown("its \(ownAnchor) edge is tied to its container's \(link.anchor)"))
                }
            }
            guard let sibling = views[link.other] else { return .failure(Unknown("a constraint refers to '\(link.other)', a view outside the cell")) }
            guard sibling.superview == superview else { return .failure(Unknown("a constraint ties it to \(name(link.other)) in another container")) }
            let facing: Anchor = side == .leading ? .trailing : .leading
            guard link.anchor == facing else { return .failure(Unknown("its \(ownAnchor) edge is aligned with \(name(link.other))'s \(link.anchor)")) }
            guard seen.insert(link.other).inserted else { return .failure(Unknown("its constraints go round in a cycle")) }
            if sibling.isHidden { return .failure(Unknown("it is tied to the hidden \(name(link.other)), which code may show")) }
            if sibling.element.name == "label" || textIDs.contains(link.other) {
                competitors.append(link.other)
            } else if let width = fixedWidth(of: link.other) {
                chain.points += width
            } else {
                return .failure(Unknown("the width of \(name(link.other)) depends on content hig-audit does not measure"))
            }
            current = link.other
        }
    }

    /// The width of a view that does not grow with the content view: a required `width == c`,
    /// a control's intrinsic width, or an autoresizing view's fixed frame.
    private func fixedWidth(of id: String) -> Double? {
        if case .success(let width)? = requiredWidth(id) { return width }
        guard let view = views[id] else { return nil }
        if let intrinsic = Self.intrinsicWidths[view.element.name] { return intrinsic }
        if !view.usesAutoLayout, view.superview.map({ views[$0]?.isStack != true }) == true,
           view.element.element(named: "autoresizingMask")?.attribute("widthSizable") != "YES" {
            return Self.frameWidth(view.element)
        }
        return nil
    }

    /// A required, constant `width == c` on the view; a failure when its width constraints
    /// conflict or follow another view.
    private func requiredWidth(_ id: String) -> Swift.Result<Double, Unknown>? {
        var found: Double?
        for constraint in constraints(of: id) where constraint.first == id && constraint.firstAnchor == .width && constraint.priority >= Self.required {
            if constraint.second != nil {
                if constraint.relation == .equal { return .failure(Unknown("its width follows another view's")) }
                continue
            }
            guard constraint.relation == .equal else { continue }
            if let earlier = found, earlier != constraint.constant { return .failure(Unknown("its width constraints conflict")) }
            found = constraint.constant
        }
        return found.map { .success(max(0, $0)) }
    }

    /// A `width ≤ c` on the view: the most it grows to.
    private func maximumWidth(_ id: String) -> Double? {
        constraints(of: id).filter { $0.first == id && $0.firstAnchor == .width && $0.second == nil && $0.relation == .lessOrEqual && $0.priority >= Self.required }
            .map(\.constant).min()
    }

    /// An arranged subview's span in its stack view.
    private func stackSpan(of id: String, stack: String, depth: Int, visiting: inout Set<String>) -> Swift.Result<Span, Unknown> {
        guard let stackView = views[stack] else { return .failure(Unknown("it is not in the cell's content view")) }
        let stackSpan: Span
        switch span(of: stack, depth: depth + 1, visiting: &visiting) {
        case .success(let found): stackSpan = found
        case .failure(let reason): return .failure(reason)
        }
        if stackSpan.competitor != nil { return .failure(Unknown("its stack view's width depends on another label")) }
        let element = stackView.element
        if element.attribute("axis") == "vertical" { return .success(stackSpan) }
        let arranged = (element.element(named: "subviews")?.elements ?? []).compactMap { $0.attribute("id") }.filter { views[$0]?.isHidden == false }
        let spacing = Self.number(element.attribute("spacing")) ?? 0
        let gaps = spacing * Double(max(0, arranged.count - 1))
        switch element.attribute("distribution") {
        case "fillEqually":
            let share = 1 / Double(max(1, arranged.count))
            return .success(stackSpan.scaled(share, plus: -gaps * share))
        case "fillProportionally", "equalCentering":
            return .failure(Unknown("its stack view's '\(element.attribute("distribution") ?? "")' distribution shares room by content"))
        default:
            var span = stackSpan
            span.constant -= gaps
            span.maximum = span.maximum.map { $0 - gaps }
            var competitors: [String] = []
            for other in arranged where other != id {
                if views[other]?.element.name == "label" || textIDs.contains(other) {
                    competitors.append(other)
                } else if let width = fixedWidth(of: other) {
                    span.constant -= width
                    span.maximum = span.maximum.map { $0 - width }
                } else {
                    return .failure(Unknown("the width of \(name(other)) beside it in the stack depends on content hig-audit does not measure"))
                }
            }
            guard competitors.count <= 1 else { return .failure(Unknown("it shares its stack view with \(competitors.count) other labels")) }
            if let other = competitors.first { span.competitor = (other, outcome(of: id, against: other)) }
            return .success(span)
        }
    }

    /// A view laid out by its autoresizing mask: its frame, growing with its superview by the
    /// share of the change its `widthSizable` takes (UIKit spreads a change over the flexible
    /// parts in proportion to their sizes; Apple's `UIView.autoresizingMask` documentation,
    /// grade A).
    private func autoresizingSpan(of view: View, superview: String, depth: Int, visiting: inout Set<String>) -> Swift.Result<Span, Unknown> {
        guard let width = Self.frameWidth(view.element) else { return .failure(Unknown("it has no frame and no constraints")) }
        let mask = view.element.element(named: "autoresizingMask")
        guard mask?.attribute("widthSizable") == "YES" else { return .success(Span(factor: 0, margins: 0, constant: width)) }
        guard let parent = views[superview], let parentWidth = Self.frameWidth(parent.element) ?? (superview == contentID ? designContentWidth : nil),
              let rect = view.element.elements.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else {
            return .failure(Unknown("its container has no frame to grow from"))
        }
        let x = Self.number(rect.attribute("x")) ?? 0
        var flexible = width
        if mask?.attribute("flexibleMinX") == "YES" { flexible += max(0, x) }
        if mask?.attribute("flexibleMaxX") == "YES" { flexible += max(0, parentWidth - x - width) }
        let share = flexible > 0 ? width / flexible : 1
        let parentSpan: Span
        switch span(of: superview, depth: depth + 1, visiting: &visiting) {
        case .success(let found): parentSpan = found
        case .failure(let reason): return .failure(reason)
        }
        if parentSpan.competitor != nil { return .failure(Unknown("its container's width depends on another label")) }
        // width + share × (parent − parentDesign)
        return .success(parentSpan.scaled(share, plus: width - share * parentWidth))
    }
}
