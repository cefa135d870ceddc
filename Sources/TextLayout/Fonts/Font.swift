/// Whether to apply SF's size-specific tracking (UIKit does for the system font and text styles).
public enum TrackingMode: String, Sendable, Codable, CaseIterable {
    /// The system font's tracking at the size, in the size's optical design (`Tracking.system`).
    case system
    /// No tracking: the plain font advances.
    case none
}

/// A font at a size: a face of a metrics file in the size's optical design (SF Pro Text below
/// 20 pt, Display from 20 pt), a point size and the tracking UIKit would add. A value type, safe
/// to share between threads. Two fonts are equal when they measure alike: same metrics object,
/// size, weight, tracking and leading (the size decides the design).
public struct Font: Sendable, Hashable {
    public var metrics: FontMetrics { storedMetrics }
    // Fonts are copied with every label the audit lays out, on every thread; retaining the
    // shared metrics and face on each copy made all threads contend for the same reference
    // counts. Metrics live as long as the process (`FontMetrics`), so a font holds no reference
    // and is plain values.
    private unowned(unsafe) let storedMetrics: FontMetrics
    // The face's lookup tables are built when a font first measures with it (`FaceSlot`), not
    // when the font is made: the audit makes every preferred font of the default metrics at once.
    unowned(unsafe) let faceSlot: FaceSlot
    var face: FontFace { faceSlot.face }
    public let pointSize: Double
    public let weight: FontWeight
    /// The optical design the size selects.
    public var design: OpticalDesign { OpticalDesign(pointSize: pointSize) }
    /// Points added after every glyph (cluster).
    public let trackingPerGlyph: Double
    /// Line pitch in points: the text style's leading when made from one, else the font's own.
    public let leading: Double
    let pointsPerUnit: Double

    /// The system font at `pointSize`.
    public init(pointSize: Double, weight: FontWeight = .regular, metrics: FontMetrics = .default,
                tracking: TrackingMode = .system) {
        let size = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        storedMetrics = metrics
        self.pointSize = size
        self.weight = weight
        faceSlot = metrics.faceSlot(for: weight, design: OpticalDesign(pointSize: size))
        pointsPerUnit = size / metrics.unitsPerEm
        trackingPerGlyph = tracking == .system ? Tracking.systemPoints(pointSize: size) : 0
        leading = Double(faceSlot.ascender + faceSlot.descender + faceSlot.lineGap) * size / metrics.unitsPerEm
    }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`, optionally with `.traitBold`
    /// (`emphasized`) or an explicit weight.
    public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large,
                                 weight: FontWeight? = nil, emphasized: Bool = false,
                                 metrics: FontMetrics = .default, tracking: TrackingMode = .system) -> Font {
        let resolved = weight ?? (emphasized ? DynamicType.emphasizedWeight(style) : DynamicType.weight(style))
        if metrics === FontMetrics.default {
            return defaultPreferred[((style.index * ContentSizeCategory.allCases.count + category.index) * FontWeight.allCases.count + resolved.index) * 2 + (tracking == .system ? 0 : 1)]
        }
        return makePreferred(style, category: category, weight: resolved, metrics: metrics, tracking: tracking)
    }

    private static func makePreferred(_ style: TextStyle, category: ContentSizeCategory, weight: FontWeight, metrics: FontMetrics, tracking: TrackingMode) -> Font {
        Font(pointSize: DynamicType.pointSize(style, category), weight: weight, metrics: metrics, tracking: tracking)
            .withLeading(DynamicType.leading(style, category))
    }

    /// Every preferred font of the default metrics (styles × sizes × weights × tracking, about
    /// 2,400), made on first use: the audit asks for one per label per scenario.
    private static let defaultPreferred: [Font] = {
        var fonts: [Font] = []
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                for weight in FontWeight.allCases {
                    for tracking in [TrackingMode.system, .none] {
                        fonts.append(makePreferred(style, category: category, weight: weight, metrics: .default, tracking: tracking))
                    }
                }
            }
        }
        return fonts
    }()

    private init(copying font: Font, leading: Double) {
        storedMetrics = font.storedMetrics
        pointSize = font.pointSize
        weight = font.weight
        trackingPerGlyph = font.trackingPerGlyph
        faceSlot = font.faceSlot
        pointsPerUnit = font.pointsPerUnit
        self.leading = leading
    }

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.metrics === rhs.metrics && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.trackingPerGlyph == rhs.trackingPerGlyph && lhs.leading == rhs.leading
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(metrics))
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(trackingPerGlyph)
        hasher.combine(leading)
    }

    /// The same font with another line pitch.
    public func withLeading(_ leading: Double) -> Font { Font(copying: self, leading: leading) }

    /// The advance of "…" as truncation draws it (one glyph, tracked). The default metrics use
    /// Inter's, scaled by the punctuation factor of the design (about 0.8 em in Text); SF's own
    /// is not published (reference §6.1, E: 0.8–1.0 em).
    public var ellipsisWidth: Double { Double(face.ellipsis) * pointsPerUnit + trackingPerGlyph }

    /// The height of `lines` lines of text: the line pitch times the count.
    public func height(lines: Int) -> Double { Double(max(0, lines)) * leading }

    /// The width of `text` on one line, in points, as UIKit would lay it out unconstrained.
    public func width(of text: String) -> Double { points(units(of: text)) }

    /// The advances of `text` in the face's units, and the clusters tracking applies to: what
    /// the width is made of at any size of this face.
    func units(of text: String) -> (units: Int, clusters: Int) {
        if let measured = text.utf8.withContiguousStorageIfAvailable({ units(utf8: $0) }) { return measured }
        return Array(text.utf8).withUnsafeBufferPointer { units(utf8: $0) }
    }

    func points(_ measured: (units: Int, clusters: Int)) -> Double {
        Double(measured.units) * pointsPerUnit + Double(measured.clusters) * trackingPerGlyph
    }

    private func units(utf8: UnsafeBufferPointer<UInt8>) -> (units: Int, clusters: Int) {
        // ASCII fast path: one byte, one cluster, advances and kerning from flat tables.
        var ascii = true
        for byte in utf8 where byte >= 0x80 {
            ascii = false
            break
        }
        if ascii {
            var units = 0
            var clusters = 0
            var previous: UInt16 = 0
            let columns = face.kernColumns
            let advances = face.asciiAdvances, first = face.asciiKernFirst, second = face.asciiKernSecond, matrix = face.kernMatrix
            for byte in utf8 {
                let index = Int(byte)
                let secondClass = second[index]
                if previous != 0, secondClass != 0 {
                    units += Int(matrix[Int(previous) * columns + Int(secondClass)])
                }
                units += Int(advances[index])
                previous = first[index]
                if byte >= 0x20 { clusters += 1 }
            }
            return (units, clusters)
        }
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: utf8.count) { scalars in
            let count = decodeUTF8(utf8, into: scalars)
            return WidthCore(face: face).measure(UnsafeBufferPointer(rebasing: scalars[0..<count]), 0, count)
        }
    }
}

/// Decodes UTF-8 into scalars; returns how many. The input is a Swift String's, so valid.
@inline(__always)
func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutableBufferPointer<UInt32>) -> Int {
    var count = 0
    var i = 0
    let n = bytes.count
    while i < n {
        let b0 = UInt32(bytes[i])
        var scalar: UInt32
        if b0 < 0x80 {
            scalar = b0
            i += 1
        } else if b0 < 0xE0, i + 1 < n {
            scalar = (b0 & 0x1F) << 6 | (UInt32(bytes[i + 1]) & 0x3F)
            i += 2
        } else if b0 < 0xF0, i + 2 < n {
            scalar = (b0 & 0x0F) << 12 | (UInt32(bytes[i + 1]) & 0x3F) << 6 | (UInt32(bytes[i + 2]) & 0x3F)
            i += 3
        } else if i + 3 < n {
            scalar = (b0 & 0x07) << 18 | (UInt32(bytes[i + 1]) & 0x3F) << 12
                | (UInt32(bytes[i + 2]) & 0x3F) << 6 | (UInt32(bytes[i + 3]) & 0x3F)
            i += 4
        } else {
            scalar = 0xFFFD
            i = n
        }
        scalars[count] = scalar
        count += 1
    }
    return count
}
