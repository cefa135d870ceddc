import SwiftSyntax

/// The declarations of a module that reading a screen may need to follow: row views, enums
/// that list a screen's sections and rows with their titles, row models, and the helpers apps
/// wrap around `NSLocalizedString` (SwiftGen's `L10n`, `tr()`, `.localized`).
///
/// Types are found by their simple name and, for nested types, by their dotted name too
/// (`L10n.Settings`), so `L10n.Settings.title` and `Settings.title` both resolve. Two types
/// with one simple name in a module make that name ambiguous: the first declared wins, which
/// is the compiler's rule within one scope and a guess across scopes, so such names are also
/// reachable by their dotted name.
struct ModuleIndex {
    var types: [String: TypeDeclaration] = [:]
    /// Free functions, by name: small `tr()` helpers.
    var functions: [String: FunctionDeclSyntax] = [:]

    /// Adds the declarations of one parsed file.
    mutating func add(_ file: SourceFileSyntax) {
        for item in file.statements {
            if let function = item.item.as(FunctionDeclSyntax.self) {
                if functions[function.name.text] == nil { functions[function.name.text] = function }
            } else if let declaration = item.item.as(DeclSyntax.self) {
                addType(declaration, outer: nil)
            }
        }
    }

    private mutating func addType(_ declaration: DeclSyntax, outer: String?) {
        let group: (name: String, kind: TypeDeclaration.Kind, members: MemberBlockSyntax, inherited: InheritanceClauseSyntax?)
        if let node = declaration.as(StructDeclSyntax.self) {
            group = (node.name.text, .structure, node.memberBlock, node.inheritanceClause)
        } else if let node = declaration.as(ClassDeclSyntax.self) {
            group = (node.name.text, .classType, node.memberBlock, node.inheritanceClause)
        } else if let node = declaration.as(EnumDeclSyntax.self) {
            group = (node.name.text, .enumeration, node.memberBlock, node.inheritanceClause)
        } else if let node = declaration.as(ExtensionDeclSyntax.self) {
            // Members of an extension join the type's (`extension String { var localized … }`).
            let name = node.extendedType.trimmedDescription
            var type = types[name] ?? TypeDeclaration(name: name, kind: .extensionOnly)
            type.collect(node.memberBlock)
            if let inherited = node.inheritanceClause { type.inherited += inherited.inheritedTypes.map { $0.type.trimmedDescription } }
            types[name] = type
            for member in node.memberBlock.members { addType(member.decl, outer: name) }
            return
        } else {
            return
        }
        var declared = TypeDeclaration(name: group.name, kind: group.kind)
        declared.syntax = declaration
        declared.inherited = group.inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        declared.collect(group.members)
        func merged(_ existing: TypeDeclaration?) -> TypeDeclaration? {
            guard var existing else { return declared }
            // Only members an extension added before the type was met join it.
            guard existing.kind == .extensionOnly else { return nil }
            var type = declared
            type.inherited += existing.inherited
            type.computed.merge(existing.computed) { own, _ in own }
            type.initialized.merge(existing.initialized) { own, _ in own }
            type.functions.merge(existing.functions) { own, _ in own }
            existing = type
            return existing
        }
        if let type = merged(types[group.name]) { types[group.name] = type }
        if let outer, let type = merged(types[outer + "." + group.name]) { types[outer + "." + group.name] = type }
        for member in group.members.members {
            addType(member.decl, outer: outer.map { $0 + "." + group.name } ?? group.name)
        }
    }

    /// The type named `name` (`Row`, `L10n.Settings`, `SettingsView.Row`), looking in
    /// `context`'s nested types first.
    func type(named name: String, in context: String? = nil) -> TypeDeclaration? {
        if let context, let nested = types[context + "." + name] { return nested }
        return types[name]
    }
}

/// One type's members, as far as reading screens needs them.
struct TypeDeclaration {
    enum Kind { case structure, classType, enumeration, extensionOnly }

    var name: String
    var kind: Kind
    var syntax: DeclSyntax?
    var inherited: [String] = []
    /// Enum cases in declaration order, with their raw values when written out.
    var cases: [(name: String, rawValue: ExprSyntax?)] = []
    /// Stored properties in declaration order (the memberwise initializer's parameters), with
    /// their declared type and default value.
    var storedProperties: [(name: String, type: String?, value: ExprSyntax?)] = []
    /// Computed properties (`var title: String { … }`), static or not.
    var computed: [String: (type: String?, body: AccessorBlockSyntax)] = [:]
    /// `static let title = …`, `let rows = [...]`: properties with a value, by name.
    var initialized: [String: ExprSyntax] = [:]
    var functions: [String: FunctionDeclSyntax] = [:]

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    var isView: Bool { inherited.contains("View") || computed["body"]?.type?.hasSuffix("View") == true }
    var isCaseIterable: Bool { inherited.contains("CaseIterable") }

    mutating func collect(_ members: MemberBlockSyntax) {
        for member in members.members {
            if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements {
                    cases.append((element.name.text, element.rawValue?.value))
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let type = binding.typeAnnotation?.type.trimmedDescription
                    if let accessor = binding.accessorBlock, Self.isComputed(accessor) {
                        computed[name] = (type, accessor)
                    } else {
                        if let value = binding.initializer?.value { initialized[name] = value }
                        if !isStatic { storedProperties.append((name, type, binding.initializer?.value)) }
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                // The first of overloads; enough for helpers and row builders.
                if functions[function.name.text] == nil { functions[function.name.text] = function }
            }
        }
    }

    /// A getter, not `willSet`/`didSet` observers on a stored property.
    private static func isComputed(_ accessor: AccessorBlockSyntax) -> Bool {
        switch accessor.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        }
    }
}
