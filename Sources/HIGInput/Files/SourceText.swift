import HIGModel

/// Turns a file's bytes into the UTF-8 the readers work on.
public enum SourceText {
    /// The bytes as valid UTF-8: a UTF-8 byte-order mark is dropped, UTF-16 with a byte-order
    /// mark (as Xcode writes `.strings` and some XLIFF files) is transcoded, and anything else
    /// that is not UTF-8 is an error at the first bad byte.
    public static func utf8(_ bytes: [UInt8], file: String) throws(SourceError) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return try transcodeUTF16(bytes, file: file)
        }
        // Valid text, the usual case, is checked in one pass; the position is worked out only
        // for text that is not.
        if String(validating: bytes, as: UTF8.self) != nil { return bytes }
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += scalar.utf16.count }
            case .emptyInput:
                return bytes
            case .error:
                throw SourceError(file: file, position: SourcePosition(line: line, column: column), message: "not valid UTF-8; save the file as UTF-8")
            }
        }
    }

    /// The UTF-16 code units of `bytes` from `start`, in the byte order its mark says (the
    /// first two bytes, FE FF or FF FE); an odd last byte is dropped.
    static func utf16Units(_ bytes: [UInt8], from start: Int) -> [UInt16] {
        let bigEndian = bytes[0] == 0xFE
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = start
        while index + 1 < bytes.count {
            units.append(bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
            index += 2
        }
        return units
    }

    private static func transcodeUTF16(_ bytes: [UInt8], file: String) throws(SourceError) -> [UInt8] {
        let units = utf16Units(bytes, from: 2)
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): UTF8.encode(scalar) { output.append($0) }
            case .emptyInput: return output
            case .error:
                throw SourceError(file: file, position: SourcePosition(line: 1, column: 1), message: "the file starts with a UTF-16 byte-order mark but is not valid UTF-16")
            }
        }
    }
}
