/// The JSON documents of `rules --format json`, `explain --format json` and
/// `baseline compare --format json`: documented in docs/reports.md, versioned like the JSON
/// report (fields are only added within a version), keys in a fixed order.
public enum CatalogJSON {
    public static let formatVersion = 1

    /// Every rule: `{"version": 1, "rules": [rule, …]}`, in the catalog's order.
    public static func rules(_ descriptions: [RuleDescription]) -> [UInt8] {
        JSONValue.object([
            ("version", .integer(formatVersion)),
            ("rules", .array(descriptions.map(rule))),
        ]).serialized()
    }

    /// One rule with its documentation (the Markdown `explain` prints, front matter removed).
    public static func explain(_ description: RuleDescription) -> [UInt8] {
        guard case .object(var members) = rule(description) else { return [] }
        members.append(("documentation", RuleDocs.markdown(for: description.id).map(JSONValue.string) ?? .null))
        return JSONValue.object([("version", .integer(formatVersion))] + members).serialized()
    }

    /// id, name, title, default severity, guideline, help URL and options with their defaults.
    static func rule(_ description: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(description.id)),
            ("name", .string(description.name)),
            ("title", .string(description.title)),
            ("defaultSeverity", .string(description.defaultSeverity.rawValue)),
            ("guideline", .object([
                ("title", .string(description.guideline.title)),
                ("section", .string(description.guideline.section)),
                ("url", .string(description.guideline.url)),
            ])),
            ("helpUri", .string(RuleDocs.url(for: description.id))),
            ("options", .array(description.options.map { option in
                .object([
                    ("name", .string(option.name)),
                    ("summary", .string(option.summary)),
                    ("default", option.defaultValue.json),
                ])
            })),
        ])
    }

    /// `{"version": 1, "summary": {"fixed", "new", "unchanged"}, "fixed": […], "new": […]}`;
    /// entries as the baseline file has them, each list sorted.
    public static func comparison(_ comparison: Baseline.Comparison) -> [UInt8] {
        JSONValue.object([
            ("version", .integer(formatVersion)),
            ("summary", .object([
                ("fixed", .integer(comparison.fixed.count)),
                ("new", .integer(comparison.new.count)),
                ("unchanged", .integer(comparison.unchanged.count)),
            ])),
            ("fixed", .array(comparison.fixed.map(entry))),
            ("new", .array(comparison.new.map(entry))),
        ]).serialized()
    }

    static func entry(_ entry: Baseline.Entry) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(entry.rule)),
            ("screen", .string(entry.screen)),
            ("path", .string(entry.path)),
        ]
        if let textKey = entry.textKey { members.append(("textKey", .string(textKey))) }
        if let locale = entry.locale { members.append(("locale", .string(locale))) }
        if let size = entry.size { members.append(("size", .string(size))) }
        members.append(("hash", .string(entry.hash)))
        return .object(members)
    }
}

extension OptionValue {
    var json: JSONValue {
        switch self {
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .number(value)
        case .bool(let value): .bool(value)
        case .string(let value): .string(value)
        }
    }
}
