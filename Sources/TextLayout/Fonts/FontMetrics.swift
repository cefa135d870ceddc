import Foundation

/// A metrics file: advances, kerning, Arabic joining forms and Indic cluster widths for a few
/// weights of one font family with its fallbacks. Written by `scripts/metrics/generate.py`
/// (format "hig-audit-metrics", version 1; see docs/text-engine.md). Immutable and thread-safe.
public final class FontMetrics: Sendable {
    public static let formatName = "hig-audit-metrics"
    public static let formatVersion = 1

    /// What the file was made from, as the generator wrote it.
    public let source: String
    public let unitsPerEm: Double
    let faces: [FontFace]

    /// The embedded default: Inter scaled to SF Pro's average advance, Noto for other scripts
    /// (reference §6.2, approach D; expected error in docs/text-engine.md).
    public static let `default`: FontMetrics = {
        do {
            return try FontMetrics(jsonData: Data(embeddedDefaultMetrics.utf8))
        } catch {
            // The embedded file is checked by the tests; should it ever fail to load, measure with
            // a flat half-em advance rather than stopping the audit.
            return FontMetrics(fallbackSource: "embedded metrics failed to load: \(error)")
        }
    }()

    /// Reads a metrics file written by the generator.
    public convenience init(contentsOfFile path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw TextLayoutError.invalidMetrics("cannot read \(path): \(error.localizedDescription)")
        }
        try self.init(jsonData: data)
    }

    public init(jsonData: Data) throws {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: jsonData)
        } catch {
            throw TextLayoutError.invalidMetrics("not JSON (\(error.localizedDescription))")
        }
        guard let root = object as? [String: Any] else { throw TextLayoutError.invalidMetrics("not a JSON object") }
        guard root["format"] as? String == Self.formatName else {
            throw TextLayoutError.invalidMetrics("\"format\" is not \"\(Self.formatName)\"")
        }
        guard let version = root["version"] as? Int, version == Self.formatVersion else {
            throw TextLayoutError.invalidMetrics("unsupported version (this build reads \(Self.formatVersion))")
        }
        guard let unitsPerEm = root["unitsPerEm"] as? Int, unitsPerEm > 0 else {
            throw TextLayoutError.invalidMetrics("\"unitsPerEm\" missing")
        }
        guard let faceObjects = root["faces"] as? [[String: Any]], !faceObjects.isEmpty else {
            throw TextLayoutError.invalidMetrics("no faces")
        }
        self.unitsPerEm = Double(unitsPerEm)
        source = root["source"] as? String ?? ""
        faces = try faceObjects.enumerated().map { index, object in
            try FontFace(json: object, unitsPerEm: unitsPerEm, index: index)
        }.sorted { $0.weight < $1.weight }
    }

    private init(fallbackSource: String) {
        source = fallbackSource
        unitsPerEm = 1000
        faces = [FontFace(flatAdvance: 500, unitsPerEm: 1000)]
    }

    /// The weights the file holds (CSS numbers).
    public var weights: [Int] { faces.map(\.weight) }

    /// The face nearest to `weight`; between two, the heavier (as CSS picks for weights above 500).
    func face(for weight: FontWeight) -> FontFace {
        let wanted = weight.numericValue
        var best = faces[0]
        for face in faces where abs(face.weight - wanted) <= abs(best.weight - wanted) {
            best = face
        }
        return best
    }
}

/// One weight's tables, in file units.
final class FontFace: Sendable {
    let weight: Int
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let ellipsis: Int32
    let emoji: Int32
    let missing: Int32
    let advances: CodePointTable
    let asciiAdvances: [Int32]
    /// Kerning class of a character as the first of a pair (matrix row) and as the second
    /// (matrix column); 0 means it does not kern.
    let kernFirst: CodePointTable
    let kernSecond: CodePointTable
    let asciiKernFirst: [UInt16]
    let asciiKernSecond: [UInt16]
    let kernColumns: Int
    let kernMatrix: [Int16]
    let hasKerning: Bool
    /// Arabic-script letters: isolated, initial, medial, final.
    let joiningForms: [UInt32: (Int32, Int32, Int32, Int32)]
    /// Lam-alef ligatures by alef: width alone, width after a joining letter.
    let lamAlef: [UInt32: (Int32, Int32)]
    /// Cluster widths keyed by up to four BMP code points (`clusterKey`).
    let clusters: [UInt64: Int32]

    static let noValue: UInt16 = 0xFFFF

    init(json: [String: Any], unitsPerEm: Int, index: Int) throws {
        func int(_ key: String) throws -> Int {
            guard let value = json[key] as? Int else {
                throw TextLayoutError.invalidMetrics("face \(index): \"\(key)\" missing or not an integer")
            }
            return value
        }
        func integers(_ value: Any?, _ what: String) throws -> [Int] {
            guard let array = value as? [Any] else { throw TextLayoutError.invalidMetrics("face \(index): bad \(what)") }
            return try array.map {
                guard let number = $0 as? Int else { throw TextLayoutError.invalidMetrics("face \(index): bad \(what)") }
                return number
            }
        }
        weight = try int("weight")
        self.unitsPerEm = unitsPerEm
        ascender = try int("ascender")
        descender = try int("descender")
        lineGap = try int("lineGap")
        ellipsis = Int32(try int("ellipsis"))
        emoji = Int32(try int("emoji"))
        missing = Int32(try int("missing"))

        var advanceValues: [UInt32: UInt16] = [:]
        for run in json["advances"] as? [[Any]] ?? [] {
            guard let start = run.first as? Int, start >= 0 else { throw TextLayoutError.invalidMetrics("face \(index): bad advance run") }
            if run.count == 2 {
                for (offset, value) in try integers(run[1], "advance run").enumerated() {
                    advanceValues[UInt32(start + offset)] = UInt16(clamping: value)
                }
            } else if run.count == 3, let count = run[1] as? Int, let value = run[2] as? Int, count >= 0 {
                for offset in 0..<count { advanceValues[UInt32(start + offset)] = UInt16(clamping: value) }
            } else {
                throw TextLayoutError.invalidMetrics("face \(index): bad advance run")
            }
        }
        advances = CodePointTable(advanceValues, empty: Self.noValue)
        asciiAdvances = (0..<128).map { cp in
            let value = advanceValues[UInt32(cp)]
            return value.map { Int32($0) } ?? (cp < 0x20 ? 0 : Int32(json["missing"] as? Int ?? 0))
        }

        let kerning = json["kerning"] as? [String: Any] ?? [:]
        var left: [UInt32: UInt16] = [:]
        var right: [UInt32: UInt16] = [:]
        for pair in kerning["left"] as? [[Int]] ?? [] where pair.count == 2 {
            left[UInt32(pair[0])] = UInt16(clamping: pair[1])
        }
        for pair in kerning["right"] as? [[Int]] ?? [] where pair.count == 2 {
            right[UInt32(pair[0])] = UInt16(clamping: pair[1])
        }
        let columns = Int(right.values.max() ?? 0) + 1
        let rows = Int(left.values.max() ?? 0) + 1
        var matrix = [Int16](repeating: 0, count: rows * columns)
        for triple in kerning["pairs"] as? [[Int]] ?? [] where triple.count == 3 {
            let (row, column) = (triple[0], triple[1])
            guard row >= 0, row < rows, column >= 0, column < columns else {
                throw TextLayoutError.invalidMetrics("face \(index): kerning pair out of range")
            }
            matrix[row * columns + column] = Int16(clamping: triple[2])
        }
        kernFirst = CodePointTable(left, empty: 0)
        kernSecond = CodePointTable(right, empty: 0)
        asciiKernFirst = (0..<128).map { left[UInt32($0)] ?? 0 }
        asciiKernSecond = (0..<128).map { right[UInt32($0)] ?? 0 }
        kernColumns = columns
        kernMatrix = matrix
        hasKerning = !left.isEmpty

        var forms: [UInt32: (Int32, Int32, Int32, Int32)] = [:]
        for row in json["joining"] as? [[Int]] ?? [] where row.count == 5 {
            forms[UInt32(row[0])] = (Int32(row[1]), Int32(row[2]), Int32(row[3]), Int32(row[4]))
        }
        joiningForms = forms
        var ligatures: [UInt32: (Int32, Int32)] = [:]
        for row in json["ligatures"] as? [[Any]] ?? [] where row.count == 3 {
            guard let text = row[0] as? String, let alone = row[1] as? Int, let joined = row[2] as? Int else { continue }
            let scalars = Array(text.unicodeScalars)
            if scalars.count == 2, scalars[0].value == 0x0644 {
                ligatures[scalars[1].value] = (Int32(alone), Int32(joined))
            }
        }
        lamAlef = ligatures
        var clusterWidths: [UInt64: Int32] = [:]
        for row in json["clusters"] as? [[Any]] ?? [] where row.count == 2 {
            guard let text = row[0] as? String, let width = row[1] as? Int else { continue }
            let scalars = text.unicodeScalars.map(\.value)
            if let key = clusterKey(scalars[...]) { clusterWidths[key] = Int32(width) }
        }
        clusters = clusterWidths
    }

    /// A face that gives every character the same advance.
    init(flatAdvance: Int, unitsPerEm: Int) {
        weight = 400
        self.unitsPerEm = unitsPerEm
        ascender = unitsPerEm * 8 / 10
        descender = unitsPerEm * 2 / 10
        lineGap = 0
        ellipsis = Int32(flatAdvance)
        emoji = Int32(unitsPerEm)
        missing = Int32(flatAdvance)
        advances = CodePointTable([:], empty: Self.noValue)
        asciiAdvances = (0..<128).map { $0 < 0x20 ? 0 : Int32(flatAdvance) }
        kernFirst = CodePointTable([:], empty: 0)
        kernSecond = CodePointTable([:], empty: 0)
        asciiKernFirst = Array(repeating: 0, count: 128)
        asciiKernSecond = Array(repeating: 0, count: 128)
        kernColumns = 1
        kernMatrix = [0]
        hasKerning = false
        joiningForms = [:]
        lamAlef = [:]
        clusters = [:]
    }

    @inline(__always)
    func advance(_ c: UInt32) -> Int32 {
        let value = advances[c]
        return value == Self.noValue ? missing : Int32(value)
    }

    @inline(__always)
    func kern(_ first: UInt16, _ second: UInt16) -> Int32 {
        Int32(kernMatrix[Int(first) * kernColumns + Int(second)])
    }
}

/// Packs up to four BMP code points into one key (16 bits each, length in the top bits).
@inline(__always)
func clusterKey(_ scalars: ArraySlice<UInt32>) -> UInt64? {
    guard scalars.count >= 1, scalars.count <= 3 else { return nil }
    var key = UInt64(scalars.count) << 48
    var shift: UInt64 = 0
    for scalar in scalars {
        guard scalar < 0x10000 else { return nil }
        key |= UInt64(scalar) << shift
        shift += 16
    }
    return key
}
