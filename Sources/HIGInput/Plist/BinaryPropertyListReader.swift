import HIGModel

/// Reads a binary property list (`bplist00`), the form `plutil -convert binary1` and Xcode's
/// "binary" output encoding write, as untrusted input.
///
/// The format (Apple's CFBinaryPList.c, open source in swift-corelibs-foundation): an 8-byte
/// header `bplist00`; objects, each a marker byte (high nibble the type, low nibble a size or
/// 0xF followed by an integer object holding the size); an offset table; a 32-byte trailer
/// (6 unused bytes, the offset size, the object-reference size, then three big-endian 64-bit
/// numbers: object count, top object, offset-table offset).
///
/// Every offset, size and reference is checked against the file before it is used; nesting
/// deeper than `limits.maximumDepth` (which a reference cycle always reaches) is an error, and
/// so is a file whose shared references would decode to more than `maximumDecodedObjects`
/// values (a few hundred bytes can otherwise describe an exponential tree). Errors name the
/// byte offset as column 1 of line 1 is all a binary file has: `offset N` in the message.
public enum BinaryPropertyListReader {
    /// No real strings file comes near this; a guard against shared-reference bombs.
    public static let maximumDecodedObjects = 1 << 20

    public static func read(_ bytes: [UInt8], file: String, limits: InputLimits = InputLimits(maximumDepth: 128)) throws(SourceError) -> PropertyList {
        var reader = Reader(bytes: bytes, file: file, maximumDepth: limits.maximumDepth)
        return try reader.read()
    }

    struct Reader {
        let bytes: [UInt8]
        let file: String
        let maximumDepth: Int
        var offsetSize = 0
        var referenceSize = 0
        var objectCount = 0
        var offsetTable = 0
        var decoded = 0

        init(bytes: [UInt8], file: String, maximumDepth: Int) {
            self.bytes = bytes
            self.file = file
            self.maximumDepth = maximumDepth
        }

        func fail(_ message: String) -> SourceError {
            SourceError(file: file, position: nil, message: "binary property list: \(message)")
        }

        /// A big-endian unsigned number of `size` bytes at `offset` (bounds already checked by
        /// the caller or here).
        func number(at offset: Int, size: Int) throws(SourceError) -> UInt64 {
            guard size >= 1, size <= 8, offset >= 0, offset <= bytes.count - size else { throw fail("a \(size)-byte number at offset \(offset) runs past the end") }
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return value
        }

        mutating func read() throws(SourceError) -> PropertyList {
            guard bytes.starts(with: Array("bplist00".utf8)) else {
                // The version is two ASCII digits; anything else is shown escaped, never raw.
                let version = bytes.dropFirst(6).prefix(2).map { (0x30...0x39).contains($0) ? String(UnicodeScalar($0)) : "?" }.joined()
                throw fail(bytes.starts(with: Array("bplist".utf8)) ? "version \(version) is not read; only bplist00 (what plutil and Xcode write)" : "no 'bplist00' header")
            }
            // A header, one object and the trailer at the least.
            guard bytes.count >= 8 + 1 + 32 else { throw fail("\(bytes.count) bytes is too short for a header, an object and the 32-byte trailer") }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { throw fail("offset size \(offsetSize) or reference size \(referenceSize) is not 1 to 8 bytes") }
            let count = try number(at: trailer + 8, size: 8)
            let top = try number(at: trailer + 16, size: 8)
            let table = try number(at: trailer + 24, size: 8)
            // Every object takes at least one byte between the header and the table.
            guard table >= 9, table < UInt64(trailer), count >= 1, count <= table - 8, top < count,
                  count <= UInt64((trailer - Int(table)) / offsetSize) else {
                throw fail("the trailer's object count (\(count)), top object (\(top)) or offset table (at \(table)) does not fit the file")
            }
            objectCount = Int(count)
            offsetTable = Int(table)
            return try object(Int(top), depth: 0)
        }

        func offset(of reference: Int) throws(SourceError) -> Int {
            guard reference >= 0, reference < objectCount else { throw fail("object reference \(reference) is not below the object count \(objectCount)") }
            let offset = try number(at: offsetTable + reference * offsetSize, size: offsetSize)
            guard offset >= 8, offset < UInt64(offsetTable) else { throw fail("object \(reference) is said to start at offset \(offset), outside the object area") }
            return Int(offset)
        }

        /// The size a marker's low nibble gives, or the integer object after it when 0xF; and
        /// where the contents start.
        func size(marker: UInt8, at offset: Int) throws(SourceError) -> (count: Int, start: Int) {
            let nibble = Int(marker & 0x0F)
            guard nibble == 0x0F else { return (nibble, offset + 1) }
            guard offset + 1 < offsetTable else { throw fail("the size of the object at offset \(offset) runs past the object area") }
            let sizeMarker = bytes[offset + 1]
            guard sizeMarker >> 4 == 0x1, sizeMarker & 0x0F <= 3 else { throw fail("the object at offset \(offset) has a size that is not an integer") }
            let width = 1 << Int(sizeMarker & 0x0F)
            let value = try number(at: offset + 2, size: width)
            guard value <= UInt64(bytes.count) else { throw fail("the object at offset \(offset) claims \(value) elements, more than the file holds") }
            return (Int(value), offset + 2 + width)
        }

        /// `count` units of `unit` bytes from `start` lie inside the object area.
        func contents(_ start: Int, count: Int, unit: Int, object offset: Int) throws(SourceError) -> Range<Int> {
            let (length, overflow) = count.multipliedReportingOverflow(by: unit)
            guard !overflow, start <= offsetTable, length <= offsetTable - start else { throw fail("the object at offset \(offset) runs past the object area") }
            return start..<(start + length)
        }

        mutating func object(_ reference: Int, depth: Int) throws(SourceError) -> PropertyList {
            guard depth <= maximumDepth else { throw fail("nested deeper than \(maximumDepth) levels (a reference cycle?)") }
            decoded += 1
            guard decoded <= maximumDecodedObjects else { throw fail("decodes to more than \(maximumDecodedObjects) values (shared references)") }
            let offset = try offset(of: reference)
            let marker = bytes[offset]
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return PropertyList(.bool(false), position: nil)
                case 0x09: return PropertyList(.bool(true), position: nil)
                default: throw fail("marker 0x\(String(marker, radix: 16)) at offset \(offset) (null or fill) is not a value")
                }
            case 0x1:
                let exponent = Int(marker & 0x0F)
                guard exponent <= 4 else { throw fail("an integer of 2^\(exponent) bytes at offset \(offset)") }
                let width = 1 << exponent
                _ = try contents(offset + 1, count: width, unit: 1, object: offset)
                // 16-byte integers keep their low 8 bytes, as CFBinaryPList reads them.
                let value = try number(at: offset + 1 + max(0, width - 8), size: min(width, 8))
                return PropertyList(.integer(Int64(bitPattern: value)), position: nil)
            case 0x2:
                let width = 1 << Int(marker & 0x0F)
                guard width == 4 || width == 8 else { throw fail("a real of \(width) bytes at offset \(offset)") }
                _ = try contents(offset + 1, count: width, unit: 1, object: offset)
                let raw = try number(at: offset + 1, size: width)
                let value = width == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
                return PropertyList(.real(value), position: nil)
            case 0x3:
                guard marker == 0x33 else { throw fail("marker 0x\(String(marker, radix: 16)) at offset \(offset) is not a date") }
                _ = try contents(offset + 1, count: 8, unit: 1, object: offset)
                return PropertyList(.date(Double(bitPattern: try number(at: offset + 1, size: 8))), position: nil)
            case 0x4:
                let (count, start) = try size(marker: marker, at: offset)
                let range = try contents(start, count: count, unit: 1, object: offset)
                return PropertyList(.data(Array(bytes[range])), position: nil)
            case 0x5:
                let (count, start) = try size(marker: marker, at: offset)
                let range = try contents(start, count: count, unit: 1, object: offset)
                guard bytes[range].allSatisfy({ $0 < 0x80 }) else { throw fail("the ASCII string at offset \(offset) holds a byte over 0x7F") }
                return PropertyList(.string(String(decoding: bytes[range], as: UTF8.self)), position: nil)
            case 0x6:
                let (count, start) = try size(marker: marker, at: offset)
                let range = try contents(start, count: count, unit: 2, object: offset)
                var units: [UInt16] = []
                units.reserveCapacity(count)
                var index = range.lowerBound
                while index < range.upperBound {
                    units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                    index += 2
                }
                var text = ""
                var iterator = units.makeIterator()
                var decoder = UTF16()
                loop: while true {
                    switch decoder.decode(&iterator) {
                    case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
                    case .emptyInput: break loop
                    case .error: throw fail("the UTF-16 string at offset \(offset) holds an unpaired surrogate")
                    }
                }
                return PropertyList(.string(text), position: nil)
            case 0xA, 0xD:
                let (count, start) = try size(marker: marker, at: offset)
                let isDictionary = marker >> 4 == 0xD
                let range = try contents(start, count: isDictionary ? count * 2 : count, unit: referenceSize, object: offset)
                func reference(_ index: Int) throws(SourceError) -> Int {
                    Int(try number(at: range.lowerBound + index * referenceSize, size: referenceSize))
                }
                if !isDictionary {
                    var elements: [PropertyList] = []
                    for index in 0..<count { elements.append(try object(try reference(index), depth: depth + 1)) }
                    return PropertyList(.array(elements), position: nil)
                }
                var members: [PropertyList.Member] = []
                for index in 0..<count {
                    let key = try object(try reference(index), depth: depth + 1)
                    guard let name = key.string else { throw fail("a dictionary key at offset \(offset) is \(key.typeName), not a string") }
                    members.append(PropertyList.Member(key: name, keyPosition: nil, value: try object(try reference(count + index), depth: depth + 1)))
                }
                return PropertyList(.dictionary(members), position: nil)
            default:
                throw fail("marker 0x\(String(marker, radix: 16)) at offset \(offset) is not a value this reader knows (UIDs and sets are not used in strings files)")
            }
        }
    }
}
