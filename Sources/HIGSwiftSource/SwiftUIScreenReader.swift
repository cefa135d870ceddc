import HIGModel
import SwiftSyntax

/// Reads SwiftUI `List` and `Form` screens into the dump model.
///
/// What SwiftUI draws is modelled on what UIKit draws for the same content, since a `List`
/// on iOS is a table (UICollectionView list or UITableView, depending on the release) with
/// the same cell metrics: a `NavigationLink` row has a disclosure chevron and pushes, a
/// `Toggle` row is a switch row that does not highlight, `LabeledContent` is a value1 cell.
struct SwiftUIScreenReader {
    var evaluator: Evaluator
    let index: ModuleIndex
    let locations: SourceLocations
    var notes: [String] = []
    /// Rows whose shown text is built at run time.
    var unknownTextRows = 0

    /// A row or a section met while reading a list's content.
    enum Item {
        case row(Row)
        case section(Section)
    }

    /// `@State` flags a `.sheet`/`.alert` of the view presents with, by flag name.
    private var presentations: [String: SelectionAction] = [:]
    private var followDepth = 0

    init(index: ModuleIndex, locations: SourceLocations) {
        self.index = index
        self.locations = locations
        self.evaluator = Evaluator(index: index, locations: locations)
    }

    /// Every `List` and `Form` of the file not nested in another, as screens named after the
    /// type that declares them.
    mutating func screens(in file: SourceFileSyntax) -> [Screen] {
        let finder = ListFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        var screens: [Screen] = []
        var namesUsed: [String: Int] = [:]
        for found in finder.lists {
            let typeName = found.typeName ?? "Screen"
            presentations = Self.presentations(in: found.typeSyntax ?? Syntax(file))
            var scope = Scope(selfType: found.typeName)
            if let typeName = found.typeName, let type = index.type(named: typeName) {
                // A screen's own stored values with defaults (`let items = [...]`).
                for property in type.storedProperties {
                    if let value = property.value { scope.values[property.name] = evaluator.declared(evaluator.evaluate(value, Scope(selfType: typeName)), type: property.type) }
                }
            }
            var table = Table(style: found.isForm ? .insetGrouped : .insetGrouped, source: locations.info(found.call))
            table.sections = sections(from: content(of: found.call, scope: scope), source: locations.info(found.call))
            if let style = Self.modifierArgument("listStyle", above: found.call) ?? found.typeSyntax.flatMap({ Self.firstModifierArgument("listStyle", in: $0) }) {
                table.style = Self.tableStyle(style) ?? table.style
            }
            Self.wrapTexts(&table)
            let count = namesUsed[typeName, default: 0] + 1
            namesUsed[typeName] = count
            let name = count == 1 ? typeName : "\(typeName) #\(count)"
            screens.append(Screen(name: name, table: table, source: locations.info(found.call)))
        }
        return screens
    }

    /// SwiftUI's `Text` wraps onto as many lines as it needs unless `.lineLimit` says
    /// otherwise (Apple's `lineLimit(_:)` documentation: nil, the default, is no limit;
    /// grade A): every text without a limit gets `numberOfLines` 0.
    static func wrapTexts(_ table: inout Table) {
        func wrap(_ text: inout Text?) {
            guard var value = text, value.numberOfLines == nil else { return }
            value.numberOfLines = 0
            text = value
        }
        for section in table.sections.indices {
            wrap(&table.sections[section].header)
            wrap(&table.sections[section].footer)
            for row in table.sections[section].rows.indices {
                wrap(&table.sections[section].rows[row].text)
                wrap(&table.sections[section].rows[row].secondaryText)
            }
        }
    }

    // MARK: The list's content

    /// The rows and sections a `List`/`Form` call shows: its trailing closure, or rows over
    /// its data (`List(items) { item in … }`).
    private mutating func content(of call: FunctionCallExprSyntax, scope: Scope) -> [Item] {
        if let data = call.arguments.first(where: { $0.label == nil })?.expression, let closure = call.trailingClosure {
            return forEach(data: data, closure: closure, scope: scope)
        }
        guard let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self) else { return [] }
        return items(in: closure.statements, scope: scope)
    }

    /// Sections: rows outside any `Section` form an untitled one of their own.
    private func sections(from items: [Item], source: SourceInfo) -> [Section] {
        var sections: [Section] = []
        var loose: [Row] = []
        func flush() {
            guard !loose.isEmpty else { return }
            sections.append(Section(rows: loose, source: loose[0].source))
            loose = []
        }
        for item in items {
            switch item {
            case .row(let row): loose.append(row)
            case .section(let section):
                flush()
                sections.append(section)
            }
        }
        flush()
        return sections
    }

    mutating func items(in statements: CodeBlockItemListSyntax, scope: Scope) -> [Item] {
        var scope = scope
        var result: [Item] = []
        for statement in statements {
            switch statement.item {
            case .expr(let expression): result += items(of: expression, scope: scope)
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression { result += items(of: expression, scope: scope) }
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            scope.values[name] = evaluator.evaluate(binding.initializer?.value, scope)
                        }
                    }
                }
            }
        }
        return result
    }

    /// The items one view expression shows.
    mutating func items(of expression: ExprSyntax, scope: Scope) -> [Item] {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            // Both branches are screens people see; each branch's rows are kept.
            var result = items(in: ifExpression.body.statements, scope: scope)
            switch ifExpression.elseBody {
            case .codeBlock(let block)?: result += items(in: block.statements, scope: scope)
            case .ifExpr(let next)?: result += items(of: ExprSyntax(next), scope: scope)
            case nil: break
            }
            return result
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            var result: [Item] = []
            for element in switchExpression.cases {
                if case .switchCase(let switchCase) = element { result += items(in: switchCase.statements, scope: scope) }
            }
            return result
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            // A @ViewBuilder property of the view (`accountSection`).
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return followMember(reference.baseName.text, arguments: [], scope: scope, node: reference).map { relocated($0, to: reference) }
            }
            return []
        }
        // A modifier: `base.modifier(…)`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let inner = items(of: base, scope: scope)
            return inner.map { apply(member.declName.baseName.text, call, to: $0, scope: scope) }
        }
        let name = call.calledExpression.trimmedDescription
        switch name {
        case "Section":
            return [.section(section(call, scope: scope))]
        case "ForEach":
            guard let data = call.arguments.first?.expression, let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self) else { return [] }
            return forEach(data: data, closure: closure, scope: scope)
        case "Group":
            guard let closure = call.trailingClosure else { return [] }
            return items(in: closure.statements, scope: scope)
        default:
            if let row = row(call, scope: scope) { return [.row(row)] }
            return followMember(name, arguments: Array(call.arguments), scope: scope, node: call).map { relocated($0, to: call) }
        }
    }

    /// An item read from a view declared in another file, located where this file uses it.
    private func relocated(_ item: Item, to node: some SyntaxProtocol) -> Item {
        let here = locations.info(node)
        func place(_ source: inout SourceInfo) { if locations.isElsewhere(source) { source = here } }
        func place(_ text: inout Text?) { if var value = text { place(&value.source); text = value } }
        func placeRow(_ row: inout Row) {
            place(&row.source)
            place(&row.text)
            place(&row.secondaryText)
            if var image = row.image { place(&image.source); row.image = image }
            if var view = row.accessoryView { place(&view.source); row.accessoryView = view }
            for index in row.trailingSwipeActions.indices {
                place(&row.trailingSwipeActions[index].source)
                place(&row.trailingSwipeActions[index].title.source)
            }
        }
        switch item {
        case .row(var row):
            placeRow(&row)
            return .row(row)
        case .section(var section):
            place(&section.source)
            place(&section.header)
            place(&section.footer)
            for index in section.rows.indices { placeRow(&section.rows[index]) }
            return .section(section)
        }
    }

    /// A view of the module (`SettingsRow(title: …)`) or a member of this one
    /// (`func row(_ title:) -> some View`), read with its arguments bound.
    private mutating func followMember(_ name: String, arguments: [LabeledExprSyntax], scope: Scope, node: some SyntaxProtocol) -> [Item] {
        guard followDepth < Evaluator.maximumDepth else { return [] }
        followDepth += 1
        defer { followDepth -= 1 }
        if let type = index.type(named: name, in: scope.selfType), type.isView, let body = type.computed["body"] {
            guard case .object(_, let fields) = evaluator.construct(type, arguments: arguments, scope) else { return [] }
            let inner = Scope(values: fields, selfType: type.name, selfValue: nil)
            let saved = presentations
            if let syntax = type.syntax { presentations.merge(Self.presentations(in: Syntax(syntax))) { own, _ in own } }
            defer { presentations = saved }
            return items(inGetter: body.body, scope: inner)
        }
        if let selfType = scope.selfType, let type = index.type(named: selfType) {
            if let property = type.computed[name], arguments.isEmpty {
                return items(inGetter: property.body, scope: scope)
            }
            if let function = type.functions[name], let body = function.body {
                var inner = scope
                for (position, parameter) in function.signature.parameterClause.parameters.enumerated() {
                    let label = parameter.firstName.text
                    let match = label == "_" ? (position < arguments.count ? arguments[position] : nil) : arguments.first { $0.label?.text == label }
                    let value = match.map { evaluator.evaluate($0.expression, scope) } ?? .unknown
                    inner.values[parameter.secondName?.text ?? label] = evaluator.declared(value, type: parameter.type.trimmedDescription)
                }
                return items(in: body.statements, scope: inner)
            }
        }
        return []
    }

    private mutating func items(inGetter accessor: AccessorBlockSyntax, scope: Scope) -> [Item] {
        switch accessor.accessors {
        case .getter(let statements): return items(in: statements, scope: scope)
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else { return [] }
            return items(in: getter.statements, scope: scope)
        }
    }

    private mutating func forEach(data: ExprSyntax, closure: ClosureExprSyntax, scope: Scope) -> [Item] {
        let values = evaluator.evaluate(data, scope)
        let parameter = closure.signature?.parameterClause.flatMap { clause -> String? in
            switch clause {
            case .simpleInput(let names): return names.first?.name.text
            case .parameterClause(let list): return list.parameters.first.map { ($0.secondName ?? $0.firstName).text }
            }
        } ?? "$0"
        // An empty array is data the screen loads at run time (`@State var items: [Item] = []`).
        guard case .array(let elements) = values, !elements.isEmpty else {
            // Data known only at run time (a model's array): one row stands for them, its
            // texts unknown, so the row's structure is still audited.
            var inner = scope
            inner.values[parameter] = .unknown
            let template = items(in: closure.statements, scope: inner)
            return template
        }
        var result: [Item] = []
        for element in elements {
            var inner = scope
            inner.values[parameter] = element
            result += items(in: closure.statements, scope: inner)
        }
        return result
    }

    private mutating func section(_ call: FunctionCallExprSyntax, scope: Scope) -> Section {
        var section = Section(source: locations.info(call))
        let arguments = Array(call.arguments)
        if let title = arguments.first(where: { $0.label == nil })?.expression, !title.is(ClosureExprSyntax.self) {
            section.header = text(evaluator.localizedKey(evaluator.evaluate(title, scope)), node: title)
        }
        if let header = arguments.first(where: { $0.label?.text == "header" })?.expression {
            section.header = firstText(inView: header, scope: scope)
        }
        if let footer = arguments.first(where: { $0.label?.text == "footer" })?.expression {
            section.footer = firstText(inView: footer, scope: scope)
        }
        for trailing in call.additionalTrailingClosures {
            let text = firstText(inView: ExprSyntax(trailing.closure), scope: scope)
            if trailing.label.text == "header" { section.header = text }
            if trailing.label.text == "footer" { section.footer = text }
        }
        let content = call.trailingClosure ?? arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        if let content {
            for item in items(in: content.statements, scope: scope) {
                switch item {
                case .row(let row): section.rows.append(row)
                // A section in a section: SwiftUI flattens it into its parent's rows.
                case .section(let inner): section.rows += inner.rows
                }
            }
        }
        return section
    }

    // MARK: Rows

    /// The row a control or a text is, or nil when `call` is not a row view.
    private mutating func row(_ call: FunctionCallExprSyntax, scope: Scope) -> Row? {
        let name = call.calledExpression.trimmedDescription
        let arguments = Array(call.arguments)
        let titleArgument = arguments.first { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }?.expression
        var row = Row(source: locations.info(call))
        func title() -> Text? {
            if let titleArgument { return text(evaluator.localizedKey(evaluator.evaluate(titleArgument, scope)), node: titleArgument) }
            let label = arguments.first { $0.label?.text == "label" }?.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure
            if name != "NavigationLink" && name != "Button", call.additionalTrailingClosures.isEmpty, label == call.trailingClosure, arguments.isEmpty == false, call.trailingClosure != nil {
                // `Toggle(isOn: $x) { Text("…") }`: the trailing closure is the label.
            }
            let closure = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure ?? label
            guard let closure else { return nil }
            var labelRow = Row()
            fill(&labelRow, fromViews: closure.statements, scope: scope)
            return labelRow.text
        }
        switch name {
        case "Text":
            if arguments.first?.label?.text == "verbatim", let verbatim = arguments.first?.expression {
                row.text = text(evaluator.evaluate(verbatim, scope), node: verbatim)
            } else {
                guard titleArgument != nil else { return nil }
                row.text = title()
            }
            row.isSelectable = false
            row.selectionStyle = .none
            row.selectionAction = SelectionAction.none
        case "Label":
            row.text = title()
            if arguments.contains(where: { $0.label?.text == "systemImage" }) { row.image = CellImage(kind: .symbol, source: locations.info(call)) }
            if arguments.contains(where: { $0.label?.text == "image" }) { row.image = CellImage(kind: .bitmap, source: locations.info(call)) }
            row.isSelectable = false
            row.selectionStyle = .none
            row.selectionAction = SelectionAction.none
        case "NavigationLink":
            // `NavigationLink { Destination() } label: { … }`: the trailing closure is the
            // destination when a `label:` closure follows it.
            let labelClosure = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
                ?? arguments.first { $0.label?.text == "label" }?.expression.as(ClosureExprSyntax.self)
                ?? (arguments.contains { $0.label?.text == "destination" || $0.label?.text == "value" } ? call.trailingClosure : nil)
            if let titleArgument {
                row.text = text(evaluator.localizedKey(evaluator.evaluate(titleArgument, scope)), node: titleArgument)
            } else if let labelClosure {
                fill(&row, fromViews: labelClosure.statements, scope: scope)
            }
            row.accessoryType = .disclosureIndicator
            row.selectionAction = .pushes
        case "Button":
            if let titleArgument {
                row.text = text(evaluator.localizedKey(evaluator.evaluate(titleArgument, scope)), node: titleArgument)
            } else if let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
                ?? arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self) {
                fill(&row, fromViews: label.statements, scope: scope)
            }
            let labelClosure = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
                ?? arguments.first { $0.label?.text == "label" }?.expression.as(ClosureExprSyntax.self)
            let action = arguments.first { $0.label?.text == "action" }?.expression.as(ClosureExprSyntax.self)
                ?? (titleArgument != nil || labelClosure != nil ? call.trailingClosure : nil)
            row.selectionAction = selection(ofAction: action)
            // A choice list: the label shows a checkmark on the chosen row.
            if let labelClosure, labelClosure.description.contains("\"checkmark\""), row.selectionAction == .runsAction {
                row.selectionAction = .togglesCheckmark
            }
        case "Toggle":
            row.text = title()
            row.accessoryView = AccessoryView(kind: .switch, width: 51, height: 31, isInteractive: true, source: locations.info(call))
            row.isSelectable = false
            row.selectionStyle = .none
            row.selectionAction = .togglesControl
        case "Stepper":
            row.text = title()
            row.accessoryView = AccessoryView(kind: .stepper, width: 94, height: 32, isInteractive: true, source: locations.info(call))
            row.isSelectable = false
            row.selectionStyle = .none
            row.selectionAction = SelectionAction.none
        case "Picker":
            row.text = title()
            // The chosen option's title, known only at run time.
            var chosen = Text("selection", source: locations.info(call))
            chosen.declaredOrigin = .unknown
            row.secondaryText = chosen
            row.content = .style(.value1)
            let style = Self.modifierArgument("pickerStyle", above: call)
            if style == ".navigationLink" {
                row.accessoryType = .disclosureIndicator
                row.selectionAction = .pushes
            } else {
                // The default menu style opens a menu in place: nothing pushed or presented.
                row.selectionAction = .presentsAlert
            }
        case "LabeledContent":
            row.text = title()
            row.content = .style(.value1)
            if let value = arguments.first(where: { $0.label?.text == "value" })?.expression {
                row.secondaryText = text(evaluator.evaluate(value, scope), node: value)
            } else if let closure = call.trailingClosure, titleArgument != nil {
                var valueRow = Row()
                fill(&valueRow, fromViews: closure.statements, scope: scope)
                row.secondaryText = valueRow.text
            }
            row.isSelectable = false
            row.selectionStyle = .none
            row.selectionAction = SelectionAction.none
        case "Link":
            row.text = title()
            row.selectionAction = .runsAction
        case "HStack", "VStack", "ZStack":
            guard let closure = call.trailingClosure else { return nil }
            fill(&row, fromViews: closure.statements, scope: scope)
            guard row.text != nil || row.accessoryView != nil else { return nil }
            if row.selectionAction == nil {
                row.isSelectable = false
                row.selectionStyle = .none
                row.selectionAction = SelectionAction.none
            }
        default:
            return nil
        }
        if row.text?.origin == .unknown || row.secondaryText?.origin == .unknown && name != "Picker" { unknownTextRows += 1 }
        return row
    }

    /// The texts and controls of a row's label views: the first text is the row's text, the
    /// second its secondary text; an image, a switch and a chevron are kept.
    private mutating func fill(_ row: inout Row, fromViews statements: CodeBlockItemListSyntax, scope: Scope) {
        for item in items(in: statements, scope: scope) {
            guard case .row(let inner) = item else { continue }
            if let text = inner.text {
                if row.text == nil { row.text = text } else if row.secondaryText == nil {
                    row.secondaryText = text
                    if case .style(.default) = row.content { row.content = .style(.value1) }
                }
            }
            if let detail = inner.secondaryText, row.secondaryText == nil { row.secondaryText = detail }
            if let image = inner.image, row.image == nil { row.image = image }
            if let view = inner.accessoryView { row.accessoryView = view }
            if inner.accessoryType != .none { row.accessoryType = inner.accessoryType }
            if let action = inner.selectionAction, action != SelectionAction.none { row.selectionAction = action; row.isSelectable = inner.isSelectable }
        }
        // Images written as views: `Image(systemName:)` beside the text.
        for statement in statements {
            if let call = statement.item.as(ExprSyntax.self).flatMap(Self.baseCall), call.calledExpression.trimmedDescription == "Image", row.image == nil {
                let symbol = call.arguments.contains { $0.label?.text == "systemName" }
                row.image = CellImage(kind: symbol ? .symbol : .bitmap, source: locations.info(call))
            }
        }
    }

    /// The view call under a chain of modifiers.
    static func baseCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else {
                return call
            }
        }
        return nil
    }

    /// What tapping a button does: present (a flag a `.sheet`/`.alert` watches is set), push,
    /// or run its action.
    private func selection(ofAction action: ClosureExprSyntax?) -> SelectionAction {
        guard let action else { return .runsAction }
        for token in action.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind, let presented = presentations[name] { return presented }
        }
        let text = action.trimmedDescription
        if text.contains("openURL") || text.contains("open(") { return .runsAction }
        if text.contains("path.append") || text.contains("navigationPath.append") { return .pushes }
        return .runsAction
    }

    /// `.sheet(isPresented: $showsX)`, `.alert(…, isPresented: $showsY)`: which flag presents
    /// what, in one view's declaration.
    static func presentations(in syntax: Syntax) -> [String: SelectionAction] {
        let finder = PresentationFinder(viewMode: .sourceAccurate)
        finder.walk(syntax)
        return finder.flags
    }

    // MARK: Modifiers

    private mutating func apply(_ modifier: String, _ call: FunctionCallExprSyntax, to item: Item, scope: Scope) -> Item {
        guard case .row(var row) = item else {
            if case .section(var section) = item, modifier == "onDelete" {
                for index in section.rows.indices { section.rows[index].editingStyle = .delete }
                return .section(section)
            }
            return item
        }
        let argument = call.arguments.first?.expression
        switch modifier {
        case "swipeActions":
            let edge = call.arguments.first { $0.label?.text == "edge" }?.expression.trimmedDescription
            guard edge == nil || edge == ".trailing", let closure = call.trailingClosure else { break }
            for statement in closure.statements {
                guard let button = statement.item.as(ExprSyntax.self).flatMap(Self.baseCall), button.calledExpression.trimmedDescription == "Button" else { continue }
                var actionRow = Row()
                if let label = button.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure {
                    fill(&actionRow, fromViews: label.statements, scope: scope)
                } else if let title = button.arguments.first(where: { $0.label == nil })?.expression {
                    actionRow.text = text(evaluator.localizedKey(evaluator.evaluate(title, scope)), node: title)
                }
                let role = button.arguments.first { $0.label?.text == "role" }?.expression.trimmedDescription
                let title = actionRow.text ?? Text("", source: locations.info(button))
                row.trailingSwipeActions.append(SwipeAction(title: title, style: role == ".destructive" ? .destructive : .normal, source: locations.info(button)))
            }
        case "onDelete":
            row.editingStyle = .delete
        case "deleteDisabled":
            if argument?.trimmedDescription == "true" { row.editingStyle = .none }
        case "font":
            if let font = Self.font(argument) {
                row.text?.font = font
            }
        case "lineLimit":
            if let argument, case .int(let lines) = evaluator.evaluate(argument, scope) {
                row.text?.numberOfLines = lines
                row.secondaryText?.numberOfLines = lines
            }
        case "accessibilityLabel":
            if let argument, let label = evaluator.localizedKey(evaluator.evaluate(argument, scope)).text, label.origin != .unknown {
                row.accessibilityLabel = label.string
            }
        case "sheet", "fullScreenCover", "popover":
            if row.selectionAction == .runsAction { row.selectionAction = .presentsSheet }
        case "alert", "confirmationDialog":
            if row.selectionAction == .runsAction { row.selectionAction = .presentsAlert }
        case "disabled":
            if argument?.trimmedDescription == "true" {
                row.isSelectable = false
                row.selectionAction = SelectionAction.none
            }
        default:
            break
        }
        return .row(row)
    }

    /// `.font(.system(size: 15))` is fixed; `.font(.headline)` scales with Dynamic Type.
    static func font(_ expression: ExprSyntax?) -> TextFont? {
        guard let expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == ".system" {
            if let size = call.arguments.first(where: { $0.label?.text == "size" })?.expression.trimmedDescription, let points = Double(size) {
                let weight = call.arguments.first { $0.label?.text == "weight" }?.expression.trimmedDescription.dropFirst()
                return .fixed(size: points, weight: weight.flatMap { FontWeight(rawValue: String($0)) } ?? .regular)
            }
            if let style = call.arguments.first?.expression.trimmedDescription.dropFirst() { return textStyle(String(style)).map { .textStyle($0, weight: nil) } }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return textStyle(member.declName.baseName.text).map { .textStyle($0, weight: nil) }
        }
        // `.headline.bold()`, a custom font: not a size hig-audit can know.
        return nil
    }

    /// SwiftUI's `Font` text styles by their UIKit names.
    static func textStyle(_ name: String) -> TextStyle? {
        switch name {
        case "title": .title1
        case "caption": .caption1
        default: TextStyle(rawValue: name)
        }
    }

    static func tableStyle(_ argument: String) -> TableStyle? {
        switch argument {
        case ".insetGrouped", "InsetGroupedListStyle()": .insetGrouped
        case ".grouped", "GroupedListStyle()": .grouped
        case ".plain", "PlainListStyle()", ".sidebar", "SidebarListStyle()", ".inset", "InsetListStyle()": .plain
        default: nil
        }
    }

    /// The argument of modifier `name` in the chain that `call` starts, as written.
    static func modifierArgument(_ name: String, above call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               let modifierCall = member.parent?.as(FunctionCallExprSyntax.self) {
                if member.declName.baseName.text == name { return modifierCall.arguments.first?.expression.trimmedDescription }
                node = Syntax(modifierCall)
                continue
            }
            return nil
        }
        return nil
    }

    /// The first `.name(…)` modifier anywhere in a declaration (a list style set on the
    /// navigation stack around the list).
    static func firstModifierArgument(_ name: String, in syntax: Syntax) -> String? {
        let finder = ModifierFinder(name: name)
        finder.walk(syntax)
        return finder.argument
    }

    /// A text for the model: unknown values keep their source so `dump` shows what was written.
    private func text(_ value: Value, node: some SyntaxProtocol) -> Text? {
        switch value {
        case .text(let text, _): return text
        case .int(let number):
            var text = Text(String(number), source: locations.info(node))
            text.declaredOrigin = .literal
            return text
        default:
            var text = Text(node.trimmedDescription, source: locations.info(node))
            text.declaredOrigin = .unknown
            return text
        }
    }

    /// The first text a header or footer view shows.
    private mutating func firstText(inView expression: ExprSyntax, scope: Scope) -> Text? {
        if let closure = expression.as(ClosureExprSyntax.self) {
            var row = Row()
            fill(&row, fromViews: closure.statements, scope: scope)
            return row.text
        }
        return items(of: expression, scope: scope).lazy.compactMap { item -> Text? in
            if case .row(let row) = item { return row.text }
            return nil
        }.first
    }
}

/// Finds `List`/`Form` calls not nested in another, with the type that declares each.
final class ListFinder: SyntaxVisitor {
    struct Found {
        var call: FunctionCallExprSyntax
        var typeName: String?
        var typeSyntax: Syntax?
        var isForm: Bool
    }

    var lists: [Found] = []
    private var types: [(String, Syntax)] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, Syntax(node)))
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, Syntax(node)))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.trimmedDescription
        guard name == "List" || name == "Form", node.trailingClosure != nil || node.arguments.contains(where: { $0.label?.text == "content" }) else { return .visitChildren }
        lists.append(Found(call: node, typeName: types.last?.0, typeSyntax: types.last?.1, isForm: name == "Form"))
        // A list inside a list is part of its content.
        return .skipChildren
    }
}

/// `.sheet(isPresented: $flag)`, `.alert("…", isPresented: $flag)`, `.sheet(item: $model)`.
final class PresentationFinder: SyntaxVisitor {
    var flags: [String: SelectionAction] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let action: SelectionAction? = switch member.declName.baseName.text {
        case "sheet", "fullScreenCover", "popover": .presentsSheet
        case "alert", "confirmationDialog": .presentsAlert
        case "navigationDestination": .pushes
        default: nil
        }
        if let action {
            for argument in node.arguments where ["isPresented", "item"].contains(argument.label?.text) {
                let flag = argument.expression.trimmedDescription.drop { $0 == "$" }
                let name = flag.split(separator: ".").first.map(String.init) ?? String(flag)
                if flags[name] == nil { flags[name] = action }
            }
        }
        return .visitChildren
    }
}

/// The first modifier with a given name, anywhere.
final class ModifierFinder: SyntaxVisitor {
    let name: String
    var argument: String?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if argument == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil, member.declName.baseName.text == name {
            argument = node.arguments.first?.expression.trimmedDescription
        }
        return argument == nil ? .visitChildren : .skipChildren
    }
}
