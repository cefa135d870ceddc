import Foundation
import HIGModel
import Testing
@testable import HIGInput

/// `YAMLNode.parse` reads the event stream once; `parseComposingWithYams` is the reading it
/// replaced (structure check, then Yams composing). Both must give the same tree, positions
/// included, and the same error.
@Suite struct YAMLReaderTests {
    static let cases: [String] = [
        "",
        "# only a comment\n",
        "a: 1\nb: 2\n",
        "a: 1\na: 2\n",
        "1: a\n'1': b\n",
        "no: a\n'no': b\n",
        "? [a]\n: b\n",
        "{[a]: 1, [a]: 2}",
        "{? : x, ? : y}",
        "? \n: x\n",
        "a: 1\n---\nb: 2\n",
        "a: 1\n---\nb: *x\n",
        "a: 1\n---\nb: [\n",
        "a: 1\n---\n" + String(repeating: "[", count: 150),
        "a: [1, 2\n",
        "a: &x 1\nb: *x\n",
        "a: 1\na: 2\nb: *x\n",
        "a: 1\na: 2\nc: [\n",
        "x: {a: 1, a: 2}\nc: [\n",
        String(repeating: "[", count: 150),
        String(repeating: "- ", count: 101) + "x",
        "s: \"\\uFEFFabc\"\nt: \"a\\uFEFF\"\nu: \"\\uFEFF\"\n",
        "😀: [😀, x, {y: z}]\n  bad: [\n",
        "[" + String(repeating: "a, 😀, ", count: 40) + "{b: c}]\nd: [",
        "a: !!str 1\nb: ! 2\nc: !custom 3\nd: !!int x\n",
        "a: |\n  text\nb: >\n  folded\nc: 'single'\nd: \"double\"\n",
        "a:\r\n  - 1\r\n  - 😀\r\n  - [\r\n",
        "- 1\n- -2\n- 0.5\n- 1e3\n- .inf\n- ~\n- null\n- True\n- yes\n- +1\n- 0x1F\n- 1_000\n",
        "\u{FEFF}a: 1\n",
        "%YAML 1.1\n---\na: 1\n",
        "%TAG !e! tag:yaml.org,2002:\n---\na: !e!str 1\n",
        "a: 1\n...\n",
        "--- |\n  x\n",
        "a: \"\\0b\"\n",
        "\t a: 1\n",
        "a: \u{1}\n",
        "{a: 1, b: [x, {c: d}], e: {f: g}}",
        "&a a: &b [1]\n",
        "a: b: c\n",
        "a: 1\n  b: 2\n",
        "- [a, b]: c\n",
        "'unterminated\n",
        "a: \"\\x\"\n",
        "[a, {b: c, b: c}]\n",
        "b: 1\na: 2\nb: 3\na: 4\nc: 5\n",
        "{x: 1, !!str x: 2}",
        "{1: a, !!int 1: b, 2: c, '2': d}",
        "{true: a, 'true': b, ~: c, null: d, '': e, ? : f}",
        "{\u{E9}: 1, e\u{301}: 2}",
        "a: {b: 1, b: 2}\n---\nc: *x\n",
        "a: {b: 1, b: 2}\nc: [\n",
        "a: {b: 1, b: 2\n",
        "a: {b: 1, b: 2}\n---\nd: 1\n",
        "x: [{k: 1, k: 2}, {k: 3, k: 4}]\n",
        "? [a]\n: b\nc: {d: 1, d: 2}\n",
    ]

    @Test(arguments: cases) func singlePassMatchesYams(_ text: String) {
        #expect(Self.matchesYams(text))
    }

    /// The single pass refuses a collection used as a key, which Yams reads (and compares in
    /// exponential time: the fuzzer's input in Fuzz/Regression/ took over 90 s).
    @Test(arguments: [
        ("? [a]\n: b\n", "f.yml:1:3: error: a sequence cannot be a key; keys are names (text)"),
        ("{? {a: 1} : x}", "f.yml:1:4: error: a mapping cannot be a key; keys are names (text)"),
        ("rules:\n  ? - x\n  : on\n", "f.yml:2:5: error: a sequence cannot be a key; keys are names (text)"),
    ])
    func aCollectionAsAKeyIsAnError(text: String, expected: String) {
        #expect(Self.outcome(text, singlePass: true) == expected)
    }

    @Test func nestedCollectionKeysAreRefusedAtOnce() throws {
        let text = String(decoding: try Data(contentsOf: repositoryRoot.appendingPathComponent("Fuzz/Regression/configuration-nested-collection-keys.yml")), as: UTF8.self)
        #expect(Self.outcome(text, singlePass: true).contains("cannot be a key; keys are names (text)"))
    }

    /// The single pass reads as Yams does, except for a collection used as a key, which it
    /// refuses.
    static func matchesYams(_ text: String) -> Bool {
        let single = outcome(text, singlePass: true)
        if single.hasSuffix("cannot be a key; keys are names (text)") { return true }
        return single == outcome(text, singlePass: false)
    }

    @Test func seedCorporaMatchYams() throws {
        for directory in ["Fuzz/Corpus/configuration", "Fuzz/Corpus/baseline"] {
            let folder = repositoryRoot.appendingPathComponent(directory)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
                #expect(Self.matchesYams(text), "\(directory)/\(name)")
            }
        }
    }

    /// Every file in the folders named by `HIG_AUDIT_YAML_CORPUS` (colon-separated), such as a
    /// fuzzer's `.build-fuzz/corpus/configuration`; nothing when it is not set.
    @Test func corpusFromTheEnvironmentMatchesYams() throws {
        guard let folders = ProcessInfo.processInfo.environment["HIG_AUDIT_YAML_CORPUS"] else { return }
        var count = 0
        for folder in folders.split(separator: ":").map(String.init) {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
                let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name)), as: UTF8.self)
                #expect(Self.matchesYams(text), "\(folder)/\(name)")
                count += 1
            }
        }
        print("compared \(count) files")
    }

    /// The tree with every position, or the error. Yams lists duplicate keys in an order that
    /// changes from call to call when a collection is among them (it sorts keys of mixed kinds,
    /// which compare as neither smaller nor larger, out of a dictionary), so for those only the
    /// kind of error is compared.
    static func outcome(_ text: String, singlePass: Bool) -> String {
        do throws(SourceError) {
            let root = singlePass ? try YAMLNode.parse(text, file: "f.yml") : try YAMLNode.parseComposingWithYams(text, file: "f.yml")
            return root.map(describe) ?? "empty"
        } catch {
            if error.message.hasPrefix("duplicate key "), error.message.contains("'<uncovertable>'") {
                return "duplicate keys, a collection among them"
            }
            return error.description
        }
    }

    static func describe(_ node: YAMLNode) -> String {
        let place = "@\(node.position.line):\(node.position.column)"
        switch node.value {
        case .null: return "null" + place
        case .bool(let value): return "bool(\(value))" + place
        case .integer(let value): return "int(\(value))" + place
        case .number(let value): return "number(\(value))" + place
        case .string(let value): return "string(\(value.debugDescription))" + place
        case .sequence(let items): return "[" + items.map(describe).joined(separator: ", ") + "]" + place
        case .mapping(let pairs): return "{" + pairs.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "}" + place
        }
    }
}
