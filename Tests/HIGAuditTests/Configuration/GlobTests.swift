import Testing
@testable import HIGAudit

@Suite struct GlobTests {
    static func glob(_ pattern: String, _ syntax: Glob.Syntax = .files) throws -> Glob {
        try Glob(pattern, syntax: syntax)
    }

    @Test(arguments: [
        ("*.json", "a.json", true),
        ("*.json", "dir/a.json", false),
        ("*.json", ".json", true),
        ("a?c", "abc", true),
        ("a?c", "ac", false),
        ("a?c", "a/c", false),
        ("[ab]*.json", "b1.json", true),
        ("[ab]*.json", "c1.json", false),
        ("[!ab]*", "c", true),
        ("[!ab]*", "a", false),
        ("[a-c]x", "bx", true),
        ("[a-c]x", "dx", false),
        ("[]]x", "]x", true),
        ("**/*.json", "a.json", true),
        ("**/*.json", "x/y/z/a.json", true),
        ("Dumps/**/settings.json", "Dumps/settings.json", true),
        ("Dumps/**/settings.json", "Dumps/a/b/settings.json", true),
        ("Dumps/**/settings.json", "Other/a/settings.json", false),
        ("Dumps/**", "Dumps/a/b.json", true),
        ("Dumps/**", "Dumpsx/a.json", false),
        ("Dumps", "Dumps/a/b.json", true),
        ("Dumps", "DumpsOld/a.json", false),
        ("./Dumps/", "Dumps/a.json", true),
        ("a/*/c", "a/b/c", true),
        ("a/*/c", "a/b/x/c", false),
        ("**", "anything/at/all", true),
        ("*é*", "café.json", true),
    ])
    func filePatterns(pattern: String, path: String, expected: Bool) throws {
        #expect(try Self.glob(pattern).matches(path) == expected)
    }

    @Test func elementPathBracketsAreLiteral() throws {
        let row = try Self.glob("section[1]/row[wifi]", .elementPath)
        #expect(row.matches("section[1]/row[wifi]"))
        #expect(row.matches("section[1]/row[wifi]/secondaryText"), "covers what is inside")
        #expect(!row.matches("section[1]/row[wifi2]"))
        #expect(!row.matches("section[10]/row[wifi]"), "component prefix, not string prefix")
        #expect(!row.matches("section[1]"))
        let anyRow = try Self.glob("section[*]/row[*]/text", .elementPath)
        #expect(anyRow.matches("section[3]/row[7]/text"))
        #expect(!anyRow.matches("section[3]/row[7]/secondaryText"))
        let deep = try Self.glob("**/secondaryText", .elementPath)
        #expect(deep.matches("section[0]/row[a]/secondaryText"))
        #expect(!deep.matches("section[0]/row[a]/text"))
    }

    @Test(arguments: [
        ("", "empty pattern"),
        ("a//b", "empty path component ('//')"),
        ("/abs", "patterns are relative to the configuration file's folder; remove the leading '/'"),
        ("a**", "'**' must be a whole path component, as in 'a/**/b'"),
        ("[abc", "'[' is never closed with ']'"),
        ("[z-a]", "range 'z-a' is reversed"),
    ])
    func syntaxErrors(pattern: String, message: String) {
        #expect(throws: Glob.SyntaxError.self) { try Glob(pattern) }
        do {
            _ = try Glob(pattern)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func errorOffsetsPointIntoThePattern() {
        do {
            _ = try Glob("Dumps/x**")
            Issue.record("accepted a bad pattern")
        } catch {
            #expect(error.offset == 8)
        }
    }
}
