import Foundation
import Testing
@testable import TextLayout

@Suite struct FontMetricsTests {
    @Test func embeddedDefaultLoads() {
        let metrics = FontMetrics.default
        #expect(metrics.weights == [400, 600, 700])
        #expect(metrics.source.contains("Inter"))
        #expect(metrics.unitsPerEm == 4096)
    }

    @Test func badFilesAreRejectedWithAReason() {
        #expect(throws: TextLayoutError.self) { try FontMetrics.parsing(#"{"format":"other"}"#) }
        #expect(throws: TextLayoutError.self) {
            try FontMetrics.parsing(#"{"format":"hig-audit-metrics","version":99}"#)
        }
    }

    @Test func aMinimalFileMeasures() throws {
        let json = #"""
        {"format":"hig-audit-metrics","version":1,"unitsPerEm":1000,"faces":[{"weight":400,"ascender":800,
        "descender":200,"lineGap":0,"ellipsis":900,"emoji":1200,"missing":500,"advances":[[65,[600,700]],[97,3,550]]}]}
        """#
        let metrics = try FontMetrics.parsing(json)
        let font = Font(pointSize: 10, metrics: metrics, tracking: .none)
        #expect(font.width(of: "AB") == 13)
        #expect(font.width(of: "abc") == 16.5)
        #expect(font.width(of: "z") == 5)  // not in the file: the missing advance
        #expect(font.width(of: "😀") == 12)
        #expect(font.ellipsisWidth == 9)
    }

    /// A calibration scales each design's advances by code-point range, kerning by its own
    /// factor; the size picks the design, the weight the nearest entry.
    @Test func calibrationScalesEachDesign() throws {
        let json = #"""
        {"format":"hig-audit-metrics","version":2,"unitsPerEm":1000,"faces":[{"weight":400,"ascender":800,
        "descender":200,"lineGap":0,"ellipsis":900,"emoji":1200,"missing":500,"advances":[[65,[600,700]],[97,3,550]],
        "kerning":{"left":[[65,1]],"right":[[66,1]],"pairs":[[1,1,-100]]}},
        {"weight":700,"ascender":800,"descender":200,"lineGap":0,"ellipsis":900,"emoji":1200,"missing":500,
        "advances":[[65,[600,700]]]}],
        "calibration":{"designs":[
          {"design":"text","weight":400,"kerning":0.5,"scales":[[65,65,1.5],[97,122,2]]},
          {"design":"display","weight":600,"kerning":1,"scales":[[66,66,0.5]]}]}}
        """#
        let metrics = try FontMetrics.parsing(json)
        #expect(metrics.calibratedDesigns == [.text, .display])
        let text = Font(pointSize: 10, metrics: metrics, tracking: .none)
        #expect(text.width(of: "A") == 9)
        #expect(text.width(of: "AB") == 9 + 7 - 0.5)
        #expect(text.width(of: "ab") == 22)
        #expect(text.width(of: "z") == 5)  // missing stays as it is
        let display = Font(pointSize: 20, metrics: metrics, tracking: .none)
        #expect(display.width(of: "AB") == 12 + 7 - 2)
        #expect(display.width(of: "a") == 11)
        // Bold takes the display entry measured for 600, Regular too (the only display entry).
        #expect(Font(pointSize: 20, weight: .bold, metrics: metrics, tracking: .none).width(of: "B") == 7)
        // Without the calibration, one design for every size.
        #expect(Font(pointSize: 10, metrics: metrics.uncalibrated, tracking: .none).width(of: "AB") == 12)
        #expect(metrics.uncalibrated.calibratedDesigns.isEmpty)
    }

    @Test func badCalibrationsAreRejected() {
        func load(_ calibration: String) throws {
            let json = """
            {"format":"hig-audit-metrics","version":2,"unitsPerEm":1000,"faces":[{"weight":400,"ascender":800,
            "descender":200,"lineGap":0,"ellipsis":900,"emoji":1200,"missing":500,"advances":[[65,[600,700]]]}],
            "calibration":\(calibration)}
            """
            _ = try FontMetrics.parsing(json)
        }
        #expect(throws: Never.self) { try load(#"{"designs":[{"design":"text","weight":400,"kerning":1,"scales":[[65,66,1.1]]}]}"#) }
        #expect(throws: TextLayoutError.self) { try load(#"{"designs":[{"design":"small","weight":400,"kerning":1}]}"#) }
        #expect(throws: TextLayoutError.self) {
            try load(#"{"designs":[{"design":"text","weight":400,"kerning":1,"scales":[[65,70,1.1],[66,67,1]]}]}"#)
        }
        #expect(throws: TextLayoutError.self) {
            try load(#"{"designs":[{"design":"text","weight":400,"kerning":1,"scales":[[65,1114112,1]]}]}"#)
        }
        #expect(throws: TextLayoutError.self) { try load(#"{"designs":[{"design":"text","weight":400,"kerning":-1}]}"#) }
        #expect(throws: TextLayoutError.self) { try load(#"[]"#) }
    }

    /// Fonts hold no reference to their metrics, so metrics are never released: a font made
    /// from metrics nobody else keeps still measures with them.
    @Test func fontsOutliveEveryReferenceToTheirMetrics() throws {
        let json = #"""
        {"format":"hig-audit-metrics","version":1,"unitsPerEm":1000,"faces":[{"weight":400,"ascender":800,
        "descender":200,"lineGap":0,"ellipsis":900,"emoji":1200,"missing":500,"advances":[[65,[600,700]]]}]}
        """#
        func font() throws -> Font { Font(pointSize: 10, metrics: try FontMetrics.parsing(json), tracking: .none) }
        let fonts = try (0..<50).map { _ in try font() }
        for font in fonts { #expect(font.width(of: "AB") == 13) }
    }
}

@Suite struct WidthTests {
    let font = Font(pointSize: 17, tracking: .none)

    @Test func emptyAndGrowing() {
        #expect(font.width(of: "") == 0)
        #expect(font.width(of: "Hello") < font.width(of: "Hello world"))
    }

    @Test func pangramMatchesScaledInter() {
        // Reference §6.2: Inter's pangram is 361.6 pt at 17 pt without kerning; scaled by 0.887
        // in the faces before calibration.
        let width = Font(pointSize: 17, metrics: FontMetrics.default.uncalibrated, tracking: .none)
            .width(of: "The quick brown fox jumps over the lazy dog")
        #expect(abs(width - 361.6 * 0.887) / (361.6 * 0.887) < 0.02)
    }

    @Test func marksAndFormatCharactersAddNothing() {
        #expect(font.width(of: "e\u{301}") == font.width(of: "e"))
        #expect(font.width(of: "ab\u{200B}") == font.width(of: "ab"))
        let tracked = Font(pointSize: 17)
        #expect(tracked.width(of: "e\u{301}") == tracked.width(of: "e"))
    }

    @Test func emojiSequencesAreOneEmojiWide() {
        let one = font.width(of: "😀")
        #expect(one > 17)
        #expect(font.width(of: "👨‍👩‍👧") == one)
        #expect(font.width(of: "🇩🇪") == one)
        #expect(font.width(of: "👍🏽") == one)
        #expect(font.width(of: "1️⃣") == one)
        #expect(font.width(of: "🏴󠁧󠁢󠁳󠁣󠁴󠁿") == one)
        #expect(font.width(of: "☺️") == one)
        #expect(font.width(of: "©\u{FE0F}") == one)
        #expect(font.width(of: "©\u{FE0E}") == font.width(of: "©"))
        #expect(font.width(of: "©") < one)
    }

    @Test func kerningTightensPairs() {
        #expect(font.width(of: "AV") < font.width(of: "A") + font.width(of: "V"))
        #expect(font.width(of: "To") < font.width(of: "T") + font.width(of: "o"))
    }

    @Test func trackingIsAddedPerCluster() {
        let tracked = Font(pointSize: 17)
        let expected = font.width(of: "Hello") + 5 * Tracking.sfProPoints(pointSize: 17)
        #expect(abs(tracked.width(of: "Hello") - expected) < 1e-9)
        #expect(abs(tracked.width(of: "Héllo") - (font.width(of: "Héllo") + 5 * Tracking.sfProPoints(pointSize: 17))) < 1e-9)
    }

    @Test func arabicUsesJoiningFormsAndLamAlef() {
        let beh = font.width(of: "ب")
        #expect(font.width(of: "ببب") != 3 * beh)
        #expect(font.width(of: "لا") < font.width(of: "ل") + font.width(of: "ا"))
    }

    @Test func devanagariConjunctsUseClusterWidths() {
        let conjunct = font.width(of: "क्ष")
        #expect(conjunct != font.width(of: "क") + font.width(of: "ष"))
        #expect(conjunct > 0)
    }

    @Test func asciiFastPathAgreesWithTheGeneralPath() {
        // U+200B forces the general path and adds nothing.
        for text in ["Hello, World!", "AVATAR To", "1. Januar 2024", "a"] {
            #expect(abs(font.width(of: text) - font.width(of: text + "\u{200B}")) < 1e-9)
        }
    }

    @Test func styleFontsScaleWithCategory() {
        let large = Font.preferred(.body, category: .large)
        let ax5 = Font.preferred(.body, category: .accessibilityExtraExtraExtraLarge)
        #expect(large.pointSize == 17 && ax5.pointSize == 53)
        // 53/17 of the width, less SF Pro Display's narrower letters (about 10 %) than Text's.
        #expect(ax5.width(of: "Settings") > 2.6 * large.width(of: "Settings"))
        #expect(ax5.width(of: "Settings") < 53 / 17 * large.width(of: "Settings"))
        #expect(Font.preferred(.headline).weight == .semibold)
        #expect(Font.preferred(.headline).width(of: "Settings") > large.width(of: "Settings"))
        #expect(large.leading == 22)
        #expect(large.height(lines: 3) == 66)
        #expect(large.height(lines: 0) == 0)
        #expect(Font.preferred(.body) == large)
        #expect(Font.preferred(.body, tracking: .none) != large)
        #expect(Set([large, Font.preferred(.body), ax5]).count == 2)
    }
}
