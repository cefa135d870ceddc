import HIGModel

/// Reads table dumps, keeping the source position of every element.
public enum DumpDecoder {
    /// Decodes the bytes of a dump file. `file` is the path used in positions and errors.
    public static func decode(_ bytes: [UInt8], file: String) throws(DumpError) -> TableDump {
        try bytes.withUnsafeBufferPointer { result(for: $0, file: file) }.get()
    }

    /// Decodes a dump from memory the caller owns (a mapped or read file).
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(DumpError) -> TableDump {
        try result(for: bytes, file: file).get()
    }

    private static func result(for bytes: UnsafeBufferPointer<UInt8>, file: String) -> Result<TableDump, DumpError> {
        do throws(DumpError) {
            let text = try JSONReader.text(
                of: bytes, file: file,
                empty: "the file is empty; expected a table dump, a JSON object like {\"schemaVersion\": 1, \"screens\": [...]}")
            var decoding = DumpDecoding(reader: JSONReader(bytes: text, file: file))
            return .success(try decoding.decodeDump())
        } catch {
            return .failure(error)
        }
    }
}

/// What a value is for, in messages: `'width'`, `'sections[2]'`.
struct Context: CustomStringConvertible {
    var key: String
    var index: Int?

    init(_ key: String, index: Int? = nil) {
        self.key = key
        self.index = index
    }

    /// The document itself, before any key.
    static let topLevel = Context("")

    var description: String {
        if key.isEmpty { return "the top level" }
        return index.map { "'\(key)[\($0)]'" } ?? "'\(key)'"
    }
}

/// Builds the model straight from the reader's tokens. Its functions follow the schema, whose
/// nesting is fixed, so a deeply nested file is rejected at its first unexpected token and never
/// deepens the call stack.
struct DumpDecoding {
    var r: JSONReader
    /// The file name every position carries. Each screen gets its own copy, and its own
    /// `noMembers`: screens are audited on different threads, and an object they all shared
    /// would have every thread contend for its reference count.
    var file: String
    /// Where the key of the member being decoded starts.
    var keyPosition = SourcePosition(line: 1, column: 1)
    /// The member spans of the objects being decoded, innermost last.
    var memberStack: [MemberEntry] = []
    /// The source details of every element without members (plain-string texts,
    /// localizations): one object per screen instead of one per element.
    var noMembers: SourceDetails

    init(reader: JSONReader) {
        self.r = reader
        self.file = reader.file
        self.noMembers = SourceDetails.make(file: reader.file, names: [], entries: [])
    }

    // MARK: The dump

    mutating func decodeDump() throws(DumpError) -> TableDump {
        guard let first = r.peek() else {
            throw r.error("the file contains only whitespace; expected a table dump, a JSON object", atOffset: r.offset)
        }
        if first == UInt8(ascii: "[") {
            throw r.error(
                "the top level is an array; a table dump is an object: {\"schemaVersion\": 1, \"screens\": [...]}",
                atOffset: r.offset)
        }
        var version: Int?
        var screens: [Screen]?
        let source = try decodeObject(.topLevel) { (d, key: TopLevelKey) throws(DumpError) in
            switch key {
            case .schema:
                _ = try d.string(Context(key.rawValue))
            case .schemaVersion:
                let (number, at) = try d.number(Context(key.rawValue), expected: "an integer")
                guard number.value == Double(TableDump.currentSchemaVersion) else {
                    let text = d.r.text(of: number)
                    throw d.r.error(
                        number.value.rounded(.towardZero) == number.value
                            ? "unsupported schema version \(text); this hig-audit reads \(TableDump.currentSchemaVersion)"
                            : "expected an integer for 'schemaVersion', found \(text)",
                        at: at)
                }
                version = TableDump.currentSchemaVersion
            case .screens, .screen:
                if screens != nil {
                    throw d.r.error("the dump has both 'screens' and 'screen'; use one", at: d.keyPosition)
                }
                if key == .screen {
                    screens = [try d.decodeScreen(Context(key.rawValue))]
                } else {
                    var list: [Screen] = []
                    try d.decodeArray(Context(key.rawValue)) { (d, context) throws(DumpError) in
                        list.append(try d.decodeScreen(context))
                    }
                    screens = exactCapacity(list)
                }
            }
        }
        if r.peek() != nil {
            throw r.unexpectedCharacter(expected: "the end of the file after the top-level object (a dump holds one JSON document)")
        }
        guard let version else {
            throw r.error("the dump is missing required member 'schemaVersion' (write \"schemaVersion\": 1)", at: source.span.start)
        }
        guard let screens else {
            throw r.error("the dump is missing required member 'screens' (or 'screen' for a single screen)", at: source.span.start)
        }
        return TableDump(file: file, schemaVersion: version, screens: screens)
    }

    mutating func decodeScreen(_ context: Context) throws(DumpError) -> Screen {
        file = String(decoding: Array(r.file.utf8), as: UTF8.self)
        noMembers = SourceDetails.make(file: file, names: [], entries: [])
        var name: String?
        var environment: Environment?
        var table: Table?
        var suppressions: [AuditSuppression] = []
        var isTemplate = false
        let source = try decodeObject(context) { (d, key: ScreenKey) throws(DumpError) in
            switch key {
            case .name: name = try d.nonEmptyString(Context(key.rawValue))
            case .environment: environment = try d.decodeEnvironment(Context(key.rawValue))
            case .table: table = try d.decodeTable(Context(key.rawValue))
            case .auditSuppressions: suppressions = try d.decodeSuppressions(Context(key.rawValue))
            case .isTemplate: isTemplate = try d.bool(Context(key.rawValue))
            }
        }
        guard let name else { throw missing("name", in: ScreenKey.self, source) }
        guard let table else { throw missing("table", in: ScreenKey.self, source) }
        // Without an environment, the defaults apply and findings about it point at the screen.
        let resolved = environment ?? Environment(source: SourceInfo(span: source.span, details: noMembers))
        var screen = Screen(name: name, environment: resolved, table: table, isTemplate: isTemplate, source: source)
        screen.auditSuppressions = suppressions
        return screen
    }

    mutating func decodeEnvironment(_ context: Context) throws(DumpError) -> Environment {
        var environment = Environment()
        environment.source = try decodeObject(context) { (d, key: EnvironmentKey) throws(DumpError) in
            let here = Context(key.rawValue)
            switch key {
            case .width: environment.width = try d.double(here, .positive(max: 10_000))
            case .horizontalSizeClass: environment.horizontalSizeClass = try d.enumValue(here)
            case .safeAreaInsets:
                var insets = EdgeInsets()
                _ = try d.decodeObject(here) { (d, key: InsetsKey) throws(DumpError) in
                    let value = try d.double(Context(key.rawValue), .nonNegative(max: 1_000))
                    switch key {
                    case .left: insets.left = value
                    case .right: insets.right = value
                    }
                }
                environment.safeAreaInsets = insets
            case .layoutDirection: environment.layoutDirection = try d.enumValue(here)
            case .contentSizeCategory: environment.contentSizeCategory = try d.enumValue(here)
            case .supportedContentSizeCategories:
                var minimum = ContentSizeCategory.extraSmall
                var maximum = ContentSizeCategory.accessibilityExtraExtraExtraLarge
                let range = try d.decodeObject(here) { (d, key: CategoryRangeKey) throws(DumpError) in
                    let value: ContentSizeCategory = try d.enumValue(Context(key.rawValue))
                    switch key {
                    case .minimum: minimum = value
                    case .maximum: maximum = value
                    }
                }
                guard minimum <= maximum else {
                    throw d.r.error(
                        "'minimum' (\(minimum.rawValue)) is larger than 'maximum' (\(maximum.rawValue)) in 'supportedContentSizeCategories'",
                        at: range.span(of: "minimum").start)
                }
                environment.supportedContentSizeCategories = minimum...maximum
            case .developmentLocale:
                let position = try d.valuePosition()
                let locale = try d.string(here)
                guard LocaleSyntax.isWellFormed(locale) else { throw d.r.error("\(here): " + LocaleSyntax.problem(locale), at: position) }
                environment.developmentLocale = locale
            }
        }
        return environment
    }

    mutating func decodeTable(_ context: Context) throws(DumpError) -> Table {
        var table = Table()
        var sections: [Section]?
        table.source = try decodeObject(context) { (d, key: TableKey) throws(DumpError) in
            let here = Context(key.rawValue)
            switch key {
            case .style: table.style = try d.enumValue(here)
            case .sectionIndexTitles:
                var titles: [String] = []
                try d.decodeArray(here) { (d, element) throws(DumpError) in titles.append(try d.string(element)) }
                table.sectionIndexTitles = titles
            case .isEditing: table.isEditing = try d.bool(here)
            case .hasRefreshControl: table.hasRefreshControl = try d.bool(here)
            case .showsRemoteContent: table.showsRemoteContent = try d.bool(here)
            case .cellLayoutMarginsFollowReadableWidth: table.cellLayoutMarginsFollowReadableWidth = try d.bool(here)
            case .loading: table.loading = try d.decodeLoading(here)
            case .auditSuppressions: table.auditSuppressions = try d.decodeSuppressions(here)
            case .sections:
                var list: [Section] = []
                try d.decodeArray(here) { (d, element) throws(DumpError) in list.append(try d.decodeSection(element)) }
                sections = exactCapacity(list)
            }
        }
        guard let sections else { throw missing("sections", in: TableKey.self, table.source) }
        table.sections = sections
        return table
    }

    mutating func decodeLoading(_ context: Context) throws(DumpError) -> LoadingState {
        var loading = LoadingState()
        loading.source = try decodeObject(context) { (d, key: LoadingKey) throws(DumpError) in
            let here = Context(key.rawValue)
            switch key {
            case .isLoading: loading.isLoading = try d.bool(here)
            case .showsActivityIndicator: loading.showsActivityIndicator = try d.bool(here)
            case .placeholderRowCount: loading.placeholderRowCount = try d.integer(here, in: 0...1_000_000)
            }
        }
        return loading
    }

    mutating func decodeSection(_ context: Context) throws(DumpError) -> Section {
        var section = Section()
        var rows: [Row]?
        section.source = try decodeObject(context) { (d, key: SectionKey) throws(DumpError) in
            let here = Context(key.rawValue)
            switch key {
            case .header: section.header = try d.decodeText(here)
            case .footer: section.footer = try d.decodeText(here)
            case .auditSuppressions: section.auditSuppressions = try d.decodeSuppressions(here)
            case .rows:
                var list: [Row] = []
                try d.decodeArray(here) { (d, element) throws(DumpError) in list.append(try d.decodeRow(element)) }
                rows = exactCapacity(list)
            }
        }
        guard let rows else { throw missing("rows", in: SectionKey.self, section.source) }
        section.rows = rows
        return section
    }

    mutating func decodeRow(_ context: Context) throws(DumpError) -> Row {
        var row = Row()
        var contentKey: RowKey?
        row.source = try decodeObject(context) { (d, key: RowKey) throws(DumpError) in
            let here = Context(key.rawValue)
            switch key {
            case .id: row.id = try d.string(here)
            case .cellStyle, .contentConfiguration:
                if let contentKey {
                    throw d.r.error(
                        "a row has either 'cellStyle' or 'contentConfiguration', not both ('\(contentKey.rawValue)' is already set)",
                        at: d.keyPosition)
                }
                contentKey = key
                row.content = key == .cellStyle ? .style(try d.enumValue(here)) : .configuration(try d.enumValue(here))
            case .text: row.text = try d.decodeText(here)
            case .secondaryText: row.secondaryText = try d.decodeText(here)
            case .image: row.image = try d.decodeImage(here)
            case .accessoryType: row.accessoryType = try d.enumValue(here)
            case .accessoryView: row.accessoryView = try d.decodeAccessoryView(here)
            case .selectionStyle: row.selectionStyle = try d.enumValue(here)
            case .isSelectable: row.isSelectable = try d.bool(here)
            case .selectionAction: row.selectionAction = try d.enumValue(here)
            case .editingStyle: row.editingStyle = try d.enumValue(here)
            case .deleteConfirmationTitle: row.deleteConfirmationTitle = try d.decodeText(here)
            case .deleteEffect: row.deleteEffect = try d.enumValue(here)
            case .trailingSwipeActions:
                var actions: [SwipeAction] = []
                try d.decodeArray(here) { (d, element) throws(DumpError) in actions.append(try d.decodeSwipeAction(element)) }
                row.trailingSwipeActions = actions
            case .rowHeight: row.rowHeight = try d.double(here, .positive(max: 10_000))
            case .auditSuppressions: row.auditSuppressions = try d.decodeSuppressions(here)
            case .accessibilityLabel: row.accessibilityLabel = try d.string(here)
            case .accessibilityIdentifier: row.accessibilityIdentifier = try d.string(here)
            case .editingAccessoryType: row.editingAccessoryType = try d.enumValue(here) as AccessoryType
            case .indentationLevel: row.indentationLevel = try d.integer(here, in: 0...1_000)
            case .indentationWidth: row.indentationWidth = try d.double(here, .nonNegative(max: 1_000))
            case .accessibilityTraits:
                var traits: [String] = []
                try d.decodeArray(here) { (d, element) throws(DumpError) in
                    traits.append(try d.oneOf(accessibilityTraitNames, element))
                }
                row.accessibilityTraits = traits
            }
        }
        return row
    }

    mutating func decodeImage(_ context: Context) throws(DumpError) -> CellImage {
        var image = CellImage()
        image.source = try decodeObject(context) { (d, key: ImageKey) throws(DumpError) in
            let here = Context(key.rawValue)
            switch key {
            case .kind: image.kind = try d.enumValue(here)
            case .width: image.width = try d.double(here, .positive(max: 1_000))
            case .height: image.height = try d.double(here, .positive(max: 1_000))
            case .accessibilityLabel: image.accessibilityLabel = try d.string(here)
            }
        }
        return image
    }

    mutating func decodeAccessoryView(_ context: Context) throws(DumpError) -> AccessoryView {
        var kind: AccessoryViewKind?
        var width: Double?
        var height: Double?
        var view = AccessoryView(kind: .other, width: 0, height: 0)
        view.source = try decodeObject(context) { (d, key: AccessoryViewKey) throws(DumpError) in
            let here = Context(key.rawValue)
            switch key {
            case .kind: kind = try d.enumValue(here)
            case .width: width = try d.double(here, .positive(max: 1_000))
            case .height: height = try d.double(here, .positive(max: 1_000))
            case .isIconOnly: view.isIconOnly = try d.bool(here)
            case .isInteractive: view.isInteractive = try d.bool(here)
            case .accessibilityLabel: view.accessibilityLabel = try d.string(here)
            case .isInContentView: view.isInContentView = try d.bool(here)
            }
        }
        guard let kind else { throw missing("kind", in: AccessoryViewKey.self, view.source) }
        guard let width else { throw missing("width", in: AccessoryViewKey.self, view.source) }
        guard let height else { throw missing("height", in: AccessoryViewKey.self, view.source) }
        view.kind = kind
        view.width = width
        view.height = height
        return view
    }

    /// A custom cell label's Auto Layout width (`AutoLayoutWidth`).
    mutating func decodeAutoLayoutWidth(_ context: Context) throws(DumpError) -> AutoLayoutWidth {
        var width = AutoLayoutWidth()
        var competitor: Bool?
        var outcome: AutoLayoutWidth.Outcome?
        let source = try decodeObject(context) { (d, key: AutoLayoutWidthKey) throws(DumpError) in
            let here = Context(key.rawValue)
            switch key {
            case .contentWidthFactor: width.contentWidthFactor = try d.double(here, .nonNegative(max: 1))
            case .marginCount: width.marginCount = try d.double(here, .nonNegative(max: 2))
            case .constant: width.constant = try d.double(here, .signed(max: 10_000))
            case .maximum: width.maximum = try d.double(here, .nonNegative(max: 10_000))
            case .competitor:
                let role = try d.string(here)
                guard role == "text" || role == "secondaryText" else {
                    throw d.r.error("'competitor' must be \"text\" or \"secondaryText\", found \"\(role)\"", at: d.keyPosition)
                }
                competitor = role == "secondaryText"
            case .competitorOutcome: outcome = try d.enumValue(here)
            }
        }
        if let competitor {
            width.competitor = AutoLayoutWidth.Competitor(isSecondaryText: competitor, outcome: outcome ?? .tie)
        } else if outcome != nil {
            throw r.error("'competitorOutcome' needs 'competitor' beside it", at: source.span(of: AutoLayoutWidthKey.competitorOutcome.rawValue).start)
        }
        return width
    }

    mutating func decodeSwipeAction(_ context: Context) throws(DumpError) -> SwipeAction {
        var title: Text?
        var style = SwipeActionStyle.normal
        var effect: ActionEffect?
        let source = try decodeObject(context) { (d, key: SwipeActionKey) throws(DumpError) in
            let here = Context(key.rawValue)
            switch key {
            case .title: title = try d.decodeText(here)
            case .style: style = try d.enumValue(here)
            case .effect: effect = try d.enumValue(here)
            }
        }
        guard let title else { throw missing("title", in: SwipeActionKey.self, source) }
        return SwipeAction(title: title, style: style, effect: effect, source: source)
    }

    /// `[{"rule": "text/truncation", "locales": ["de"], "reason": "…"}]`. Rule ids are checked
    /// against the registry by the audit, which knows it; here only the shape is.
    mutating func decodeSuppressions(_ context: Context) throws(DumpError) -> [AuditSuppression] {
        var suppressions: [AuditSuppression] = []
        try decodeArray(context) { (d, element) throws(DumpError) in
            var rule: String?
            var locales: [String]?
            var reason: String?
            let source = try d.decodeObject(element) { (d, key: SuppressionKey) throws(DumpError) in
                let here = Context(key.rawValue)
                switch key {
                case .rule: rule = try d.nonEmptyString(here)
                case .reason: reason = try d.string(here)
                case .locales:
                    var list: [String] = []
                    try d.decodeArray(here) { (d, item) throws(DumpError) in
                        let position = try d.valuePosition()
                        let locale = try d.string(item)
                        guard LocaleSyntax.isWellFormed(locale) else { throw d.r.error("\(item): " + LocaleSyntax.problem(locale), at: position) }
                        list.append(locale)
                    }
                    locales = list
                }
            }
            guard let rule else { throw d.missing("rule", in: SuppressionKey.self, source) }
            guard let reason else { throw d.missing("reason", in: SuppressionKey.self, source) }
            if reason.allSatisfy(\.isWhitespace) {
                throw d.r.error("a suppression needs a reason: say why the finding is accepted", at: source.span(of: SuppressionKey.reason.rawValue).start)
            }
            suppressions.append(AuditSuppression(rule: rule, locales: locales, reason: reason, source: source))
        }
        return suppressions
    }

    /// A text: a JSON string is shorthand for `{"string": …}`.
    mutating func decodeText(_ context: Context) throws(DumpError) -> Text {
        guard let first = r.peek() else {
            throw r.unexpectedEnd(expected: "a string or a text object for \(context)")
        }
        if first == UInt8(ascii: "\"") {
            let start = r.currentPosition()
            let token = try r.scanString()
            let string = r.string(token)
            let end = r.position(at: r.valueEnd)
            return Text(string, source: SourceInfo(span: SourceSpan(start: start, end: end), details: noMembers))
        }
        guard first == UInt8(ascii: "{") else { throw typeMismatch("a string or a text object", context) }
        var text = Text("")
        var hasString = false
        var textStyle: TextStyle?
        var fontSize: Double?
        var fontWeight: FontWeight?
        text.source = try decodeObject(context) { (d, key: TextKey) throws(DumpError) in
            let here = Context(key.rawValue)
            switch key {
            case .string:
                text.string = try d.string(here)
                hasString = true
            case .localizationKey: text.localizationKey = try d.string(here)
            case .localizationTable: text.localizationTable = try d.string(here)
            case .textStyle, .fontSize:
                if textStyle != nil || fontSize != nil {
                    throw d.r.error(
                        "a text has either 'textStyle' (Dynamic Type) or 'fontSize' (fixed), not both",
                        at: d.keyPosition)
                }
                if key == .textStyle {
                    textStyle = try d.enumValue(here)
                } else {
                    fontSize = try d.double(here, .positive(max: 200))
                }
            case .fontWeight: fontWeight = try d.enumValue(here)
            case .numberOfLines: text.numberOfLines = try d.integer(here, in: 0...10_000)
            case .lineBreakMode: text.lineBreakMode = try d.enumValue(here)
            case .width: text.width = try d.double(here, .positive(max: 10_000))
            case .localizations: text.localizations = try d.decodeLocalizations(here)
            case .auditSuppressions: text.auditSuppressions = try d.decodeSuppressions(here)
            case .fontName: text.fontName = try d.nonEmptyString(here)
            case .adjustsFontSizeToFitWidth: text.adjustsFontSizeToFitWidth = try d.bool(here)
            case .minimumScaleFactor: text.minimumScaleFactor = try d.double(here, .nonNegative(max: 1))
            case .autoLayoutWidth: text.autoLayoutWidth = try d.decodeAutoLayoutWidth(here)
            case .widthUnknown: text.widthUnknown = try d.nonEmptyString(here)
            case .shouldTranslate: text.shouldTranslate = try d.bool(here)
            case .origin: text.declaredOrigin = try d.enumValue(here)
            }
        }
        guard hasString else { throw missing("string", in: TextKey.self, text.source) }
        if let textStyle {
            text.font = .textStyle(textStyle, weight: fontWeight)
        } else if let fontSize {
            text.font = .fixed(size: fontSize, weight: fontWeight ?? .regular)
        } else if fontWeight != nil {
            throw r.error(
                "'fontWeight' needs 'textStyle' or 'fontSize' beside it",
                at: text.source.span(of: TextKey.fontWeight.rawValue).start)
        }
        return text
    }

    /// `{"de": "…", "ja": "…"}`, sorted by locale; each keeps its member's span.
    mutating func decodeLocalizations(_ context: Context) throws(DumpError) -> [Localization] {
        try expect(UInt8(ascii: "{"), "an object mapping locales to strings", context)
        var cursor = ObjectCursor(start: try r.enterContainer())
        var localizations: [Localization] = []
        var seen: [String: SourcePosition] = [:]
        while let key = try r.nextKey(&cursor) {
            let locale = r.string(key.string)
            if locale.isEmpty {
                throw r.error("a locale in 'localizations' must not be empty", at: key.position)
            }
            guard LocaleSyntax.isWellFormed(locale) else {
                throw r.error("in 'localizations': " + LocaleSyntax.problem(locale), at: key.position)
            }
            if let first = seen[locale] {
                throw r.error("duplicate key '\(locale)' in 'localizations' (first at \(first))", at: key.position)
            }
            seen[locale] = key.position
            let string = try self.string(Context(locale))
            let span = SourceSpan(start: key.position, end: r.position(at: r.valueEnd))
            localizations.append(Localization(locale: locale, string: string, source: SourceInfo(span: span, details: noMembers)))
        }
        localizations.sort { $0.locale < $1.locale }
        return localizations
    }

    // MARK: Objects and arrays

    /// Decodes an object whose keys are `Key`: unknown and duplicate keys are errors; `member`
    /// decodes each value. Returns the object's source with the span of every member.
    mutating func decodeObject<Key: MemberKey>(
        _ context: Context,
        _ member: (inout DumpDecoding, Key) throws(DumpError) -> Void
    ) throws(DumpError) -> SourceInfo {
        try expect(UInt8(ascii: "{"), "an object", context)
        var cursor = ObjectCursor(start: try r.enterContainer())
        let table = Key.keyTable
        var seen: UInt64 = 0
        // Member spans collect on a stack shared by all objects and become one exactly sized
        // `SourceDetails` at the end, naming members by their index in the key table.
        let base = memberStack.count
        while let key = try r.nextKey(&cursor) {
            guard let index = r.withBytes(of: key.string, { table.index(of: $0) }) else {
                throw unknownKey(r.string(key.string), at: key.position, table: table)
            }
            if seen & (1 << index) != 0 {
                let first = memberStack[base...].first { $0.name == UInt32(index) }.map { " (first at \($0.span.start))" } ?? ""
                throw r.error("duplicate key '\(table.names[index])' in \(Key.objectName)\(first)", at: key.position)
            }
            seen |= 1 << index
            keyPosition = key.position
            try member(&self, table.keys[index])
            memberStack.append(MemberEntry(span: SourceSpan(start: key.position, end: r.position(at: r.valueEnd)), name: UInt32(index)))
        }
        let end = r.position(at: r.valueEnd)
        let details = memberStack.count == base ? noMembers : SourceDetails.make(file: file, names: table.names, entries: memberStack[base...])
        memberStack.removeSubrange(base...)
        return SourceInfo(span: SourceSpan(start: cursor.start, end: end), details: details)
    }

    mutating func decodeArray(
        _ context: Context,
        _ element: (inout DumpDecoding, Context) throws(DumpError) -> Void
    ) throws(DumpError) {
        try expect(UInt8(ascii: "["), "an array", context)
        var cursor = ArrayCursor(start: try r.enterContainer())
        while try r.nextElement(&cursor) {
            try element(&self, Context(context.key, index: cursor.count - 1))
        }
    }

    func unknownKey<Key: MemberKey>(_ name: String, at position: SourcePosition, table: KeyTable<Key>) -> DumpError {
        var message = "unknown key '\(name)' in \(Key.objectName)"
        if let suggestion = closestMatch(to: name, in: table.names) {
            message += "; did you mean '\(suggestion)'?"
        }
        if table.names.count <= 12 {
            message += " (valid keys: \(table.names.joined(separator: ", ")))"
        } else {
            message += " (docs/dump-format.md lists the members of a \(Key.objectName))"
        }
        return r.error(message, at: position)
    }

    func missing<Key: MemberKey>(_ name: String, in _: Key.Type, _ source: SourceInfo) -> DumpError {
        r.error("\(Key.objectName) is missing required member '\(name)'", at: source.span.start)
    }

    // MARK: Scalars

    /// Checks that the next value starts with `byte`, else reports what is there instead.
    mutating func expect(_ byte: UInt8, _ expected: String, _ context: Context) throws(DumpError) {
        guard let found = r.peek() else {
            throw r.unexpectedEnd(expected: "\(expected) for \(context)")
        }
        if found != byte { throw typeMismatch(expected, context) }
    }

    /// "expected a number for 'width', found a string", or the syntax error when no value is there.
    mutating func typeMismatch(_ expected: String, _ context: Context) -> DumpError {
        let position = r.currentPosition()
        do {
            let found = try r.describeValue(expected: "\(expected) for \(context)")
            let hint = found == "null" && context.index == nil ? " (leave the member out instead of writing null)" : ""
            return r.error("expected \(expected) for \(context), found \(found)\(hint)", at: position)
        } catch {
            return error
        }
    }

    mutating func valuePosition() throws(DumpError) -> SourcePosition {
        _ = r.peek()
        return r.currentPosition()
    }

    mutating func string(_ context: Context) throws(DumpError) -> String {
        try expect(UInt8(ascii: "\""), "a string", context)
        let token = try r.scanString()
        return r.string(token)
    }

    mutating func nonEmptyString(_ context: Context) throws(DumpError) -> String {
        let position = try valuePosition()
        let value = try string(context)
        if value.isEmpty { throw r.error("\(context) must not be empty", at: position) }
        return value
    }

    mutating func bool(_ context: Context) throws(DumpError) -> Bool {
        let first = r.peek()
        if first == UInt8(ascii: "t"), r.matchesLiteral("true") {
            try r.readLiteral("true", expected: "true or false for \(context)")
            return true
        }
        if first == UInt8(ascii: "f"), r.matchesLiteral("false") {
            try r.readLiteral("false", expected: "true or false for \(context)")
            return false
        }
        throw typeMismatch("true or false", context)
    }

    /// A finite number, and its position and token for range messages.
    mutating func number(_ context: Context, expected: String = "a number") throws(DumpError) -> (NumberToken, SourcePosition) {
        guard let first = r.peek() else { throw r.unexpectedEnd(expected: "\(expected) for \(context)") }
        guard first == UInt8(ascii: "-") || r.isDigit(first) else { throw typeMismatch(expected, context) }
        let position = r.currentPosition()
        let token = try r.readNumber()
        guard token.value.isFinite else {
            throw r.error("\(context) must be a finite number, found \(r.text(of: token)), which is out of range", at: position)
        }
        return (token, position)
    }

    enum Bounds {
        case positive(max: Double)
        case nonNegative(max: Double)
        /// Between −max and max.
        case signed(max: Double)
    }

    mutating func double(_ context: Context, _ bounds: Bounds) throws(DumpError) -> Double {
        let (token, position) = try number(context)
        let value = token.value
        switch bounds {
        case .positive(let max):
            guard value > 0, value <= max else {
                throw r.error("\(context) must be greater than 0 and at most \(format(max)), found \(r.text(of: token))", at: position)
            }
        case .nonNegative(let max):
            guard value >= 0, value <= max else {
                throw r.error("\(context) must be at least 0 and at most \(format(max)), found \(r.text(of: token))", at: position)
            }
        case .signed(let max):
            guard value >= -max, value <= max else {
                throw r.error("\(context) must be between -\(format(max)) and \(format(max)), found \(r.text(of: token))", at: position)
            }
        }
        return value
    }

    mutating func integer(_ context: Context, in range: ClosedRange<Int>) throws(DumpError) -> Int {
        let (token, position) = try number(context, expected: "an integer")
        let value = token.value
        // JSON Schema counts 3.0 as an integer, so this does too.
        guard value.rounded(.towardZero) == value else {
            throw r.error("expected an integer for \(context), found \(r.text(of: token))", at: position)
        }
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound),
              let integer = Int(exactly: value), range.contains(integer)
        else {
            let bounds = range.upperBound == .max ? "at least \(range.lowerBound)" : "between \(range.lowerBound) and \(range.upperBound)"
            throw r.error("\(context) must be an integer \(bounds), found \(r.text(of: token))", at: position)
        }
        return integer
    }

    mutating func enumValue<Value: RawRepresentable<String> & CaseIterable>(_ context: Context) throws(DumpError) -> Value {
        let position = try valuePosition()
        let name = try string(context)
        if let value = Value(rawValue: name) { return value }
        throw invalidValue(name, at: position, context: context, valid: Value.allCases.map(\.rawValue))
    }

    mutating func oneOf(_ valid: [String], _ context: Context) throws(DumpError) -> String {
        let position = try valuePosition()
        let name = try string(context)
        if valid.contains(name) { return name }
        throw invalidValue(name, at: position, context: context, valid: valid)
    }

    func invalidValue(_ name: String, at position: SourcePosition, context: Context, valid: [String]) -> DumpError {
        var message = "'\(name)' is not a valid value for \(context)"
        if let suggestion = closestMatch(to: name, in: valid) { message += "; did you mean '\(suggestion)'?" }
        message += " (valid: \(valid.joined(separator: ", ")))"
        return r.error(message, at: position)
    }

    func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// A copy without the spare capacity that appending left: rows are large and dumps have
/// many short arrays of them.
func exactCapacity<Element>(_ array: [Element]) -> [Element] {
    array.capacity - array.count > 0 ? array.withUnsafeBufferPointer { Array($0) } : array
}
