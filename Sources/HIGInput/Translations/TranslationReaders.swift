import HIGModel

/// The one place that knows every translation file format: which reader reads a file (by its
/// name), the table it fills and the locale of an `.lproj` file. Finding the files in folders
/// (`TranslationSources`, HIGAudit) and bringing their locales to one spelling happen above.
public enum TranslationReaders {
    /// Bytes of a file named `file` (its name decides the format, table and locale).
    /// A String Catalog member of the wrong type is thrown; every other problem is a
    /// diagnostic in the catalog.
    public static func read(_ bytes: [UInt8], file: String) throws(SourceError) -> TranslationCatalog {
        let table = table(of: file)
        if file.hasSuffix(".xcstrings") {
            return try StringCatalogReader.read(bytes, file: file, table: table)
        }
        if isXLIFF(file) {
            return XLIFFReader.read(bytes, file: file)
        }
        var catalog = TranslationCatalog()
        guard let locale = lprojLocale(of: file) else {
            catalog.diagnostics.append(.wholeTranslationFile(file, "not in a <locale>.lproj folder"))
            return catalog
        }
        if locale == "Base" { return catalog }
        return file.hasSuffix(".stringsdict")
            ? StringsDictReader.read(bytes, file: file, table: table, locale: locale)
            : StringsFileReader.read(bytes, file: file, table: table, locale: locale)
    }

    /// Whether `path` names a file one of the readers reads: `.xcstrings`, XLIFF anywhere;
    /// `.strings` and `.stringsdict` only in a `<locale>.lproj` folder.
    public static func isTranslationFile(_ path: String) -> Bool {
        if path.hasSuffix(".xcstrings") || isXLIFF(path) { return true }
        guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") else { return false }
        return lprojLocale(of: path) != nil
    }

    public static func isXLIFF(_ path: String) -> Bool {
        path.hasSuffix(".xliff") || path.hasSuffix(".xlf")
    }

    /// `…/de.lproj/Localizable.strings` → `de`; `Base.lproj` is the development language and
    /// has no locale of its own.
    public static func lprojLocale(of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        let name = String(parts[parts.count - 2].dropLast(".lproj".count))
        // `Base` is the development language; any other folder name must be a locale.
        guard name == "Base" || LocaleSyntax.isLocaleFolderName(name) else { return nil }
        return LocaleName.normalized(name)
    }

    /// The strings table a file (or an XLIFF `<file original=…>`) holds: its file name without
    /// the extension.
    public static func table(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
    }
}

extension SourceDiagnostic {
    /// A problem with a translation file as a whole (not there, unreadable, not a translation
    /// file): an error at 1:1, where editors open the file.
    public static func wholeTranslationFile(_ file: String, _ message: String) -> SourceDiagnostic {
        SourceDiagnostic(file: file, position: SourcePosition(line: 1, column: 1), message: message)
    }

    /// A reader's error as an error of the catalog: at its position, else at 1:1.
    public init(translationFileError error: SourceError) {
        self.init(file: error.file, position: error.position ?? SourcePosition(line: 1, column: 1), message: error.message)
    }
}
