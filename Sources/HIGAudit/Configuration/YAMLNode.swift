import CYaml
import HIGModel
import Yams

/// A YAML value with the position it was written at. The only place Yams is used: the rest of
/// the configuration code reads these plain values.
struct YAMLNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    var value: Value
    var position: SourcePosition

    /// How error messages name the value's type: "expected a list, found a string".
    var typeName: String {
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
    var scalarText: String? {
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
    static let maximumDepth = 100

    /// Parses `text`; nil for an empty document. Errors carry Yams' position of the problem.
    static func parse(_ text: String, file: String) throws(ConfigurationError) -> YAMLNode? {
        let columns = ColumnConverter(text)
        try checkStructure(text, columns: columns, file: file)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw columns.error(from: error, file: file)
        } catch {
            throw ConfigurationError(file: file, position: nil, message: "cannot parse YAML: \(error)")
        }
        guard let root else { return nil }
        return try convert(root, columns: columns, file: file)
    }

    /// Reads the event stream, which libyaml produces without recursing, and refuses nesting
    /// past `maximumDepth` and aliases before anything recurses over the tree. Aliases are
    /// refused here rather than after composing because composing expands them: a few lines of
    /// aliases to aliases make billions of nodes. Syntax errors are left to Yams, which words
    /// them.
    private static func checkStructure(_ text: String, columns: ColumnConverter, file: String) throws(ConfigurationError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw ConfigurationError(file: file, position: nil, message: "cannot parse YAML: out of memory")
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
            throw ConfigurationError(file: file, position: position, message: problem.message)
        }
    }

    private static func convert(_ node: Node, columns: ColumnConverter, file: String) throws(ConfigurationError) -> YAMLNode {
        let position = columns.position(node.mark)
        switch node {
        case .scalar(let scalar):
            return YAMLNode(value: resolve(scalar), position: position)
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
            throw ConfigurationError(file: file, position: position, message: "YAML aliases are not supported here; write the value out")
        }
    }

    /// YAML 1.2 core-schema typing of plain scalars. Deliberately not YAML 1.1's, where `no`
    /// and `off` are booleans: `locales: [no]` must stay Norwegian.
    private static func resolve(_ scalar: Node.Scalar) -> Value {
        let text = scalar.string
        switch scalar.style {
        case .singleQuoted, .doubleQuoted, .literal, .folded:
            return .string(text)
        case .any, .plain:
            break
        }
        if scalar.tag.rawValue == Tag.Name.str.rawValue { return .string(text) }
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

/// Yams counts columns in Unicode scalars; positions everywhere else count UTF-16 code units
/// (SARIF's default), so convert with the line's own text.
private struct ColumnConverter {
    let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return SourcePosition(line: 1, column: 1) }
        return position(line: mark.line, scalarColumn: mark.column)
    }

    func position(line: Int, scalarColumn: Int) -> SourcePosition {
        guard line >= 1, line <= lines.count else { return SourcePosition(line: max(line, 1), column: max(scalarColumn, 1)) }
        let scalars = lines[line - 1].unicodeScalars
        var column = 1
        for (index, scalar) in scalars.enumerated() where index < scalarColumn - 1 {
            column += scalar.utf16.count
        }
        // Past the end of the line (an error at the line break): keep counting one per column.
        column += max(0, scalarColumn - 1 - scalars.count)
        return SourcePosition(line: line, column: column)
    }

    func error(from error: YamlError, file: String) -> ConfigurationError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _), .composer(let context, let problem, let mark, _):
            let detail = context.map { "\($0.text) (line \($0.mark.line)): " } ?? ""
            return ConfigurationError(file: file, position: position(mark), message: "invalid YAML: \(detail)\(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return ConfigurationError(file: file, position: position(context.mark), message: "duplicate key \(names) in one mapping")
        case .reader(let problem, _, _, _):
            return ConfigurationError(file: file, position: nil, message: "cannot read YAML: \(problem)")
        default:
            return ConfigurationError(file: file, position: nil, message: "invalid YAML: \(error)")
        }
    }
}
