import HIGModel
import Testing
@testable import HIGAudit

@Suite struct LocalizationSummaryTests {
    static func finding(_ rule: String, path: String, locale: String, text: String, overflow: Double, size: String = "large", failing: [ContentSizeCategory]? = nil, plural: String? = nil) -> Finding {
        var evidence = [Evidence(.text, .string(text)), Evidence(.overflow, .number(overflow)), Evidence(.locale, .string(locale)), Evidence(.contentSizeCategory, .string(size))]
        if let failing { evidence.append(Evidence(.failingSizes, .contentSizeCategories(failing))) }
        if let plural { evidence.append(Evidence(.pluralCategory, .string(plural))) }
        return Finding(ruleID: rule, severity: .error, message: text, location: FindingLocation(.synthesized("a.json")), path: ElementPath(screen: "S").appending(.section(0)).appending(.row(Int(path) ?? 0, id: nil)), evidence: evidence)
    }

    static let findings = [
        finding("text/truncation", path: "0", locale: "de", text: "Benachrichtigungseinstellungen", overflow: 63, failing: [.large, .extraLarge]),
        finding("text/truncation", path: "1", locale: "de", text: "Datenschutz", overflow: 4),
        finding("text/truncation", path: "2", locale: "ru", text: "100 091 сообщение", overflow: 10, plural: "one"),
        finding("text/truncation", path: "2", locale: "ru", text: "100 094 сообщения", overflow: 12, plural: "few"),
        finding("a11y/dynamic-type", path: "3", locale: "ja", text: "通知設定", overflow: 2, size: "accessibilityLarge"),
        finding("table/width", path: "4", locale: "de", text: "ignored", overflow: 99),
    ]

    @Test func worstOffendersPerLocale() {
        let lines = LocalizationSummary.worstOffenders(Self.findings).map(\.line)
        #expect(lines == [
            "de: 2 truncated texts, worst: 'Benachrichtigungseinstellungen' 63 pt over",
            "ru: 2 truncated texts, worst: '100 094 сообщения' 12 pt over",
        ])
    }

    @Test func localeBySizeMatrix() {
        let matrix = LocalizationSummary.matrix(Self.findings)
        #expect(matrix.locales == ["de", "ru", "ja"])
        #expect(matrix.sizes == [.large, .extraLarge, .accessibilityLarge])
        #expect(matrix.counts["de"] == [.large: 2, .extraLarge: 1])
        #expect(matrix.counts["ru"] == [.large: 2])
        #expect(matrix.counts["ja"] == [.accessibilityLarge: 1])
        let markdown = LocalizationSummary.markdown(Self.findings)
        #expect(markdown.hasPrefix("| locale | L | xL | AX2 |\n|---|---:|---:|---:|\n| de | 2 | 1 |  |\n"), "\(markdown)")
        #expect(markdown.hasSuffix("- ru: 2 truncated texts, worst: '100 094 сообщения' 12 pt over\n"))
        #expect(LocalizationSummary.markdown([]).isEmpty)
    }
}
