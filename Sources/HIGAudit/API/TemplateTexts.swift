import HIGInput
import HIGModel

/// Texts of template screens (prototype cells of a dynamic table, the cells of a xib) are what a
/// designer typed where code sets the real text ("John Doe", "Title Lorem Ipsum"): they are not
/// audited as shipping text. A template text that is localized — its key in a `.strings` file or
/// String Catalog, or translated inline — is shipping text, audited like any other. The rows stay:
/// their structure (accessories, segues, touch targets) is what ships.
enum TemplateTexts {
    /// `dumps` with the unlocalized texts of template screens' rows taken out, and how many
    /// were taken out.
    static func shippingOnly(_ dumps: [TableDump], catalog: TranslationCatalog?) -> [TableDump] {
        guard dumps.contains(where: { $0.screens.contains(where: \.isTemplate) }) else { return dumps }
        return dumps.map { dump in
            var dump = dump
            for screenIndex in dump.screens.indices where dump.screens[screenIndex].isTemplate {
                for sectionIndex in dump.screens[screenIndex].table.sections.indices {
                    for rowIndex in dump.screens[screenIndex].table.sections[sectionIndex].rows.indices {
                        var row = dump.screens[screenIndex].table.sections[sectionIndex].rows[rowIndex]
                        var removed = false
                        if let text = row.text, !isLocalized(text, catalog: catalog) { row.text = nil; removed = true }
                        if let text = row.secondaryText, !isLocalized(text, catalog: catalog) { row.secondaryText = nil; removed = true }
                        guard removed else { continue }
                        row.hasTextSetByCode = true
                        dump.screens[screenIndex].table.sections[sectionIndex].rows[rowIndex] = row
                    }
                }
            }
            return dump
        }
    }

    /// Whether the text ships in some locale: translated inline or keyed in a translation file.
    static func isLocalized(_ text: Text, catalog: TranslationCatalog?) -> Bool {
        if !text.localizations.isEmpty { return true }
        guard let key = text.localizationKey, let catalog else { return false }
        return catalog.contains(table: ScreenLocalization.table(of: text), key: key)
    }
}
