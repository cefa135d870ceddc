import HIGModel
import SwiftSyntax

/// What an expression is known to be, when the source alone says it.
indirect enum Value {
    /// A string. `keyable`: SwiftUI would take it as a `LocalizedStringKey` (a string literal
    /// written in place, or a value declared as one) rather than show it verbatim.
    case text(Text, keyable: Bool)
    case int(Int)
    case bool(Bool)
    case enumCase(type: String?, name: String)
    case array([Value])
    /// An instance of a type of the module, built with its memberwise initializer.
    case object(type: String, fields: [String: Value])
    /// A view written at `expression`, with the names it can see.
    case view(ExprSyntax, Scope)
    case unknown

    var text: Text? {
        if case .text(let text, _) = self { return text }
        return nil
    }

    var int: Int? {
        if case .int(let value) = self { return value }
        return nil
    }
}

/// The names an expression can see: local values, and the type whose members `self` reaches.
struct Scope {
    var values: [String: Value] = [:]
    /// The type `self` is, and its value when known (an enum case, a row model).
    var selfType: String?
    var selfValue: Value?
}

/// A small interpreter for the Swift that builds table content: literals, enums with
/// `switch self`, row models from memberwise initializers, arrays, ranges, subscripts,
/// `if`/`switch`/`guard`/`return`, and the localization calls apps make. Anything else is
/// `.unknown`: a string built at run time is never guessed.
///
/// Hostile input cannot make it loop: every call and every statement costs fuel, and calls
/// nest at most `maximumDepth` deep.
struct Evaluator {
    let index: ModuleIndex
    let locations: SourceLocations
    private var fuel = 200_000
    private var depth = 0
    static let maximumDepth = 24
    static let maximumArray = 1_000

    /// Calls the statements made that matter to a row's selection (push, present, …), in order.
    var effects: [String] = []

    init(index: ModuleIndex, locations: SourceLocations) {
        self.index = index
        self.locations = locations
    }

    // MARK: Texts

    func unknownText(_ node: some SyntaxProtocol) -> Value {
        var text = Text(node.trimmedDescription, source: locations.info(node))
        text.declaredOrigin = .unknown
        return .text(text, keyable: false)
    }

    func literalText(_ string: String, _ node: some SyntaxProtocol, keyable: Bool) -> Value {
        var text = Text(string, source: locations.info(node))
        text.declaredOrigin = .literal
        return .text(text, keyable: keyable)
    }

    func keyedText(_ key: String, table: String?, value: String?, _ node: some SyntaxProtocol) -> Value {
        var text = Text(value ?? key, localizationKey: key, localizationTable: table == "Localizable" ? nil : table, source: locations.info(node))
        text.declaredOrigin = .localizationKey
        return .text(text, keyable: false)
    }

    /// A string SwiftUI looks up as a key (`Text("settings.title")`); other values as they are.
    func localizedKey(_ value: Value) -> Value {
        guard case .text(var text, true) = value, text.origin == .literal else { return value }
        text.localizationKey = text.string
        text.declaredOrigin = .localizationKey
        return .text(text, keyable: false)
    }

    /// The contents of a string literal with no interpolation; nil otherwise.
    static func literal(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
        var result = ""
        for segment in literal.segments {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            result += part.content.text
        }
        return unescaped(result, raw: literal.openingPounds != nil)
    }

    private static func unescaped(_ string: String, raw: Bool) -> String {
        guard !raw, string.contains("\\") else { return string }
        var result = ""
        var iterator = string.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "0": result.append("\0")
            case "\"", "'", "\\": result.append(next)
            default:
                result.append(character)
                result.append(next)
            }
        }
        return result
    }

    // MARK: Expressions

    /// The value of `expression`. A text written in another file (an enum's title, a
    /// generated accessor) is located here, where this file uses it: findings point at the
    /// screen's own source.
    mutating func evaluate(_ expression: ExprSyntax?, _ scope: Scope) -> Value {
        let value = evaluateInPlace(expression, scope)
        if case .text(var text, let keyable) = value, locations.isElsewhere(text.source), let expression,
           !locations.isElsewhere(locations.info(expression)) {
            text.source = locations.info(expression)
            return .text(text, keyable: keyable)
        }
        return value
    }

    private mutating func evaluateInPlace(_ expression: ExprSyntax?, _ scope: Scope) -> Value {
        guard let expression else { return .unknown }
        fuel -= 1
        guard fuel > 0 else { return .unknown }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            if let value = Self.literal(expression) { return literalText(value, string, keyable: true) }
            return unknownText(string)
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(integer.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.int) ?? .unknown
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.prefix(Self.maximumArray).map { evaluate($0.expression, scope) })
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1 { return evaluate(tuple.elements.first?.expression, scope) }
            // `(indexPath.section, indexPath.row)`: switched on and matched element-wise.
            return .array(tuple.elements.map { evaluate($0.expression, scope) })
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return lookUp(reference.baseName.text, node: reference, scope)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return evaluateMember(member, scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return evaluateCall(call, scope)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            let base = evaluate(subscriptCall.calledExpression, scope)
            let position = evaluate(subscriptCall.arguments.first?.expression, scope)
            if case .array(let items) = base, let index = position.int, items.indices.contains(index) { return items[index] }
            return .unknown
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression, scope) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return evaluate(optional.expression, scope) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return evaluateSequence(sequence, scope) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            var inner = scope
            if case .returned(let value) = runSwitch(switchExpression, &inner, asExpression: true) { return value }
            return .unknown
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var inner = scope
            if case .returned(let value) = runIf(ifExpression, &inner, asExpression: true) { return value }
            return .unknown
        }
        if expression.is(ClosureExprSyntax.self) { return .unknown }
        return .unknown
    }

    /// `a == b`, `0..<3`, `1...3`, string `+` (unknown: built at run time). Operators are not
    /// folded by the parser: only the two-operand forms are read.
    private mutating func evaluateSequence(_ sequence: SequenceExprSyntax, _ scope: Scope) -> Value {
        evaluateElements(Array(sequence.elements), sequence, scope)
    }

    /// Operators are not folded by the parser; the forms read are a ternary (lowest
    /// precedence), a chain of `&&` or of `||`, and a two-operand comparison, range or sum.
    private mutating func evaluateElements(_ elements: [ExprSyntax], _ sequence: SequenceExprSyntax, _ scope: Scope) -> Value {
        if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), ternary > 0, ternary < elements.count - 1,
           let middle = elements[ternary].as(UnresolvedTernaryExprSyntax.self) {
            guard case .bool(let condition) = evaluateElements(Array(elements[..<ternary]), sequence, scope) else {
                return isStringish(sequence) ? unknownText(sequence) : .unknown
            }
            if condition { return evaluate(middle.thenExpression, scope) }
            let rest = Array(elements[(ternary + 1)...])
            return rest.count == 1 ? evaluate(rest[0], scope) : evaluateElements(rest, sequence, scope)
        }
        for logical in ["||", "&&"] {
            let splits = elements.indices.filter { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == logical }
            guard !splits.isEmpty else { continue }
            var parts: [[ExprSyntax]] = []
            var start = 0
            for split in splits {
                parts.append(Array(elements[start..<split]))
                start = split + 1
            }
            parts.append(Array(elements[start...]))
            var values: [Bool] = []
            for part in parts {
                let value = part.count == 1 ? evaluate(part[0], scope) : evaluateElements(part, sequence, scope)
                guard case .bool(let known) = value else { return .unknown }
                values.append(known)
            }
            return .bool(logical == "&&" ? values.allSatisfy { $0 } : values.contains(true))
        }
        guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return isStringish(sequence) ? unknownText(sequence) : .unknown
        }
        let left = evaluate(elements[0], scope)
        let right = evaluate(elements[2], scope)
        switch operation {
        case "==", "!=":
            let equal: Bool?
            switch (left, right) {
            case (.int(let a), .int(let b)): equal = a == b
            case (.enumCase(_, let a), .enumCase(_, let b)): equal = a == b
            case (.bool(let a), .bool(let b)): equal = a == b
            case (.text(let a, _), .text(let b, _)) where a.origin == .literal && b.origin == .literal: equal = a.string == b.string
            default: equal = nil
            }
            return equal.map { .bool(operation == "==" ? $0 : !$0) } ?? .unknown
        case "..<", "...":
            guard let low = left.int, let high = right.int else { return .unknown }
            let upper = operation == "..<" ? high : high + 1
            guard upper >= low, upper - low <= Self.maximumArray else { return .unknown }
            return .array((low..<upper).map(Value.int))
        case "+":
            if case .int(let a) = left, case .int(let b) = right { return .int(a &+ b) }
            if case .text = left { return unknownText(sequence) }
            if case .text = right { return unknownText(sequence) }
            return .unknown
        case "-":
            if case .int(let a) = left, case .int(let b) = right { return .int(a &- b) }
            return .unknown
        case "??":
            return isStringish(sequence) ? unknownText(sequence) : .unknown
        default:
            return .unknown
        }
    }

    private func isStringish(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .stringQuote }
    }

    private mutating func lookUp(_ name: String, node: DeclReferenceExprSyntax, _ scope: Scope) -> Value {
        if let value = scope.values[name] { return value }
        if name == "self", let value = scope.selfValue { return value }
        // A member of self: a stored field, a computed property, a static value.
        if let value = member(name, of: scope.selfValue ?? .unknown, type: scope.selfType, node: node) { return value }
        return .unknown
    }

    private mutating func evaluateMember(_ member: MemberAccessExprSyntax, _ scope: Scope) -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.general`: an enum case whose type the context gives.
            return .enumCase(type: nil, name: name)
        }
        // `indexPath.row` and other paths the scope binds whole.
        let path = base.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if let value = scope.values[path + "." + name] { return value }
        if let typeName = typeName(base, scope) {
            if name == "allCases", let type = index.type(named: typeName), type.kind == .enumeration {
                return .array(type.cases.map { .enumCase(type: type.name, name: $0.name) })
            }
            if let type = index.type(named: typeName, in: scope.selfType) {
                if type.cases.contains(where: { $0.name == name }) { return .enumCase(type: type.name, name: name) }
                if let value = self.member(name, of: .unknown, type: index.types[typeName] != nil ? typeName : type.name, node: member) { return value }
            }
            // A nested type: `L10n.Settings` is the base of `L10n.Settings.title`.
            return .unknown
        }
        let value = evaluate(base, scope)
        switch (value, name) {
        // An empty array is filled at run time: its count is not known from the source.
        case (.array(let items), "count"): return items.isEmpty ? .unknown : .int(items.count)
        case (.array(let items), "first"): return items.first ?? .unknown
        case (.array(let items), "last"): return items.last ?? .unknown
        case (.enumCase(let type, let caseName), "rawValue"):
            if let type, let declaration = index.type(named: type), let entry = declaration.cases.first(where: { $0.name == caseName }) {
                if let raw = entry.rawValue { return evaluate(raw, Scope()) }
                if declaration.inherited.contains("String") { return literalText(caseName, member, keyable: false) }
                if declaration.inherited.contains("Int"), let position = declaration.cases.firstIndex(where: { $0.name == caseName }) { return .int(position) }
            }
            return .unknown
        case (.text(let text, _), _):
            // `"key".localized`: a String extension whose body looks `self` up.
            if text.origin == .literal, let resolved = self.member(name, of: value, type: "String", node: member) { return resolved }
            return text.origin == .unknown ? value : unknownText(member)
        default:
            let typeName: String? = switch value {
            case .enumCase(let type, _): type
            case .object(let type, _): type
            default: nil
            }
            return self.member(name, of: value, type: typeName, node: member) ?? (isStringish(member) ? unknownText(member) : .unknown)
        }
    }

    /// The type an expression names (`Section`, `L10n.Settings`), if it names one.
    private func typeName(_ expression: ExprSyntax, _ scope: Scope) -> String? {
        let text = expression.trimmedDescription
        guard let first = text.first, first.isUppercase, !text.contains("("), scope.values[text] == nil else { return nil }
        if text == "Self" { return scope.selfType }
        return index.types[text] != nil || index.type(named: text, in: scope.selfType) != nil ? text : nil
    }

    /// Member `name` of `value` (of type `type`): a field, then a computed property or a
    /// property with a value, evaluated with `self` bound.
    mutating func member(_ name: String, of value: Value, type typeName: String?, node: some SyntaxProtocol) -> Value? {
        if case .object(_, let fields) = value, let field = fields[name] { return field }
        guard let typeName, let type = index.type(named: typeName) else { return nil }
        let scope = Scope(values: [:], selfType: type.name, selfValue: value)
        if let property = type.computed[name] {
            guard depth < Self.maximumDepth else { return .unknown }
            depth += 1
            defer { depth -= 1 }
            var inner = scope
            let result: Value
            switch property.body.accessors {
            case .getter(let statements): result = run(statements, &inner).value
            case .accessors(let accessors):
                guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else { return .unknown }
                result = run(getter.statements, &inner).value
            }
            return declared(result, type: property.type)
        }
        if let initializer = type.initialized[name] {
            guard depth < Self.maximumDepth else { return .unknown }
            depth += 1
            defer { depth -= 1 }
            let declaredType = type.storedProperties.first { $0.name == name }?.type
            return declared(evaluate(initializer, scope), type: declaredType)
        }
        return nil
    }

    /// A literal stored in a property declared `LocalizedStringKey` is a key to SwiftUI; one
    /// declared `String` is shown verbatim.
    func declared(_ value: Value, type: String?) -> Value {
        // `.profile` in a property declared `[Row]` is a `Row` case.
        if let type, let enumName = enumType(type) {
            switch value {
            case .enumCase(nil, let name): return .enumCase(type: enumName, name: name)
            case .array(let items): return .array(items.map { declared($0, type: enumName) })
            default: break
            }
        }
        guard case .text(let text, _) = value, text.origin == .literal else { return value }
        switch type {
        case "LocalizedStringKey", "LocalizedStringResource": return .text(text, keyable: true)
        case nil: return value
        default: return .text(text, keyable: false)
        }
    }

    /// The enum a declared type names: `Row`, `[Row]`, `Row?`.
    private func enumType(_ type: String) -> String? {
        var name = type
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name.hasSuffix("?") || name.hasSuffix("!") { name = String(name.dropLast()) }
        guard let declaration = index.types[name], declaration.kind == .enumeration else { return nil }
        return name
    }

    // MARK: Calls

    private mutating func evaluateCall(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Value {
        let arguments = Array(call.arguments)
        func argument(_ label: String?) -> ExprSyntax? {
            arguments.first { $0.label?.text == label }?.expression
        }
        let callee = call.calledExpression.trimmedDescription
        let simpleName = callee.split(separator: ".").last.map(String.init) ?? callee
        switch simpleName {
        case "NSLocalizedString":
            guard let key = Self.literal(arguments.first?.expression) else { return keyFromValue(arguments.first?.expression, call, scope) }
            return keyedText(key, table: Self.literal(argument("tableName")), value: Self.literal(argument("value")), call)
        case "LocalizedStringKey", "LocalizedStringResource":
            guard arguments.count >= 1, arguments.first?.label == nil else { return .unknown }
            if let key = Self.literal(arguments.first?.expression) { return keyedText(key, table: Self.literal(argument("table")), value: nil, call) }
            return localizedKey(evaluate(arguments.first?.expression, scope))
        case "String" where arguments.first?.label?.text == "localized":
            guard let key = Self.literal(arguments.first?.expression) else { return unknownText(call) }
            return keyedText(key, table: Self.literal(argument("table")), value: Self.literal(argument("defaultValue")), call)
        case "localizedString" where argument("forKey") != nil:
            guard let key = Self.literal(argument("forKey")) else { return keyFromValue(argument("forKey"), call, scope) }
            return keyedText(key, table: Self.literal(argument("table")), value: Self.literal(argument("value")), call)
        case "tr" where arguments.count >= 2 && Self.literal(arguments[0].expression) != nil && Self.literal(arguments[1].expression) != nil:
            // SwiftGen's generated accessor: `L10n.tr("Localizable", "settings.title", fallback: "…")`.
            guard let table = Self.literal(arguments[0].expression), let key = Self.literal(arguments[1].expression) else { return .unknown }
            // With format arguments the shown string is built at run time.
            let formatArguments = arguments.dropFirst(2).filter { $0.label?.text != "fallback" }
            if !formatArguments.isEmpty { return unknownText(call) }
            return keyedText(key, table: table, value: Self.literal(argument("fallback")), call)
        case "String" where arguments.count == 1 && arguments[0].label == nil:
            let value = evaluate(arguments[0].expression, scope)
            if case .text(let text, _) = value { return .text(text, keyable: false) }
            return unknownText(call)
        case "String" where arguments.first?.label?.text == "format":
            return unknownText(call)
        default:
            break
        }
        // `Sound(rawValue: indexPath.row)`: the case with that raw value.
        if arguments.count == 1, arguments[0].label?.text == "rawValue", let type = index.type(named: callee, in: scope.selfType), type.kind == .enumeration {
            let raw = evaluate(arguments[0].expression, scope)
            for (position, entry) in type.cases.enumerated() {
                let caseRaw: Value = entry.rawValue.map { evaluate($0, Scope()) }
                    ?? (type.inherited.contains("Int") ? .int(position) : .text(Text(entry.name), keyable: false))
                switch (raw, caseRaw) {
                case (.int(let a), .int(let b)) where a == b: return .enumCase(type: type.name, name: entry.name)
                case (.text(let a, _), .text(let b, _)) where a.origin == .literal && a.string == b.string: return .enumCase(type: type.name, name: entry.name)
                default: continue
                }
            }
            return .unknown
        }
        // A type of the module: its memberwise initializer.
        if let type = index.type(named: callee, in: scope.selfType), type.kind == .structure || type.kind == .classType {
            return construct(type, arguments: arguments, scope)
        }
        // `.init(title:)` and `Row.init(...)`.
        if callee.hasSuffix(".init"), let type = index.type(named: String(callee.dropLast(5)), in: scope.selfType) {
            return construct(type, arguments: arguments, scope)
        }
        // A function of the module: a `tr()` helper, a row-model builder.
        if let function = function(callee, scope) {
            return callFunction(function.declaration, arguments: arguments, selfValue: function.selfValue, selfType: function.selfType, scope)
        }
        return isStringish(call) && !arguments.isEmpty ? unknownText(call) : .unknown
    }

    /// `NSLocalizedString(key, comment: "")` where `key` is a helper's parameter, an enum's raw
    /// value or another value the source fixes: the key is that literal string.
    private mutating func keyFromValue(_ expression: ExprSyntax?, _ call: FunctionCallExprSyntax, _ scope: Scope) -> Value {
        guard let expression else { return .unknown }
        let bound = expression.trimmedDescription == "self" ? (scope.selfValue ?? .unknown) : evaluate(expression, scope)
        if case .text(let text, _) = bound, text.origin == .literal {
            var keyed = text
            keyed.localizationKey = text.string
            keyed.declaredOrigin = .localizationKey
            return .text(keyed, keyable: false)
        }
        return unknownText(call)
    }

    private func function(_ callee: String, _ scope: Scope) -> (declaration: FunctionDeclSyntax, selfType: String?, selfValue: Value?)? {
        if !callee.contains(".") {
            if let selfType = scope.selfType, let function = index.type(named: selfType)?.functions[callee] { return (function, selfType, scope.selfValue) }
            if let function = index.functions[callee] { return (function, nil, nil) }
            return nil
        }
        let parts = callee.split(separator: ".").map(String.init)
        let typeName = parts.dropLast().joined(separator: ".")
        if let type = index.type(named: typeName, in: scope.selfType), let function = type.functions[parts.last!] { return (function, type.name, nil) }
        return nil
    }

    mutating func construct(_ type: TypeDeclaration, arguments: [LabeledExprSyntax], _ scope: Scope) -> Value {
        var fields: [String: Value] = [:]
        for property in type.storedProperties {
            if let value = property.value { fields[property.name] = declared(evaluate(value, Scope(selfType: type.name)), type: property.type) }
        }
        var unlabeled = type.storedProperties.makeIterator()
        for argument in arguments {
            let name: String?
            if let label = argument.label?.text {
                name = label
            } else {
                name = unlabeled.next()?.name
            }
            guard let name else { continue }
            let declaredType = type.storedProperties.first { $0.name == name }?.type
            fields[name] = declared(evaluate(argument.expression, scope), type: declaredType)
        }
        return .object(type: type.name, fields: fields)
    }

    mutating func callFunction(_ function: FunctionDeclSyntax, arguments: [LabeledExprSyntax], selfValue: Value?, selfType: String?, _ scope: Scope) -> Value {
        guard depth < Self.maximumDepth, let body = function.body else { return .unknown }
        depth += 1
        defer { depth -= 1 }
        var inner = Scope(values: [:], selfType: selfType, selfValue: selfValue)
        let parameters = Array(function.signature.parameterClause.parameters)
        var position = 0
        for parameter in parameters {
            let label = parameter.firstName.text
            let name = parameter.secondName?.text ?? label
            let match: LabeledExprSyntax?
            if label == "_" {
                match = position < arguments.count && arguments[position].label == nil ? arguments[position] : nil
            } else {
                match = arguments.first { $0.label?.text == label }
            }
            if match != nil { position += 1 }
            let value = match.map { evaluate($0.expression, scope) } ?? parameter.defaultValue.map { evaluate($0.value, Scope()) } ?? .unknown
            inner.values[name] = declared(value, type: parameter.type.trimmedDescription)
        }
        return run(body.statements, &inner).value
    }

    // MARK: Statements

    enum Flow {
        case next
        case returned(Value)

        var value: Value {
            if case .returned(let value) = self { return value }
            return .unknown
        }
    }

    /// Runs statements; the value of a single-expression body is its result.
    mutating func run(_ statements: CodeBlockItemListSyntax, _ scope: inout Scope) -> Flow {
        let items = Array(statements)
        for (offset, item) in items.enumerated() {
            fuel -= 1
            guard fuel > 0 else { return .returned(.unknown) }
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) { bind(variable, &scope) }
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    return .returned(evaluate(returned.expression, scope))
                }
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    // A guard known to fail leaves: what follows does not run.
                    if knownCondition(guardStatement.conditions, scope) == false { return .returned(.unknown) }
                    bindConditions(guardStatement.conditions, &scope)
                } else if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    if case .returned(let value) = runExpression(expressionStatement.expression, &scope, isLast: offset == items.count - 1, single: items.count == 1) {
                        return .returned(value)
                    }
                }
            case .expr(let expression):
                if case .returned(let value) = runExpression(expression, &scope, isLast: offset == items.count - 1, single: items.count == 1) {
                    return .returned(value)
                }
            }
        }
        return .next
    }

    private mutating func runExpression(_ expression: ExprSyntax, _ scope: inout Scope, isLast: Bool, single: Bool) -> Flow {
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return runSwitch(switchExpression, &scope, asExpression: single) }
        if let ifExpression = expression.as(IfExprSyntax.self) { return runIf(ifExpression, &scope, asExpression: single) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
                let path = Self.path(elements[0])
                let right = Array(elements[2...])
                scope.values[path] = right.count == 1 ? evaluate(right[0], scope) : evaluateElements(right, sequence, scope)
                // What was assigned, as written: `cell.contentConfiguration = content`.
                scope.values[path + ".=expr"] = .view(right.count == 1 ? right[0] : ExprSyntax(sequence), Scope())
                return .next
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            effects.append(call.calledExpression.trimmedDescription)
            // Effects of the module's own functions count too (`showDetail()`).
            if let function = function(call.calledExpression.trimmedDescription, scope), let body = function.declaration.body, depth < Self.maximumDepth {
                depth += 1
                var inner = Scope(values: [:], selfType: function.selfType, selfValue: function.selfValue)
                _ = run(body.statements, &inner)
                depth -= 1
            }
            if single { return .returned(evaluate(expression, scope)) }
            return .next
        }
        // A single expression is the body's value (`var title: String { "General" }`).
        if single { return .returned(evaluate(expression, scope)) }
        return .next
    }

    /// `cell.textLabel?.text` → `cell.textLabel.text`: assignments are kept by path.
    static func path(_ expression: ExprSyntax) -> String {
        expression.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "").replacingOccurrences(of: "self.", with: "")
    }

    private mutating func bind(_ variable: VariableDeclSyntax, _ scope: inout Scope) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let value = evaluate(binding.initializer?.value, scope)
            scope.values[name] = declared(value, type: binding.typeAnnotation?.type.trimmedDescription)
            // A cell or configuration bound whole: its parts are set later by path.
            if let initializer = binding.initializer?.value { scope.values[name + ".=init"] = .view(initializer, Scope()) }
        }
    }

    /// The value of conditions that are all plain expressions, when known.
    private mutating func knownCondition(_ conditions: ConditionElementListSyntax, _ scope: Scope) -> Bool? {
        var result = true
        for condition in conditions {
            guard case .expression(let expression) = condition.condition, case .bool(let value) = evaluate(expression, scope) else { return nil }
            result = result && value
        }
        return result
    }

    private mutating func bindConditions(_ conditions: ConditionElementListSyntax, _ scope: inout Scope) {
        for condition in conditions {
            if case .optionalBinding(let binding) = condition.condition, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                let value = binding.initializer.map { evaluate($0.value, scope) } ?? scope.values[name] ?? .unknown
                scope.values[name] = value
            }
        }
    }

    /// The branch a condition takes, when known; `if let` binds and takes its first branch.
    private mutating func runIf(_ ifExpression: IfExprSyntax, _ scope: inout Scope, asExpression: Bool) -> Flow {
        var known: Bool? = true
        for condition in ifExpression.conditions {
            switch condition.condition {
            case .expression(let expression):
                switch evaluate(expression, scope) {
                case .bool(let value): known = known.map { $0 && value }
                default: known = nil
                }
            case .optionalBinding: bindConditions(ifExpression.conditions, &scope)
            default: known = nil
            }
        }
        // An unknown condition: the statements before the `if` already set what the row shows
        // in the common case; neither branch is guessed.
        guard let taken = known else { return .next }
        if taken { return runBlock(ifExpression.body.statements, &scope, asExpression: asExpression) }
        switch ifExpression.elseBody {
        case .codeBlock(let block)?: return runBlock(block.statements, &scope, asExpression: asExpression)
        case .ifExpr(let next)?: return runIf(next, &scope, asExpression: asExpression)
        case nil: return .next
        }
    }

    private mutating func runBlock(_ statements: CodeBlockItemListSyntax, _ scope: inout Scope, asExpression: Bool) -> Flow {
        // Assignments inside a branch stay visible after it (cells are set up in branches).
        let flow = run(statements, &scope)
        if case .next = flow, asExpression, statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) {
            return .returned(evaluate(only, scope))
        }
        return flow
    }

    mutating func runSwitch(_ switchExpression: SwitchExprSyntax, _ scope: inout Scope, asExpression: Bool) -> Flow {
        let subject = evaluate(switchExpression.subject, scope)
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            if matches(switchCase.label, subject, &scope) {
                let flow = run(switchCase.statements, &scope)
                if case .next = flow, asExpression || switchCase.statements.count == 1,
                   switchCase.statements.count == 1, let only = switchCase.statements.first?.item.as(ExprSyntax.self) {
                    return .returned(evaluate(only, scope))
                }
                return flow
            }
        }
        return .next
    }

    private mutating func matches(_ label: SwitchCaseSyntax.Label, _ subject: Value, _ scope: inout Scope) -> Bool {
        switch label {
        case .default: return !isUnknown(subject)
        case .case(let caseLabel):
            for item in caseLabel.caseItems {
                let pattern = item.pattern
                if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
                    let expression = expressionPattern.expression
                    // `.general`, `.account(let user)`, `Section.general`.
                    var caseName: String?
                    if let member = expression.as(MemberAccessExprSyntax.self) { caseName = member.declName.baseName.text }
                    if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) { caseName = member.declName.baseName.text }
                    if let caseName, case .enumCase(_, let name) = subject, name == caseName { return true }
                    if let integer = expression.as(IntegerLiteralExprSyntax.self), case .int(let value) = subject, Int(integer.literal.text) == value { return true }
                    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1, case .array(let values) = subject, values.count == tuple.elements.count {
                        if zip(tuple.elements, values).allSatisfy({ element, value in matchesElement(element.expression, value, scope) }) { return true }
                    }
                    if let sequence = expression.as(SequenceExprSyntax.self), case .int(let value) = subject, case .array(let items) = evaluate(ExprSyntax(sequence), scope),
                       items.contains(where: { $0.int == value }) { return true }
                    if let string = Self.literal(expression), case .text(let text, _) = subject, text.origin != .unknown, text.string == string { return true }
                } else if pattern.is(ValueBindingPatternSyntax.self) || pattern.is(IdentifierPatternSyntax.self) {
                    return !isUnknown(subject)
                }
            }
            return false
        }
    }

    /// One element of a tuple pattern: `_`, a binding, an integer or an enum case.
    private mutating func matchesElement(_ pattern: ExprSyntax, _ value: Value, _ scope: Scope) -> Bool {
        if pattern.is(DiscardAssignmentExprSyntax.self) || pattern.is(PatternExprSyntax.self) { return !isUnknown(value) }
        if let member = pattern.as(MemberAccessExprSyntax.self), case .enumCase(_, let name) = value { return member.declName.baseName.text == name }
        switch (evaluate(pattern, scope), value) {
        case (.int(let a), .int(let b)): return a == b
        case (.array(let range), .int(let b)): return range.contains { $0.int == b }
        default: return false
        }
    }

    private func isUnknown(_ value: Value) -> Bool {
        if case .unknown = value { return true }
        return false
    }
}
