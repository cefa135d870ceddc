import Foundation
import HIGModel
import Testing

/// The format page's complete example is a valid dump, for the decoder and for the schema.
@Suite("Format documentation")
struct DocsTests {
    func example() throws -> String {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/dump-format.md"), encoding: .utf8)
        let start = try #require(page.range(of: "```json\n"))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    @Test func exampleDecodes() throws {
        let dump = try decoded(try example(), file: "docs/dump-format.md")
        #expect(dump.screens.first?.name == "Settings")
        #expect(dump.screens.first?.table.sections.count == 2)
    }

    @Test(.enabled(if: pythonHasJSONSchema, "python3's jsonschema module is not installed"))
    func exampleMatchesTheSchema() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("example.json", try example())
        let result = try run("/usr/bin/env", ["python3", "scripts/validate-dumps.py", file])
        #expect(result.status == 0, "\(result.output)")
    }

    /// Every member the decoder accepts is documented on the page.
    @Test func everyMemberIsDocumented() throws {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/dump-format.md"), encoding: .utf8)
        let schema = try String(contentsOf: repositoryRoot.appendingPathComponent("schema/table-dump-v1.schema.json"), encoding: .utf8)
        let members = ["schemaVersion", "screens", "screen", "name", "environment", "table", "width",
            "horizontalSizeClass", "safeAreaInsets", "layoutDirection", "contentSizeCategory",
            "supportedContentSizeCategories", "developmentLocale", "style", "sectionIndexTitles", "isEditing",
            "hasRefreshControl", "showsRemoteContent", "cellLayoutMarginsFollowReadableWidth", "loading",
            "isLoading", "showsActivityIndicator", "placeholderRowCount", "sections", "header", "footer", "rows",
            "id", "cellStyle", "contentConfiguration", "text", "secondaryText", "image", "accessoryType",
            "accessoryView", "selectionStyle", "isSelectable", "selectionAction", "editingStyle",
            "deleteConfirmationTitle", "trailingSwipeActions", "rowHeight", "accessibilityLabel",
            "accessibilityTraits", "kind", "height", "isIconOnly", "title", "deleteEffect", "isInteractive", "effect", "string", "localizationKey",
            "localizationTable", "textStyle", "fontSize", "fontWeight", "numberOfLines", "lineBreakMode",
            "localizations", "minimum", "maximum", "left", "right"]
        for member in members {
            let documented = page.contains("`\(member)`")
            let inSchema = schema.contains("\"\(member)\"")
            #expect(documented, "docs/dump-format.md does not document '\(member)'")
            #expect(inSchema, "the schema does not list '\(member)'")
        }
    }
}
