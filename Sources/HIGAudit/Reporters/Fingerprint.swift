/// A finding's identity across runs, for baselines and code scanning's `partialFingerprints`:
/// the rule, the file, the element's logical key and the evidence that tells one variant of the
/// same element from another (locale, content size). Never line numbers, so moving a row or
/// reformatting a dump keeps the identity.
public enum FindingFingerprint {
    /// The SARIF `partialFingerprints` key; bump the version when the inputs change.
    public static let sarifKey = "higAudit/v2"

    /// Evidence that distinguishes variants of one element; other evidence (measured points)
    /// changes as the content changes and would break the identity.
    public static let identityEvidenceKeys: [EvidenceKey] = [.locale, .contentSizeCategory, .pluralCategory]

    /// 16 lowercase hex digits of FNV-1a 64 over the identity fields, separated by NUL.
    public static func value(for finding: Finding, file: String) -> String {
        var fields = [finding.ruleID, file, finding.path.key]
        for key in identityEvidenceKeys {
            fields.append(finding[evidence: key].map { "\(key.rawValue)=\($0)" } ?? "")
        }
        let hash = fnv1a64(Array(fields.joined(separator: "\u{0}").utf8))
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// FNV-1a, 64-bit (offset basis and prime from the FNV reference, draft-eastlake-fnv).
    public static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

extension Finding {
    /// The identity fingerprint of this finding as the reports show it.
    func fingerprint(in context: ReportContext) -> String {
        FindingFingerprint.value(for: self, file: context.reportPath(location.file).display)
    }
}

extension EvidenceValue {
    var json: JSONValue {
        switch self {
        case .string(let value): .string(value)
        case .integer(let value): .integer(value)
        case .number(let value): .number(value)
        case .bool(let value): .bool(value)
        case .contentSizeCategories: .string(description)
        }
    }
}

extension [Evidence] {
    /// Evidence as a JSON object in the rule's order; a repeated key keeps its first value,
    /// as `Finding[evidence:]` does.
    var jsonObject: JSONValue {
        var seen = Set<EvidenceKey>()
        var members: [(String, JSONValue)] = []
        for item in self where seen.insert(item.key).inserted {
            members.append((item.key.rawValue, item.value.json))
        }
        return .object(members)
    }
}
