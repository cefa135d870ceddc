import HIGInput
import HIGModel

/// What `hig-audit budgets` writes.
public enum BudgetFormat: String, CaseIterable, Sendable {
    /// Every budget with its places and per-locale fit.
    case json
    /// One row per text, for spreadsheets and tools that only count characters.
    case csv
    /// The XLIFF file given with `--strings` (or an `.xcloc`'s), with `maxwidth`,
    /// `size-unit` (and `font` for pixels) on every unit whose key has a budget, and a note.
    case xliff
}

/// The unit of the `maxwidth` the XLIFF output writes (XLIFF 1.2's `size-unit`).
public enum BudgetXLIFFSizeUnit: String, CaseIterable, Sendable {
    /// `maxwidth` in pixels at the `font` given (`family;size;weight`): what Weblate's
    /// "Maximum size" check renders translations with. A point of the font's size is a pixel
    /// at that size, so the number is the budget's points.
    case pixel
    /// `maxwidth` in characters (the budget's character limit): what Crowdin, Lokalise and
    /// Weblate's "Maximum length" check count. Units of unlimited labels get the note only.
    case char
}

/// Budgets as bytes. Pure functions of the budgets (and, for XLIFF, the file being annotated).
public enum BudgetReport {
    /// How the CSV's character limit is derived, said in the JSON and the documentation.
    public static let characterLimitRule = "characterLimit = floor(maxWidth × lines ÷ the widest of W, M and a CJK ideograph in the budget's font): the most characters that always fit, whatever the script"

    /// `from` of the notes the XLIFF output adds.
    public static let noteSource = "hig-audit"

    public static func json(_ budgets: [TextBudget]) -> [UInt8] {
        var document: [(String, JSONValue)] = [
            ("sizeUnit", .string("point")),
            ("characterLimitRule", .string(characterLimitRule)),
        ]
        document.append(("budgets", .array(budgets.map(json))))
        var out = JSONValue.object(document).serialized()
        out.append(0x0A)
        return out
    }

    static func json(_ budget: TextBudget) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("table", .string(budget.table)),
            ("key", .string(budget.key)),
            ("source", .string(budget.source)),
            ("maxWidth", .number(budget.maxWidth)),
            ("lines", .integer(budget.lines)),
            ("font", .object([
                ("family", .string(budget.font.family)),
                ("pointSize", .number(budget.font.pointSize)),
                ("weight", .string(budget.font.weight)),
            ])),
            ("tightest", .object([
                ("tableWidth", .number(budget.tableWidth)),
                ("textSize", .string(budget.textSize.rawValue)),
            ])),
        ]
        members.append(("characterLimit", budget.characterLimit.map { .integer($0) } ?? .null))
        members.append(("appearances", .array(budget.appearances.map { place in
            .object([
                ("screen", .string(place.screen)),
                ("element", .string(place.element)),
                ("file", .string(place.file)),
                ("line", .integer(place.line)),
                ("column", .integer(place.column)),
            ])
        })))
        members.append(("locales", .array(budget.locales.map { fit in
            var entry: [(String, JSONValue)] = [
                ("locale", .string(fit.locale)),
                ("fits", .bool(fit.fits)),
                ("margin", fit.margin.map { .number($0) } ?? .null),
            ]
            if let translation = fit.translation {
                entry.append(("translation", position(translation)))
            }
            if !fit.over.isEmpty { entry.append(("overBudget", .array(fit.over.map(position)))) }
            return .object(entry)
        })))
        return .object(members)
    }

    static func position(_ translation: FilePosition) -> JSONValue {
        .object([
            ("file", .string(translation.file)),
            ("line", .integer(translation.line)),
            ("column", .integer(translation.column)),
        ])
    }

    /// RFC 4180 CSV with a header row. Text cells that a spreadsheet would run as a formula
    /// (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) get a leading `'`.
    public static func csv(_ budgets: [TextBudget]) -> [UInt8] {
        var out = "table,key,source,max_width_pt,lines,font_family,font_size_pt,font_weight,character_limit,table_width_pt,text_size,appearances,locales\r\n"
        for budget in budgets {
            let places = budget.appearances.map { "\($0.element) (\($0.file):\($0.line))" }.joined(separator: "; ")
            let locales = budget.locales.map { fit in
                let margin = fit.margin.map { TextBudget.number(abs($0)) }
                return fit.fits
                    ? "\(fit.locale): fits" + (margin.map { " (\($0) pt to spare)" } ?? "")
                    : "\(fit.locale): over" + (margin.map { " by \($0) pt" } ?? "")
            }.joined(separator: "; ")
            let cells = [
                text(budget.table), text(budget.key), text(budget.source), TextBudget.number(budget.maxWidth), String(budget.lines),
                text(budget.font.family), TextBudget.number(budget.font.pointSize), budget.font.weight,
                budget.characterLimit.map(String.init) ?? "", TextBudget.number(budget.tableWidth), budget.textSize.shortName,
                text(places), text(locales),
            ]
            out += cells.joined(separator: ",") + "\r\n"
        }
        return Array(out.utf8)
    }

    private static func text(_ value: String) -> String {
        var value = value
        if let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The XLIFF file's bytes with each known unit's budget and a note in words. In pixels:
    /// `maxwidth` (total points: the width times the lines), `size-unit="pixel"` and
    /// `font="SF Pro;17;regular"`; in characters: `maxwidth` (the character limit) and
    /// `size-unit="char"`. Units of labels with unlimited lines get the note only. Everything
    /// else is left byte for byte.
    public static func xliff(_ bytes: [UInt8], file: String, budgets: [TextBudget], sizeUnit: BudgetXLIFFSizeUnit = .pixel, limits: InputLimits = .default) throws(SourceError) -> [UInt8] {
        let document = try XLIFFDocument.read(bytes, file: file, limits: limits)
        var byKey: [TranslationCatalog.Key: TextBudget] = [:]
        for budget in budgets { byKey[TranslationCatalog.Key(table: budget.table, key: budget.key)] = budget }
        var annotations: [XLIFFAnnotator.Annotation] = []
        for element in document.files {
            let table = TranslationReaders.table(of: element.original)
            for unit in element.units {
                guard let budget = byKey[TranslationCatalog.Key(table: table, key: XLIFFReader.split(unit.id).key)] else { continue }
                var attributes: [(name: String, value: String)] = []
                switch sizeUnit {
                case .pixel:
                    if let total = budget.totalWidth {
                        attributes = [
                            ("maxwidth", String(Int(total.rounded(.down)))),
                            ("size-unit", "pixel"),
                            ("font", "\(budget.font.family);\(TextBudget.number(budget.font.pointSize));\(budget.font.weight)"),
                        ]
                    }
                case .char:
                    if let characters = budget.characterLimit {
                        attributes = [("maxwidth", String(characters)), ("size-unit", "char")]
                    }
                }
                annotations.append(XLIFFAnnotator.Annotation(position: unit.position, attributes: attributes, note: budget.summary))
            }
        }
        return try XLIFFAnnotator.annotate(bytes, file: file, annotations: annotations, noteSource: noteSource)
    }
}
