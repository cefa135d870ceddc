import Foundation
import Testing
@testable import HIGAudit

@Suite struct StringCatalogParserTests {
    static let file = "App/Localizable.xcstrings"

    static let sample = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "inbox.count" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld message" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld messages" } }
                }
              }
            },
            "ru" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщение" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld сообщения" } }
                }
              }
            }
          }
        },
        "settings.title" : {
          "comment" : "Screen title",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
            "fi" : { "stringUnit" : { "state" : "needs_review", "value" : "Asetukset" } },
            "ja" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        },
        "device.tip" : {
          "localizations" : {
            "de" : {
              "variations" : {
                "device" : {
                  "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Auf dem iPad tippen" } },
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Auf dem iPhone tippen" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } }
                }
              }
            },
            "fi" : {
              "variations" : {
                "device" : {
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Napsauta" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Napauta" } }
                }
              }
            }
          }
        },
        "files.in.folders" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
              "substitutions" : {
                "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } },
                "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordnern" } } } } }
              }
            }
          }
        },
        "brand" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }
    """

    static func parse(_ text: String) -> TranslationCatalog {
        StringCatalogParser.parse(Array(text.utf8), file: file, table: "Localizable")
    }

    @Test func stringUnitsWithStateAndPosition() throws {
        let catalog = Self.parse(Self.sample)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let de = try #require(catalog.entry(table: "Localizable", key: "settings.title", locale: "de"))
        #expect(de.value == "Einstellungen")
        #expect(de.state == "translated")
        #expect(de.position == TranslationPosition(file: Self.file, line: 27, column: 33))
        #expect(catalog.entry(table: "Localizable", key: "settings.title", locale: "fi")?.state == "needs_review")
        // A `new` unit without text is no translation yet.
        #expect(catalog.entry(table: "Localizable", key: "settings.title", locale: "ja") == nil)
        // Language fallback: de-AT reads de.
        #expect(catalog.entry(table: "Localizable", key: "settings.title", locale: "de-AT")?.value == "Einstellungen")
        #expect(catalog.locales == ["de", "en", "fi", "ru"])
        #expect(!catalog.shouldTranslate(table: "Localizable", key: "brand"))
    }

    @Test func pluralVariations() throws {
        let ru = try #require(Self.parse(Self.sample).entry(table: "Localizable", key: "inbox.count", locale: "ru"))
        #expect(ru.isPlural)
        #expect(ru.plural == ["one": "%lld сообщение", "other": "%lld сообщения"])
        #expect(ru.string(for: "one") == "%lld сообщение")
        // A category the translation lacks shows `other`, as Foundation does.
        #expect(ru.string(for: "few") == "%lld сообщения")
        #expect(ru.position.line == 16, "points at the plural variation")
    }

    @Test func deviceVariationsPreferIPhoneThenOther() {
        let catalog = Self.parse(Self.sample)
        #expect(catalog.entry(table: "Localizable", key: "device.tip", locale: "de")?.value == "Auf dem iPhone tippen")
        #expect(catalog.entry(table: "Localizable", key: "device.tip", locale: "fi")?.value == "Napauta")
    }

    @Test func substitutions() throws {
        let de = try #require(Self.parse(Self.sample).entry(table: "Localizable", key: "files.in.folders", locale: "de"))
        #expect(de.substitutions["files"] == ["one": "%arg Datei", "other": "%arg Dateien"])
        #expect(de.string(for: "one") == "%arg Datei in %arg Ordnern")
        #expect(de.variations.map(\.name) == ["files", "folders"])
    }

    @Test func brokenEntryIsSkippedAndTheRestKept() {
        let text = """
        {"strings": {
          "good": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Gut"}}}},
          "bad": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 42}}}},
          "odd": {"localizations": {"de": {"variations": {"plural": {"several": {"stringUnit": {"value": "x"}}}}}}}
        }}
        """
        let catalog = Self.parse(text)
        #expect(catalog.entry(table: "Localizable", key: "good", locale: "de")?.value == "Gut")
        #expect(catalog.diagnostics.map(\.description) == [
            "\(Self.file):3:83: error: stringUnit value must be a string; entry skipped",
            "\(Self.file):4:73: error: unknown plural category 'several'; entry skipped",
        ])
    }

    @Test(arguments: [
        ("{\"strings\": {\"a\": {},}}", "1:22: error: expected a member name in double quotes"),
        ("{\"strings\": {\"a\": \"unterminated}}", "1:19: error: unterminated string"),
        ("{\"strings\": {\n  \"a\": tru}}", "2:8: error: invalid literal; expected 'true'"),
        ("{\"strings\": [1, 2", "1:18: error: unexpected end of file inside an array"),
        ("{\"strings\": {}} x", "1:17: error: unexpected 'x' after the document"),
        ("[1]", "1:1: error: not a String Catalog: no \"strings\" object"),
        ("", "1:1: error: unexpected end of file; expected a value"),
        ("{\"a\": \"\u{1}\"}", "1:8: error: control character U+0001 inside a string; escape it"),
    ])
    func malformed(text: String, expected: String) {
        let catalog = Self.parse(text)
        #expect(catalog.isEmpty)
        #expect(catalog.diagnostics.map(\.description) == ["\(Self.file):\(expected); file skipped"])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let catalog = Self.parse("{\"strings\": \(deep)}")
        #expect(catalog.diagnostics.first?.message.hasPrefix("nesting deeper than") == true)
    }

    @Test func invalidUTF8HasAPosition() {
        let bytes = Array("{\"strings\": {\"a\": \"ok".utf8) + [0xC3, 0x28] + Array("\"}}".utf8)
        let catalog = StringCatalogParser.parse(bytes, file: Self.file, table: "Localizable")
        #expect(catalog.diagnostics.first?.description == "\(Self.file):1:22: error: invalid UTF-8 sequence (the file must be UTF-8); file skipped")
    }

    @Test func parsesJSONValuesFaithfully() throws {
        var parser = PositionedJSONParser(Array(#"{"n": -1.5e2, "t": true, "f": false, "z": null, "s": "\u00e9\ud83d\ude00\n", "a": [ ]}"#.utf8))
        let value = try parser.parse()
        #expect(value["n"]?.numberValue == -150)
        #expect(value["t"]?.boolValue == true)
        #expect(value["f"]?.boolValue == false)
        #expect(value["s"]?.stringValue == "é😀\n")
        if case .null? = value["z"] {} else { Issue.record("null expected") }
        if case .array(let items, _, _)? = value["a"] { #expect(items.isEmpty) } else { Issue.record("array expected") }
    }
}
