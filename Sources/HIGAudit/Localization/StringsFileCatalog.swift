import HIGInput
import HIGModel

extension StringsFileParser {
    /// The file's pairs as a catalog of one table in one locale. A file that cannot be read
    /// gives one error diagnostic at its first problem (an input error for the run) and no pairs.
    static func parse(_ bytes: [UInt8], file: String, table: String, locale: String) -> TranslationCatalog {
        var catalog = TranslationCatalog()
        catalog.files.append(file)
        do {
            for pair in try pairs(bytes, file: file) {
                let position = TranslationPosition(file: file, line: pair.position.line, column: pair.position.column)
                catalog.add(TranslationEntry(value: pair.value, position: position), table: table, key: pair.key, locale: locale)
                // A "don't translate" comment, like a catalog's `shouldTranslate: false`.
                if pair.isMarkedDoNotTranslate { catalog.markUntranslatable(table: table, key: pair.key) }
            }
        } catch {
            // The reader's errors always have a position.
            let position = error.position ?? SourcePosition(line: 1, column: 1)
            catalog.diagnostics.append(TranslationDiagnostic(TranslationPosition(file: file, line: position.line, column: position.column), .error, "\(error.message)"))
        }
        return catalog
    }
}
