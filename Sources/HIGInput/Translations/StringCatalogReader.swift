import HIGModel

/// Reads a String Catalog (`.xcstrings`, JSON): per locale its string units and their state,
/// plural and device variations, and substitutions. The table is the file's base name.
///
/// A file that is not JSON, and an entry Xcode would not write, are error diagnostics (the run
/// stops on them, as on every broken translation file, after listing them all); a member of the
/// wrong type (a number where Xcode writes a string, a string where it writes an object) is an
/// input error thrown at once with its position, as in a dump: never read as absent.
public enum StringCatalogReader {
    /// The device variation an iPhone table shows; `other` covers every device not named.
    static let preferredDevices = ["iphone", "other"]

    public static func read(_ bytes: [UInt8], file: String, table: String) throws(SourceError) -> TranslationCatalog {
        var catalog = TranslationCatalog()
        catalog.files.append(file)
        let root: JSONNode
        do {
            root = try JSONNode.parse(bytes, file: file, expected: "a String Catalog, a JSON object with \"strings\"")
        } catch {
            catalog.diagnostics.append(SourceDiagnostic(translationFileError: error))
            return catalog
        }
        let reader = Reader(file: file)
        do throws(Reader.Failure) {
            try read(root, reader: reader, table: table, into: &catalog)
        } catch {
            switch error {
            case .input(let error): throw error
            case .skipped(let diagnostic): catalog.diagnostics.append(diagnostic)
            }
        }
        return catalog
    }

    private static func read(_ root: JSONNode, reader: Reader, table: String, into catalog: inout TranslationCatalog) throws(Reader.Failure) {
        try reader.expect(root, "an object", "the catalog")
        // Not used to measure (the dump names the development language), but a catalog that
        // misstates them is not one Xcode wrote.
        if let source = root["sourceLanguage"] {
            guard let name = source.string else { throw .input(reader.wrongType(source, "a string", "'sourceLanguage'")) }
            guard LocaleSyntax.isWellFormed(name) else {
                throw .input(SourceError(file: reader.file, position: source.position, message: "'sourceLanguage': " + LocaleSyntax.problem(name)))
            }
        }
        if let version = root["version"], version.string == nil {
            throw .input(reader.wrongType(version, "a string", "'version'"))
        }
        guard let strings = root["strings"] else {
            catalog.diagnostics.append(SourceDiagnostic(reader.position(root), .error, "not a String Catalog: no \"strings\" object"))
            return
        }
        try reader.expect(strings, "an object", "'strings'")
        for member in strings.members {
            let key = member.key, node = member.value
            try reader.expect(node, "an object", "the entry '\(Reader.shown(key))'")
            if let flag = node["shouldTranslate"] {
                guard let value = flag.bool else { throw .input(reader.wrongType(flag, "true or false", "'shouldTranslate'")) }
                if !value { catalog.markUntranslatable(table: table, key: key) }
            }
            guard let localizations = node["localizations"] else { continue }
            try reader.expect(localizations, "an object", "'localizations'")
            for localization in localizations.members {
                let locale = localization.key
                // A name that is no locale ("", "../../etc", bidi controls) is an input error, as a
                // bad `target-language` in XLIFF is: never a locale the run would report on.
                guard LocaleSyntax.isWellFormed(locale) else {
                    throw .input(SourceError(file: reader.file, position: localization.value.position, message: LocaleSyntax.problem(locale)))
                }
                do throws(Reader.Failure) {
                    if let entry = try reader.entry(localization.value) {
                        catalog.add(entry, table: table, key: key, locale: LocaleName.normalized(locale))
                    }
                } catch {
                    guard case .skipped(let diagnostic) = error else { throw error }
                    catalog.diagnostics.append(diagnostic)
                }
            }
        }
    }

    /// Reads the members of one file; wrong types throw `SourceError`, entries Xcode would not
    /// write (an unknown plural category, a variation of another kind) throw `Skipped`.
    struct Reader {
        var file: String

        enum Failure: Error {
            /// A wrong type: an input error, as in a dump.
            case input(SourceError)
            /// A problem with one entry: the rest of the catalog is still read, so one run lists
            /// every such problem (errors stop the run after reading; warnings do not).
            case skipped(SourceDiagnostic)
        }

        func position(_ node: JSONNode) -> FilePosition {
            FilePosition(file: file, position: node.position)
        }

        func skip(_ node: JSONNode, _ message: String) -> Failure {
            .skipped(SourceDiagnostic(position(node), .error, message))
        }

        func wrongType(_ node: JSONNode, _ expected: String, _ what: String) -> SourceError {
            SourceError(file: file, position: node.position, message: "expected \(expected) for \(what), found \(node.typeName)")
        }

        func expect(_ node: JSONNode, _ expected: String, _ what: String) throws(Failure) {
            if !node.isObject { throw .input(wrongType(node, expected, what)) }
        }

        static func shown(_ key: String) -> String {
            key.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(key.unicodeScalars.prefix(40))) + "…" : key
        }

        /// One locale's translation of a key, or nil when it has no value yet.
        func entry(_ node: JSONNode) throws(Failure) -> TranslationEntry? {
            try expect(node, "an object", "a localization")
            var substitutions: [String: [String: String]] = [:]
            if let node = node["substitutions"] {
                try expect(node, "an object", "'substitutions'")
                for member in node.members {
                    try expect(member.value, "an object", "the substitution '\(Self.shown(member.key))'")
                    guard let forms = try pluralForms(member.value["variations"]) else {
                        throw skip(member.value, "substitution '\(Self.shown(member.key))' has no plural variations")
                    }
                    substitutions[member.key] = forms.forms
                }
            }
            let (value, plural, unitPosition, state) = try unitOrPlural(node)
            guard let value else { return nil }
            return TranslationEntry(value: value, plural: plural, substitutions: substitutions, position: unitPosition, state: state)
        }

        /// A node's `stringUnit`, or its plural variation, or its device variation for an iPhone.
        private func unitOrPlural(_ node: JSONNode) throws(Failure) -> (String?, [String: String]?, FilePosition, String?) {
            if let unit = node["stringUnit"] {
                let (value, state) = try stringUnit(unit)
                return (value, nil, position(unit), state)
            }
            if let variations = node["variations"] {
                try expect(variations, "an object", "'variations'")
                if let plural = try pluralForms(variations) {
                    return (plural.forms["other"] ?? plural.forms.values.sorted().first ?? "", plural.forms, plural.position, plural.state)
                }
                if let devices = variations["device"] {
                    try expect(devices, "an object", "'device'")
                    for device in preferredDevices {
                        if let chosen = devices[device] {
                            try expect(chosen, "an object", "the device variation '\(device)'")
                            return try unitOrPlural(chosen)
                        }
                    }
                    return (nil, nil, position(node), nil)
                }
                // A newer Xcode may vary by something else: not read, and not guessed either.
                throw .skipped(SourceDiagnostic(position(variations), .warning, "a variation hig-audit does not read (it reads \"plural\" and \"device\"); not checked"))
            }
            return (nil, nil, position(node), nil)
        }

        private func stringUnit(_ unit: JSONNode) throws(Failure) -> (String?, String?) {
            try expect(unit, "an object", "'stringUnit'")
            var state: String?
            if let node = unit["state"] {
                guard let text = node.string else { throw .input(wrongType(node, "a string", "the stringUnit's 'state'")) }
                state = text
            }
            guard let node = unit["value"] else { return (nil, state) }
            guard let value = node.string else { throw .input(wrongType(node, "a string", "the stringUnit's 'value'")) }
            // A unit still marked `new` with no text is not a translation yet.
            if state == "new", value.isEmpty { return (nil, state) }
            return (value, state)
        }

        /// `{"plural": {"one": {"stringUnit": …}, …}}` → category → string.
        private func pluralForms(_ variations: JSONNode?) throws(Failure) -> (forms: [String: String], position: FilePosition, state: String?)? {
            guard let variations, let plural = variations["plural"] else { return nil }
            try expect(plural, "an object", "'plural'")
            var forms: [String: String] = [:]
            var state: String?
            for member in plural.members {
                let category = member.key, node = member.value
                guard ["zero", "one", "two", "few", "many", "other"].contains(category) else {
                    throw skip(node, "unknown plural category '\(Self.shown(category))'")
                }
                try expect(node, "an object", "the plural category '\(category)'")
                guard let unit = node["stringUnit"] else {
                    throw skip(node, "plural category '\(category)' has no stringUnit")
                }
                let (value, unitState) = try stringUnit(unit)
                if let value { forms[category] = value }
                state = state ?? unitState
            }
            return (forms, position(plural), state)
        }
    }
}
