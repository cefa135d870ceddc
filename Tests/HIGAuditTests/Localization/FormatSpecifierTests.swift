@testable import HIGAudit
import Testing

/// The one printf grammar, as the plural rule's count finder and the sample filler read it.
@Suite struct FormatSpecifierTests {
    @Test(arguments: [
        ("%d messages", "%d"), ("%lld items", "%lld"), ("%2$ld of %1$@", "%2$ld"),
        ("%5d messages", "%5d"), ("%-3ld items", "%-3ld"), ("%'d people", "%'d"),
        ("%+d points", "%+d"), ("%05u", "%05u"), ("%.0d", "%.0d"), ("%*d", "%*d"),
    ])
    func countsWithWidthsFlagsAndPrecisionAreFound(_ text: String, _ specifier: String) {
        #expect(FormatFiller.countSpecifier(in: text) == specifier)
    }

    @Test(arguments: ["50% der Plätze", "100% done", "%% d", "%@ and %s", "%.2f km", "%x", "ends with %"])
    func prosePercentagesAndOtherConversionsAreNotCounts(_ text: String) {
        #expect(FormatFiller.countSpecifier(in: text) == nil, "\(text)")
    }

    @Test func theFillerReadsTheSameSpecifiers() {
        let filled = FormatFiller().fill("%-3ld items, %'d people, 100%% sure", locale: "en", category: .other)
        #expect(!filled.contains("%-3ld") && !filled.contains("%'d"), "\(filled)")
        #expect(filled.hasSuffix(", 100% sure"), "\(filled)")
    }
}
