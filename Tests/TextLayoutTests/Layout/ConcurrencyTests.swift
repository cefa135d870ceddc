import Testing
@testable import TextLayout

/// Fonts and metrics are shared between tasks; each task owns its fitter.
@Suite struct ConcurrencyTests {
    @Test func tasksWithTheirOwnFittersAgreeWithASerialRun() async throws {
        let font = Font.preferred(.body, category: .accessibilityMedium)
        let texts = ["Benachrichtigungen", "الإعدادات العامة", "東京都、大阪府、京都府", "नमस्ते दुनिया", "👨‍👩‍👧 family",
                     "ภาษาไทยเป็นภาษาที่สวยงาม", "Донауэшинген"]
        let constraints = LabelConstraints(width: 120, numberOfLines: 2)
        let serialFitter = try LineFitter()
        let expected = texts.map { serialFitter.fit($0, font: font, constraints: constraints) }
        let results = try await withThrowingTaskGroup(of: [LabelFit].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let fitter = try LineFitter()
                    var fits: [LabelFit] = []
                    for _ in 0..<50 { fits = texts.map { fitter.fit($0, font: font, constraints: constraints) } }
                    return fits
                }
            }
            var all: [[LabelFit]] = []
            for try await fits in group { all.append(fits) }
            return all
        }
        #expect(results.count == 4)
        for fits in results { #expect(fits == expected) }
    }
}
