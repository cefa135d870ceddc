import Foundation
@testable import HIGInput
import HIGModel
import Testing

/// The JSON Schema and the decoder describe the same format: the same members for every object
/// and the same values for every enum. A member or case added to one and not the other fails here.
@Suite("Schema parity")
struct SchemaParityTests {
    let definitions: [String: Any]

    init() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("schema/table-dump-v1.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var definitions = try #require(schema["$defs"] as? [String: Any])
        definitions["(top level)"] = schema
        // The text object is the second alternative of the text definition.
        let text = try #require(definitions["text"] as? [String: Any])
        let alternatives = try #require(text["oneOf"] as? [[String: Any]])
        definitions["text object"] = alternatives.last
        self.definitions = definitions
    }

    /// The schema node at a path of property names under a definition.
    func node(_ definition: String, _ path: [String] = []) -> [String: Any]? {
        var current = definitions[definition] as? [String: Any]
        for name in path {
            current = (current?["properties"] as? [String: Any])?[name] as? [String: Any]
            if let reference = current?["$ref"] as? String, let last = reference.split(separator: "/").last {
                current = definitions[String(last)] as? [String: Any]
            }
        }
        return current
    }

    func properties(_ definition: String, _ path: [String] = []) -> [String] {
        ((node(definition, path)?["properties"] as? [String: Any])?.keys).map { $0.sorted() } ?? []
    }

    func values(_ definition: String, _ path: [String]) -> [String] {
        var current = node(definition, path)
        if let items = current?["items"] as? [String: Any] { current = items }
        return current?["enum"] as? [String] ?? []
    }

    func names<Key: MemberKey>(_: Key.Type) -> [String] { Key.allCases.map(\.rawValue).sorted() }

    @Test func membersMatch() {
        #expect(properties("(top level)") == names(TopLevelKey.self))
        #expect(properties("screen") == names(ScreenKey.self))
        #expect(properties("environment") == names(EnvironmentKey.self))
        #expect(properties("environment", ["safeAreaInsets"]) == names(InsetsKey.self))
        #expect(properties("environment", ["supportedContentSizeCategories"]) == names(CategoryRangeKey.self))
        #expect(properties("table") == names(TableKey.self))
        #expect(properties("table", ["loading"]) == names(LoadingKey.self))
        #expect(properties("section") == names(SectionKey.self))
        #expect(properties("row") == names(RowKey.self))
        #expect(properties("row", ["image"]) == names(ImageKey.self))
        #expect(properties("row", ["accessoryView"]) == names(AccessoryViewKey.self))
        #expect(properties("text object") == names(TextKey.self))
        let swipe = (node("row", ["trailingSwipeActions"])?["items"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(swipe.map { $0.keys.sorted() } == names(SwipeActionKey.self))
    }

    func raw<Value: RawRepresentable<String> & CaseIterable>(_: Value.Type) -> [String] {
        Value.allCases.map(\.rawValue)
    }

    @Test func enumsMatch() {
        #expect(values("table", ["style"]) == raw(TableStyle.self))
        #expect(values("environment", ["horizontalSizeClass"]) == raw(SizeClass.self))
        #expect(values("environment", ["layoutDirection"]) == raw(LayoutDirection.self))
        #expect(values("environment", ["contentSizeCategory"]) == raw(ContentSizeCategory.self))
        #expect(values("text object", ["textStyle"]) == raw(TextStyle.self))
        #expect(values("text object", ["fontWeight"]) == raw(FontWeight.self))
        #expect(values("text object", ["lineBreakMode"]) == raw(LineBreakMode.self))
        #expect(values("row", ["cellStyle"]) == raw(CellStyle.self))
        #expect(values("row", ["contentConfiguration"]) == raw(ListContentConfiguration.self))
        #expect(values("row", ["accessoryType"]) == raw(AccessoryType.self))
        #expect(values("row", ["accessoryView", "kind"]) == raw(AccessoryViewKind.self))
        #expect(values("row", ["selectionStyle"]) == raw(SelectionStyle.self))
        #expect(values("row", ["selectionAction"]) == raw(SelectionAction.self))
        #expect(values("row", ["editingStyle"]) == raw(EditingStyle.self))
        #expect(values("row", ["image", "kind"]) == raw(ImageKind.self))
        #expect(values("row", ["accessibilityTraits"]) == accessibilityTraitNames)
        let swipe = (node("row", ["trailingSwipeActions"])?["items"] as? [String: Any])?["properties"] as? [String: Any]
        #expect((swipe?["style"] as? [String: Any])?["enum"] as? [String] == raw(SwipeActionStyle.self))
    }

    /// Sizes order as `allCases` lists them, and each knows its place there.
    @Test func contentSizeCategoriesOrderAsListed() {
        for (position, category) in ContentSizeCategory.allCases.enumerated() {
            #expect(category.index == position)
            for (other, otherCategory) in ContentSizeCategory.allCases.enumerated() {
                #expect((category < otherCategory) == (position < other))
            }
        }
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    /// Every enum value the schema allows decodes (and so every raw value is reachable).
    @Test func everyContentSizeCategoryDecodes() throws {
        for category in ContentSizeCategory.allCases {
            let json = #"{"schemaVersion": 1, "screen": {"name": "A", "environment": {"contentSizeCategory": "\#(category.rawValue)"}, "table": {"sections": []}}}"#
            #expect(try decoded(json).screens.first?.environment.contentSizeCategory == category)
        }
    }
}
