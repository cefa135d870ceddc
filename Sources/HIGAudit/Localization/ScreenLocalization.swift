import HIGModel
import TextLayout

/// The localizable texts of a screen and the locales they are checked in, for the l10n rules.
struct ScreenLocalization {
    struct Item {
        var path: ElementPath
        var text: HIGModel.Text
        var container: SourceInfo
    }

    let items: [Item]
    /// The locales translations are expected in: `--locales` (without the development
    /// language), else every locale the catalog or the screen's inline translations provide.
    let locales: [String]
    /// Pseudo-locales and translation-tool token locales the translations include: never
    /// measured or expected, reported once as what they are.
    let artefactLocales: [String]
    let resolver: TextResolver
    /// `locales` numbered by the resolver, in the same order: what the rules look texts up by.
    let indexedLocales: [TextResolver.IndexedLocale]
    let indexedDevelopmentLocale: TextResolver.IndexedLocale

    init(_ screen: ScreenContext) {
        var items: [Item] = []
        for (sectionPath, section) in screen.sections {
            if let header = section.header { items.append(Item(path: sectionPath.appending(.header), text: header, container: section.source)) }
            if let footer = section.footer { items.append(Item(path: sectionPath.appending(.footer), text: footer, container: section.source)) }
        }
        for (rowPath, _, row) in screen.rows {
            if let text = row.text { items.append(Item(path: rowPath.appending(.text), text: text, container: row.source)) }
            if let text = row.secondaryText { items.append(Item(path: rowPath.appending(.secondaryText), text: text, container: row.source)) }
            if let text = row.deleteConfirmationTitle { items.append(Item(path: rowPath.appending(.deleteConfirmationTitle), text: text, container: row.source)) }
            for (index, action) in row.trailingSwipeActions.enumerated() {
                items.append(Item(path: rowPath.appending(.swipeAction(index)), text: action.title, container: row.source))
            }
        }
        // Blank texts have nothing to translate.
        self.items = items.filter { TextResolver.isLocalizable($0.text) && !$0.text.string.allSatisfy(\.isWhitespace) }
        let development = screen.environment.developmentLocale
        resolver = TextResolver(developmentLocale: development, catalog: screen.textSweep.translations, pseudo: [])
        resolver.toolTokensPossible = resolver.mayHoldToolTokens(self.items.lazy.map(\.text))
        let found = resolver.partitionedLocales(of: self.items.map(\.text))
        locales = screen.textSweep.locales?.filter { $0 != development } ?? found.known
        artefactLocales = found.artefacts
        indexedLocales = locales.map(resolver.indexed)
        indexedDevelopmentLocale = resolver.indexed(development)
    }

    var developmentLocale: String { resolver.developmentLocale }

    /// The table a text's key is looked up in.
    static func table(of text: HIGModel.Text) -> String { text.localizationTable ?? "Localizable" }
}

extension FormatFiller {
    /// The first integer specifier (`%d`, `%lld`, `%2$ld`, `%5d`, `%-3ld`, `%'d`, …) in `text`:
    /// a count that needs plural forms in most languages.
    static func countSpecifier(in text: String) -> String? {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return nil }
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else {
                i += 1
                continue
            }
            if i + 1 < scalars.count, scalars[i + 1] == "%" {
                i += 2
                continue
            }
            guard let j = FormatSpecifier.conversionIndex(in: scalars, at: i, spaceFlag: false) else { return nil }
            if FormatSpecifier.countConversions.contains(scalars[j]) {
                return String(String.UnicodeScalarView(scalars[i...j]))
            }
            i = j + 1
        }
        return nil
    }
}

extension String {
    /// Whether the string's UTF-8 holds `byte`, searched in its contiguous storage:
    /// `utf8.contains` steps through it index by index, and the `%` test of every translation
    /// of a screen cost 63 M instructions of the suite's sweep that way.
    func containsUTF8Byte(_ byte: UInt8) -> Bool {
        var string = self
        return string.withUTF8 { $0.contains(byte) }
    }
}
