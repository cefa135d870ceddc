import Testing
@testable import TextLayout

@Suite struct DynamicTypeTests {
    @Test func sizesMatchTheHIGTable() {
        #expect(DynamicType.pointSize(.body, .large) == 17)
        #expect(DynamicType.pointSize(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(DynamicType.pointSize(.largeTitle, .extraSmall) == 31)
        #expect(DynamicType.pointSize(.caption2, .accessibilityExtraExtraExtraLarge) == 40)
        #expect(DynamicType.pointSize(.footnote, .medium) == 12)
        #expect(DynamicType.leading(.body, .large) == 22)
    }

    @Test func weightsFollowTheStyle() {
        #expect(DynamicType.weight(.headline) == .semibold)
        #expect(DynamicType.weight(.body) == .regular)
        #expect(DynamicType.emphasizedWeight(.title1) == .bold)
        #expect(DynamicType.emphasizedWeight(.footnote) == .semibold)
    }

    @Test func categoryNamesParse() {
        #expect(ContentSizeCategory(name: "AX3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "xxxL") == .extraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "large") == .large)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }
}

@Suite struct TrackingTests {
    @Test func tableValuesAndInterpolation() {
        #expect(Tracking.sfPro(pointSize: 17) == -26)
        #expect(Tracking.sfPro(pointSize: 20) == -23)
        #expect(Tracking.sfPro(pointSize: 29) == 14)
        #expect(Tracking.sfPro(pointSize: 38) == 10)
        #expect(Tracking.sfPro(pointSize: 57) == 5.5)
        #expect(Tracking.sfPro(pointSize: 120) == 0)
        #expect(Tracking.sfPro(pointSize: 3) == 41)
        #expect(abs(Tracking.sfProPoints(pointSize: 17) - (-0.442)) < 1e-9)
    }

    /// Text below 20 pt takes the published table; Display from 20 pt its own `trak` values up
    /// to 28 pt, where it joins the published table.
    @Test func eachDesignHasItsOwnTracking() {
        #expect(OpticalDesign(pointSize: 19.5) == .text)
        #expect(OpticalDesign(pointSize: 20) == .display)
        #expect(Tracking.system(pointSize: 17) == -26)
        #expect(Tracking.system(pointSize: 19) == -24)
        #expect(Tracking.system(pointSize: 20) == 18.1)
        #expect(abs(Tracking.system(pointSize: 21) - 16.85) < 1e-9)
        #expect(abs(Tracking.system(pointSize: 25) - 14.8) < 1e-9)
        #expect(Tracking.system(pointSize: 28) == 14)
        #expect(Tracking.system(pointSize: 60) == Tracking.sfPro(pointSize: 60))
        #expect(abs(Tracking.systemPoints(pointSize: 20) - 0.362) < 1e-9)
        // Every Dynamic Type size lands on the design of its point size, with that design's tracking.
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                let font = Font.preferred(style, category: category)
                let size = DynamicType.pointSize(style, category)
                #expect(font.design == (size < 20 ? .text : .display))
                #expect(font.trackingPerGlyph == Tracking.systemPoints(pointSize: size))
            }
        }
        #expect(Font.preferred(.body, category: .large).design == .text)
        #expect(Font.preferred(.body, category: .extraExtraExtraLarge).design == .display)
    }
}
