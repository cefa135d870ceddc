/// The elements the HTML report writes, and a scan of the tags in a page: text from the audited
/// files is escaped, so a tag outside this set means some text became markup.
enum HTMLTags {
    static let written: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "a", "header", "h1", "h2", "h3", "p", "span", "nav", "ul", "ol", "li",
        "main", "section", "table", "caption", "thead", "tbody", "tr", "th", "td", "code", "div", "label", "select", "option",
        "figure", "figcaption", "bdi", "details", "summary", "dl", "dt", "dd", "svg", "rect", "g", "line", "circle", "path", "text", "footer", "script",
    ]

    /// The name of every start and end tag, lowercased, outside the script and style elements.
    static func names(in page: String) -> [String] {
        var text = page
        for element in ["script", "style"] {
            while let open = text.range(of: "<\(element)>"), let close = text.range(of: "</\(element)>", range: open.upperBound..<text.endIndex) {
                text.replaceSubrange(open.upperBound..<close.lowerBound, with: "")
                text.replaceSubrange(open.lowerBound..<open.upperBound, with: "<\(element)-kept>")
            }
        }
        var names: [String] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            var cursor = text.index(after: open)
            if cursor < text.endIndex, text[cursor] == "/" { cursor = text.index(after: cursor) }
            var name = ""
            while cursor < text.endIndex, text[cursor].isLetter || text[cursor].isNumber || text[cursor] == "-" {
                name.append(text[cursor])
                cursor = text.index(after: cursor)
            }
            if !name.isEmpty { names.append(name.lowercased().replacingOccurrences(of: "-kept", with: "")) }
            index = cursor > open ? cursor : text.index(after: open)
        }
        return names
    }
}
