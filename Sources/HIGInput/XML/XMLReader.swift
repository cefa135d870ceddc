internal import CXML2
import HIGModel

/// Reads an XML document — a `.stringsdict`, a storyboard or xib, an XLIFF file — into
/// `XMLElement`s with libxml2, as untrusted input:
/// - no network access, no DTD loading, no entity substitution: an entity declaration is an
///   error (billion laughs, external entities), a DOCTYPE naming an external DTD is allowed
///   (property lists have one) and never read;
/// - nesting deeper than `limits.maximumDepth` is an error;
/// - UTF-8 (with or without a byte-order mark) or UTF-16 with a byte-order mark; the encoding
///   the XML declaration names is not trusted over the bytes;
/// - any error libxml2 reports, even one it could recover from, makes the document unreadable.
/// Errors carry the file, line and column.
public enum XMLReader {
    /// The document's root element.
    public static func read(_ bytes: [UInt8], file: String, limits: InputLimits = .default) throws(SourceError) -> XMLElement {
        let text = try SourceText.utf8(bytes, file: file)
        guard text.count <= Int(Int32.max) else {
            throw SourceError(file: file, position: nil, message: "too large to read as XML")
        }
        guard !text.isEmpty else {
            throw SourceError(file: file, position: SourcePosition(line: 1, column: 1), message: "malformed XML: no XML document (the file is empty)")
        }
        initializeOnce()
        let builder = TreeBuilder(text: text, file: file, maximumDepth: limits.maximumDepth)
        text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                guard let context = xmlCreateMemoryParserCtxt(characters.baseAddress, Int32(characters.count)) else {
                    builder.fail("libxml2 could not start reading the document", at: SourcePosition(line: 1, column: 1))
                    return
                }
                defer { xmlFreeParserCtxt(context) }
                builder.context = context
                // The handler lives in the context (libxml2 allocated it and frees it with the
                // context); only its functions are ours.
                context.pointee.sax.pointee = Self.handler
                context.pointee.userData = Unmanaged.passUnretained(builder).toOpaque()
                _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue))
                _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
                _ = xmlParseDocument(context)
                if builder.error == nil, context.pointee.wellFormed == 0 {
                    builder.fail("malformed XML", at: builder.endPosition)
                }
                builder.context = nil
            }
        }
        if let error = builder.error { throw error }
        guard let root = builder.root else {
            throw SourceError(file: file, position: SourcePosition(line: 1, column: 1), message: "malformed XML: no root element")
        }
        return root
    }

    /// libxml2's global state (error handlers, dictionaries) is set up once per process; after
    /// that, parser contexts on different threads are independent.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    private static func initializeOnce() { _ = initialized }

    /// The SAX callbacks that build the tree. Everything not set here (external subsets,
    /// entity resolution, processing instructions, comments) is ignored or left to libxml2's
    /// well-formedness checks.
    private static var handler: xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, _, namespace, _, _, attributeCount, _, attributes in
            TreeBuilder.from(context).start(localName, namespace, Int(attributeCount), attributes)
        }
        handler.endElementNs = { context, _, _, _ in
            TreeBuilder.from(context).end()
        }
        handler.characters = { context, characters, count in
            TreeBuilder.from(context).characters(characters, Int(count))
        }
        handler.cdataBlock = handler.characters
        handler.entityDecl = { context, _, _, _, _, _ in
            TreeBuilder.from(context).refuse("entity declarations are not allowed")
        }
        // A stylesheet would make a viewer show something other than what the file says (and
        // a plist, storyboard or XLIFF Xcode writes never has one); other processing
        // instructions are ignored.
        handler.processingInstruction = { context, target, _ in
            guard let target, String(cString: target).lowercased() == "xml-stylesheet" else { return }
            TreeBuilder.from(context).refuse("a <?xml-stylesheet?> processing instruction is not allowed here")
        }
        handler.serror = { context, error in
            guard let context, let error else { return }
            TreeBuilder.from(context).libxmlError(error.pointee)
        }
        return handler
    }
}

/// Builds the tree as libxml2 reports elements, and keeps the first error.
private final class TreeBuilder {
    let text: [UInt8]
    let file: String
    let maximumDepth: Int
    var context: xmlParserCtxtPtr?
    var root: XMLElement?
    var error: SourceError?
    private var open: [XMLElement] = []
    private var pendingText: [UInt8] = []
    /// Where offsets were last turned into lines and columns; elements come in document order,
    /// so each conversion continues from the last.
    private var cursor = (offset: 0, line: 1, column: 1)

    init(text: [UInt8], file: String, maximumDepth: Int) {
        self.text = text
        self.file = file
        self.maximumDepth = maximumDepth
    }

    private static let clearerMessages: [Int32: String] = [
        Int32(XML_ERR_DOCUMENT_EMPTY.rawValue): "no XML document",
        Int32(XML_ERR_INVALID_CHARREF.rawValue): "a character reference to a character XML does not allow",
        Int32(XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue): "an entity reference without ';' (escape '&' as &amp;)",
        Int32(XML_ERR_UNDECLARED_ENTITY.rawValue): "an undefined entity (escape '&' as &amp;)",
        Int32(XML_ERR_ATTRIBUTE_NOT_STARTED.rawValue): "a broken attribute (expected name=\"value\")",
        Int32(XML_ERR_ATTRIBUTE_WITHOUT_VALUE.rawValue): "an attribute without a value",
        Int32(XML_ERR_XMLDECL_NOT_FINISHED.rawValue): "the XML declaration is not closed with '?>'",
        Int32(XML_ERR_CDATA_NOT_FINISHED.rawValue): "a CDATA section that is not closed with ']]>'",
        Int32(XML_ERR_GT_REQUIRED.rawValue): "expected '>'",
    ]

    static func from(_ pointer: UnsafeMutableRawPointer?) -> TreeBuilder {
        Unmanaged<TreeBuilder>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// Where the parser is now.
    private var offset: Int {
        guard let context else { return text.count }
        return min(max(Int(xmlByteConsumed(context)), 0), text.count)
    }

    /// Just after the last character that is not white space: where "the file ends" is reported.
    var endPosition: SourcePosition {
        var end = text.count
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(text[end - 1]) { end -= 1 }
        return position(at: end)
    }

    func start(_ localName: UnsafePointer<xmlChar>?, _ namespace: UnsafePointer<xmlChar>?, _ attributeCount: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard error == nil else { return }
        // libxml2 calls back with its position at the end of the start tag; the element's
        // position is its '<', the nearest before it (a '<' cannot occur inside a start tag).
        var tagStart = offset
        while tagStart > 0, text[min(tagStart, text.count - 1)] != UInt8(ascii: "<") { tagStart -= 1 }
        let position = position(at: tagStart)
        guard open.count < maximumDepth else {
            fail("nesting deeper than \(maximumDepth) levels", at: position)
            return
        }
        flushText()
        var element = XMLElement(name: string(localName), namespace: namespace.map { string($0) }, position: position)
        if let attributes, attributeCount > 0 {
            element.attributes.reserveCapacity(attributeCount)
            for index in 0..<attributeCount {
                // Five pointers an attribute: local name, prefix, URI, value start, value end.
                let base = index * 5
                guard let name = attributes[base], let start = attributes[base + 3], let end = attributes[base + 4] else { continue }
                let value = attributeValue(UnsafeBufferPointer(start: start, count: end - start))
                element.attributes.append(XMLAttribute(name: string(name), value: value))
            }
        }
        open.append(element)
    }

    func end() {
        guard error == nil, var element = open.popLast() else { return }
        if !pendingText.isEmpty {
            element.children.append(.text(String(decoding: pendingText, as: UTF8.self)))
            pendingText.removeAll(keepingCapacity: true)
        }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    func characters(_ characters: UnsafePointer<xmlChar>?, _ count: Int) {
        guard error == nil, !open.isEmpty, let characters, count > 0 else { return }
        pendingText.append(contentsOf: UnsafeBufferPointer(start: characters, count: count))
    }

    private func flushText() {
        guard !pendingText.isEmpty, !open.isEmpty else { return }
        open[open.count - 1].children.append(.text(String(decoding: pendingText, as: UTF8.self)))
        pendingText.removeAll(keepingCapacity: true)
    }

    func refuse(_ message: String) {
        fail(message, at: position(at: offset))
    }

    func libxmlError(_ reported: xmlError) {
        guard error == nil, reported.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = reported.message.map { String(cString: $0) } ?? "malformed XML"
        while let last = message.last, last.isWhitespace { message.removeLast() }
        // libxml2's words for these are its parser's internals ("Unregistered error message",
        // "attributes construct error"); the rest read well as they are.
        if let clearer = Self.clearerMessages[reported.code] { message = clearer }
        let line = Int(reported.line)
        let column = Int(reported.int2)
        let position = line > 0 ? SourcePosition(line: line, column: max(column, 1)) : self.position(at: offset)
        fail("malformed XML: " + message, at: position)
    }

    func fail(_ message: String, at position: SourcePosition) {
        guard error == nil else { return }
        error = SourceError(file: file, position: position, message: message)
        if let context { xmlStopParser(context) }
    }

    /// Without entity substitution libxml2 hands over every '&' in an attribute value as
    /// "&#38;" (for a tree builder to resolve later); no other reference survives.
    private func attributeValue(_ bytes: UnsafeBufferPointer<xmlChar>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        let reference = Array("&#38;".utf8)
        var resolved: [UInt8] = []
        resolved.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + reference.count <= bytes.count, bytes[index..<(index + reference.count)].elementsEqual(reference) {
                resolved.append(UInt8(ascii: "&"))
                index += reference.count
            } else {
                resolved.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: resolved, as: UTF8.self)
    }

    private func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    /// The line and UTF-16 column of a byte offset at or after the last one asked for.
    private func position(at target: Int) -> SourcePosition {
        if target < cursor.offset { cursor = (0, 1, 1) }
        var (index, line, column) = cursor
        while index < target {
            let byte = text[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += byte >= 0xF0 ? 2 : 1
            }
            index += 1
        }
        cursor = (index, line, column)
        return SourcePosition(line: line, column: column)
    }
}
