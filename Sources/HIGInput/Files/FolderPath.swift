/// The folder part of a path, worked out from its text alone.
///
/// Foundation's `NSString.deletingLastPathComponent` traps on Linux for a one-character path
/// (`"x"`, `"."`) or one followed by a slash (`"x/"`), which a folder name in a checkout or a
/// path typed as `check .` gives; this never traps and never touches the file system.
public enum FolderPath {
    /// The folder holding `path`: everything before its last `/` ("/" for a file at the root),
    /// or "." for a bare name.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
