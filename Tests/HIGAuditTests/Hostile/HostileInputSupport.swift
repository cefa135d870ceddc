import Foundation
import HIGAudit
import HIGModel

/// Builds large dumps in memory, so no huge file is committed.
enum HostileDump {
    /// A one-screen dump whose single section has `rowCount` rows titled "Row 1", "Row 2", …
    /// The app supports one Dynamic Type size, so an audit lays each label out once per width.
    static func rows(_ rowCount: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rowCount * 24 + 512)
        bytes += Array(header.utf8)
        for index in 0..<rowCount {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += Array(#"{"text":"Row \#(index + 1)"}"#.utf8)
        }
        bytes += Array(footer.utf8)
        return bytes
    }

    /// A dump with one row whose title is `text` (JSON-escaped by the caller when needed),
    /// with `localizations` as inline translations.
    static func oneRow(text: String, localizations: [(String, String)] = []) -> [UInt8] {
        var bytes = Array(header.utf8)
        bytes += Array(#"{"text":{"string":"\#(text)""#.utf8)
        if !localizations.isEmpty {
            bytes += Array(#","localizations":{"#.utf8)
            for (index, (locale, string)) in localizations.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes += Array(#""\#(locale)":"\#(string)""#.utf8)
            }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes += Array("}}".utf8)
        bytes += Array(footer.utf8)
        return bytes
    }

    private static let header = #"""
        {"schemaVersion":1,"screen":{"name":"Hostile","environment":{"width":393,"contentSizeCategory":"large",\#
        "supportedContentSizeCategories":{"minimum":"large","maximum":"large"},"developmentLocale":"en"},\#
        "table":{"style":"insetGrouped","sections":[{"rows":[
        """#
    private static let footer = "]}]}}}"
}

/// Builds large translation files in memory.
enum HostileStrings {
    /// A `.strings` file of `count` lines `"key.N" = "Wert N";`, N from 1.
    static func entries(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 32)
        for index in 1...count {
            bytes += Array(#""key.\#(index)" = "Wert \#(index)";\#n"#.utf8)
        }
        return bytes
    }
}

enum HostileFile {
    /// A sparse file of `megabytes` MiB at `name` in `scratch`: its size, without its blocks.
    static func sparse(_ name: String, megabytes: Int, in scratch: ScratchDirectory) throws -> String {
        let path = scratch.url.appendingPathComponent(name).path
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown)
        }
        try handle.truncate(atOffset: UInt64(megabytes) << 20)
        try handle.close()
        return path
    }
}

/// A scratch folder removed when the value goes away.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
