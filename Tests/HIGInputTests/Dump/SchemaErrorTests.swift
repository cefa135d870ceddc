import HIGModel
import Testing

/// Well-formed JSON that is not a valid dump: each error names the member, the problem and the fix.
@Suite("Schema errors")
struct SchemaErrorTests {
    @Test func unknownKeyWithSuggestionAndShortList() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "tabel": {"sections": []}}}"#)
            == "dump.json:1:46: error: unknown key 'tabel' in screen; did you mean 'table'? (valid keys: name, environment, table, auditSuppressions, isTemplate)")
    }

    @Test func unknownKeyInALongTable() {
        #expect(decodeError(dump(rows: #"{"acessoryType": "checkmark"}"#))
            == "dump.json:1:80: error: unknown key 'acessoryType' in row; did you mean 'accessoryType'? (docs/dump-format.md lists the members of a row)")
    }

    @Test func unknownKeyWithoutSuggestion() {
        #expect(decodeError(#"{"schemaVersion": 1, "foo": 2}"#)
            == "dump.json:1:22: error: unknown key 'foo' in the dump (valid keys: $schema, schemaVersion, screens, screen)")
    }

    @Test func wrongType() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "environment": {"width": "393"}, "table": {"sections": []}}}"#)
            == "dump.json:1:71: error: expected a number for 'width', found a string")
    }

    @Test func nullIsNotAnAbsentMember() {
        #expect(decodeError(dump(rows: #"{"id": null}"#))
            == "dump.json:1:86: error: expected a string for 'id', found null (leave the member out instead of writing null)")
    }

    @Test func wrongTypeOfArrayElement() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "table": {"sectionIndexTitles": ["A", 2], "sections": []}}}"#)
            == "dump.json:1:84: error: expected a string for 'sectionIndexTitles[1]', found a number")
    }

    @Test func unknownEnumValue() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "table": {"style": "groupd", "sections": []}}}"#)
            == "dump.json:1:65: error: 'groupd' is not a valid value for 'style'; did you mean 'grouped'? (valid: plain, grouped, insetGrouped)")
    }

    @Test func unknownAccessibilityTrait() {
        #expect(decodeError(dump(rows: #"{"accessibilityTraits": ["button", "heder"]}"#))
            .map { $0.hasPrefix("dump.json:1:114: error: 'heder' is not a valid value for 'accessibilityTraits[1]'; did you mean 'header'? (valid: none, button,") } == true)
    }

    @Test func missingRequiredMember() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A"}}"#)
            == "dump.json:1:32: error: screen is missing required member 'table'")
    }

    @Test func missingSections() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "table": {}}}"#)
            == "dump.json:1:55: error: table is missing required member 'sections'")
    }

    @Test func missingRows() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "table": {"sections": [{"header": "H"}]}}}"#)
            == "dump.json:1:69: error: section is missing required member 'rows'")
    }

    @Test func missingTextString() {
        #expect(decodeError(dump(rows: #"{"text": {"textStyle": "body"}}"#))
            == "dump.json:1:88: error: text is missing required member 'string'")
    }

    @Test func missingAccessoryViewWidth() {
        #expect(decodeError(dump(rows: #"{"accessoryView": {"kind": "switch", "height": 31}}"#))
            == "dump.json:1:97: error: accessoryView is missing required member 'width'")
    }

    @Test func missingSchemaVersion() {
        #expect(decodeError(#"{"screens": []}"#)
            == #"dump.json:1:1: error: the dump is missing required member 'schemaVersion' (write "schemaVersion": 1)"#)
    }

    @Test func missingScreens() {
        #expect(decodeError(#"{"schemaVersion": 1}"#)
            == "dump.json:1:1: error: the dump is missing required member 'screens' (or 'screen' for a single screen)")
    }

    @Test func unsupportedSchemaVersion() {
        #expect(decodeError(#"{"schemaVersion": 2, "screens": []}"#)
            == "dump.json:1:19: error: unsupported schema version 2; this hig-audit reads 1")
    }

    @Test func fractionalSchemaVersion() {
        #expect(decodeError(#"{"schemaVersion": 1.5, "screens": []}"#)
            == "dump.json:1:19: error: expected an integer for 'schemaVersion', found 1.5")
    }

    @Test func schemaVersionOfTheWrongType() {
        #expect(decodeError(#"{"schemaVersion": "1", "screens": []}"#)
            == "dump.json:1:19: error: expected an integer for 'schemaVersion', found a string")
    }

    @Test func hugeSchemaVersion() {
        #expect(decodeError(#"{"schemaVersion": 100000000000000000000, "screens": []}"#)
            == "dump.json:1:19: error: unsupported schema version 100000000000000000000; this hig-audit reads 1")
    }

    @Test func schemaVersionOneWrittenAsADecimal() throws {
        #expect(try decoded(#"{"schemaVersion": 1.0, "screens": []}"#).schemaVersion == 1)
    }

    @Test func schemaReferenceIsAllowed() throws {
        #expect(try decoded(#"{"$schema": "table-dump-v1.schema.json", "schemaVersion": 1, "screens": []}"#).screens.isEmpty)
        #expect(decodeError(#"{"$schema": 1, "schemaVersion": 1, "screens": []}"#)
            == "dump.json:1:13: error: expected a string for '$schema', found a number")
    }

    @Test func bothScreenForms() {
        #expect(decodeError(#"{"schemaVersion": 1, "screens": [], "screen": {}}"#)
            == "dump.json:1:37: error: the dump has both 'screens' and 'screen'; use one")
    }

    @Test func duplicateKeyInARow() {
        #expect(decodeError(dump(rows: #"{"text": "a", "text": "b"}"#))
            == "dump.json:1:93: error: duplicate key 'text' in row (first at 1:80)")
    }

    @Test func duplicateLocale() {
        #expect(decodeError(dump(rows: #"{"text": {"string": "a", "localizations": {"de": "x", "de": "y"}}}"#))
            == "dump.json:1:133: error: duplicate key 'de' in 'localizations' (first at 1:122)")
    }

    @Test func emptyLocale() {
        #expect(decodeError(dump(rows: #"{"text": {"string": "a", "localizations": {"": "x"}}}"#))
            == "dump.json:1:122: error: a locale in 'localizations' must not be empty")
    }

    @Test func outOfRangeWidth() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "environment": {"width": 0}, "table": {"sections": []}}}"#)
            == "dump.json:1:71: error: 'width' must be greater than 0 and at most 10000, found 0")
    }

    @Test func negativeInset() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "environment": {"safeAreaInsets": {"left": -1}}, "table": {"sections": []}}}"#)
            == "dump.json:1:89: error: 'left' must be at least 0 and at most 1000, found -1")
    }

    @Test func fontSizeTooLarge() {
        #expect(decodeError(dump(rows: #"{"text": {"string": "a", "fontSize": 1e3}}"#))
            == "dump.json:1:116: error: 'fontSize' must be greater than 0 and at most 200, found 1e3")
    }

    @Test func integerRequired() {
        #expect(decodeError(dump(rows: #"{"text": {"string": "a", "numberOfLines": 1.5}}"#))
            == "dump.json:1:121: error: expected an integer for 'numberOfLines', found 1.5")
    }

    @Test func negativeInteger() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "A", "table": {"loading": {"placeholderRowCount": -3}, "sections": []}}}"#)
            == "dump.json:1:91: error: 'placeholderRowCount' must be an integer between 0 and 1000000, found -3")
    }

    @Test func bothCellStyleAndConfiguration() {
        #expect(decodeError(dump(rows: #"{"cellStyle": "value1", "contentConfiguration": "cell"}"#))
            == "dump.json:1:103: error: a row has either 'cellStyle' or 'contentConfiguration', not both ('cellStyle' is already set)")
    }

    @Test func bothTextStyleAndFontSize() {
        #expect(decodeError(dump(rows: #"{"text": {"string": "a", "fontSize": 17, "textStyle": "body"}}"#))
            == "dump.json:1:120: error: a text has either 'textStyle' (Dynamic Type) or 'fontSize' (fixed), not both")
    }

    @Test func fontWeightAlone() {
        #expect(decodeError(dump(rows: #"{"text": {"string": "a", "fontWeight": "bold"}}"#))
            == "dump.json:1:104: error: 'fontWeight' needs 'textStyle' or 'fontSize' beside it")
    }

    @Test func emptyScreenName() {
        #expect(decodeError(#"{"schemaVersion": 1, "screen": {"name": "", "table": {"sections": []}}}"#)
            == "dump.json:1:41: error: 'name' must not be empty")
    }

    @Test func invertedCategoryRange() {
        let json = #"{"schemaVersion": 1, "screen": {"name": "A", "environment": {"supportedContentSizeCategories": {"minimum": "accessibilityLarge", "maximum": "large"}}, "table": {"sections": []}}}"#
        #expect(decodeError(json)
            == "dump.json:1:97: error: 'minimum' (accessibilityLarge) is larger than 'maximum' (large) in 'supportedContentSizeCategories'")
    }

    @Test func textOfWrongType() {
        #expect(decodeError(dump(rows: #"{"text": 42}"#))
            == "dump.json:1:88: error: expected a string or a text object for 'text', found a number")
    }

    @Test func invalidFixturesFail() throws {
        for file in try fixtureFiles("invalid") {
            let bytes = try readFixture(file)
            #expect(decodeError(bytes: bytes, file: file) != nil, "\(file) should not decode")
        }
    }
}
