/// A path pattern: `*` matches within one path component, `**` (a whole component) matches any
/// number of components, `?` one character, `[abc]`, `[a-z]`, `[!abc]` one character of a set.
///
/// A pattern also matches everything below what it matches, as `.gitignore` does: `Dumps/Old`
/// covers `Dumps/Old/settings.json`. Element path patterns (`section[0]/row[wifi]`) use the
/// `.elementPath` syntax, where brackets are literal because element keys are written with them.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public enum Syntax: Hashable, Sendable {
        /// File paths: brackets are character sets.
        case files
        /// Element path keys: brackets are literal.
        case elementPath
    }

    public struct SyntaxError: Error, Hashable, Sendable {
        public var message: String
        /// 1-based offset in the pattern, in characters.
        public var offset: Int
    }

    public let pattern: String
    public let syntax: Syntax
    private let components: [Component]

    private enum Component: Hashable, Sendable {
        /// `**`: any number of components, including none.
        case anyDepth
        case segment([Token])
    }

    private enum Token: Hashable, Sendable {
        case literal(Character)
        case anyRun
        case anyOne
        case set(negated: Bool, items: [SetItem])
    }

    private enum SetItem: Hashable, Sendable {
        case single(Character)
        case range(Character, Character)
    }

    public init(_ pattern: String, syntax: Syntax = .files) throws(SyntaxError) {
        self.pattern = pattern
        self.syntax = syntax
        var body = Substring(pattern)
        var offset = 0
        while body.hasPrefix("./") {
            body = body.dropFirst(2)
            offset += 2
        }
        if body.hasSuffix("/"), body.count > 1 { body = body.dropLast() }
        guard !body.isEmpty else { throw SyntaxError(message: "empty pattern", offset: 1) }
        guard !body.hasPrefix("/") else {
            throw SyntaxError(message: "patterns are relative to the configuration file's folder; remove the leading '/'", offset: offset + 1)
        }
        var components: [Component] = []
        for part in body.split(separator: "/", omittingEmptySubsequences: false) {
            defer { offset += part.count + 1 }
            if part.isEmpty { throw SyntaxError(message: "empty path component ('//')", offset: offset + 1) }
            if part == "**" {
                if components.last != .anyDepth { components.append(.anyDepth) }
                continue
            }
            if let star = part.range(of: "**") {
                throw SyntaxError(message: "'**' must be a whole path component, as in 'a/**/b'", offset: offset + part.distance(from: part.startIndex, to: star.lowerBound) + 1)
            }
            components.append(.segment(try Self.tokens(part, syntax: syntax, offset: offset)))
        }
        self.components = components
    }

    private static func tokens(_ part: Substring, syntax: Syntax, offset: Int) throws(SyntaxError) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(part)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*": tokens.append(.anyRun)
            case "?": tokens.append(.anyOne)
            case "[" where syntax == .files:
                let open = index
                index += 1
                var negated = false
                if index < characters.count, characters[index] == "!" || characters[index] == "^" {
                    negated = true
                    index += 1
                }
                var items: [SetItem] = []
                // A `]` right after the opening bracket is a member, as in POSIX.
                var first = true
                while index < characters.count, characters[index] != "]" || first {
                    first = false
                    let low = characters[index]
                    if index + 2 < characters.count, characters[index + 1] == "-", characters[index + 2] != "]" {
                        let high = characters[index + 2]
                        guard low <= high else {
                            throw SyntaxError(message: "range '\(low)-\(high)' is reversed", offset: offset + index + 1)
                        }
                        items.append(.range(low, high))
                        index += 3
                    } else {
                        items.append(.single(low))
                        index += 1
                    }
                }
                guard index < characters.count else {
                    throw SyntaxError(message: "'[' is never closed with ']'", offset: offset + open + 1)
                }
                tokens.append(.set(negated: negated, items: items))
            default:
                tokens.append(.literal(character))
            }
            index += 1
        }
        return tokens
    }

    public var description: String { pattern }

    /// The pattern's components when it has no wildcard (`Settings`, `section[0]/row[wifi]` in
    /// element-path syntax), nil otherwise: such a pattern matches exactly the paths that start
    /// with these components, which lets suppressions be looked up instead of tried one by one.
    public var literalComponents: [String]? {
        var parts: [String] = []
        for component in components {
            guard case .segment(let tokens) = component else { return nil }
            var part = ""
            for token in tokens {
                guard case .literal(let character) = token else { return nil }
                part.append(character)
            }
            parts.append(part)
        }
        return parts
    }

    /// `path` split as `matches` splits it, for looking up `literalComponents`.
    static func parts(of path: String) -> [String] {
        path.split(separator: "/").filter { $0 != "." }.map(String.init)
    }

    /// Whether `path` (components separated by `/`, relative to the pattern's base) or one of
    /// its ancestors matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").filter { $0 != "." }.map { Array($0) }
        return Self.match(components[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Component>, _ path: ArraySlice<[Character]>) -> Bool {
        // Pattern used up: the path or an ancestor of it matched.
        guard let head = pattern.first else { return true }
        switch head {
        case .anyDepth:
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case .segment(let tokens):
            guard let part = path.first, matchSegment(tokens[...], part[...]) else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }
    }

    private static func matchSegment(_ tokens: ArraySlice<Token>, _ text: ArraySlice<Character>) -> Bool {
        guard let token = tokens.first else { return text.isEmpty }
        switch token {
        case .anyRun:
            var rest = text
            while true {
                if matchSegment(tokens.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case .anyOne:
            return !text.isEmpty && matchSegment(tokens.dropFirst(), text.dropFirst())
        case .literal(let character):
            return text.first == character && matchSegment(tokens.dropFirst(), text.dropFirst())
        case .set(let negated, let items):
            guard let character = text.first else { return false }
            let inSet = items.contains { item in
                switch item {
                case .single(let member): member == character
                case .range(let low, let high): low <= character && character <= high
                }
            }
            return inSet != negated && matchSegment(tokens.dropFirst(), text.dropFirst())
        }
    }
}
