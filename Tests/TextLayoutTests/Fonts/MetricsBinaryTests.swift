import Foundation
import Testing
@testable import TextLayout

/// The binary form of scripts/metrics/default-metrics.json (`DefaultMetricsBinary.swift`) must load
/// to the same tables as the JSON, and the stored default the tool embeds (CDefaultMetrics,
/// scripts/metrics/stored.py) to the same faces as decoding and scaling the binary form, value by
/// value.
@Suite struct MetricsBinaryTests {
    static let jsonPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/metrics/default-metrics.json").path

    static func embeddedBytes() throws -> [UInt8] {
        var text = embeddedDefaultMetrics
        return try text.withUTF8 { try decodeBase64($0) }
    }

    @Test func binaryFormEqualsTheJSONItWasMadeFrom() throws {
        let json = try FontMetrics.parsing(file: Self.jsonPath)
        let binary = try FontMetrics(binaryData: Data(try Self.embeddedBytes()))
        #expect(binary.source == json.source)
        #expect(binary.unitsPerEm == json.unitsPerEm)
        #expect(binary.weights == json.weights)
        for (b, j) in zip(binary.faces, json.faces) {
            expectEqual(b, j)
        }
        #expect(binary.calibration == json.calibration)
        #expect(binary.calibratedDesigns == [.text, .display])
        for design in OpticalDesign.allCases {
            for weight in [FontWeight.regular, .semibold, .bold] {
                expectEqual(binary.face(for: weight, design: design), json.face(for: weight, design: design))
            }
        }
    }

    /// Every face of every design the stored default holds gives exactly what decoding the binary
    /// form, scaling each face by the calibration and building its tables gives (the path
    /// `--metrics` files take): every code point's advance and kerning classes, the kerning
    /// matrix, joining forms, ligatures, clusters, line metrics and the ellipsis.
    @Test func storedDefaultEqualsTheDecodedAndScaledBinaryForm() throws {
        let decoded = try FontMetrics(binaryData: Data(try Self.embeddedBytes()))
        let stored = FontMetrics.default
        #expect(stored.source == decoded.source)
        #expect(stored.unitsPerEm == decoded.unitsPerEm)
        #expect(stored.weights == decoded.weights)
        #expect(stored.calibration == decoded.calibration)
        #expect(stored.calibratedDesigns == [.text, .display])
        #expect(stored.faces.count == 3)
        for (a, b) in zip(stored.faces, decoded.faces) { expectEqual(a, b) }
        var compared = Set<ObjectIdentifier>()
        for design in OpticalDesign.allCases {
            for weight in FontWeight.allCases {
                let face = stored.face(for: weight, design: design)
                #expect(face.weight == decoded.face(for: weight, design: design).weight, "\(design) \(weight)")
                // A design's faces are distinct from the file's and from the other design's.
                #expect(!stored.faces.contains { $0 === face })
                guard compared.insert(ObjectIdentifier(face)).inserted else { continue }
                expectEqual(face, decoded.face(for: weight, design: design))
            }
        }
        #expect(compared.count == 6)
        for weight in FontWeight.allCases {
            #expect(stored.uncalibrated.face(for: weight, design: .display) === stored.face(for: weight))
            for size in [11.0, 17, 20, 34] {
                let a = Font(pointSize: size, weight: weight, metrics: stored)
                let b = Font(pointSize: size, weight: weight, metrics: decoded)
                #expect(a.leading == b.leading && a.ellipsisWidth == b.ellipsisWidth, "\(size) \(weight)")
            }
        }
    }

    @Test func binaryFileLoads() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-\(UUID().uuidString).higm").path
        try Data(try Self.embeddedBytes()).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = try FontMetrics(binaryData: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(loaded.weights == FontMetrics.default.weights)
        for (a, b) in zip(loaded.faces, FontMetrics.default.faces) { expectEqual(a, b) }
        let font = Font(pointSize: 17, metrics: loaded, tracking: .none)
        #expect(font.width(of: "Benachrichtigungen") == Font(pointSize: 17, tracking: .none).width(of: "Benachrichtigungen"))
    }

    @Test func truncatedOrAlteredBinaryIsRejected() throws {
        let bytes = try Self.embeddedBytes()
        for length in [0, 3, 4, 7, 12, 200, 5_000, bytes.count / 2, bytes.count - 1] {
            #expect(throws: TextLayoutError.self) { try FontMetrics(binaryData: Data(bytes[..<length])) }
        }
        var wrongVersion = bytes
        wrongVersion[4] = 3
        #expect(throws: TextLayoutError.self) { try FontMetrics(binaryData: Data(wrongVersion)) }
        #expect(throws: TextLayoutError.self) { try FontMetrics(binaryData: Data(bytes + [0])) }
        // A huge announced count fails on length instead of allocating or looping.
        var header = Array(bytes[..<12]) + [0, 0, 0, 0] + [UInt8](repeating: 0, count: 28)
        header[6] = 1
        header += [1, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(throws: TextLayoutError.self) { try FontMetrics(binaryData: Data(header)) }
    }

    /// A one-face binary file whose only cluster has four code points: its header and lengths
    /// are sound (the walk at load accepts it), its tables are not (decoding them throws).
    static func fileWithBadCluster() -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func u32(_ value: Int) -> [UInt8] { u16(value & 0xFFFF) + u16(value >> 16 & 0xFFFF) }
        var bytes = Array("HIGM".utf8) + u16(1) + u16(1) + u32(1000) + u32(0)
        bytes += [400, 800, 200, 0, 900, 1200, 500].flatMap(u32)
        bytes += [0, 0, 0, 0, 0, 0].flatMap(u32) // advances, classes ×2, pairs, forms, ligatures
        bytes += u32(1) + [4] + [0x915, 0x94D, 0x937, 0x93F].flatMap(u16) + u32(700)
        return bytes
    }

    @Test func aFaceIsBuiltWhenFirstMeasuredAndABadOneFailsAtLoadUnlessLazy() throws {
        let bytes = Self.fileWithBadCluster()
        #expect(throws: TextLayoutError.self) { try FontMetrics(binaryData: Data(bytes)) }
        let lazy = try FontMetrics(base64Binary: Data(bytes).base64EncodedString(), lazily: true)
        #expect(lazy.weights == [400])
        // The font takes its leading from the header without building the face…
        let font = Font(pointSize: 10, metrics: lazy, tracking: .none)
        #expect(font.leading == 10)
        #expect(throws: TextLayoutError.self) { try lazy.faceSlot(for: .regular, design: .text).build() }
        // …and measures with a flat half-em face when the tables cannot be built.
        #expect(font.width(of: "AB") == 10)
    }

    @Test func lazyAndEagerLoadsOfTheDefaultMeasureAlike() throws {
        let bytes = try Self.embeddedBytes()
        let eager = try FontMetrics(binaryData: Data(bytes))
        let lazy = try FontMetrics(base64Binary: Data(bytes).base64EncodedString(options: .lineLength76Characters), lazily: true)
        let samples = ["Benachrichtigungen", "Уведомления", "الإشعارات", "通知", "सूचनाएँ", "Ελληνικά…"]
        for design in OpticalDesign.allCases {
            for weight in FontWeight.allCases {
                let size = design == .text ? 17.0 : 28
                let a = Font(pointSize: size, weight: weight, metrics: eager)
                let b = Font(pointSize: size, weight: weight, metrics: lazy)
                #expect(a.leading == b.leading)
                #expect(a.ellipsisWidth == b.ellipsisWidth)
                #expect(samples.map(a.width(of:)) == samples.map(b.width(of:)), "\(design) \(weight)")
            }
        }
    }

    /// Threads that first measure with the same unbuilt faces at once all get the one face each
    /// builds (the built face is published once), so their widths agree with a face built alone.
    @Test func facesBuiltByManyThreadsAtOnceMeasureAlike() async throws {
        let bytes = try Self.embeddedBytes()
        let expected = Font(pointSize: 17, weight: .semibold, metrics: try FontMetrics(binaryData: Data(bytes))).width(of: "Ђурђевак ﻻ 🙂 ok")
        let lazy = try FontMetrics(base64Binary: Data(bytes).base64EncodedString(), lazily: true)
        let widths = await withTaskGroup(of: Double.self) { group in
            for _ in 0..<8 {
                group.addTask { Font(pointSize: 17, weight: .semibold, metrics: lazy).width(of: "Ђурђевак ﻻ 🙂 ok") }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(widths == Array(repeating: expected, count: 8))
        #expect(lazy.faceSlot(for: .semibold, design: .text).face === lazy.face(for: .semibold, design: .text))
    }

    @Test func base64Decodes() throws {
        func decode(_ text: String) throws -> [UInt8] {
            var text = text
            return try text.withUTF8 { try decodeBase64($0) }
        }
        #expect(try decode("") == [])
        #expect(try decode("TQ==") == Array("M".utf8))
        #expect(try decode("TWE=") == Array("Ma".utf8))
        #expect(try decode("TWFu\nTWFu") == Array("ManMan".utf8))
        // Groups of four split by a line break at any offset, and padding after whole groups.
        let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 * 37) }
        for lineLength in [3, 5, 76, 120] {
            var text = ""
            for (offset, character) in Data(bytes).base64EncodedString().enumerated() {
                if offset > 0, offset % lineLength == 0 { text += "\n" }
                text.append(character)
            }
            #expect(try decode(text) == bytes, "lines of \(lineLength)")
        }
        #expect(try decode("TWFuTQ==") == Array("ManM".utf8))
        #expect(throws: TextLayoutError.self) { try decode("TQ==TWFu") }
        #expect(throws: TextLayoutError.self) { try decode("TWFuT") }
        #expect(throws: TextLayoutError.self) { try decode("TW*u") }
    }

    func expectEqual(_ a: FontFace, _ b: FontFace) {
        #expect(a.weight == b.weight)
        #expect(a.unitsPerEm == b.unitsPerEm)
        let lineMetrics: [Int] = [a.ascender, a.descender, a.lineGap]
        #expect(lineMetrics == [b.ascender, b.descender, b.lineGap])
        let special: [Int32] = [a.ellipsis, a.emoji, a.missing]
        #expect(special == [b.ellipsis, b.emoji, b.missing])
        var advanceDifferences = 0
        var kernDifferences = 0
        for cp in UInt32(0)...0x10FFFF {
            if a.advances[cp] != b.advances[cp] { advanceDifferences += 1 }
            if a.kernFirst[cp] != b.kernFirst[cp] || a.kernSecond[cp] != b.kernSecond[cp] { kernDifferences += 1 }
        }
        #expect(advanceDifferences == 0, "face \(a.weight)")
        #expect(kernDifferences == 0, "face \(a.weight)")
        #expect(a.asciiAdvances == b.asciiAdvances)
        #expect(a.asciiKernFirst == b.asciiKernFirst && a.asciiKernSecond == b.asciiKernSecond)
        #expect(a.kernColumns == b.kernColumns && a.kernMatrix == b.kernMatrix && a.hasKerning == b.hasKerning)
        let aForms = a.joiningForms, bForms = b.joiningForms
        #expect(aForms.count == bForms.count)
        #expect(!aForms.isEmpty)
        for (cp, forms) in aForms {
            let other = bForms[cp]
            let expected: [Int32] = [forms.0, forms.1, forms.2, forms.3]
            #expect(other.map { [$0.0, $0.1, $0.2, $0.3] } == expected, "joining \(cp)")
        }
        let aLigatures = a.lamAlef, bLigatures = b.lamAlef
        #expect(aLigatures.count == bLigatures.count)
        for (cp, widths) in aLigatures {
            let expected: [Int32] = [widths.0, widths.1]
            #expect(bLigatures[cp].map { [$0.0, $0.1] } == expected, "lam-alef \(cp)")
        }
        let aClusters = a.clusters
        #expect(aClusters == b.clusters)
        #expect(a.clusterTable.isEmpty == aClusters.isEmpty)
    }
}

@Suite struct FontOwnershipTests {
    /// A font of loaded metrics keeps them alive after every other reference is gone.
    @Test func fontKeepsCustomMetricsAlive() throws {
        let json = #"""
        {"format":"hig-audit-metrics","version":1,"unitsPerEm":1000,"faces":[{"weight":400,"ascender":800,
        "descender":200,"lineGap":0,"ellipsis":900,"emoji":1200,"missing":500,"advances":[[65,[600,700]]]}]}
        """#
        weak var weakMetrics: FontMetrics?
        let font: Font = try {
            let metrics = try FontMetrics.parsing(json)
            weakMetrics = metrics
            return Font(pointSize: 10, metrics: metrics, tracking: .none)
        }()
        #expect(weakMetrics != nil)
        #expect(font.width(of: "AB") == 13)
        #expect(font.metrics.weights == [400])
    }

    @Test func categoriesParseByRawValue() {
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory(rawValue: category.rawValue) == category)
        }
        #expect(ContentSizeCategory(rawValue: "Large") == nil)
        #expect(ContentSizeCategory(rawValue: "") == nil)
        #expect(ContentSizeCategory(rawValue: "accessibilityExtraExtraExtraLargf") == nil)
    }
}
