import Foundation
import HIGInput
import HIGModel
import Testing
@testable import HIGAudit

@Suite struct HTMLReporterTests {
    static func page(_ result: AuditResult, context: ReportContext = Fixtures.context) -> String {
        Fixtures.text(HTMLReporter().report(result, context: context))
    }

    /// A dump whose texts are all `text`, audited and laid out for drawing: the texts reach the
    /// wireframes' SVG, not only the findings list.
    static func drawnResult(_ texts: [String]) throws -> AuditResult {
        let rows: [[String: Any]] = texts.enumerated().map { index, text in
            ["id": "r\(index)", "text": text, "secondaryText": text, "cellStyle": "value1", "selectionStyle": "none", "selectionAction": "runsAction"]
        }
        let document: [String: Any] = [
            "schemaVersion": 1,
            "screen": [
                "name": texts.first ?? "screen",
                "environment": ["width": 320],
                "table": ["style": "insetGrouped", "sectionIndexTitles": Array(texts.prefix(3)), "sections": [["header": texts.last ?? "", "footer": texts.first ?? "", "rows": rows]]],
            ] as [String: Any],
        ]
        let bytes = try JSONSerialization.data(withJSONObject: document)
        let dump = try DumpDecoder.decode(Array(bytes), file: "/repo/hostile.json")
        return try AuditPipeline.run([dump], project: ProjectConfiguration(directory: "/repo"), jobs: 1, layoutSnapshot: LayoutSnapshot.Limits())
    }

    // MARK: - Untrusted text

    @Test func hostileTextInFindingsStaysText() throws {
        let page = Self.page(Fixtures.hostileResult)
        let unexpected = Set(HTMLTags.names(in: page)).subtracting(HTMLTags.written)
        #expect(unexpected.isEmpty, "\(unexpected)")
        #expect(page.components(separatedBy: "<script").count == 2)
        for scalar in ["\u{202E}", "\u{2066}", "\u{1B}", "\u{07}", "\u{00}", "\u{2028}", "\r"] {
            #expect(!page.contains(scalar), "raw \(scalar.unicodeScalars.first!.value)")
        }
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("Tom &amp; Jerry &amp;amp; friends"))
        #expect(page.contains("&lt;U+202E&gt;evil"))
        // Every hostile message is listed, escaped.
        for text in Fixtures.hostile {
            #expect(page.contains("<p>\(HTMLText.escape(text))</p>"), "\(text)")
        }
    }

    @Test func hostileTextInDrawingsStaysText() throws {
        let result = try Self.drawnResult(Fixtures.hostile)
        let layout = try #require(result.layout)
        #expect(layout.screens.count == 1)
        let page = Self.page(result)
        #expect(page.contains("<svg"))
        let unexpected = Set(HTMLTags.names(in: page)).subtracting(HTMLTags.written)
        #expect(unexpected.isEmpty, "\(unexpected)")
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(!page.contains("\u{202E}") && !page.contains("\u{1B}") && !page.contains("\r"))
        // The texts are drawn as text elements, escaped.
        #expect(page.contains("&lt;script&gt;"))
        #expect(page.range(of: #"<text [^>]*>[^<]*&lt;script"#, options: .regularExpression) != nil)
    }

    @Test func escapeCoversMarkupQuotesAndControls() {
        #expect(HTMLText.escape(#"<a href="x" onclick='y'>&"#) == "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;")
        #expect(HTMLText.escape("a\nb\u{202E}c") == "a↵b&lt;U+202E&gt;c")
    }

    // MARK: - Self-contained

    @Test func pageFetchesNothing() throws {
        let page = Self.page(try Self.drawnResult(["Einstellungen für Mobilfunkdaten und Roaming", "Info"]))
        for pattern in ["src=", "url(", "@import", "<link", "<img", "<iframe", "<object", "fetch(", "XMLHttpRequest"] {
            #expect(!page.contains(pattern), "\(pattern)")
        }
        // Web addresses appear only as links people can follow.
        let addresses = page.matches(of: /(.{7})https?:\/\//)
        #expect(!addresses.isEmpty)
        for address in addresses {
            #expect(address.output.1.hasSuffix(" href=\"") || address.output.1 == "xmlns=\"", "\(address.output.0)")
        }
        #expect(page.contains("default-src 'none'"))
    }

    @Test func contentSecurityPolicyPinsTheScript() {
        #expect(SHA256.base64(SHA256.digest(Array("abc".utf8))) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
        #expect(SHA256.base64(SHA256.digest([])) == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        let long = Array(String(repeating: "a", count: 1_000).utf8)
        #expect(SHA256.base64(SHA256.digest(long)) == "Qe3s5C1j6Nm/UVqbppMuHCDLyfWl0TRkWttdsblzfqM=")
        let page = Self.page(Fixtures.sample)
        let hash = SHA256.base64(SHA256.digest(Array(HTMLReporter.script.utf8)))
        #expect(page.contains("script-src 'sha256-\(hash)'"))
        #expect(page.contains("<script>\(HTMLReporter.script)</script>"))
    }

    // MARK: - Content

    @Test func summaryCountsByRuleAndSeverity() {
        let page = Self.page(Fixtures.sample)
        #expect(page.contains("<caption>Findings by rule and severity</caption>"))
        // index/grouped-style: one error, no warnings or notes.
        #expect(page.contains(#"<code>index/grouped-style</code></a></th><td>"#))
        #expect(page.range(of: #"<code>index/grouped-style</code></a></th><td>[^<]*</td><td class="num">1</td><td class="num">0</td><td class="num">0</td><td class="num">1</td>"#, options: .regularExpression) != nil)
        #expect(page.contains("<title>hig-audit: 2 errors, 1 warning, 1 note</title>"))
    }

    @Test func withoutALayoutFindingsAreListedAndSaySo() {
        let page = Self.page(Fixtures.sample)
        #expect(!page.contains("<svg"))
        #expect(page.components(separatedBy: "<li class=\"finding\"").count == Fixtures.sample.findings.count + 1)
        #expect(page.contains("Not drawn: this run did not lay screens out"))
    }

    @Test func noFindings() {
        let page = Self.page(AuditResult(findings: [], fileCount: 1, screenCount: 1, rowCount: 3))
        #expect(page.contains("<p>No findings.</p>"))
        #expect(page.hasSuffix("</html>\n"))
    }

    @Test func piecesMakeTheWholeAndRepeat() throws {
        let result = try Self.drawnResult(["Benachrichtigungseinstellungen", "Sofort", "Downloads"])
        var pieces: [UInt8] = []
        var count = 0
        HTMLReporter().report(result, context: Fixtures.context) { pieces += $0; count += 1 }
        #expect(count >= 3)
        #expect(pieces == HTMLReporter().report(result, context: Fixtures.context))
        #expect(pieces == HTMLReporter().report(result, context: Fixtures.context))
    }

    @Test func everyFindingLinksToWhatItIsAbout() throws {
        let result = try Self.drawnResult(["Benachrichtigungseinstellungen für alle Apps", "Sofort"])
        let page = Self.page(result)
        let links = page.matches(of: /<li class="finding" id="f(\d+)" data-view="([^"]+)"><a href="#([^"]+)">/)
        #expect(links.count == result.findings.count)
        for link in links {
            // The target exists, in the view the finding names, and links back to the finding.
            #expect(page.contains("id=\"\(link.output.3)\""), "\(link.output.3)")
            #expect(link.output.3.hasPrefix(link.output.2))
            #expect(page.contains("href=\"#f\(link.output.1)\""))
        }
    }

    @Test func findingsListIsCappedPerScreen() {
        let result = Fixtures.large(1_200)
        let page = Self.page(result)
        let listed = page.components(separatedBy: "<li class=\"finding\"").count - 1
        let screens = Set(result.findings.map(\.path.screen)).count
        #expect(listed == result.findings.count, "screens of 40 findings each stay under the cap")
        #expect(screens > 1)
        let crowded = AuditResult(findings: (0..<(HTMLReporter.findingsPerScreenLimit + 7)).map { Fixtures.finding(message: "finding \($0)", line: $0 + 2) },
                                  fileCount: 1, screenCount: 1, rowCount: 1)
        let capped = Self.page(crowded)
        #expect(capped.components(separatedBy: "<li class=\"finding\"").count - 1 == HTMLReporter.findingsPerScreenLimit)
        #expect(capped.contains("7 more findings on this screen are in the JSON and SARIF reports"))
    }
}
