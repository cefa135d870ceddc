import HIGModel

/// An element of an XML document as `XMLReader` reads it: names, attributes in document order,
/// children (elements and text), and where its start tag begins.
public struct XMLElement: Sendable {
    /// The local name, without a namespace prefix (`trans-unit`, `tableViewCell`).
    public var name: String
    /// The namespace URI, when the document declares one (XLIFF's `urn:oasis:names:tc:xliff:document:1.2`).
    public var namespace: String?
    public var attributes: [XMLAttribute]
    public var children: [XMLNode]
    /// The `<` of the start tag. Columns count UTF-16 code units, as in every reader of the input layer.
    public var position: SourcePosition

    public init(name: String, namespace: String? = nil, attributes: [XMLAttribute] = [], children: [XMLNode] = [], position: SourcePosition) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.children = children
        self.position = position
    }

    /// The value of the attribute with this local name, if the element has it.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in document order.
    public var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements with this local name, in document order.
    public func elements(named name: String) -> [XMLElement] {
        children.compactMap { if case .element(let element) = $0, element.name == name { element } else { nil } }
    }

    /// The first child element with this local name.
    public func element(named name: String) -> XMLElement? {
        for case .element(let element) in children where element.name == name { return element }
        return nil
    }

    /// The element's own text: its text children joined, without the text of child elements.
    public var text: String {
        var joined = ""
        for case .text(let text) in children { joined += text }
        return joined
    }

    /// Every element below this one, depth first in document order, this one excluded.
    public func descendants(_ visit: (XMLElement) throws -> Void) rethrows {
        for case .element(let element) in children {
            try visit(element)
            try element.descendants(visit)
        }
    }
}

/// One attribute: its local name and its value with references replaced.
public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// What an element holds: an element or a run of text (CDATA sections read as text).
public enum XMLNode: Sendable {
    case element(XMLElement)
    case text(String)
}
