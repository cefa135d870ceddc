import HIGModel

/// Reads a `.strings` file into a catalog of one table in one locale: the old-style text form
/// through `StringsFileParser` (its grammar, encodings and escapes), the XML and binary property
/// list forms through `PropertyListReader`.
public enum StringsFileReader {
    /// The file's pairs as a catalog of one table in one locale. A file that cannot be read
    /// gives one error diagnostic at its first problem (an input error for the run) and no pairs.
    /// A `.strings` file may also be an XML or binary property list (iOS's bundle loader and
    /// `plutil` accept all three forms): a dictionary of strings, read by `PropertyListReader`.
    public static func read(_ bytes: [UInt8], file: String, table: String, locale: String) -> TranslationCatalog {
        var catalog = TranslationCatalog()
        catalog.files.append(file)
        if PropertyListReader.format(of: bytes) != .oldStyle {
            addPropertyList(bytes, file: file, table: table, locale: locale, to: &catalog)
            return catalog
        }
        do {
            let pairs = try StringsFileParser.pairs(bytes, file: file)
            catalog.reserveCapacity(forKeys: pairs.count)
            for pair in pairs {
                let position = FilePosition(file: file, position: pair.position)
                catalog.add(TranslationEntry(value: pair.value, position: position), table: table, key: pair.key, locale: locale)
                // A "don't translate" comment, like a catalog's `shouldTranslate: false`.
                if pair.isMarkedDoNotTranslate { catalog.markUntranslatable(table: table, key: pair.key) }
            }
        } catch {
            catalog.diagnostics.append(SourceDiagnostic(translationFileError: error))
        }
        return catalog
    }

    /// An XML or binary property list strings file: its root a dictionary whose values are
    /// strings. Entries sit at the `<string>` element (XML) or at 1:1 (binary lists have no
    /// lines). Any other value is an error, as the bundle loader would not return it as text.
    static func addPropertyList(_ bytes: [UInt8], file: String, table: String, locale: String, to catalog: inout TranslationCatalog) {
        func position(_ source: SourcePosition?) -> FilePosition {
            FilePosition(file: file, line: source?.line ?? 1, column: source?.column ?? 1)
        }
        let root: PropertyList
        do {
            root = try PropertyListReader.read(bytes, file: file)
        } catch {
            catalog.diagnostics.append(SourceDiagnostic(translationFileError: error))
            return
        }
        guard root.isDictionary else {
            catalog.diagnostics.append(SourceDiagnostic(position(root.position), .error, "the property list's root is \(root.typeName), not a dictionary of strings"))
            return
        }
        var entries: [(key: String, entry: TranslationEntry)] = []
        for member in root.members {
            guard let value = member.value.string else {
                catalog.diagnostics.append(SourceDiagnostic(position(member.value.position ?? member.keyPosition), .error, "the value of '\(member.key)' is \(member.value.typeName), not a string"))
                return
            }
            entries.append((member.key, TranslationEntry(value: value, position: position(member.value.position))))
        }
        for (key, entry) in entries { catalog.add(entry, table: table, key: key, locale: locale) }
    }
}
