import HIGModel

/// An XLIFF 1.2 document as Xcode exports it (`xcodebuild -exportLocalizations`, the
/// `Localized Contents/<locale>.xliff` of an `.xcloc`) and translation vendors return it: its
/// `<file>` elements and their `<trans-unit>`s. Only what the audit uses is kept; the bytes
/// themselves are never rewritten from this value (see `XLIFFAnnotator`).
public struct XLIFFDocument: Sendable {
    /// One `<file>`: the source file its units come from (`MyApp/en.lproj/Localizable.strings`,
    /// `MyApp/Localizable.xcstrings`, `MyApp/Base.lproj/Main.storyboard`) and its languages.
    public struct File: Sendable {
        public var original: String
        public var sourceLanguage: String?
        public var targetLanguage: String?
        public var units: [Unit]
        /// The `<` of the `<file>` start tag.
        public var position: SourcePosition
    }

    /// One `<trans-unit>`.
    public struct Unit: Sendable {
        /// The key (`Settings`, `Lbl-aa-001.text`, `%lld items|==|plural.one`).
        public var id: String
        public var source: String
        /// Nil when the unit has no `<target>`.
        public var target: String?
        /// The target's `state` (`new`, `needs-translation`, `needs-review-translation`,
        /// `translated`, `final`, …), as the file writes it.
        public var state: String?
        /// The texts of its `<note>`s, in order.
        public var notes: [String]
        /// The `<` of the `<trans-unit>` start tag.
        public var position: SourcePosition
    }

    public var files: [File]

    /// XLIFF 1.2's namespace; a document in another (XLIFF 2) is refused.
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// Reads a document; anything that is not well-formed XLIFF 1.2 is an error naming the
    /// file, line and column.
    public static func read(_ bytes: [UInt8], file: String, limits: InputLimits = .default) throws(SourceError) -> XLIFFDocument {
        let root = try XMLReader.read(bytes, file: file, limits: limits)
        guard root.name == "xliff" else {
            throw SourceError(file: file, position: root.position, message: "not an XLIFF file: the root element is <\(root.name)>, expected <xliff>")
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            throw SourceError(file: file, position: root.position, message: "XLIFF version \(version) is not supported: expected 1.2 (as Xcode exports it)")
        }
        if let namespace = root.namespace, namespace != Self.namespace {
            throw SourceError(file: file, position: root.position, message: "unexpected XLIFF namespace '\(namespace)': expected \(Self.namespace)")
        }
        var files: [File] = []
        for element in root.elements(named: "file") {
            guard let original = element.attribute("original") else {
                throw SourceError(file: file, position: element.position, message: "<file> has no original attribute (expected the source file it was exported from)")
            }
            var units: [Unit] = []
            try collectUnits(in: element, into: &units, file: file)
            files.append(File(original: original, sourceLanguage: element.attribute("source-language"), targetLanguage: element.attribute("target-language"), units: units, position: element.position))
        }
        return XLIFFDocument(files: files)
    }

    /// Units are in `<body>`, possibly inside `<group>`s.
    private static func collectUnits(in element: XMLElement, into units: inout [Unit], file: String) throws(SourceError) {
        for child in element.elements {
            switch child.name {
            case "trans-unit":
                guard let id = child.attribute("id") else {
                    throw SourceError(file: file, position: child.position, message: "<trans-unit> has no id attribute (expected the key)")
                }
                guard let source = child.element(named: "source") else {
                    throw SourceError(file: file, position: child.position, message: "<trans-unit id=\"\(id)\"> has no <source>")
                }
                let target = child.element(named: "target")
                units.append(Unit(
                    id: id,
                    source: plainText(source),
                    target: target.map(plainText),
                    state: target?.attribute("state"),
                    notes: child.elements(named: "note").map(plainText),
                    position: child.position
                ))
            case "body", "group":
                try collectUnits(in: child, into: &units, file: file)
            default:
                continue
            }
        }
    }

    /// An element's text with inline elements (`<g>`, `<mrk>`) read through; placeholders
    /// without content (`<x/>`, `<ph>`) add nothing.
    static func plainText(_ element: XMLElement) -> String {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let run): text += run
            case .element(let inner) where ["g", "mrk", "sub"].contains(inner.name): text += plainText(inner)
            case .element: continue
            }
        }
        return text
    }
}
