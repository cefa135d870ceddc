import HIGInput
import HIGModel
import TextLayout

/// Every locale identifier a run reads, in one spelling: ICU's canonical BCP 47 form
/// (`LanguageTag`).
///
/// Locales enter from dumps (`developmentLocale`, inline `localizations`, suppressions'
/// `locales`), translation files (String Catalog keys, `.lproj` folder names, XLIFF
/// `target-language`), `--locales` and the configuration's `locales:`. Translations and
/// suppressions are matched by exact name, so a dump's `de_DE` and a catalog's `de-DE` meet only
/// when both are brought to one form; this is where that happens, after each input is read and
/// before anything compares them. The readers check the shape of a name (`LocaleSyntax`, with
/// its position); a name of the right shape that ICU still cannot parse (`en-a`, `de-1`) is
/// refused here, at the element that names it.
public enum InputLocales {
    /// The canonical form of `name`, or nil when it is not a locale identifier.
    public static func canonical(_ name: String) -> String? {
        guard LocaleSyntax.isWellFormed(name) else { return nil }
        return LanguageTag.canonical(name)
    }

    /// `'x' is not a locale identifier …`, quoting at most a few dozen characters of `name`.
    public static func problem(_ name: String) -> String {
        LocaleSyntax.problem(name)
    }

    /// The dump with every locale it names in canonical form; the first name that is not a
    /// locale identifier is an error at its position, as is a text that translates into one
    /// locale under two spellings (`de_DE` and `de-DE`). A dump already in canonical form is
    /// returned as it is, without a copy.
    public static func canonicalize(_ dump: TableDump) throws(SourceError) -> TableDump {
        var names = Names(file: dump.file)
        var dump = dump
        // Read through copies and write only what changes: most dumps name their locales in
        // canonical form already, and then nothing is copied.
        for (s, screen) in dump.screens.enumerated() {
            let environment = screen.environment
            let development = try names.canonical(environment.developmentLocale, at: environment.source, member: "developmentLocale")
            if development != environment.developmentLocale { dump.screens[s].environment.developmentLocale = development }
            if let list = try names.suppressions(screen.auditSuppressions) { dump.screens[s].auditSuppressions = list }
            if let list = try names.suppressions(screen.table.auditSuppressions) { dump.screens[s].table.auditSuppressions = list }
            for (j, section) in screen.table.sections.enumerated() {
                if let list = try names.suppressions(section.auditSuppressions) { dump.screens[s].table.sections[j].auditSuppressions = list }
                if let text = try names.text(section.header) { dump.screens[s].table.sections[j].header = text }
                if let text = try names.text(section.footer) { dump.screens[s].table.sections[j].footer = text }
                for (k, row) in section.rows.enumerated() {
                    if let list = try names.suppressions(row.auditSuppressions) { dump.screens[s].table.sections[j].rows[k].auditSuppressions = list }
                    if let text = try names.text(row.text) { dump.screens[s].table.sections[j].rows[k].text = text }
                    if let text = try names.text(row.secondaryText) { dump.screens[s].table.sections[j].rows[k].secondaryText = text }
                    if let text = try names.text(row.deleteConfirmationTitle) { dump.screens[s].table.sections[j].rows[k].deleteConfirmationTitle = text }
                    for (a, action) in row.trailingSwipeActions.enumerated() {
                        if let text = try names.text(action.title) { dump.screens[s].table.sections[j].rows[k].trailingSwipeActions[a].title = text }
                    }
                }
            }
        }
        return dump
    }

    /// The catalog with every locale in canonical form. Entries that meet under one name (a
    /// `.lproj` folder's `pt_BR` and a String Catalog's `pt-BR`) keep the first read, with a
    /// warning, as for any duplicate translation. A locale that is not an identifier (an XLIFF
    /// `target-language` is read as written) is an error at its first entry.
    public static func canonicalize(_ catalog: TranslationCatalog) throws(SourceError) -> TranslationCatalog {
        var names = Names()
        var renamed: [String: String] = [:]
        for locale in catalog.locales {
            guard let canonical = names.cached(locale) else {
                let position = catalog.firstPosition(of: locale)
                throw SourceError(file: position?.file ?? catalog.files.first ?? "", position: position.map { SourcePosition(line: $0.line, column: $0.column) }, message: problem(locale))
            }
            if canonical != locale { renamed[locale] = canonical }
        }
        guard !renamed.isEmpty else { return catalog }
        return catalog.renamingLocales(renamed)
    }

    /// Canonical names of `list` in order, each once; the first that is not an identifier is
    /// returned as `invalid`.
    public static func canonicalize(_ list: [String]) -> (locales: [String], invalid: String?) {
        var out: [String] = []
        for name in list {
            guard let canonical = canonical(name) else { return (out, name) }
            if !out.contains(canonical) { out.append(canonical) }
        }
        return (out, nil)
    }

    /// Canonical forms found so far: a dump names a few locales many times.
    private struct Names {
        var file: String = ""
        var known: [String: String?] = [:]

        mutating func cached(_ name: String) -> String? {
            if let found = known[name] { return found }
            let canonical = InputLocales.canonical(name)
            known[name] = canonical
            return canonical
        }

        mutating func canonical(_ name: String, at source: SourceInfo, member: String? = nil, context: String = "") throws(SourceError) -> String {
            guard let canonical = cached(name) else {
                let span = member.map { source.span(of: $0) } ?? source.span
                let prefix = member.map { "'\($0)': " } ?? context
                throw SourceError(file: source.file.isEmpty ? file : source.file, position: span.start, message: prefix + InputLocales.problem(name))
            }
            return canonical
        }

        /// The list with canonical locales, or nil when it is already so.
        mutating func suppressions(_ list: [AuditSuppression]) throws(SourceError) -> [AuditSuppression]? {
            var out = list
            var changed = false
            for (index, suppression) in list.enumerated() {
                guard let locales = suppression.locales else { continue }
                var canonical: [String] = []
                for name in locales {
                    let found = try self.canonical(name, at: suppression.source, member: "locales")
                    if !canonical.contains(found) { canonical.append(found) }
                }
                if canonical != locales {
                    out[index].locales = canonical
                    changed = true
                }
            }
            return changed ? out : nil
        }

        /// The text with canonical locales, or nil when it is already so (or there is none).
        mutating func text(_ text: HIGModel.Text?) throws(SourceError) -> HIGModel.Text? {
            guard let text else { return nil }
            var out = text
            var changed = false
            let localizations = text.localizations
            var renamed = localizations
            for (index, localization) in localizations.enumerated() {
                let canonical = try self.canonical(localization.locale, at: localization.source, context: "in 'localizations': ")
                if canonical != localization.locale {
                    renamed[index].locale = canonical
                    changed = true
                }
            }
            if changed {
                // Inline translations stay sorted by locale; two spellings of one locale are two
                // translations of the text into it.
                renamed.sort { $0.locale.utf8.lexicographicallyPrecedes($1.locale.utf8) }
                for (previous, next) in zip(renamed, renamed.dropFirst()) where previous.locale == next.locale {
                    // Named as the dump spells them (each keeps its key's position).
                    let spelled = { (one: Localization) in localizations.first { $0.source.span == one.source.span } ?? one }
                    let (earlier, later) = previous.source.span.start < next.source.span.start ? (spelled(previous), spelled(next)) : (spelled(next), spelled(previous))
                    throw SourceError(
                        file: later.source.file.isEmpty ? file : later.source.file, position: later.source.span.start,
                        message: "in 'localizations': '\(later.locale)' is the locale of '\(earlier.locale)' (at \(earlier.source.span.start)) spelled another way; keep one"
                    )
                }
                out.localizations = renamed
            }
            if let suppressions = try suppressions(text.auditSuppressions) {
                out.auditSuppressions = suppressions
                changed = true
            }
            return changed ? out : nil
        }
    }
}

extension InputLocales {
    /// Every locale the inputs have: the screens' development languages, the dumps' inline
    /// translations and the translation files', sorted.
    static func found(in dumps: [TableDump], translations: TranslationCatalog?) -> [String] {
        var locales = Set(translations?.locales ?? [])
        func add(_ text: Text?) {
            for localization in text?.localizations ?? [] { locales.insert(localization.locale) }
        }
        for screen in dumps.flatMap(\.screens) {
            locales.insert(screen.environment.developmentLocale)
            for section in screen.table.sections {
                add(section.header)
                add(section.footer)
                for row in section.rows {
                    add(row.text)
                    add(row.secondaryText)
                }
            }
        }
        locales.remove("Base")
        return locales.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `--locales` naming a locale no input has is a typo (`germn`) or a missing translation
    /// folder: auditing on would give one note per text and pass. A locale whose language some
    /// input has (`de-AT` beside `de`) is kept: iOS falls back to the language's strings.
    static func checkNamed(_ named: [String]?, dumps: [TableDump], translations: TranslationCatalog?) throws(CheckError) {
        guard let named, !named.isEmpty else { return }
        let found = found(in: dumps, translations: translations)
        let languages = Set(found.map(LocaleName.language(of:)))
        let missing = named.filter { !found.contains($0) && !languages.contains(LocaleName.language(of: $0)) }
        guard !missing.isEmpty else { return }
        throw .unknownLocales(missing: missing, found: found)
    }
}
