/// A finding's file as reports show it: relative to the base path when it lies inside it,
/// without `.` segments or repeated slashes.
struct ReportPath: Hashable, Sendable {
    /// Relative to the base path, or nil when the file lies outside it.
    var relative: String?
    /// The normalized path as given, for files outside the base path.
    var normalized: String
    var isAbsolute: Bool

    /// A backslash is an ordinary file-name character on the systems this runs on, so it is
    /// kept (and percent-encoded in URIs), never read as a separator.
    ///
    /// `workingDirectory` (absolute) resolves a relative file against an absolute base path and
    /// the other way round, as `check Dumps/a.json` with the default base path needs.
    init(file: String, basePath: String?, workingDirectory: String? = nil) {
        isAbsolute = file.hasPrefix("/")
        var fileParts = Self.segments(file)
        normalized = (isAbsolute ? "/" : "") + fileParts.joined(separator: "/")
        guard let basePath else {
            relative = isAbsolute || fileParts.first == ".." ? nil : normalized
            return
        }
        var baseParts = Self.segments(basePath)
        var baseIsAbsolute = basePath.hasPrefix("/")
        var fileIsAbsolute = isAbsolute
        if let workingDirectory, workingDirectory.hasPrefix("/"), baseIsAbsolute != fileIsAbsolute {
            if fileIsAbsolute {
                baseParts = Self.segments(workingDirectory + "/" + basePath)
                baseIsAbsolute = true
            } else {
                fileParts = Self.segments(workingDirectory + "/" + file)
                fileIsAbsolute = true
            }
        }
        guard baseIsAbsolute == fileIsAbsolute, fileParts.count > baseParts.count,
              Array(fileParts.prefix(baseParts.count)) == baseParts
        else {
            relative = nil
            return
        }
        let rest = fileParts.dropFirst(baseParts.count)
        relative = rest.contains("..") ? nil : rest.joined(separator: "/")
    }

    /// What text, JSON, Markdown and annotations print.
    var display: String { relative ?? normalized }

    /// Splits on `/`, drops empty and `.` segments and folds `a/..`.
    static func segments(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts
    }

    /// RFC 3986 percent-encoding of everything except unreserved characters and `/`, so the
    /// result is a valid relative reference whatever the file is called (spaces, `:` in the
    /// first segment, `#`, `%`, non-ASCII).
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
