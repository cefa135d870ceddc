#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import HIGInput
import HIGModel

/// Everything a run will write and read, checked before any input is read so that no report,
/// baseline or configuration written by the run can destroy what it reads or what another of
/// its outputs writes:
/// - an output that is one of the run's inputs (a dump, the configuration, the baseline, a
///   translation file) is refused; files are compared by identity (device and inode), so
///   `./a.json`, `a.json` and a link to it are one file;
/// - two outputs to one file are refused, and so are two outputs to standard output
///   (`-`, or a path such as `/dev/stdout` that is the file standard output already goes to);
/// - an output that exists and cannot hold a report (a directory, a socket, a link to
///   nothing) is refused (see `ReportWriter` for what each kind of file gets);
/// - a report path a configuration file declares must stay in that file's folder tree, links
///   followed; the command line may name any path the user can write.
public struct OutputPlan: Sendable {
    /// Where a configuration file declared an output.
    public struct Declaration: Sendable, Equatable {
        public var file: String
        public var position: SourcePosition?
        /// The folder the output must stay in: the configuration file's.
        public var folder: String

        public init(file: String, position: SourcePosition?, folder: String) {
            self.file = file
            self.position = position
            self.folder = folder
        }
    }

    struct Output {
        var path: String
        var role: String
        var declaration: Declaration?
    }

    struct Input {
        var path: String
        var role: String
    }

    private var outputs: [Output] = []
    private var inputs: [Input] = []

    public init() {}

    /// An output: `path` (`-` for standard output), `role` as messages name it
    /// (`--report sarif`, `the terminal output`), and where a configuration declared it.
    public mutating func write(_ path: String, as role: String, declaredIn declaration: Declaration? = nil) {
        outputs.append(Output(path: path, role: role, declaration: declaration))
    }

    /// An input file (not standard input), `role` as messages name it (`the dump`).
    public mutating func read(_ path: String, as role: String) {
        guard path != ReportWriter.standardOutput else { return }
        inputs.append(Input(path: path, role: role))
    }

    /// The first problem, as `path: error: …` or `config:line:col: error: …`.
    public func check() throws(SourceError) {
        // Standard output: `-`, or the file descriptor 1 already writes to. /dev/null takes any
        // number of documents.
        let standardOutput = FileIdentity(descriptor: 1)
        let null = FileIdentity(path: "/dev/null")
        var toStandardOutput: [Output] = []
        for output in outputs {
            if output.path == ReportWriter.standardOutput {
                toStandardOutput.append(output)
            } else if let identity = FileIdentity(path: output.path), identity == standardOutput, identity != null {
                toStandardOutput.append(output)
            }
        }
        if toStandardOutput.count > 1 {
            let first = toStandardOutput[0], second = toStandardOutput[1]
            let named = toStandardOutput.first { $0.path != ReportWriter.standardOutput } ?? second
            throw SourceError(file: named.path, position: nil, message: "\(first.role) and \(second.role) both write to standard output; send one of them to a file")
        }

        let inputIdentities = inputs.map { (input: $0, identity: FileIdentity(path: $0.path)) }
        var written: [(key: OutputKey, output: Output)] = []
        for output in outputs where output.path != ReportWriter.standardOutput {
            if let declaration = output.declaration { try Self.confine(output, to: declaration) }
            do {
                try Self.expectWritable(output.path, Destination.classify(output.path))
            } catch {
                throw SourceError(file: output.path, position: nil, message: Self.reason(of: error, role: output.role))
            }
            let identity = FileIdentity(path: output.path)
            // /dev/null takes any number of reports, as the docs say.
            if let identity, identity == null { continue }
            if let identity, let clash = inputIdentities.first(where: { $0.identity == identity }) {
                // A configuration's report path is said where the configuration declares it.
                throw SourceError(
                    file: output.declaration?.file ?? output.path, position: output.declaration?.position,
                    message: "\(output.role) would overwrite \(clash.input.role) '\(UntrustedText.short(clash.input.path, limit: 200))' that this run reads; write it to another file")
            }
            let key = identity.map(OutputKey.file) ?? .path(Self.canonical(output.path))
            if let earlier = written.first(where: { $0.key == key }) {
                throw SourceError(file: output.declaration?.file ?? output.path, position: output.declaration?.position, message: "\(earlier.output.role) and \(output.role) write the same file; give each its own")
            }
            written.append((key, output))
        }
    }

    /// Every output is known writable before any is written, so a run that cannot write one
    /// report writes none: a new or replaced file needs its folder writable (the report goes to
    /// a temporary file there, renamed over the destination); a device or FIFO, itself.
    private static func expectWritable(_ path: String, _ destination: Destination) throws(ReportWriteError) {
        let target: String
        switch destination {
        case .missing, .regular: target = FolderPath.folder(of: path)
        case .regularThroughLink(let resolved): target = FolderPath.folder(of: resolved)
        case .inPlace(let resolved):
            guard access(resolved, W_OK) == 0 else { throw .cannotWrite(path: path, errno: errno) }
            return
        }
        guard access(target, W_OK | X_OK) == 0 else { throw .cannotCreate(path: path, errno: errno) }
    }

    private enum OutputKey: Equatable {
        case file(FileIdentity)
        case path(String)
    }

    private static func reason(of error: ReportWriteError, role: String) -> String {
        switch error {
        case .unsuitable(_, let reason): "cannot write \(role) here: \(reason)"
        default:
            // `path: error: cannot …`: keep the part after the path.
            String(describing: error).split(separator: " ", maxSplits: 2).dropFirst(2).joined()
        }
    }

    /// A configuration's report path, links followed, must stay in its folder tree.
    private static func confine(_ output: Output, to declaration: Declaration) throws(SourceError) {
        let folder = Destination.realPath(declaration.folder) ?? canonical(declaration.folder)
        let resolved = canonical(output.path)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard !resolved.hasPrefix(prefix) else { return }
        throw SourceError(
            file: declaration.file, position: declaration.position,
            message: "report path leads outside the configuration file's folder (through a symbolic link); a configuration may only write inside its folder, the command line (--report) anywhere")
    }

    /// `path` with every link resolved as far as the file system has it: the real path of the
    /// file, else of its folder with the name added, else the path made absolute and folded.
    static func canonical(_ path: String) -> String {
        if let real = Destination.realPath(path) { return real }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if name != "..", name != ".", !name.isEmpty, let real = Destination.realPath(folder) {
            return (real == "/" ? "" : real) + "/" + name
        }
        let absolute = path.hasPrefix("/") ? path : (currentDirectory() ?? "") + "/" + path
        return "/" + ReportPath.segments(absolute).joined(separator: "/")
    }

    private static func currentDirectory() -> String? {
        guard let buffer = getcwd(nil, 0) else { return nil }
        defer { free(buffer) }
        return String(cString: buffer)
    }
}

/// A file's device and inode: two paths name one file exactly when these are equal.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The file `path` names, links followed; nil when there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
