import HIGModel
import SwiftSyntax

/// Reads UIKit table screens written in code: a class that implements
/// `tableView(_:cellForRowAt:)` (a `UITableViewController`, or a data source and delegate).
///
/// The data source is run for every index path the source fixes: `numberOfSections(in:)`
/// and `tableView(_:numberOfRowsInSection:)` give the shape, `cellForRowAt` is run once per
/// row with `indexPath.section` and `indexPath.row` bound, and what it assigns to the cell
/// (`textLabel?.text`, a content configuration's `text`, `accessoryType`, …) is the row.
/// A count the source does not fix (an array loaded at run time) gives one row whose texts are
/// unknown, so the structure is still audited and no text is guessed.
struct UIKitScreenReader {
    var evaluator: Evaluator
    let index: ModuleIndex
    let locations: SourceLocations
    var notes: [String] = []
    var unknownTextRows = 0
    /// Set by `cell`: the row's checkmark depends on the screen's state.
    private var checkmarkFollowsState = false

    static let maximumSections = 64
    static let maximumRows = 500

    init(index: ModuleIndex, locations: SourceLocations) {
        self.index = index
        self.locations = locations
        self.evaluator = Evaluator(index: index, locations: locations)
    }

    mutating func screens(in file: SourceFileSyntax) -> [Screen] {
        var screens: [Screen] = []
        for type in Self.dataSourceTypes(in: file) {
            if let screen = screen(type) { screens.append(screen) }
        }
        return screens
    }

    /// Classes and extensions in the file with a `cellForRowAt`, merged by class name.
    static func dataSourceTypes(in file: SourceFileSyntax) -> [(name: String, node: Syntax, methods: [String: FunctionDeclSyntax])] {
        var found: [(name: String, node: Syntax, methods: [String: FunctionDeclSyntax])] = []
        func add(_ name: String, _ node: Syntax, _ members: MemberBlockSyntax) {
            var methods: [String: FunctionDeclSyntax] = [:]
            for member in members.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                methods[signature(function)] = function
            }
            if let existing = found.firstIndex(where: { $0.name == name }) {
                found[existing].methods.merge(methods) { own, _ in own }
            } else {
                found.append((name, node, methods))
            }
        }
        for statement in file.statements {
            if let node = statement.item.as(ClassDeclSyntax.self) { add(node.name.text, Syntax(node), node.memberBlock) }
            if let node = statement.item.as(ExtensionDeclSyntax.self) { add(node.extendedType.trimmedDescription, Syntax(node), node.memberBlock) }
        }
        return found.filter { $0.methods["tableView(_:cellForRowAt:)"] != nil }
    }

    /// `tableView(_:cellForRowAt:)`: a method by its name and argument labels.
    static func signature(_ function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    private mutating func screen(_ type: (name: String, node: Syntax, methods: [String: FunctionDeclSyntax])) -> Screen? {
        let methods = type.methods
        guard let cellForRow = methods["tableView(_:cellForRowAt:)"] else { return nil }
        var base = Scope(selfType: type.name)
        if let declaration = index.type(named: type.name) {
            for property in declaration.storedProperties {
                if let value = property.value { base.values[property.name] = evaluator.declared(evaluator.evaluate(value, Scope(selfType: type.name)), type: property.type) }
            }
        }
        let sectionCount: Int
        if let method = methods["numberOfSections(in:)"] {
            guard let count = run(method, base).int else {
                notes.append(locations.note(method.name, "\(type.name): the number of sections is known only at run time; read as one section"))
                return screenWith(type, sections: 1, base: base, cellForRow: cellForRow)
            }
            sectionCount = count
        } else {
            sectionCount = 1
        }
        return screenWith(type, sections: min(max(sectionCount, 0), Self.maximumSections), base: base, cellForRow: cellForRow)
    }

    private mutating func screenWith(_ type: (name: String, node: Syntax, methods: [String: FunctionDeclSyntax]), sections sectionCount: Int, base: Scope, cellForRow: FunctionDeclSyntax) -> Screen {
        let methods = type.methods
        var table = Table(style: Self.tableStyle(in: type.node, index: index, name: type.name), source: locations.info(cellForRow.name))
        for sectionIndex in 0..<sectionCount {
            var scope = base
            scope.values["section"] = .int(sectionIndex)
            var section = Section(source: locations.info(cellForRow.name))
            if let method = methods["tableView(_:titleForHeaderInSection:)"] { section.header = text(run(method, scope)) }
            if let method = methods["tableView(_:titleForFooterInSection:)"] { section.footer = text(run(method, scope)) }
            var rowCount: Int? = nil
            if let method = methods["tableView(_:numberOfRowsInSection:)"] { rowCount = run(method, scope).int }
            let isTemplate = rowCount == nil
            for rowIndex in 0..<min(max(rowCount ?? 1, 0), Self.maximumRows) {
                var rowScope = base
                rowScope.values["indexPath.section"] = .int(sectionIndex)
                rowScope.values["indexPath.row"] = isTemplate ? .unknown : .int(rowIndex)
                rowScope.values["indexPath.item"] = rowScope.values["indexPath.row"]
                checkmarkFollowsState = false
                var row = cell(cellForRow, rowScope)
                // A row's findings point where its text was written, when this file wrote it.
                if let text = row.text, !locations.isElsewhere(text.source) { row.source = text.source }
                selection(of: &row, methods, rowScope)
                // A cell that does not highlight (`selectionStyle = .none`) and that
                // `didSelectRowAt` does nothing for shows nothing and does nothing when tapped:
                // people cannot select it, as the storyboard reader reads a cell with no
                // highlight and no segue.
                if row.selectionStyle == .none, row.selectionAction == SelectionAction.none { row.isSelectable = false }
                editing(of: &row, methods, rowScope)
                if row.text?.origin == .unknown || row.secondaryText?.origin == .unknown { unknownTextRows += 1 }
                section.rows.append(row)
            }
            table.sections.append(section)
        }
        if let method = methods["sectionIndexTitles(for:)"], case .array(let titles) = run(method, base) {
            let strings = titles.compactMap { $0.text?.origin == .literal ? $0.text?.string : nil }
            if strings.count == titles.count, !strings.isEmpty { table.sectionIndexTitles = strings }
        }
        return Screen(name: type.name, table: table, source: locations.info(type.node))
    }

    private mutating func run(_ method: FunctionDeclSyntax, _ scope: Scope) -> Value {
        guard let body = method.body else { return .unknown }
        var scope = scope
        // The method's own parameter names (`section`, `indexPath`) as the scope binds them.
        for parameter in method.signature.parameterClause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            if name != "section", let value = scope.values["section"], parameter.firstName.text == "titleForHeaderInSection" || parameter.firstName.text == "titleForFooterInSection" || parameter.firstName.text == "numberOfRowsInSection" {
                scope.values[name] = value
            }
            if name != "indexPath", parameter.type.trimmedDescription == "IndexPath" {
                for part in ["section", "row", "item"] { scope.values[name + "." + part] = scope.values["indexPath." + part] }
            }
        }
        evaluator.effects = []
        return evaluator.run(body.statements, &scope).value
    }

    /// What `cellForRowAt` sets on the cell for one index path.
    private mutating func cell(_ method: FunctionDeclSyntax, _ scope: Scope) -> Row {
        guard let body = method.body else { return Row() }
        var scope = scope
        for parameter in method.signature.parameterClause.parameters where parameter.type.trimmedDescription == "IndexPath" {
            let name = (parameter.secondName ?? parameter.firstName).text
            for part in ["section", "row", "item"] { scope.values[name + "." + part] = scope.values["indexPath." + part] }
        }
        var row = Row(source: locations.info(method.name))
        let returned: ExprSyntax?
        var finalScope = scope
        returned = lastReturn(body.statements, &finalScope)
        let values = finalScope.values
        // The cell variable: what the method returns (`return cell`).
        let cellName = returned?.trimmedDescription ?? "cell"
        if let initializer = values[cellName + ".=init"], case .view(let expression, _) = initializer {
            row.content = .style(Self.cellStyle(expression))
        }
        // A text assigned a value the source does not fix (a model's property) is unknown,
        // located at the assignment.
        func assignedText(_ path: String) -> Text? {
            guard let value = values[path] else { return nil }
            if let text = self.text(value) { return text }
            guard case .view(let expression, _)? = values[path + ".=expr"], expression.trimmedDescription != "nil" else { return nil }
            var text = Text(expression.trimmedDescription, source: locations.info(expression))
            text.declaredOrigin = .unknown
            return text
        }
        if let text = assignedText(cellName + ".textLabel.text") { row.text = text }
        if let detail = assignedText(cellName + ".detailTextLabel.text") { row.secondaryText = detail }
        // `textLabel?.numberOfLines = 0`: the label wraps instead of keeping its one line.
        if case .int(let lines)? = values[cellName + ".textLabel.numberOfLines"] { row.text?.numberOfLines = lines }
        if case .int(let lines)? = values[cellName + ".detailTextLabel.numberOfLines"] { row.secondaryText?.numberOfLines = lines }
        // A content configuration: `var content = cell.defaultContentConfiguration()` or
        // `UIListContentConfiguration.valueCell()`, assigned to `contentConfiguration`.
        if case .view(let assigned, _)? = values[cellName + ".contentConfiguration.=expr"] {
            let name = assigned.trimmedDescription
            if case .view(let initializer, _)? = values[name + ".=init"] {
                row.content = .configuration(Self.configuration(initializer))
            }
            if let text = assignedText(name + ".text") { row.text = text }
            if let detail = assignedText(name + ".secondaryText") { row.secondaryText = detail }
            if values[name + ".image"] != nil { row.image = CellImage(kind: .symbol, source: locations.info(assigned)) }
        }
        if case .enumCase(_, let name)? = values[cellName + ".accessoryType"] {
            row.accessoryType = AccessoryType(rawValue: name) ?? .none
        }
        if case .view(let view, _)? = values[cellName + ".accessoryView.=expr"] {
            let name = view.trimmedDescription
            let kindSource = values[name + ".=init"].flatMap { value -> String? in
                if case .view(let expression, _) = value { return expression.trimmedDescription }
                return nil
            } ?? name
            if kindSource.hasPrefix("UISwitch") {
                row.accessoryView = AccessoryView(kind: .switch, width: 51, height: 31, isInteractive: true, source: locations.info(view))
            } else if kindSource.hasPrefix("UIStepper") {
                row.accessoryView = AccessoryView(kind: .stepper, width: 94, height: 32, isInteractive: true, source: locations.info(view))
            } else if kindSource != "nil" {
                // A view whose size the source does not fix: not laid out.
                notes.append(locations.note(view, "accessory view '\(kindSource.prefix(60))' has no known size; the row is read without it"))
            }
        }
        if case .enumCase(_, let name)? = values[cellName + ".selectionStyle"] {
            row.selectionStyle = SelectionStyle(rawValue: name) ?? .default
        }
        // A checkmark that follows state (`row == selected ? .checkmark : .none`): selecting
        // the row moves it when the delegate reloads.
        if case .view(let accessory, _)? = values[cellName + ".accessoryType.=expr"], accessory.trimmedDescription.contains(".checkmark"),
           accessory.trimmedDescription != ".checkmark" {
            checkmarkFollowsState = true
        }
        return row
    }

    /// Runs statements and gives the expression of the `return` reached.
    private mutating func lastReturn(_ statements: CodeBlockItemListSyntax, _ scope: inout Scope) -> ExprSyntax? {
        _ = evaluator.run(statements, &scope)
        for statement in statements.reversed() {
            if let returned = statement.item.as(ReturnStmtSyntax.self) { return returned.expression }
        }
        return nil
    }

    /// What `didSelectRowAt` does for a row: push, present, an alert, an action or nothing.
    private mutating func selection(of row: inout Row, _ methods: [String: FunctionDeclSyntax], _ scope: Scope) {
        guard let method = methods["tableView(_:didSelectRowAt:)"], let body = method.body else {
            // No delegate method: selecting the row does nothing.
            row.selectionAction = SelectionAction.none
            return
        }
        var inner = scope
        for parameter in method.signature.parameterClause.parameters where parameter.type.trimmedDescription == "IndexPath" {
            let name = (parameter.secondName ?? parameter.firstName).text
            for part in ["section", "row", "item"] { inner.values[name + "." + part] = inner.values["indexPath." + part] }
        }
        evaluator.effects = []
        var effectsScope = inner
        _ = evaluator.run(body.statements, &effectsScope)
        let effects = evaluator.effects.filter { !$0.hasSuffix("deselectRow") }
        let alertNames = effectsScope.values.compactMap { key, value -> String? in
            guard key.hasSuffix(".=init"), case .view(let expression, _) = value, expression.trimmedDescription.hasPrefix("UIAlertController") else { return nil }
            return String(key.dropLast(6))
        }
        if effects.contains(where: { $0.hasSuffix("pushViewController") || $0 == "show" || $0.hasSuffix(".show") }) {
            row.selectionAction = .pushes
        } else if effects.contains(where: { $0.hasSuffix("present") }) {
            row.selectionAction = alertNames.isEmpty ? .presentsSheet : .presentsAlert
        } else if effects.contains(where: { $0.hasSuffix("performSegue") }) {
            row.selectionAction = .navigates
        } else if effects.contains(where: { $0.hasSuffix("reloadRows") || $0.hasSuffix("reloadData") || $0.hasSuffix("reconfigureRows") }) && checkmarkFollowsState
            || effectsScope.values.keys.contains(where: { $0.hasSuffix(".accessoryType") }) {
            row.selectionAction = .togglesCheckmark
        } else if !effects.isEmpty {
            row.selectionAction = .runsAction
        } else {
            row.selectionAction = SelectionAction.none
        }
    }

    /// Delete confirmation titles and trailing swipe actions.
    private mutating func editing(of row: inout Row, _ methods: [String: FunctionDeclSyntax], _ scope: Scope) {
        if methods["tableView(_:commit:forRowAt:)"] != nil { row.editingStyle = .delete }
        if let method = methods["tableView(_:titleForDeleteConfirmationButtonForRowAt:)"], let title = text(run(method, scope)) {
            row.deleteConfirmationTitle = title
        }
        if let method = methods["tableView(_:trailingSwipeActionsConfigurationForRowAt:)"] {
            let finder = ContextualActionFinder(viewMode: .sourceAccurate)
            finder.walk(method)
            for action in finder.actions {
                let title = action.arguments.first { $0.label?.text == "title" }?.expression
                let style = action.arguments.first { $0.label?.text == "style" }?.expression.trimmedDescription
                let value = evaluator.evaluate(title, scope)
                let shown = text(value) ?? Text("", source: locations.info(action))
                row.trailingSwipeActions.append(SwipeAction(title: shown, style: style == ".destructive" ? .destructive : .normal, source: locations.info(action)))
            }
        }
    }

    private func text(_ value: Value) -> Text? {
        switch value {
        case .text(let text, _): return text
        default: return nil
        }
    }

    /// `UITableViewCell(style: .value1, reuseIdentifier: …)`; a dequeued cell's style is the
    /// registered class's or the storyboard prototype's, which the source may not say.
    static func cellStyle(_ expression: ExprSyntax) -> CellStyle {
        let text = expression.trimmedDescription
        for (spelling, style) in [(".value1", CellStyle.value1), (".value2", .value2), (".subtitle", .subtitle)] where text.contains("style: " + spelling) {
            return style
        }
        return .default
    }

    static func configuration(_ expression: ExprSyntax) -> ListContentConfiguration {
        let text = expression.trimmedDescription
        if text.hasSuffix("valueCell()") { return .valueCell }
        if text.hasSuffix("subtitleCell()") { return .subtitleCell }
        if text.hasSuffix("sidebarCell()") { return .sidebarCell }
        return .cell
    }

    /// The table's style: `super.init(style: .insetGrouped)` or `UITableView(frame:style:)` in
    /// the class, else UITableViewController's default, plain (Apple's `init(style:)`
    /// documentation, grade A).
    static func tableStyle(in node: Syntax, index: ModuleIndex, name: String) -> TableStyle {
        let text = node.trimmedDescription
        for (spelling, style) in [("style: .insetGrouped", TableStyle.insetGrouped), ("style: .grouped", .grouped), ("style: .plain", .plain)] where text.contains(spelling) {
            return style
        }
        if let declaration = index.type(named: name)?.syntax?.trimmedDescription {
            for (spelling, style) in [("style: .insetGrouped", TableStyle.insetGrouped), ("style: .grouped", .grouped), ("style: .plain", .plain)] where declaration.contains(spelling) {
                return style
            }
        }
        return .plain
    }
}

/// `UIContextualAction(style:title:handler:)` calls.
final class ContextualActionFinder: SyntaxVisitor {
    var actions: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "UIContextualAction" { actions.append(node) }
        return .visitChildren
    }
}
