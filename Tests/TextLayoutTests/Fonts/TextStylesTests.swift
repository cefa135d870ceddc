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
}
