import Foundation
import HIGInput
import HIGModel
import Testing

/// Every decoded element records the span of every member its JSON object spelled out: checked
/// against an independent parse (JSONSerialization) of each valid fixture.
@Suite("Source completeness")
struct SourceCompletenessTests {
    typealias Object = [String: Any]

    func keys(_ value: Any?) -> Set<String> {
        Set((value as? Object)?.keys.map { $0 } ?? [])
    }

    /// Compares one element's member spans with its JSON object's keys; a shorthand text (a JSON
    /// string) has none.
    func check(_ source: SourceInfo, _ json: Any?, _ what: String, file: String) {
        #expect(source.file == file, "\(what)")
        #expect(Set(source.memberSpans.keys) == keys(json), "\(what)")
        #expect(source.span.start < source.span.end, "\(what)")
        for (key, span) in source.memberSpans {
            #expect(span.start >= source.span.start && span.end <= source.span.end, "\(what).\(key)")
        }
    }

    func check(_ text: Text?, _ json: Any?, _ what: String, file: String) {
        guard let text else {
            #expect(json == nil, "\(what)")
            return
        }
        check(text.source, json, what, file: file)
        let localizations = (json as? Object)?["localizations"] as? Object ?? [:]
        #expect(Set(text.localizations.map(\.locale)) == Set(localizations.keys), "\(what)")
        for localization in text.localizations {
            #expect(localization.source.memberSpans.isEmpty)
            #expect(text.source.span(of: "localizations").start < localization.source.span.start, "\(what)")
        }
    }

    @Test(arguments: ["valid/settings.json", "valid/contacts.json", "valid/mailboxes.json", "valid/minimal.json"])
    func everyMemberHasASpan(fixture: String) throws {
        let bytes = try readFixture(fixture)
        let dump = try DumpDecoder.decode(bytes, file: fixture)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? Object)
        let screensJSON = (root["screens"] as? [Object]) ?? [root["screen"] as? Object].compactMap { $0 }
        try #require(screensJSON.count == dump.screens.count)
        for (screen, screenJSON) in zip(dump.screens, screensJSON) {
            check(screen.source, screenJSON, "screen", file: fixture)
            if let environment = screenJSON["environment"] {
                check(screen.environment.source, environment, "environment", file: fixture)
            }
            let tableJSON = screenJSON["table"] as? Object
            check(screen.table.source, tableJSON, "table", file: fixture)
            if let loading = screen.table.loading {
                check(loading.source, tableJSON?["loading"], "loading", file: fixture)
            }
            let sectionsJSON = tableJSON?["sections"] as? [Object] ?? []
            try #require(sectionsJSON.count == screen.table.sections.count)
            for (section, sectionJSON) in zip(screen.table.sections, sectionsJSON) {
                check(section.source, sectionJSON, "section", file: fixture)
                check(section.header, sectionJSON["header"], "header", file: fixture)
                check(section.footer, sectionJSON["footer"], "footer", file: fixture)
                let rowsJSON = sectionJSON["rows"] as? [Object] ?? []
                try #require(rowsJSON.count == section.rows.count)
                for (row, rowJSON) in zip(section.rows, rowsJSON) {
                    check(row.source, rowJSON, "row \(row.id ?? "")", file: fixture)
                    check(row.text, rowJSON["text"], "text", file: fixture)
                    check(row.secondaryText, rowJSON["secondaryText"], "secondaryText", file: fixture)
                    check(row.deleteConfirmationTitle, rowJSON["deleteConfirmationTitle"], "deleteConfirmationTitle", file: fixture)
                    if let image = row.image { check(image.source, rowJSON["image"], "image", file: fixture) }
                    if let view = row.accessoryView { check(view.source, rowJSON["accessoryView"], "accessoryView", file: fixture) }
                    let actionsJSON = rowJSON["trailingSwipeActions"] as? [Object] ?? []
                    #expect(actionsJSON.count == row.trailingSwipeActions.count)
                    for (action, actionJSON) in zip(row.trailingSwipeActions, actionsJSON) {
                        check(action.source, actionJSON, "swipe action", file: fixture)
                        check(action.title, actionJSON["title"], "swipe action title", file: fixture)
                    }
                }
            }
        }
    }
}
