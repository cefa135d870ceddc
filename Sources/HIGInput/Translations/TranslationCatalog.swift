import HIGModel

/// One key's translation into one locale: a plain string, plural forms, or a format whose
/// `%#@name@` variables each have plural forms (stringsdict, String Catalog substitutions).
public struct TranslationEntry: Hashable, Sendable {
    public var value: String
    /// Plural category (`one`, `few`, …) → string; nil when the entry does not vary by count.
    public var plural: [String: String]?
    /// Variable name → plural category → string, for `%#@name@` in `value`.
    public var substitutions: [String: [String: String]]
    /// The entry in its file: the string unit or plural variation that says it.
    public var position: FilePosition
    /// The file's state word (String Catalog `translated`, `needs_review`, `new`; XLIFF
    /// `translated`, `needs-review-translation`, `final`, …), when the file says.
    public var state: String?
    /// Where each variation is written, when the file writes them apart (XLIFF units): plural
    /// category (`one`) or substitution and category (`count.one`) → position.
    public var variantPositions: [String: FilePosition]

    public init(value: String, plural: [String: String]? = nil, substitutions: [String: [String: String]] = [:], position: FilePosition, state: String? = nil, variantPositions: [String: FilePosition] = [:]) {
        self.value = value
        self.plural = plural
        self.substitutions = substitutions
        self.position = position
        self.state = state
        self.variantPositions = variantPositions
    }

    /// Where the string shown for a count in `category` is written: the variation's own
    /// position when the file has one, else the entry's.
    public func position(for category: String?) -> FilePosition {
        guard let category, !variantPositions.isEmpty else { return position }
        if plural != nil, let own = variantPositions[category] ?? variantPositions["other"] { return own }
        for name in substitutions.keys.sorted() {
            if let own = variantPositions["\(name).\(category)"] ?? variantPositions["\(name).other"] { return own }
        }
        return position
    }

    public var isPlural: Bool { plural != nil || !substitutions.isEmpty }

    /// The plural categories each variation spells out: "" for the entry's own plural forms,
    /// else the variable's name.
    public var variations: [(name: String, categories: Set<String>)] {
        var out: [(String, Set<String>)] = []
        if let plural { out.append(("", Set(plural.keys))) }
        for name in substitutions.keys.sorted() { out.append((name, Set((substitutions[name] ?? [:]).keys))) }
        return out
    }

    /// The string shown for a count in `category`; a missing category falls back to `other`,
    /// as Foundation does.
    public func string(for category: String?) -> String {
        var text = value
        if let plural {
            text = category.flatMap { plural[$0] } ?? plural["other"] ?? value
        }
        guard !substitutions.isEmpty, text.contains("%#@") else { return text }
        for (name, forms) in substitutions {
            let form = category.flatMap { forms[$0] } ?? forms["other"] ?? ""
            text = text.replacingOccurrences(of: "%#@\(name)@", with: form)
        }
        return text
    }
}

/// Translations read from String Catalogs, `.strings` and `.stringsdict` files, by table, key
/// and locale, with what could not be read.
public struct TranslationCatalog: Sendable {
    public struct Key: Hashable, Sendable {
        public var table: String
        public var key: String
        public init(table: String, key: String) {
            self.table = table
            self.key = key
        }
    }

    public private(set) var entries: [Key: [String: TranslationEntry]] = [:]
    /// What other bundles say for a table, key and locale `entries` already has from one bundle
    /// (a widget's `Localizable.strings` beside the app's): bundle (`bundle(of:)`) → locale →
    /// entry, the first read of each bundle. A text whose file is in a bundle reads its own.
    private var otherBundles: [Key: [Substring: [String: TranslationEntry]]] = [:]
    /// Keys a String Catalog marks `shouldTranslate: false`.
    private(set) var untranslatable: Set<Key> = []
    /// Keys a file lists without a translation yet (an XLIFF unit with no target): in a
    /// strings table, though untranslated.
    private(set) var declared: Set<Key> = []
    /// Every locale some entry is translated to, sorted.
    public private(set) var locales: [String] = []
    private var localeSet: Set<String> = []
    /// Whether some entry may be a translation tool's token (`ArtefactLocales.isToolToken`):
    /// false lets a screen skip looking for token locales text by text.
    public private(set) var mayHoldToolTokens = false
    /// Whether some entry varies by count, some has a `%`, some has a state word: false lets
    /// the sweep and the localization rules skip asking each text in each locale about plural
    /// forms, count specifiers or review states. Set for every entry added, kept or not.
    public private(set) var mayHoldPlurals = false
    public private(set) var mayHoldPercentSigns = false
    public private(set) var mayHoldStates = false
    /// Problems met while reading: errors (the catalog is not usable) and warnings.
    public var diagnostics: [SourceDiagnostic] = []
    /// The files that were read, in reading order.
    public var files: [String] = []

    public init() {}

    public var isEmpty: Bool { entries.isEmpty }
    public var keyCount: Int { entries.count }

    /// Adds a translation; the first source read wins, later duplicates in the same bundle are
    /// reported. Tables of different bundles (an app's and its widget's `Localizable.strings`)
    /// are apart: they do not collide; a text in a bundle reads its own (`entry(…, readBy:)`),
    /// and a text that names no bundle (a dump's) reads the first read.
    public mutating func add(_ entry: TranslationEntry, table: String, key: String, locale: String) {
        noteWhatMayBeAsked(entry)
        let id = Key(table: table, key: key)
        // The key is looked up once, whether it is new, translated into another locale or
        // already into this one (a reader adds every entry of every file through here).
        if let existing = Self.insertUnlessPresent(entry, locale: locale, into: &entries[id, default: [:]]) {
            if Self.inDifferentBundles(existing.position.file, entry.position.file) {
                if let bundle = Self.bundle(of: entry.position.file), otherBundles[id]?[bundle]?[locale] == nil {
                    otherBundles[id, default: [:]][bundle, default: [:]][locale] = entry
                }
                return
            }
            diagnostics.append(SourceDiagnostic(entry.position, .warning, "'\(key)' (\(locale)) is already translated at \(existing.position); this one is ignored"))
            return
        }
        if !mayHoldToolTokens, ArtefactLocales.isToolToken(entry.value) { mayHoldToolTokens = true }
        // A file's entries are mostly in one locale: it is hashed into the set once.
        if locale != locales.last, localeSet.insert(locale).inserted {
            locales.append(locale)
            locales.sort()
        }
    }

    /// The entry `byLocale` has for `locale` already, else nil with `entry` added.
    private static func insertUnlessPresent(_ entry: TranslationEntry, locale: String, into byLocale: inout [String: TranslationEntry]) -> TranslationEntry? {
        if let existing = byLocale[locale] { return existing }
        byLocale[locale] = entry
        return nil
    }

    /// Room for `count` more keys, for a reader that knows how many its file has: the table of
    /// keys then grows once, not key after key.
    mutating func reserveCapacity(forKeys count: Int) {
        entries.reserveCapacity(entries.count + count)
    }

    private mutating func noteWhatMayBeAsked(_ entry: TranslationEntry) {
        if entry.isPlural { mayHoldPlurals = true }
        if entry.state != nil { mayHoldStates = true }
        if !mayHoldPercentSigns {
            var value = entry.value
            if value.withUTF8({ $0.contains(UInt8(ascii: "%")) }) { mayHoldPercentSigns = true }
        }
    }

    mutating func markUntranslatable(table: String, key: String) {
        untranslatable.insert(Key(table: table, key: key))
    }

    mutating func declare(table: String, key: String) {
        declared.insert(Key(table: table, key: key))
    }

    /// The translation of `key` into `locale` as the bundle holding `file` (a storyboard, a
    /// settings pane, a Swift file) reads it: its own bundle's entry when another bundle also
    /// translates the key, else the one `entry(table:key:locale:)` gives. A file in no bundle
    /// that has the key reads that one too: the look-up never finds less than without a file.
    public func entry(table: String, key: String, locale: String, readBy file: String) -> TranslationEntry? {
        let id = Key(table: table, key: key)
        guard let others = otherBundles[id], let bundle = Self.bundle(of: file) else {
            return entry(table: table, key: key, locale: locale)
        }
        let first = entry(table: table, key: key, locale: locale)
        if let first, Self.bundle(of: first.position.file) == bundle { return first }
        if let own = others[bundle] {
            if let exact = own[locale] { return exact }
            let language = LocaleName.language(of: locale)
            if language != locale, let general = own[language] { return general }
        }
        return first
    }

    /// Whether more than one bundle translates the key: then `entry(…, readBy:)` decides which
    /// bundle's entry a text reads.
    public func isTranslatedInSeveralBundles(table: String, key: String) -> Bool {
        otherBundles[Key(table: table, key: key)] != nil
    }

    /// Whether the key is in any source at all.
    public func contains(table: String, key: String) -> Bool {
        let id = Key(table: table, key: key)
        return entries[id] != nil || declared.contains(id)
    }

    public func shouldTranslate(table: String, key: String) -> Bool {
        !untranslatable.contains(Key(table: table, key: key))
    }

    /// The translation of `key` into `locale`: exact, then by language (`de` for `de-CH`), as
    /// the bundle lookup falls back.
    public func entry(table: String, key: String, locale: String) -> TranslationEntry? {
        guard let forKey = entries[Key(table: table, key: key)] else { return nil }
        if let exact = forKey[locale] { return exact }
        let language = LocaleName.language(of: locale)
        return language == locale ? nil : forKey[language]
    }

    /// Merges another catalog; entries already present win. Only the duplicates are sorted
    /// (so their warnings come in a stable order): sorting a million-entry file's keys took
    /// longer than parsing it.
    public mutating func merge(_ other: TranslationCatalog) {
        mayHoldToolTokens = mayHoldToolTokens || other.mayHoldToolTokens
        mayHoldPlurals = mayHoldPlurals || other.mayHoldPlurals
        mayHoldPercentSigns = mayHoldPercentSigns || other.mayHoldPercentSigns
        mayHoldStates = mayHoldStates || other.mayHoldStates
        for (id, byBundle) in other.otherBundles {
            for (bundle, byLocale) in byBundle {
                for (locale, entry) in byLocale where otherBundles[id]?[bundle]?[locale] == nil {
                    otherBundles[id, default: [:]][bundle, default: [:]][locale] = entry
                }
            }
        }
        if entries.isEmpty {
            entries = other.entries
        } else {
            var duplicates: [(id: Key, locale: String, entry: TranslationEntry)] = []
            /// The other catalog's translations of one key into this one's: the key is hashed
            /// once (merging runs while the other threads wait for it, `TranslationSources`).
            func mergeKey(_ id: Key, _ byLocale: [String: TranslationEntry], into existing: inout [String: TranslationEntry]) {
                guard !existing.isEmpty else {
                    existing = byLocale
                    return
                }
                for (locale, entry) in byLocale {
                    if existing[locale] == nil {
                        existing[locale] = entry
                    } else {
                        duplicates.append((id, locale, entry))
                    }
                }
            }
            for (id, byLocale) in other.entries {
                mergeKey(id, byLocale, into: &entries[id, default: [:]])
            }
            duplicates.sort { ($0.id.table, $0.id.key, $0.locale) < ($1.id.table, $1.id.key, $1.locale) }
            for duplicate in duplicates {
                add(duplicate.entry, table: duplicate.id.table, key: duplicate.id.key, locale: duplicate.locale)
            }
        }
        for locale in other.locales where localeSet.insert(locale).inserted {
            locales.append(locale)
        }
        locales.sort()
        untranslatable.formUnion(other.untranslatable)
        declared.formUnion(other.declared)
        diagnostics += other.diagnostics
        files += other.files
    }
}

extension TranslationCatalog {
    /// The bundle a translation file belongs to: the folder holding its `<locale>.lproj`
    /// (`App/de.lproj/Localizable.strings` → `App`, `Widget/mul.lproj/W.xcstrings` → `Widget`),
    /// or a String Catalog's folder. Nil for XLIFF and files outside a folder, whose bundle is
    /// not known: they may collide with any.
    static func bundle(of file: String) -> Substring? {
        guard !file.hasSuffix(".xliff"), !file.hasSuffix(".xlf"), let slash = file.lastIndex(of: "/") else { return nil }
        var folder = file[..<slash]
        if folder.hasSuffix(".lproj") {
            guard let above = folder.lastIndex(of: "/") else { return "" }
            folder = folder[..<above]
        }
        return folder
    }

    static func inDifferentBundles(_ a: String, _ b: String) -> Bool {
        guard a != b, let first = bundle(of: a), let second = bundle(of: b) else { return false }
        return first != second
    }

    /// Where the first entry (by file reading order, then line and column) in `locale` is written.
    public func firstPosition(of locale: String) -> FilePosition? {
        let order = Dictionary(files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var best: FilePosition?
        for byLocale in entries.values {
            guard let position = byLocale[locale]?.position else { continue }
            if let current = best, Self.precedes(current, position, order: order) { continue }
            best = position
        }
        return best
    }

    /// The catalog with locales renamed by `names` (old → new). Two entries that meet under one
    /// name keep the one read first, and the other is reported as a duplicate.
    public func renamingLocales(_ names: [String: String]) -> TranslationCatalog {
        let order = Dictionary(files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var out = self
        var duplicates: [(id: Key, locale: String, kept: TranslationEntry, dropped: TranslationEntry)] = []
        for (id, byLocale) in entries where byLocale.keys.contains(where: { names[$0] != nil }) {
            var renamed: [String: TranslationEntry] = [:]
            for (locale, entry) in byLocale {
                let name = names[locale] ?? locale
                if let other = renamed[name] {
                    let (kept, dropped) = Self.precedes(other.position, entry.position, order: order) ? (other, entry) : (entry, other)
                    renamed[name] = kept
                    duplicates.append((id, name, kept, dropped))
                } else {
                    renamed[name] = entry
                }
            }
            out.entries[id] = renamed
        }
        for (id, byBundle) in otherBundles {
            for (bundle, byLocale) in byBundle where byLocale.keys.contains(where: { names[$0] != nil }) {
                var renamed: [String: TranslationEntry] = [:]
                for (locale, entry) in byLocale {
                    let name = names[locale] ?? locale
                    if let other = renamed[name], Self.precedes(other.position, entry.position, order: order) { continue }
                    renamed[name] = entry
                }
                out.otherBundles[id]?[bundle] = renamed
            }
        }
        out.locales = Array(Set(locales.map { names[$0] ?? $0 })).sorted()
        out.localeSet = Set(out.locales)
        duplicates.sort { ($0.id.table, $0.id.key, $0.locale) < ($1.id.table, $1.id.key, $1.locale) }
        for duplicate in duplicates {
            out.diagnostics.append(SourceDiagnostic(duplicate.dropped.position, .warning, "'\(duplicate.id.key)' (\(duplicate.locale)) is already translated at \(duplicate.kept.position); this one is ignored"))
        }
        return out
    }

    private static func precedes(_ a: FilePosition, _ b: FilePosition, order: [String: Int]) -> Bool {
        (order[a.file] ?? Int.max, a.file, a.line, a.column) < (order[b.file] ?? Int.max, b.file, b.line, b.column)
    }
}

/// BCP 47 names as Apple spells them in `.lproj` folders and catalogs.
public enum LocaleName {
    /// The language part: the first part between `-` and `_` (empty parts skipped), or the
    /// name itself when it has none. Asked for every text and locale a sweep resolves without
    /// an exact match, so the parts are found in place rather than split into an array.
    public static func language(of locale: String) -> String {
        let isSeparator = { (character: Character) in character == "-" || character == "_" }
        guard let start = locale.firstIndex(where: { !isSeparator($0) }) else { return locale }
        let end = locale[start...].firstIndex(where: isSeparator) ?? locale.endIndex
        return start == locale.startIndex && end == locale.endIndex ? locale : String(locale[start..<end])
    }

    /// `pt_BR` → `pt-BR`; `Base` stays.
    public static func normalized(_ name: String) -> String {
        name.replacingOccurrences(of: "_", with: "-")
    }
}
