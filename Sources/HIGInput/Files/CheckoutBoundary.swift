import HIGModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder being audited, as the limit of what a run reads through links.
///
/// In CI the checkout is a pull request's, and a symbolic link in it can point anywhere:
/// `App/de.lproj/Settings.strings -> ~/.git-credentials` would have a parse error quote the
/// credentials into the log. A file found in a folder is read only when the link, resolved,
/// stays inside that folder; a file named on the command line is the user's choice and is read
/// wherever it points. Every folder walk (dumps, storyboards, `--strings` folders) and the
/// translation discovery beside storyboards ask `verdict(for:)` before opening anything.
public struct CheckoutBoundary: Sendable {
    /// The folder as given (for messages) and with every link resolved (for the check).
    public let folder: String
    private let resolvedFolder: String?

    public init(folder: String) {
        self.folder = folder
        resolvedFolder = Self.resolve(folder)
    }

    /// What a path found in the folder is, links resolved.
    public enum Verdict: Equatable, Sendable {
        /// Inside the folder (through links or not): read it.
        case inside
        /// A link (or a folder of links) that leads out of the folder: never opened.
        case outside
        /// A link to nothing.
        case dangling
        /// A chain of links that never ends (or one too long to follow).
        case loop

        /// What the path is, for a message (`is …; not read`); nil for `.inside`.
        public var skipReason: String? {
            switch self {
            case .inside: nil
            case .outside: "a link that leads outside the folder audited"
            case .dangling: "a link to nothing"
            case .loop: "a link loop"
            }
        }
    }

    /// Whether `path`, found under the folder, may be read.
    public func verdict(for path: String) -> Verdict {
        guard let resolved = Self.resolve(path) else {
            let code = errno
            if code == ELOOP { return .loop }
            var status = stat()
            // The path exists as a link but what it names does not.
            if lstat(path, &status) == 0 { return Self.isLink(status) ? .dangling : (code == ENOENT ? .dangling : .inside) }
            // A link in a folder above the file dangles (or the file went away): nothing to read.
            return code == ENOENT || code == ENOTDIR ? .dangling : .inside
        }
        guard let root = resolvedFolder else { return .outside }
        if resolved == root || root == "/" { return .inside }
        return resolved.hasPrefix(root + "/") ? .inside : .outside
    }

    /// `realpath(3)`: the absolute path with every link and `.`/`..` resolved; nil when it
    /// cannot be resolved (`errno` says why).
    static func resolve(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func isLink(_ status: stat) -> Bool {
        status.st_mode & S_IFMT == S_IFLNK
    }
}
