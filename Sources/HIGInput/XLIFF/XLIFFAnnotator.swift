import HIGModel

/// Adds attributes and a note to `<trans-unit>`s of an XLIFF file by editing its bytes where
/// each unit's start tag is, so everything else — the encoding and byte-order mark, the XML
/// declaration, white space, comments, attribute order and quoting, entity spelling — stays
/// exactly as it was. The document is read first (`XLIFFDocument.read`); its unit positions say
/// where the start tags are.
///
/// On a unit that already has one of the attributes, the old value is replaced (so a file can
/// be annotated again); a note from the same `noteSource` is replaced likewise.
public enum XLIFFAnnotator {
    public struct Annotation: Sendable {
        /// The `<` of the unit's start tag, as `XLIFFDocument` reports it.
        public var position: SourcePosition
        /// Attributes to set on the start tag, in this order.
        public var attributes: [(name: String, value: String)]
        /// Text of a `<note from="…">` added as the unit's last child; nil adds none.
        public var note: String?

        public init(position: SourcePosition, attributes: [(name: String, value: String)], note: String? = nil) {
            self.position = position
            self.attributes = attributes
            self.note = note
        }
    }

    /// The file's bytes with the annotations applied. Throws when a position does not point
    /// at a `<trans-unit` start tag (the bytes are not the ones that were read).
    public static func annotate(_ bytes: [UInt8], file: String, annotations: [Annotation], noteSource: String) throws(SourceError) -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let bigEndian = bytes[0] == 0xFE
            // The mark stays: it is written back with the file.
            let units = SourceText.utf16Units(bytes, from: 0)
            var editor = Editor(units: units, file: file, start: 1, encode: { Array($0.utf16) }, columnWidth: { _ in 1 })
            try editor.apply(annotations, noteSource: noteSource)
            var out: [UInt8] = []
            out.reserveCapacity(editor.units.count * 2 + 1)
            for unit in editor.units {
                if bigEndian { out += [UInt8(unit >> 8), UInt8(unit & 0xFF)] } else { out += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            }
            if bytes.count % 2 == 1 { out.append(bytes[bytes.count - 1]) }
            return out
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // A UTF-8 lead byte is one UTF-16 column, a four-byte sequence two; continuation bytes none.
        var editor = Editor(units: bytes, file: file, start: start, encode: { Array($0.utf8) }, columnWidth: { $0 & 0xC0 == 0x80 ? 0 : ($0 >= 0xF0 ? 2 : 1) })
        try editor.apply(annotations, noteSource: noteSource)
        return editor.units
    }

    /// `&`, `<`, `>` and both quotes as references, for attribute values and note text.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                // Characters XML 1.0 does not allow are dropped rather than written.
                if character.value < 0x20 || (0xFFFE...0xFFFF).contains(character.value) { continue }
                out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// The edits on one encoding's code units (UTF-8 bytes or UTF-16 units); ASCII has the
    /// same values in both, so markup is found the same way.
    private struct Editor<Unit: FixedWidthInteger & UnsignedInteger> {
        var units: [Unit]
        let file: String
        /// Past the byte-order mark.
        let start: Int
        let encode: (String) -> [Unit]
        let columnWidth: (Unit) -> Int

        private func ascii(_ character: Character) -> Unit { Unit(character.asciiValue!) }

        private func isSpace(_ unit: Unit) -> Bool { unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D }

        mutating func apply(_ annotations: [Annotation], noteSource: String) throws(SourceError) {
            // Offsets first (positions refer to the unedited text), then edits from the end so
            // earlier offsets stay valid.
            var located: [(offset: Int, annotation: Annotation)] = []
            var lineStarts = [start]
            for index in start..<units.count where units[index] == 0x0A { lineStarts.append(index + 1) }
            for annotation in annotations {
                located.append((try offset(of: annotation.position, lineStarts: lineStarts), annotation))
            }
            located.sort { $0.offset > $1.offset }
            var previous = Int.max
            for (offset, annotation) in located where offset != previous {
                previous = offset
                try edit(at: offset, annotation, noteSource: noteSource)
            }
        }

        private func offset(of position: SourcePosition, lineStarts: [Int]) throws(SourceError) -> Int {
            guard position.line >= 1, position.line <= lineStarts.count else { throw misplaced(position) }
            var index = lineStarts[position.line - 1]
            var column = 1
            while column < position.column, index < units.count, units[index] != 0x0A {
                column += columnWidth(units[index])
                index += 1
                while index < units.count, columnWidth(units[index]) == 0 { index += 1 }
            }
            guard column == position.column, matches("<", at: index) else { throw misplaced(position) }
            // `<trans-unit` or `<prefix:trans-unit`.
            var name = index + 1
            while name < units.count, !isSpace(units[name]), units[name] != ascii(">"), units[name] != ascii("/"), units[name] != ascii(":") { name += 1 }
            if name < units.count, units[name] == ascii(":") { name += 1 } else { name = index + 1 }
            guard matches("trans-unit", at: name) else { throw misplaced(position) }
            return index
        }

        private func misplaced(_ position: SourcePosition) -> SourceError {
            SourceError(file: file, position: position, message: "no <trans-unit> start tag here: the file changed since it was read")
        }

        private func matches(_ text: String, at index: Int) -> Bool {
            matches(text.utf8.map { Unit($0) }, at: index)
        }

        private func matches(_ wanted: [Unit], at index: Int) -> Bool {
            guard index >= 0, index + wanted.count <= units.count else { return false }
            return units[index..<(index + wanted.count)].elementsEqual(wanted)
        }

        /// The start tag's attributes as ranges (name start, value end after the quote) and
        /// where the tag closes (`>` or `/>`).
        private func scanStartTag(at tag: Int) -> (attributes: [(name: String, range: Range<Int>)], close: Int, selfClosing: Bool)? {
            var index = tag + 1
            while index < units.count, !isSpace(units[index]), units[index] != ascii(">"), units[index] != ascii("/") { index += 1 }
            var attributes: [(String, Range<Int>)] = []
            while index < units.count {
                // Leading white space belongs to the attribute, so removing it leaves none behind.
                let spaceStart = index
                while index < units.count, isSpace(units[index]) { index += 1 }
                guard index < units.count else { return nil }
                if units[index] == ascii(">") { return (attributes, index, false) }
                if units[index] == ascii("/") { return (attributes, index, true) }
                let nameStart = index
                while index < units.count, units[index] != ascii("="), !isSpace(units[index]), units[index] != ascii(">") { index += 1 }
                let name = text(nameStart..<index)
                while index < units.count, isSpace(units[index]) { index += 1 }
                guard index < units.count, units[index] == ascii("=") else { return nil }
                index += 1
                while index < units.count, isSpace(units[index]) { index += 1 }
                guard index < units.count, units[index] == ascii("\"") || units[index] == ascii("'") else { return nil }
                let quote = units[index]
                index += 1
                while index < units.count, units[index] != quote { index += 1 }
                guard index < units.count else { return nil }
                index += 1
                attributes.append((name, spaceStart..<index))
            }
            return nil
        }

        /// The `</trans-unit>` (any prefix) after `from`, skipping comments and CDATA sections.
        private func endTag(after from: Int) -> Int? {
            var index = from
            while index < units.count {
                guard units[index] == ascii("<") else {
                    index += 1
                    continue
                }
                if matches("<!--", at: index) {
                    index = find("-->", from: index + 4).map { $0 + 3 } ?? units.count
                } else if matches("<![CDATA[", at: index) {
                    index = find("]]>", from: index + 9).map { $0 + 3 } ?? units.count
                } else if matches("</", at: index) {
                    var name = index + 2
                    let nameStart = name
                    while name < units.count, units[name] != ascii(">"), !isSpace(units[name]) { name += 1 }
                    let tagName = text(nameStart..<name)
                    if tagName == "trans-unit" || tagName.hasSuffix(":trans-unit") { return index }
                    index = name
                } else {
                    index += 1
                }
            }
            return nil
        }

        private func text(_ range: Range<Int>) -> String {
            Unit.bitWidth == 8
                ? String(decoding: units[range].map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
                : String(decoding: units[range].map { UInt16(truncatingIfNeeded: $0) }, as: UTF16.self)
        }

        /// Where `text` next starts at or after `from` and before `limit` (the end when nil).
        private func find(_ text: String, from: Int, before limit: Int? = nil) -> Int? {
            // The needle is made once: one per position made a long file's search quadratic in
            // allocations.
            let wanted = text.utf8.map { Unit($0) }
            guard let first = wanted.first else { return from }
            var index = from
            let end = min(limit ?? units.count, units.count)
            while index < end {
                if units[index] == first, matches(wanted, at: index) { return index }
                index += 1
            }
            return nil
        }

        private mutating func edit(at tag: Int, _ annotation: Annotation, noteSource: String) throws(SourceError) {
            guard let startTag = scanStartTag(at: tag) else {
                throw SourceError(file: file, position: annotation.position, message: "the <trans-unit> start tag is not closed")
            }
            let names = Set(annotation.attributes.map(\.name))
            // The note first: it is after the start tag, so editing it leaves the tag's offsets alone.
            if let note = annotation.note, !startTag.selfClosing, let end = endTag(after: startTag.close + 1) {
                let noteText = encode(XLIFFAnnotator.escape(note))
                let open = "<note from=\"\(XLIFFAnnotator.escape(noteSource))\">"
                if let existing = find(open, from: startTag.close + 1, before: end), let close = find("</note>", from: existing, before: end) {
                    units.replaceSubrange((existing + open.utf8.count)..<close, with: noteText)
                } else {
                    // Indented like the unit's other children when the end tag starts its line.
                    var lineStart = end
                    while lineStart > startTag.close + 1, units[lineStart - 1] == 0x20 || units[lineStart - 1] == 0x09 { lineStart -= 1 }
                    let element = encode(open) + noteText + encode("</note>")
                    if lineStart > 0, units[lineStart - 1] == 0x0A {
                        let indent = Array(units[lineStart..<end])
                        // One level deeper than the end tag: the indent step the file uses.
                        let step: [Unit] = indent.first == 0x09 ? [0x09] : encode("  ")
                        units.replaceSubrange(end..<end, with: step + element + encode(lineBreak(before: lineStart)) + indent)
                    } else {
                        units.replaceSubrange(end..<end, with: element)
                    }
                }
            }
            var insertion: [Unit] = []
            for (name, value) in annotation.attributes {
                insertion += encode(" \(name)=\"\(XLIFFAnnotator.escape(value))\"")
            }
            units.replaceSubrange(startTag.close..<startTag.close, with: insertion)
            for attribute in startTag.attributes.reversed() where names.contains(attribute.name) {
                units.removeSubrange(attribute.range)
            }
        }

        /// `\r\n` when the file's line before `lineStart` ends so, else `\n`.
        private func lineBreak(before lineStart: Int) -> String {
            lineStart >= 2 && units[lineStart - 2] == 0x0D ? "\r\n" : "\n"
        }
    }
}
