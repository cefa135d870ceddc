import HIGAudit
import HIGInput
import HIGModel

/// Decoding, then every rule, then a report, on arbitrary bytes. Text rules run the layout
/// engine on whatever strings, fonts and sizes the input holds, so a decodable input reaches
/// far more code than the decoder alone. Findings quote the input's own strings and paths, so
/// the report must still be what its format promises whatever they hold: JSON and XML that
/// read back, valid UTF-8 without a raw control or bidi character, and in the GitHub format one
/// workflow command per line.
private let audit = try! Audit(jobs: 1)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudit(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let dump = try? DumpDecoder.decode(bytes, file: "fuzz.json") else { return 0 }
    let result = audit.run([dump])
    precondition(result.screenCount == dump.screens.count)
    for finding in result.findings {
        precondition(!finding.message.isEmpty, "a finding without a message")
    }
    checkReport(result, format: ReportFormat.allCases[size % ReportFormat.allCases.count])
    return 0
}

/// One format per input, chosen by its length (as the storyboard target chooses its file name),
/// so every format is fuzzed, and the fuzzer can steer between them, at the cost of one report.
/// Only the rules that fired go into the rule tables: the whole catalogue would make every
/// execution write and reread tens of kilobytes of rule help that no input can change.
private func checkReport(_ result: AuditResult, format: ReportFormat) {
    let fired = Set(result.findings.map(\.ruleID))
    let context = ReportContext(rules: RuleRegistry.descriptions.filter { fired.contains($0.id) }, toolVersion: "0.0.0")
    let report = format.reporter.report(result, context: context)
    guard let text = String(validating: report, as: UTF8.self) else {
        preconditionFailure("\(format): the report is not UTF-8")
    }
    if let scalar = text.unicodeScalars.first(where: isRaw) {
        preconditionFailure("\(format): a raw U+\(String(scalar.value, radix: 16, uppercase: true)) in the report")
    }
    switch format {
    case .json, .sarif, .gitlab:
        do { _ = try JSONNode.parse(report, file: "report.\(format)") } catch {
            preconditionFailure("\(format): not JSON: \(error.message)")
        }
    case .junit, .checkstyle:
        do { _ = try XMLReader.read(report, file: "report.\(format)") } catch {
            preconditionFailure("\(format): not XML: \(error.message)")
        }
    case .github:
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            precondition(
                ["::error", "::warning", "::notice"].contains { line.hasPrefix($0) },
                "github: a line that is not a workflow command"
            )
        }
    case .text, .markdown, .html:
        break
    }
}

/// What no report may print raw (the reporters' own rule, restated so the harness does not
/// trust the code it checks): C0 controls but the line feed, DEL and C1 controls, the line and
/// paragraph separators, bidi embeddings, overrides and isolates, and the byte-order mark.
private func isRaw(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
}
