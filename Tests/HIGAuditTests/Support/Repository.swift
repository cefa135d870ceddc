import Foundation
import Testing

/// The repository checkout the tests run in, found from this file's path.
enum Repository {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        // Tests/HIGAuditTests/Support/Repository.swift → repository root
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// Golden files are rewritten only when asked: `HIG_AUDIT_RECORD=1 swift test`.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["HIG_AUDIT_RECORD"] == "1"
    }

    /// Compares `actual` with the committed file, or rewrites the file in record mode.
    static func expectGolden(_ actual: String, at relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = url(relativePath)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url, options: .atomic)
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if expected != actual {
            Issue.record("\(relativePath) is stale; run `HIG_AUDIT_RECORD=1 swift test` and review the diff.\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
        }
    }

    /// Paths of files under `directory` with the given extension, sorted, relative to the root.
    static func files(under directory: String, withExtension ext: String) -> [String] {
        let base = url(directory)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var paths: [String] = []
        for case let file as URL in enumerator where file.pathExtension == ext {
            paths.append(directory + "/" + file.path.dropFirst(base.path.count + 1))
        }
        return paths.sorted()
    }
}

/// The first differing lines, enough to see what changed.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for index in 0..<max(old.count, new.count) where out.count < 30 {
        let before = index < old.count ? String(old[index]) : nil
        let after = index < new.count ? String(new[index]) : nil
        if before != after {
            if let before { out.append("- \(index + 1): \(before)") }
            if let after { out.append("+ \(index + 1): \(after)") }
        }
    }
    return out.joined(separator: "\n")
}
