import CYaml
import HIGModel
import Yams

/// A YAML value with the position it was written at. The only place Yams is used: the rest of
/// the configuration code reads these plain values.
public struct YAMLNode: Sendable {
    public enum Value: Sendable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    public var value: Value
    public var position: SourcePosition

    /// How error messages name the value's type: "expected a list, found a string".
    public var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    /// The text of a scalar as written, for messages; nil for collections.
    public var scalarText: String? {
        switch value {
        case .null: nil
        case .bool(let value): String(value)
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .string(let value): value
        case .sequence, .mapping: nil
        }
    }

    /// Deeper than any configuration or baseline needs (they nest five levels); a guard, not a
    /// feature. Composing and converting recurse once per level, so an unchecked file of
    /// `[[[[…` overflows the stack.
    public static let maximumDepth = 100

    /// Parses `text`; nil for an empty document. Errors carry libyaml's position of the problem.
    ///
    /// One pass over libyaml's event stream builds the tree and refuses aliases and nesting past
    /// `maximumDepth` as they come, without recursing. It gives the tree and the errors the
    /// earlier reading gave (`parseComposingWithYams`: the structure check, then Yams composing)
    /// without a second libyaml parse, a Yams node and tag per scalar, and Yams' regex tag
    /// resolution of every mapping key for its duplicate check: tags are resolved only for keys
    /// spelled alike. A collection used as a mapping key (`? [a]`) is an error: no file this
    /// tool reads has one, and Yams' duplicate check sorts such keys by comparing them
    /// recursively, which takes exponential time on a few hundred bytes of nested `? -`.
    public static func parse(_ text: String, file: String) throws(SourceError) -> YAMLNode? {
        let columns = ColumnConverter(text)
        switch compose(text, columns: columns, file: file) {
        case .document(let root): return root
        case .failure(let error): throw error
        }
    }

    /// The two-pass reading: `checkStructure`, then Yams composes and the tree is converted.
    /// Tests compare it with `parse`.
    static func parseComposingWithYams(_ text: String, file: String) throws(SourceError) -> YAMLNode? {
        try parseComposingWithYams(text, columns: ColumnConverter(text), file: file)
    }

    private static func parseComposingWithYams(_ text: String, columns: ColumnConverter, file: String) throws(SourceError) -> YAMLNode? {
        try checkStructure(text, columns: columns, file: file)
        let root: Node?
        do {
            // The encoding spelled out: Yams' default reads the whole process environment
            // (for YAMS_DEFAULT_ENCODING) on every call, and prints to standard output when set.
            root = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            throw columns.error(from: error, file: file)
        } catch {
            throw SourceError(file: file, position: nil, message: "cannot parse YAML: \(error)")
        }
        guard let root else { return nil }
        return try convert(root, columns: columns, file: file)
    }

    private enum Composition {
        case document(YAMLNode?)
        case failure(SourceError)
    }

    /// A sequence or mapping whose end event has not come yet.
    private struct OpenCollection {
        var position: SourcePosition
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        /// A mapping's key whose value is still to come.
        var key: YAMLNode?
        /// The mapping's keys, for the duplicate check.
        var keys: [ScalarKey] = []
        var keyTexts: Set<String> = []
        var hasKeysSpelledAlike = false
    }

    /// A mapping key as Yams compares it: its text and its tag (nil when implicit).
    private struct ScalarKey {
        var text: String
        var tag: String?
        var position: SourcePosition
    }

    /// Yams' duplicate check of a mapping's keys: two keys are the same when their text and
    /// their resolved tags are (`1` is an int, `'1'` a string: two keys). The error lists each
    /// duplicated key once, sorted, at the position of the first one listed.
    private static func duplicateKeyError(_ keys: [ScalarKey], file: String) -> SourceError? {
        var counts: [String: Int] = [:]
        for key in keys { counts[key.text, default: 0] += 1 }
        struct Group: Hashable { var text: String; var tag: String }
        var groups: [Group: (first: ScalarKey, count: Int)] = [:]
        for key in keys where counts[key.text, default: 0] > 1 {
            // Yams' own resolution (its regular expressions), for the few keys that need it.
            let tag = Node.scalar(Node.Scalar(key.text, Tag(key.tag.map(Tag.Name.init(rawValue:)) ?? .implicit))).tag.rawValue
            groups[Group(text: key.text, tag: tag), default: (key, 0)].count += 1
        }
        let duplicates = groups.values.filter { $0.count > 1 }.map(\.first).sorted { $0.text < $1.text }
        guard let first = duplicates.first else { return nil }
        let names = duplicates.map { "'\($0.text)'" }.joined(separator: ", ")
        return SourceError(file: file, position: first.position, message: "duplicate key \(names) in one mapping")
    }

    /// The single pass. Errors come in the order the two-pass reading gives them: an alias or
    /// too deep nesting anywhere before the first syntax error wins, then a syntax error or a
    /// second document, whichever comes first.
    private static func compose(_ text: String, columns: ColumnConverter, file: String) -> Composition {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return .failure(SourceError(file: file, position: nil, message: "cannot parse YAML: out of memory"))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        var text = text
        return text.withUTF8 { bytes -> Composition in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return .document(nil) }
            yaml_parser_set_input_string(&parser, start, bytes.count)
            var open: [OpenCollection] = []
            var depth = 0
            var root: YAMLNode?
            var documents = 0
            var composing = false
            // Yams stops at a duplicate key or a second document, but the structure check read
            // on: a later alias or too deep nesting still decides the error.
            var pending: SourceError?

            /// Adds a finished node to the collection it belongs to; false when it is a
            /// collection used as a key (only a collection comes without a `key`).
            func add(_ node: YAMLNode, key: ScalarKey?) -> Bool {
                guard !open.isEmpty else {
                    root = node
                    return true
                }
                let last = open.count - 1
                guard open[last].isMapping else {
                    open[last].items.append(node)
                    return true
                }
                if let key = open[last].key {
                    open[last].pairs.append((key, node))
                    open[last].key = nil
                    return true
                }
                guard let key else { return false }
                if !open[last].keyTexts.insert(key.text).inserted { open[last].hasKeysSpelledAlike = true }
                open[last].keys.append(key)
                open[last].key = node
                return true
            }

            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return .failure(pending ?? syntaxError(parser, columns: columns, file: file))
                }
                defer { yaml_event_delete(&event) }
                let position = columns.position(line: Int(event.start_mark.line) + 1, scalarColumn: Int(event.start_mark.column) + 1)
                switch event.type {
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents == 1 {
                        composing = true
                    } else if pending == nil {
                        pending = invalid(context: ("expected a single document in the stream", line: 1), problem: "but found another document", at: position, file: file)
                    }
                case YAML_DOCUMENT_END_EVENT:
                    composing = false
                case YAML_SCALAR_EVENT:
                    guard composing else { break }
                    let scalar = event.data.scalar
                    let style = scalar.style
                    let quoted = style == YAML_SINGLE_QUOTED_SCALAR_STYLE || style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
                        || style == YAML_LITERAL_SCALAR_STYLE || style == YAML_FOLDED_SCALAR_STYLE
                    // Yams' tag for the scalar: `str` when quoted without a tag, else the tag written.
                    let tag = scalar.quoted_implicit == 1 ? Tag.Name.str.rawValue : scalar.tag.map { String(cString: $0) }
                    let value = scalarText(scalar.value, count: scalar.length)
                    let node = YAMLNode(value: resolve(value, quoted: quoted, taggedString: tag == Tag.Name.str.rawValue), position: position)
                    _ = add(node, key: ScalarKey(text: value, tag: tag, position: position))
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > maximumDepth {
                        return .failure(SourceError(file: file, position: position, message: "the YAML is nested deeper than \(maximumDepth) levels"))
                    }
                    if composing {
                        open.append(OpenCollection(position: position, isMapping: event.type == YAML_MAPPING_START_EVENT))
                    }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                    guard composing, let collection = open.popLast() else { break }
                    if collection.hasKeysSpelledAlike, let error = duplicateKeyError(collection.keys, file: file) {
                        pending = pending ?? error
                        composing = false
                        break
                    }
                    let node = YAMLNode(value: collection.isMapping ? .mapping(collection.pairs) : .sequence(collection.items), position: collection.position)
                    guard add(node, key: nil) else {
                        return .failure(SourceError(file: file, position: node.position, message: "a \(collection.isMapping ? "mapping" : "sequence") cannot be a key; keys are names (text)"))
                    }
                case YAML_ALIAS_EVENT:
                    return .failure(SourceError(file: file, position: position, message: "YAML aliases are not supported here; write the value out"))
                case YAML_STREAM_END_EVENT:
                    if let pending { return .failure(pending) }
                    return .document(root)
                default:
                    break
                }
            }
        }
    }

    /// A scalar's text as Yams gives it: Foundation's UTF-8 decoding, which drops a leading
    /// byte order mark (a `"\uFEFF…"` escape).
    private static func scalarText(_ start: UnsafeMutablePointer<UInt8>?, count: Int) -> String {
        var bytes = UnsafeBufferPointer(start: start, count: count)
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bytes = UnsafeBufferPointer(rebasing: bytes[3...])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// libyaml's error, worded as Yams words it.
    private static func syntaxError(_ parser: yaml_parser_t, columns: ColumnConverter, file: String) -> SourceError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return SourceError(file: file, position: nil, message: "invalid YAML: \(YamlError.memory)")
        case YAML_READER_ERROR:
            return SourceError(file: file, position: nil, message: "cannot read YAML: \(problem)")
        default:
            let context = parser.context.map { (String(cString: $0), line: Int(parser.context_mark.line) + 1) }
            let position = columns.position(line: Int(parser.problem_mark.line) + 1, scalarColumn: Int(parser.problem_mark.column) + 1)
            return invalid(context: context, problem: problem, at: position, file: file)
        }
    }

    /// `invalid YAML: context (line n): problem`.
    fileprivate static func invalid(context: (text: String, line: Int)?, problem: String, at position: SourcePosition, file: String) -> SourceError {
        let detail = context.map { "\($0.text) (line \($0.line)): " } ?? ""
        return SourceError(file: file, position: position, message: "invalid YAML: \(detail)\(problem)")
    }

    /// Reads the event stream, which libyaml produces without recursing, and refuses nesting
    /// past `maximumDepth` and aliases before anything recurses over the tree. Aliases are
    /// refused here rather than after composing because composing expands them: a few lines of
    /// aliases to aliases make billions of nodes. Syntax errors are left to Yams, which words
    /// them.
    private static func checkStructure(_ text: String, columns: ColumnConverter, file: String) throws(SourceError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw SourceError(file: file, position: nil, message: "cannot parse YAML: out of memory")
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        var bytes = Array(text.utf8)
        if bytes.isEmpty { return }
        let problem: (mark: yaml_mark_t, message: String)? = bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var depth = 0
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > maximumDepth {
                        return (event.start_mark, "the YAML is nested deeper than \(maximumDepth) levels")
                    }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                case YAML_ALIAS_EVENT:
                    return (event.start_mark, "YAML aliases are not supported here; write the value out")
                case YAML_STREAM_END_EVENT:
                    return nil
                default:
                    break
                }
            }
            return nil
        }
        if let problem {
            let position = columns.position(line: Int(problem.mark.line) + 1, scalarColumn: Int(problem.mark.column) + 1)
            throw SourceError(file: file, position: position, message: problem.message)
        }
    }

    private static func convert(_ node: Node, columns: ColumnConverter, file: String) throws(SourceError) -> YAMLNode {
        let position = columns.position(node.mark)
        switch node {
        case .scalar(let scalar):
            let quoted: Bool
            switch scalar.style {
            case .singleQuoted, .doubleQuoted, .literal, .folded: quoted = true
            case .any, .plain: quoted = false
            }
            return YAMLNode(value: resolve(scalar.string, quoted: quoted, taggedString: scalar.tag.rawValue == Tag.Name.str.rawValue), position: position)
        case .sequence(let sequence):
            var items: [YAMLNode] = []
            for item in sequence { items.append(try convert(item, columns: columns, file: file)) }
            return YAMLNode(value: .sequence(items), position: position)
        case .mapping(let mapping):
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            for (key, value) in mapping {
                pairs.append((try convert(key, columns: columns, file: file), try convert(value, columns: columns, file: file)))
            }
            return YAMLNode(value: .mapping(pairs), position: position)
        case .alias:
            throw SourceError(file: file, position: position, message: "YAML aliases are not supported here; write the value out")
        }
    }

    /// YAML 1.2 core-schema typing of plain scalars. Deliberately not YAML 1.1's, where `no`
    /// and `off` are booleans: `locales: [no]` must stay Norwegian.
    /// `quoted`: any style but plain; `taggedString`: Yams' tag is `str` (`!!str`, or quoted).
    private static func resolve(_ text: String, quoted: Bool, taggedString: Bool) -> Value {
        if quoted || taggedString { return .string(text) }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        if text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true {
            if text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }), let value = Int(text) {
                return .integer(value)
            }
            if text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), let value = Double(text), value.isFinite {
                return .number(value)
            }
        }
        return .string(text)
    }
}

/// libyaml counts columns in Unicode scalars; positions everywhere else count UTF-16 code units
/// (SARIF's default), so convert with the line's own text. Only a character outside the Basic
/// Multilingual Plane takes two code units, so a text without one needs no converting: the
/// lines are split, and each line's table of code unit offsets built, only when one occurs.
private final class ColumnConverter {
    private let text: String
    private let hasSupplementaryCharacters: Bool
    private var lines: [Substring]?
    /// By line number: the UTF-16 offset of each scalar boundary on the line.
    private var offsets: [Int: [Int]] = [:]

    init(_ text: String) {
        self.text = text
        // Four-byte UTF-8 sequences, and only they, start with 0xF0 or above.
        hasSupplementaryCharacters = text.utf8.contains { $0 >= 0xF0 }
    }

    func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return SourcePosition(line: 1, column: 1) }
        return position(line: mark.line, scalarColumn: mark.column)
    }

    func position(line: Int, scalarColumn: Int) -> SourcePosition {
        guard hasSupplementaryCharacters else { return SourcePosition(line: max(line, 1), column: max(scalarColumn, 1)) }
        let lines = self.lines ?? text.split(separator: "\n", omittingEmptySubsequences: false)
        self.lines = lines
        guard line >= 1, line <= lines.count else { return SourcePosition(line: max(line, 1), column: max(scalarColumn, 1)) }
        let lineOffsets = offsets[line] ?? {
            var table = [0]
            var total = 0
            for scalar in lines[line - 1].unicodeScalars {
                total += scalar.utf16.count
                table.append(total)
            }
            offsets[line] = table
            return table
        }()
        let scalarCount = lineOffsets.count - 1
        let before = max(0, scalarColumn - 1)
        // Past the end of the line (an error at the line break): keep counting one per column.
        return SourcePosition(line: line, column: 1 + lineOffsets[min(before, scalarCount)] + max(0, before - scalarCount))
    }

    func error(from error: YamlError, file: String) -> SourceError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _), .composer(let context, let problem, let mark, _):
            return YAMLNode.invalid(context: context.map { ($0.text, line: $0.mark.line) }, problem: problem, at: position(mark), file: file)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return SourceError(file: file, position: position(context.mark), message: "duplicate key \(names) in one mapping")
        case .reader(let problem, _, _, _):
            return SourceError(file: file, position: nil, message: "cannot read YAML: \(problem)")
        default:
            return SourceError(file: file, position: nil, message: "invalid YAML: \(error)")
        }
    }
}
