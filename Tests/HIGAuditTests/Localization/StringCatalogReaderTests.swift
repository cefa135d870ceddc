import Foundation
import HIGModel
import Testing
@testable import HIGAudit
@testable import HIGInput

@Suite struct StringCatalogReaderTests {
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

    static func parse(_ text: String) throws(SourceError) -> TranslationCatalog {
        try StringCatalogReader.read(Array(text.utf8), file: file, table: "Localizable")
    }

    @Test func stringUnitsWithStateAndPosition() throws {
        let catalog = try Self.parse(Self.sample)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let de = try #require(catalog.entry(table: "Localizable", key: "settings.title", locale: "de"))
        #expect(de.value == "Einstellungen")
        #expect(de.state == "translated")
        #expect(de.position == FilePosition(file: Self.file, line: 27, column: 33))
        #expect(catalog.entry(table: "Localizable", key: "settings.title", locale: "fi")?.state == "needs_review")
        // A `new` unit without text is no translation yet.
        #expect(catalog.entry(table: "Localizable", key: "settings.title", locale: "ja") == nil)
        // Language fallback: de-AT reads de.
        #expect(catalog.entry(table: "Localizable", key: "settings.title", locale: "de-AT")?.value == "Einstellungen")
        #expect(catalog.locales == ["de", "en", "fi", "ru"])
        #expect(!catalog.shouldTranslate(table: "Localizable", key: "brand"))
    }

    @Test func pluralVariations() throws {
        let ru = try #require(try Self.parse(Self.sample).entry(table: "Localizable", key: "inbox.count", locale: "ru"))
        #expect(ru.isPlural)
        #expect(ru.plural == ["one": "%lld сообщение", "other": "%lld сообщения"])
        #expect(ru.string(for: "one") == "%lld сообщение")
        // A category the translation lacks shows `other`, as Foundation does.
        #expect(ru.string(for: "few") == "%lld сообщения")
        #expect(ru.position.line == 16, "points at the plural variation")
    }

    @Test func deviceVariationsPreferIPhoneThenOther() throws {
        let catalog = try Self.parse(Self.sample)
        #expect(catalog.entry(table: "Localizable", key: "device.tip", locale: "de")?.value == "Auf dem iPhone tippen")
        #expect(catalog.entry(table: "Localizable", key: "device.tip", locale: "fi")?.value == "Napauta")
    }

    @Test func substitutions() throws {
        let de = try #require(try Self.parse(Self.sample).entry(table: "Localizable", key: "files.in.folders", locale: "de"))
        #expect(de.substitutions["files"] == ["one": "%arg Datei", "other": "%arg Dateien"])
        #expect(de.string(for: "one") == "%arg Datei in %arg Ordnern")
        #expect(de.variations.map(\.name) == ["files", "folders"])
    }

    /// An entry Xcode would not write is an error (the run stops on it after reading every
    /// file); a variation of a kind a newer Xcode may write is a warning and left unmeasured.
    /// Either way the rest of the catalog is read, so every problem is listed at once.
    @Test func entryXcodeWouldNotWriteIsAnErrorAndAnUnknownVariationAWarning() throws {
        let text = """
        {"strings": {
          "good": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Gut"}}}},
          "odd": {"localizations": {"de": {"variations": {"plural": {"several": {"stringUnit": {"value": "x"}}}}}}},
          "device": {"localizations": {"de": {"variations": {"width": {}}}}}
        }}
        """
        let catalog = try Self.parse(text)
        #expect(catalog.entry(table: "Localizable", key: "good", locale: "de")?.value == "Gut")
        #expect(catalog.diagnostics.map(\.description) == [
            "\(Self.file):3:73: error: unknown plural category 'several'",
            "\(Self.file):4:53: warning: a variation hig-audit does not read (it reads \"plural\" and \"device\"); not checked",
        ])
    }

    /// A member of the wrong type stops the run with its position (#18): never skipped.
    @Test func wrongTypeIsAnInputError() {
        let text = """
        {"strings": {
          "good": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Gut"}}}},
          "bad": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 42}}}}
        }}
        """
        do {
            _ = try Self.parse(text)
            Issue.record("a number for a stringUnit's value must be an error")
        } catch {
            #expect(error.description == "\(Self.file):3:83: error: expected a string for the stringUnit's 'value', found a number")
        }
    }

    /// The catalog's own members are checked as its entries are: a `sourceLanguage` or `version`
    /// that Xcode would not write is an input error, never read as absent (#18).
    @Test(arguments: [
        (#"{"sourceLanguage": 7, "strings": {}}"#, "1:20: error: expected a string for 'sourceLanguage', found a number"),
        (#"{"sourceLanguage": "../x", "strings": {}}"#, "1:20: error: 'sourceLanguage': '../x' is not a locale identifier"),
        (#"{"sourceLanguage": "en", "version": 1.0, "strings": {}}"#, "1:37: error: expected a string for 'version', found a number"),
    ])
    func catalogMembersOfTheWrongKindAreInputErrors(text: String, message: String) {
        do {
            _ = try Self.parse(text)
            Issue.record("\(text) must be an input error")
        } catch {
            #expect(error.description.hasPrefix("\(Self.file):" + message), "\(error)")
        }
    }

    /// A localization named by something that is not a locale stops the run with its position,
    /// the name quoted short and its controls shown (#18).
    @Test(arguments: [
        ("../../etc", "'../../etc' is not a locale identifier"),
        ("", "'' is not a locale identifier"),
        ("de\u{202E}", "'de<U+202E>' is not a locale identifier"),
    ])
    func localeThatIsNoLocaleIsAnInputError(name: String, message: String) {
        let key = name.replacingOccurrences(of: "\u{202E}", with: "\\u202E")
        let text = """
        {"strings": {
          "good": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Gut"}}}},
          "bad": {"localizations": {"\(key)": {"stringUnit": {"state": "translated", "value": "x"}}}}
        }}
        """
        do {
            _ = try Self.parse(text)
            Issue.record("'\(name)' as a locale must be an error")
        } catch {
            #expect(error.description.hasPrefix("\(Self.file):3:"), "\(error)")
            #expect(error.description.contains("error: " + message), "\(error)")
        }
    }

    /// Syntax errors come from the JSON reader every JSON input shares: one error diagnostic, no entries.
    @Test(arguments: [
        ("{\"strings\": {\"a\": {},}}", "1:22: error: trailing comma before '}'; JSON does not allow one"),
        ("{\"strings\": {\"a\": \"unterminated}}", "1:19: error: unterminated string: no closing quote before the end of the file"),
        ("{\"strings\": {\n  \"a\": tru}}", "2:8: error: unexpected 't'; expected a value"),
        ("{\"strings\": [1, 2", "1:18: error: unexpected end of file; the array opened at 1:13 is not closed"),
        ("{\"strings\": {}} x", "1:17: error: unexpected 'x'; expected the end of the file after the JSON value (a file holds one JSON document)"),
        ("", "1:1: error: the file is empty; expected a String Catalog, a JSON object with \"strings\""),
        ("{\"a\": \"\u{1}\"}", "1:8: error: control character U+0001 inside a string (write it as \\u0001)"),
        ("{\"strings\": {\"a\": {}, \"a\": {}}}", "1:23: error: duplicate key 'a' (first at 1:14)"),
    ])
    func malformed(text: String, expected: String) throws {
        let catalog = try Self.parse(text)
        #expect(catalog.isEmpty)
        #expect(catalog.diagnostics.map(\.description) == ["\(Self.file):\(expected)"])
    }

    @Test func notACatalogIsAnError() throws {
        let catalog = try Self.parse("{\"sourceLanguage\": \"en\"}")
        #expect(catalog.diagnostics.map(\.description) == ["\(Self.file):1:1: error: not a String Catalog: no \"strings\" object"])
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let catalog = try Self.parse("{\"strings\": \(deep)}")
        #expect(catalog.diagnostics.first?.message == "nesting is deeper than 256 levels")
    }

    @Test func invalidUTF8HasAPosition() throws {
        let bytes = Array("{\"strings\": {\"a\": \"ok".utf8) + [0xC3, 0x28] + Array("\"}}".utf8)
        let catalog = try StringCatalogReader.read(bytes, file: Self.file, table: "Localizable")
        #expect(catalog.diagnostics.first?.description == "\(Self.file):1:22: error: invalid UTF-8 byte 0xC3; the file must be UTF-8")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let catalog = try StringCatalogReader.read([0xEF, 0xBB, 0xBF] + Array(Self.sample.utf8), file: Self.file, table: "Localizable")
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.entry(table: "Localizable", key: "settings.title", locale: "de")?.position == FilePosition(file: Self.file, line: 27, column: 33))
    }
}
