import Foundation
import CICU

/// A metrics file: advances, kerning, Arabic joining forms and Indic cluster widths for a few
/// weights of one font family with its fallbacks, and optionally a calibration that turns them
/// into the system font's two optical designs (`OpticalDesign`). Written by
/// `scripts/metrics/generate.py` and `calibrate.py` as JSON (format "hig-audit-metrics", version
/// 1 or 2) and by `scripts/metrics/binary.py` in binary form ("HIGM", version 1 or 2); both are
/// described in docs/text-engine.md. Immutable and thread-safe.
///
/// Metrics, once loaded, are kept for the life of the process: a run loads one or two, and
/// fonts then refer to them without counting references, so a `Font` is plain values that every
/// thread copies freely.
public final class FontMetrics: Sendable {
    public static let formatName = "hig-audit-metrics"
    /// The newest version this build reads and writes; version 1 (no calibration) still reads.
    public static let formatVersion = 2
    /// The first bytes of the binary form, and its version.
    public static let binaryMagic: [UInt8] = Array("HIGM".utf8)
    public static let binaryVersion = 2

    /// What the file was made from, as the generator wrote it.
    public let source: String
    public let unitsPerEm: Double
    /// The faces as the file holds them, before any calibration, lightest first.
    private let plainSlots: [FaceSlot]
    /// The designs' scales, in file order; empty when the file has no calibration.
    public let calibration: [DesignCalibration]

    /// The embedded default: Inter and Noto fonts calibrated to SF Pro Text and SF Pro Display's
    /// measured widths (shared reference `sf-pro/`; expected error in docs/text-engine.md).
    /// Embedded in binary form: parsing the 1.3 MB JSON took most of a short run's start-up.
    /// Its faces are decoded, calibrated and turned into lookup tables one by one as fonts first
    /// measure with them (`FaceSlot`): a Latin-only run needs two or three of the nine, and
    /// making all of them was more than half of the bundled example's instructions.
    public static let `default`: FontMetrics = {
        do {
            return try FontMetrics(base64Binary: embeddedDefaultMetrics, lazily: true)
        } catch {
            // The embedded file is checked by the tests; should it ever fail to load, measure with
            // a flat half-em advance rather than stopping the audit.
            return FontMetrics(fallbackSource: "embedded metrics failed to load: \(error)")
        }
    }()

    /// How far the embedded default's widths may be from the system font's, as a fraction of a
    /// width: the largest 95th percentile of |error| among the scripts of the SF Pro reference
    /// (Arabic's 2.9 %; Latin 1.4 %; all strings 1.6 %), tracked widths against SF's with the
    /// fonts' own `trak`, Text and Display, Regular and Semibold, rounded up.
    /// `SFProFidelityTests` measures it and fails when it grows past this or falls a point below.
    /// Between 20 and 28 pt the variable font's optical size adds an error not measured here (D).
    public static let defaultUncertainty = 0.03

    /// Every metrics object made, so that none is ever released (see above).
    nonisolated(unsafe) private static var kept: [FontMetrics] = []
    private static let keptLock = NSLock()

    private static func keep(_ metrics: FontMetrics) {
        keptLock.lock()
        defer { keptLock.unlock() }
        kept.append(metrics)
    }

    /// The generator's JSON form, as plain values (`[String: Any]`, `[Any]`, `Int`, `Double`,
    /// `String`). Reading the file and its JSON is the input layer's (HIGAudit's
    /// `FontMetricsFile`, with the JSON reader every input shares): this module only knows
    /// what the values mean.
    public convenience init(jsonObject object: Any) throws {
        guard let root = object as? [String: Any] else { throw TextLayoutError.invalidMetrics("not a JSON object") }
        guard root["format"] as? String == Self.formatName else {
            throw TextLayoutError.invalidMetrics("\"format\" is not \"\(Self.formatName)\"")
        }
        guard let version = root["version"] as? Int, version >= 1, version <= Self.formatVersion else {
            throw TextLayoutError.invalidMetrics("unsupported version (this build reads 1 to \(Self.formatVersion))")
        }
        guard let unitsPerEm = root["unitsPerEm"] as? Int, unitsPerEm > 0 else {
            throw TextLayoutError.invalidMetrics("\"unitsPerEm\" missing")
        }
        guard let faceObjects = root["faces"] as? [[String: Any]], !faceObjects.isEmpty else {
            throw TextLayoutError.invalidMetrics("no faces")
        }
        let faces = try faceObjects.enumerated().map { index, object in
            try FaceTables(json: object, unitsPerEm: unitsPerEm, index: index)
        }
        let calibration = try DesignCalibration.entries(json: root["calibration"])
        let tables = FaceTableSource(decoded: faces)
        try self.init(source: root["source"] as? String ?? "", unitsPerEm: unitsPerEm,
                      headers: faces.map(FaceHeader.init), tables: tables, calibration: calibration, lazily: false)
    }

    /// Reads the binary form (little-endian; layout in docs/text-engine.md). Every face is decoded
    /// here, so a bad file fails now, not at its first measurement.
    public convenience init(binaryData: Data) throws {
        try self.init(binary: [UInt8](binaryData), lazily: false)
    }

    /// The binary form as base64, line breaks allowed: how the default is embedded.
    convenience init(base64Binary text: String, lazily: Bool = false) throws {
        var text = text
        let bytes = try text.withUTF8 { try decodeBase64($0) }
        try self.init(binary: bytes, lazily: lazily)
    }

    /// The binary form: its header, calibration and each face's line metrics now (a walk over
    /// the tables that checks their lengths), each face's tables when `lazily` is false or when
    /// a font first measures with it.
    private convenience init(binary bytes: [UInt8], lazily: Bool) throws {
        let layout = try bytes.withUnsafeBytes { try Self.skimBinary($0) }
        try self.init(source: layout.source, unitsPerEm: layout.unitsPerEm, headers: layout.headers,
                      tables: FaceTableSource(binary: bytes, offsets: layout.offsets),
                      calibration: layout.calibration, lazily: lazily)
    }

    private convenience init(source: String, unitsPerEm: Int, headers: [FaceHeader], tables: FaceTableSource,
                             calibration: [DesignCalibration], lazily: Bool) throws {
        // Lightest first; equal weights keep file order (the sort is stable).
        let order = headers.indices.sorted { headers[$0].weight < headers[$1].weight }
        let plain = order.map { index in
            FaceSlot(header: headers[index], unitsPerEm: unitsPerEm) {
                try FontFace(tables: tables.tables(index), unitsPerEm: unitsPerEm, index: index)
            }
        }
        // Each design's face of each file face: the file's tables times the calibration entry
        // nearest in weight (Bold takes Semibold's when only those two were measured).
        var designed: [[FaceSlot]] = []
        for design in OpticalDesign.allCases {
            let entries = calibration.filter { $0.design == design }
            if entries.isEmpty {
                designed.append(plain)
                continue
            }
            designed.append(order.map { index in
                let header = headers[index]
                let entry = entries.reduce(entries[0]) { best, next in
                    abs(next.weight - header.weight) <= abs(best.weight - header.weight) ? next : best
                }
                return FaceSlot(header: header, unitsPerEm: unitsPerEm) {
                    try FontFace(tables: tables.tables(index).scaled(by: entry), unitsPerEm: unitsPerEm, index: index)
                }
            })
        }
        if !lazily {
            // The file's faces first, in file order, then the designs': the first error is the
            // one decoding the whole file in order meets.
            let plainByFileIndex = Dictionary(uniqueKeysWithValues: zip(order, plain))
            for index in headers.indices { try plainByFileIndex[index]?.build() }
            for slot in designed.joined() { try slot.build() }
        }
        self.init(source: source, unitsPerEm: unitsPerEm, plain: plain, designed: designed, calibration: calibration)
    }

    private init(source: String, unitsPerEm: Int, plain: [FaceSlot], designed: [[FaceSlot]],
                 calibration: [DesignCalibration]) {
        self.source = source
        self.unitsPerEm = Double(unitsPerEm)
        plainSlots = plain
        self.calibration = calibration
        facesByWeight = FontWeight.allCases.map { Self.closestFace(to: $0, in: plain) }
        facesByDesign = designed.map { faces in FontWeight.allCases.map { Self.closestFace(to: $0, in: faces) } }
        uncalibratedStorage = calibration.isEmpty ? nil
            : FontMetrics(source: source, unitsPerEm: unitsPerEm, plain: plain,
                          designed: OpticalDesign.allCases.map { _ in plain }, calibration: [])
        Self.keep(self)
    }

    private init(fallbackSource: String) {
        source = fallbackSource
        unitsPerEm = 1000
        let flat = FaceSlot(built: FontFace(flatAdvance: 500, unitsPerEm: 1000))
        plainSlots = [flat]
        calibration = []
        facesByWeight = FontWeight.allCases.map { _ in flat }
        facesByDesign = OpticalDesign.allCases.map { [facesByWeight] _ in facesByWeight }
        uncalibratedStorage = nil
        Self.keep(self)
    }

    /// The same faces without the calibration: what the open fonts measure, one design for
    /// every size. The metrics themselves when they have no calibration.
    public var uncalibrated: FontMetrics { uncalibratedStorage ?? self }
    private let uncalibratedStorage: FontMetrics?

    /// Where each face starts in the binary form, and what is known without decoding its tables.
    private struct BinaryLayout {
        var source: String
        var unitsPerEm: Int
        var offsets: [Int]
        var headers: [FaceHeader]
        var calibration: [DesignCalibration]
    }

    private static func skimBinary(_ raw: UnsafeRawBufferPointer) throws -> BinaryLayout {
        var reader = BinaryReader(raw)
        guard raw.count >= 4, Array(raw[0..<4]) == binaryMagic else {
            throw TextLayoutError.invalidMetrics("not a binary metrics file")
        }
        reader.offset = 4
        let version = try reader.u16()
        guard version >= 1, version <= binaryVersion else {
            throw TextLayoutError.invalidMetrics("unsupported binary version \(version) (this build reads 1 to \(binaryVersion))")
        }
        let faceCount = Int(try reader.u16())
        let unitsPerEm = Int(try reader.u32())
        guard unitsPerEm > 0, faceCount > 0 else { throw TextLayoutError.invalidMetrics("no faces or no unitsPerEm") }
        let source = String(decoding: try reader.bytes(Int(try reader.u32())), as: UTF8.self)
        var offsets: [Int] = []
        var headers: [FaceHeader] = []
        for _ in 0..<faceCount {
            offsets.append(reader.offset)
            headers.append(try FaceTables.skipBinary(&reader))
        }
        let calibration = version >= 2 ? try DesignCalibration.entries(binary: &reader) : []
        guard reader.offset == raw.count else { throw TextLayoutError.invalidMetrics("trailing bytes after the last face") }
        return BinaryLayout(source: source, unitsPerEm: unitsPerEm, offsets: offsets, headers: headers, calibration: calibration)
    }

    /// The weights the file holds (CSS numbers).
    public var weights: [Int] { plainSlots.map(\.weight) }

    /// The faces as the file holds them, uncalibrated, lightest first (every one built).
    var faces: [FontFace] { plainSlots.map(\.face) }

    /// The file's face nearest to `weight`, uncalibrated; between two, the heavier (as CSS picks
    /// for weights above 500).
    func face(for weight: FontWeight) -> FontFace {
        facesByWeight[weight.index].face
    }

    /// The face nearest to `weight` in `design`: calibrated when the file calibrates that design.
    func face(for weight: FontWeight, design: OpticalDesign) -> FontFace {
        facesByDesign[design.index][weight.index].face
    }

    /// The same face before its tables are built: what a font holds.
    func faceSlot(for weight: FontWeight, design: OpticalDesign) -> FaceSlot {
        facesByDesign[design.index][weight.index]
    }

    /// The optical designs the file calibrates (the others measure with the plain faces).
    public var calibratedDesigns: [OpticalDesign] {
        OpticalDesign.allCases.filter { design in calibration.contains { $0.design == design } }
    }

    /// `face(for:)` of every weight, in `FontWeight.allCases` order: fonts are made per label
    /// per scenario, and the search retains every face it passes.
    private let facesByWeight: [FaceSlot]
    /// The same per design, in `OpticalDesign.allCases` order.
    private let facesByDesign: [[FaceSlot]]

    private static func closestFace(to weight: FontWeight, in faces: [FaceSlot]) -> FaceSlot {
        let wanted = weight.numericValue
        var best = faces[0]
        for face in faces where abs(face.weight - wanted) <= abs(best.weight - wanted) {
            best = face
        }
        return best
    }
}

/// What a face's first bytes say: enough to choose it by weight and give a font its leading
/// before any table is decoded.
struct FaceHeader: Sendable {
    let weight: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int

    init(weight: Int, ascender: Int, descender: Int, lineGap: Int) {
        self.weight = weight
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    init(_ tables: FaceTables) {
        self.init(weight: tables.weight, ascender: tables.ascender, descender: tables.descender, lineGap: tables.lineGap)
    }
}

/// One face of one design, its lookup tables built the first time a font measures with it and
/// kept, like its metrics, for the process's life. The built face is published with
/// release/acquire ordering (CICU), so reading it takes no lock once built; the lock only keeps
/// two threads from building it twice.
final class FaceSlot: @unchecked Sendable {
    // @unchecked: `published` is written once, under `lock`, and read with acquire ordering.
    let weight: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    private let unitsPerEm: Int
    private let make: @Sendable () throws -> FontFace
    private let published: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let lock = NSLock()

    init(header: FaceHeader, unitsPerEm: Int, make: @escaping @Sendable () throws -> FontFace) {
        self.unitsPerEm = unitsPerEm
        weight = header.weight
        ascender = header.ascender
        descender = header.descender
        lineGap = header.lineGap
        self.make = make
        published = .allocate(capacity: 1)
        published.initialize(to: nil)
    }

    convenience init(built face: FontFace) {
        self.init(header: FaceHeader(weight: face.weight, ascender: face.ascender, descender: face.descender,
                                     lineGap: face.lineGap), unitsPerEm: face.unitsPerEm) { face }
        _ = try? build()
    }

    /// The face, built now if no font has measured with it yet. A face that fails to build
    /// (only a metrics file loaded lazily can: the embedded default, which the tests load
    /// whole) measures with a flat half-em advance rather than stopping the audit.
    var face: FontFace {
        @inline(__always) get {
            if let built = cicu_load_published_pointer(published) {
                return Unmanaged<FontFace>.fromOpaque(built).takeUnretainedValue()
            }
            return buildOrFlat()
        }
    }

    @inline(never)
    private func buildOrFlat() -> FontFace {
        if let face = try? build() { return face }
        lock.lock()
        defer { lock.unlock() }
        if let built = cicu_load_published_pointer(published) {
            return Unmanaged<FontFace>.fromOpaque(built).takeUnretainedValue()
        }
        let flat = FontFace(flatAdvance: unitsPerEm / 2, unitsPerEm: unitsPerEm)
        cicu_publish_pointer(published, Unmanaged.passRetained(flat).toOpaque())
        return flat
    }

    /// Builds the face unless it is built; throws what building it threw.
    @discardableResult
    func build() throws -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let built = cicu_load_published_pointer(published) {
            return Unmanaged<FontFace>.fromOpaque(built).takeUnretainedValue()
        }
        let face = try make()
        // Retained for good: fonts refer to faces without counting references.
        cicu_publish_pointer(published, Unmanaged.passRetained(face).toOpaque())
        return face
    }
}

/// Each file face's tables, decoded from the binary form on first use (once, whoever asks
/// first), or given decoded (the JSON form).
final class FaceTableSource: @unchecked Sendable {
    // @unchecked: `decoded` is only read or written under `lock`.
    private let binary: [UInt8]
    private let offsets: [Int]
    private var decoded: [Int: FaceTables]
    private let lock = NSLock()

    init(binary: [UInt8], offsets: [Int]) {
        self.binary = binary
        self.offsets = offsets
        decoded = [:]
    }

    init(decoded faces: [FaceTables]) {
        binary = []
        offsets = []
        decoded = Dictionary(uniqueKeysWithValues: faces.enumerated().map { ($0, $1) })
    }

    func tables(_ index: Int) throws -> FaceTables {
        lock.lock()
        defer { lock.unlock() }
        if let tables = decoded[index] { return tables }
        let tables = try binary.withUnsafeBytes { raw in
            var reader = BinaryReader(raw)
            reader.offset = offsets[index]
            return try FaceTables(binary: &reader, index: index)
        }
        decoded[index] = tables
        return tables
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
    let asciiAdvances: FixedTable<Int32>
    /// Kerning class of a character as the first of a pair (matrix row) and as the second
    /// (matrix column); 0 means it does not kern.
    let kernFirst: CodePointTable
    let kernSecond: CodePointTable
    let asciiKernFirst: FixedTable<UInt16>
    let asciiKernSecond: FixedTable<UInt16>
    let kernColumns: Int
    let kernMatrix: FixedTable<Int16>
    let hasKerning: Bool
    /// Arabic-script letters: isolated, initial, medial, final.
    let joiningForms: [UInt32: (Int32, Int32, Int32, Int32)]
    /// Lam-alef ligatures by alef: width alone, width after a joining letter.
    let lamAlef: [UInt32: (Int32, Int32)]
    /// Cluster widths keyed by up to four BMP code points (`clusterKey`).
    let clusters: [UInt64: Int32]
    /// The same three maps in fixed tables, as measuring reads them: reading a dictionary the
    /// threads share retains its storage, and they would contend for its count.
    let joiningFormsTable: CodePointMap<(Int32, Int32, Int32, Int32)>
    let lamAlefTable: CodePointMap<(Int32, Int32)>
    let clusterTable: FixedHashMap

    static let noValue: UInt16 = 0xFFFF

    /// Builds the lookup tables from a face's tables as the file holds them (either form).
    init(tables: FaceTables, unitsPerEm: Int, index: Int) throws {
        weight = tables.weight
        self.unitsPerEm = unitsPerEm
        ascender = tables.ascender
        descender = tables.descender
        lineGap = tables.lineGap
        ellipsis = tables.ellipsis
        emoji = tables.emoji
        missing = tables.missing
        advances = tables.advances.build()
        asciiAdvances = FixedTable((0..<128).map { cp in tables.ascii[cp] ?? (cp < 0x20 ? 0 : tables.missing) })

        let left = tables.left, right = tables.right
        let columns = Int(right.values.max() ?? 0) + 1
        let rows = Int(left.values.max() ?? 0) + 1
        var matrix = [Int16](repeating: 0, count: rows * columns)
        for (row, column, value) in tables.pairs {
            guard row >= 0, row < rows, column >= 0, column < columns else {
                throw TextLayoutError.invalidMetrics("face \(index): kerning pair out of range")
            }
            matrix[row * columns + column] = value
        }
        kernFirst = CodePointTable(left, empty: 0)
        kernSecond = CodePointTable(right, empty: 0)
        asciiKernFirst = FixedTable((0..<128).map { left[UInt32($0)] ?? 0 })
        asciiKernSecond = FixedTable((0..<128).map { right[UInt32($0)] ?? 0 })
        kernColumns = columns
        kernMatrix = FixedTable(matrix)
        hasKerning = !left.isEmpty
        joiningForms = tables.joiningForms
        lamAlef = tables.lamAlef
        clusters = tables.clusters
        joiningFormsTable = CodePointMap(tables.joiningForms)
        lamAlefTable = CodePointMap(tables.lamAlef)
        clusterTable = FixedHashMap(tables.clusters)
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
        asciiAdvances = FixedTable((0..<128).map { $0 < 0x20 ? 0 : Int32(flatAdvance) })
        kernFirst = CodePointTable([:], empty: 0)
        kernSecond = CodePointTable([:], empty: 0)
        asciiKernFirst = FixedTable(Array(repeating: 0, count: 128))
        asciiKernSecond = FixedTable(Array(repeating: 0, count: 128))
        kernColumns = 1
        kernMatrix = FixedTable([0])
        hasKerning = false
        joiningForms = [:]
        lamAlef = [:]
        clusters = [:]
        joiningFormsTable = CodePointMap([:])
        lamAlefTable = CodePointMap([:])
        clusterTable = FixedHashMap([:])
    }

    deinit {
        for table in [advances, kernFirst, kernSecond] { table.deallocate() }
        asciiAdvances.deallocate()
        asciiKernFirst.deallocate()
        asciiKernSecond.deallocate()
        kernMatrix.deallocate()
        joiningFormsTable.deallocate()
        lamAlefTable.deallocate()
        clusterTable.deallocate()
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

/// A face's tables as a metrics file holds them, before the lookup tables are built: a
/// calibrated design is made from the same tables, scaled (`scaled(by:)`).
struct FaceTables {
    var weight: Int
    var ascender: Int
    var descender: Int
    var lineGap: Int
    var ellipsis: Int32
    var emoji: Int32
    var missing: Int32
    var advances: CodePointTable.Builder
    var ascii: [Int32?]
    var left: [UInt32: UInt16]
    var right: [UInt32: UInt16]
    var pairs: [(Int, Int, Int16)]
    var joiningForms: [UInt32: (Int32, Int32, Int32, Int32)]
    var lamAlef: [UInt32: (Int32, Int32)]
    var clusters: [UInt64: Int32]

    init(weight: Int, ascender: Int, descender: Int, lineGap: Int, ellipsis: Int32, emoji: Int32, missing: Int32,
         advances: CodePointTable.Builder, ascii: [Int32?], left: [UInt32: UInt16], right: [UInt32: UInt16],
         pairs: [(Int, Int, Int16)], joiningForms: [UInt32: (Int32, Int32, Int32, Int32)],
         lamAlef: [UInt32: (Int32, Int32)], clusters: [UInt64: Int32]) {
        self.weight = weight
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.ellipsis = ellipsis
        self.emoji = emoji
        self.missing = missing
        self.advances = advances
        self.ascii = ascii
        self.left = left
        self.right = right
        self.pairs = pairs
        self.joiningForms = joiningForms
        self.lamAlef = lamAlef
        self.clusters = clusters
    }

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
        let weight = try int("weight")
        let ascender = try int("ascender")
        let descender = try int("descender")
        let lineGap = try int("lineGap")
        let ellipsis = Int32(try int("ellipsis"))
        let emoji = Int32(try int("emoji"))
        let missing = Int32(try int("missing"))

        var advances = CodePointTable.Builder(empty: FontFace.noValue)
        var ascii = [Int32?](repeating: nil, count: 128)
        func set(_ cp: Int, _ value: Int) {
            let value = UInt16(clamping: value)
            advances.set(UInt32(cp), value)
            if cp < 128 { ascii[cp] = Int32(value) }
        }
        for run in json["advances"] as? [[Any]] ?? [] {
            guard let start = run.first as? Int, start >= 0 else { throw TextLayoutError.invalidMetrics("face \(index): bad advance run") }
            if run.count == 2 {
                for (offset, value) in try integers(run[1], "advance run").enumerated() {
                    set(start + offset, value)
                }
            } else if run.count == 3, let count = run[1] as? Int, let value = run[2] as? Int, count >= 0 {
                for offset in 0..<count { set(start + offset, value) }
            } else {
                throw TextLayoutError.invalidMetrics("face \(index): bad advance run")
            }
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
        let pairs = (kerning["pairs"] as? [[Int]] ?? []).filter { $0.count == 3 }.map { ($0[0], $0[1], Int16(clamping: $0[2])) }

        var forms: [UInt32: (Int32, Int32, Int32, Int32)] = [:]
        for row in json["joining"] as? [[Int]] ?? [] where row.count == 5 {
            forms[UInt32(row[0])] = (Int32(row[1]), Int32(row[2]), Int32(row[3]), Int32(row[4]))
        }
        var ligatures: [UInt32: (Int32, Int32)] = [:]
        for row in json["ligatures"] as? [[Any]] ?? [] where row.count == 3 {
            guard let text = row[0] as? String, let alone = row[1] as? Int, let joined = row[2] as? Int else { continue }
            let scalars = Array(text.unicodeScalars)
            if scalars.count == 2, scalars[0].value == 0x0644 {
                ligatures[scalars[1].value] = (Int32(alone), Int32(joined))
            }
        }
        var clusterWidths: [UInt64: Int32] = [:]
        for row in json["clusters"] as? [[Any]] ?? [] where row.count == 2 {
            guard let text = row[0] as? String, let width = row[1] as? Int else { continue }
            let scalars = text.unicodeScalars.map(\.value)
            if let key = clusterKey(scalars[...]) { clusterWidths[key] = Int32(width) }
        }
        self.init(
            weight: weight, ascender: ascender, descender: descender, lineGap: lineGap,
            ellipsis: ellipsis, emoji: emoji, missing: missing, advances: advances, ascii: ascii,
            left: left, right: right, pairs: pairs,
            joiningForms: forms, lamAlef: ligatures, clusters: clusterWidths)
    }

    /// Steps over one face of the binary form, checking every table's length as decoding would,
    /// and returns its line metrics; `init(binary:index:)` reads the same bytes later.
    static func skipBinary(_ reader: inout BinaryReader) throws -> FaceHeader {
        let weight = Int(try reader.i32())
        let ascender = Int(try reader.i32())
        let descender = Int(try reader.i32())
        let lineGap = Int(try reader.i32())
        _ = try reader.bytes(12) // ellipsis, emoji, missing
        for _ in 0..<(try reader.count(entrySize: 10)) {
            _ = try reader.u32()
            let header = try reader.u32()
            _ = try reader.bytes(header & 0x8000_0000 != 0 ? 2 : Int(header & 0x7FFF_FFFF) * 2)
        }
        // Kerning classes (first, second), pairs, joining forms, lam-alef ligatures.
        for entrySize in [6, 6, 6, 20, 12] {
            let count = try reader.count(entrySize: entrySize)
            _ = try reader.bytes(count * entrySize)
        }
        for _ in 0..<(try reader.count(entrySize: 7)) {
            let length = Int(try reader.u8())
            _ = try reader.bytes(length * 2 + 4)
        }
        return FaceHeader(weight: weight, ascender: ascender, descender: descender, lineGap: lineGap)
    }

    /// One face of the binary form; `binary.py` wrote what the JSON reader above keeps.
    init(binary reader: inout BinaryReader, index: Int) throws {
        let weight = Int(try reader.i32())
        let ascender = Int(try reader.i32())
        let descender = Int(try reader.i32())
        let lineGap = Int(try reader.i32())
        let ellipsis = try reader.i32()
        let emoji = try reader.i32()
        let missing = try reader.i32()

        var advances = CodePointTable.Builder(empty: FontFace.noValue)
        var ascii = [Int32?](repeating: nil, count: 128)
        for _ in 0..<(try reader.count(entrySize: 10)) {
            let start = try reader.u32()
            let header = try reader.u32()
            let count = header & 0x7FFF_FFFF
            // Code points past Unicode are skipped, not looped over: a hostile count stays cheap.
            let end = UInt64(start) + UInt64(count)
            let stored = UInt32(min(end, 0x110000) > UInt64(start) ? min(end, 0x110000) - UInt64(start) : 0)
            if header & 0x8000_0000 != 0 {
                let value = try reader.u16()
                for offset in 0..<stored {
                    advances.set(start + offset, value)
                    if start + offset < 128 { ascii[Int(start + offset)] = Int32(value) }
                }
            } else {
                let values = try reader.bytes(Int(count) * 2)
                for offset in 0..<Int(stored) {
                    let value = UInt16(values[offset * 2]) | UInt16(values[offset * 2 + 1]) << 8
                    let cp = start + UInt32(offset)
                    advances.set(cp, value)
                    if cp < 128 { ascii[Int(cp)] = Int32(value) }
                }
            }
        }
        func classes() throws -> [UInt32: UInt16] {
            var table: [UInt32: UInt16] = [:]
            for _ in 0..<(try reader.count(entrySize: 6)) {
                let cp = try reader.u32()
                table[cp] = try reader.u16()
            }
            return table
        }
        let left = try classes()
        let right = try classes()
        var pairs: [(Int, Int, Int16)] = []
        for _ in 0..<(try reader.count(entrySize: 6)) {
            pairs.append((Int(try reader.u16()), Int(try reader.u16()), try reader.i16()))
        }
        var forms: [UInt32: (Int32, Int32, Int32, Int32)] = [:]
        for _ in 0..<(try reader.count(entrySize: 20)) {
            let cp = try reader.u32()
            forms[cp] = (try reader.i32(), try reader.i32(), try reader.i32(), try reader.i32())
        }
        var ligatures: [UInt32: (Int32, Int32)] = [:]
        for _ in 0..<(try reader.count(entrySize: 12)) {
            let alef = try reader.u32()
            ligatures[alef] = (try reader.i32(), try reader.i32())
        }
        var clusterWidths: [UInt64: Int32] = [:]
        let clusterCount = try reader.count(entrySize: 7)
        clusterWidths.reserveCapacity(clusterCount)
        var scalars: [UInt32] = []
        for _ in 0..<clusterCount {
            let length = Int(try reader.u8())
            scalars.removeAll(keepingCapacity: true)
            for _ in 0..<length { scalars.append(UInt32(try reader.u16())) }
            let width = try reader.i32()
            guard let key = clusterKey(scalars[...]) else {
                throw TextLayoutError.invalidMetrics("face \(index): cluster of \(length) code points")
            }
            clusterWidths[key] = width
        }
        self.init(
            weight: weight, ascender: ascender, descender: descender, lineGap: lineGap,
            ellipsis: ellipsis, emoji: emoji, missing: missing, advances: advances, ascii: ascii,
            left: left, right: right, pairs: pairs,
            joiningForms: forms, lamAlef: ligatures, clusters: clusterWidths)
    }

    /// The tables of one design: every advance, joining form, ligature and cluster times its
    /// code point's factor (a cluster or ligature takes its first code point's; initial and medial
    /// forms its connected factor), kerning times the entry's kerning factor; line metrics, the
    /// emoji and the missing-glyph advance unchanged.
    func scaled(by entry: DesignCalibration) -> FaceTables {
        var copy = self
        func scale(_ value: Int32, _ factor: Double) -> Int32 {
            Int32(clamping: Int((Double(value) * factor).rounded()))
        }
        for range in entry.ranges {
            let factor = Double(range.factor) / DesignCalibration.unit
            var cp = range.first
            while cp <= range.last {
                let value = copy.advances.value(cp)
                if value != FontFace.noValue {
                    let scaled = UInt16(clamping: Int((Double(value) * factor).rounded()))
                    copy.advances.set(cp, scaled == FontFace.noValue ? scaled - 1 : scaled)
                    if cp < 128 { copy.ascii[Int(cp)] = Int32(scaled) }
                }
                if cp == range.last { break }
                cp += 1
            }
        }
        for (cp, forms) in joiningForms {
            let factor = entry.factor(of: cp), connected = entry.connectedFactor(of: cp)
            copy.joiningForms[cp] = (scale(forms.0, factor), scale(forms.1, connected),
                                     scale(forms.2, connected), scale(forms.3, factor))
        }
        let lam = entry.factor(of: 0x0644)
        for (alef, widths) in lamAlef {
            copy.lamAlef[alef] = (scale(widths.0, lam), scale(widths.1, lam))
        }
        for (key, width) in clusters {
            copy.clusters[key] = scale(width, entry.factor(of: UInt32(key & 0xFFFF)))
        }
        copy.ellipsis = scale(ellipsis, entry.factor(of: 0x2026))
        let kerning = Double(entry.kerning) / DesignCalibration.unit
        copy.pairs = pairs.map { ($0.0, $0.1, Int16(clamping: Int((Double($0.2) * kerning).rounded()))) }
        return copy
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

/// Bounds-checked little-endian reads over the binary form; a short or hostile file throws.
struct BinaryReader {
    let raw: UnsafeRawBufferPointer
    var offset = 0

    init(_ raw: UnsafeRawBufferPointer) { self.raw = raw }

    private mutating func take(_ size: Int) throws -> Int {
        guard size >= 0, raw.count - offset >= size else {
            throw TextLayoutError.invalidMetrics("binary metrics file truncated at byte \(offset)")
        }
        defer { offset += size }
        return offset
    }

    mutating func u8() throws -> UInt8 { raw[try take(1)] }
    mutating func u16() throws -> UInt16 { UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: try take(2), as: UInt16.self)) }
    mutating func i16() throws -> Int16 { Int16(bitPattern: try u16()) }
    mutating func u32() throws -> UInt32 { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: try take(4), as: UInt32.self)) }
    mutating func i32() throws -> Int32 { Int32(bitPattern: try u32()) }

    mutating func bytes(_ count: Int) throws -> UnsafeRawBufferPointer {
        let start = try take(count)
        return UnsafeRawBufferPointer(rebasing: raw[start..<start + count])
    }

    /// A table's entry count, refused when the rest of the file could not hold that many.
    mutating func count(entrySize: Int) throws -> Int {
        let count = Int(try u32())
        guard count <= (raw.count - offset) / entrySize else {
            throw TextLayoutError.invalidMetrics("binary metrics file truncated: \(count) entries announced at byte \(offset)")
        }
        return count
    }
}

/// Standard base64 (RFC 4648, with padding); line breaks and other whitespace are skipped.
/// Written out rather than Foundation's so the default metrics decode in about a millisecond.
func decodeBase64(_ text: UnsafeBufferPointer<UInt8>) throws -> [UInt8] {
    // 0..63: a digit; 64: whitespace; 65: "="; 255: anything else.
    let table: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, character) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(character)] = UInt8(value)
        }
        for character in " \n\r\t".utf8 { table[Int(character)] = 64 }
        table[Int(UInt8(ascii: "="))] = 65
        return table
    }()
    return try table.withUnsafeBufferPointer { table in
        try [UInt8](unsafeUninitializedCapacity: text.count / 4 * 3 + 3) { out, written in
            var quad: UInt32 = 0
            var digits = 0
            var padded = false
            var index = 0
            let count = text.count
            while index < count {
                // Whole groups of four digits, the bulk of a line, without the per-digit state.
                if digits == 0, !padded {
                    while count - index >= 4 {
                        let a = table[Int(text[index])], b = table[Int(text[index + 1])]
                        let c = table[Int(text[index + 2])], d = table[Int(text[index + 3])]
                        guard a | b | c | d < 64 else { break }
                        let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                        out[written] = UInt8(truncatingIfNeeded: group >> 16)
                        out[written + 1] = UInt8(truncatingIfNeeded: group >> 8)
                        out[written + 2] = UInt8(truncatingIfNeeded: group)
                        written += 3
                        index += 4
                    }
                    if index == count { break }
                }
                let value = table[Int(text[index])]
                index += 1
                if value < 64 {
                    guard !padded else { throw TextLayoutError.invalidMetrics("bad base64") }
                    quad = quad << 6 | UInt32(value)
                    digits += 1
                    if digits == 4 {
                        out[written] = UInt8(truncatingIfNeeded: quad >> 16)
                        out[written + 1] = UInt8(truncatingIfNeeded: quad >> 8)
                        out[written + 2] = UInt8(truncatingIfNeeded: quad)
                        written += 3
                        quad = 0
                        digits = 0
                    }
                } else if value == 65 {
                    padded = true
                } else if value != 64 {
                    throw TextLayoutError.invalidMetrics("bad base64")
                }
            }
            // A last group of two or three digits holds one or two bytes.
            if digits == 2 {
                out[written] = UInt8(truncatingIfNeeded: quad >> 4)
                written += 1
            } else if digits == 3 {
                out[written] = UInt8(truncatingIfNeeded: quad >> 10)
                out[written + 1] = UInt8(truncatingIfNeeded: quad >> 2)
                written += 2
            } else if digits == 1 {
                throw TextLayoutError.invalidMetrics("bad base64")
            }
        }
    }
}
