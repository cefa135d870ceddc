import HIGModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads dump files and standard input with plain POSIX calls, so the model module stays free of
/// Foundation. Every failure is a `DumpError` naming the file. The configuration, baselines and
/// translation files are read the same way, under the same size limit.
public enum DumpLoader {
    /// `InputLimits.default.maximumFileSize`: 128 MiB.
    public static let defaultMaxBytes = InputLimits.default.maximumFileSize

    /// What a file is for, as errors about it say.
    public struct FileKind: Sendable {
        /// `a dump`: "larger than the 128 MiB limit for a dump".
        public var name: String
        /// The message for a directory given where a file of this kind was expected.
        public var directoryMessage: String

        public init(name: String, directoryMessage: String) {
            self.name = name
            self.directoryMessage = directoryMessage
        }

        public static let dump = FileKind(name: "a dump", directoryMessage: "is a directory; expected a table dump file (a .json file)")
        public static let configuration = FileKind(name: "a configuration file", directoryMessage: "is a directory, not a configuration file")
        public static let baseline = FileKind(name: "a baseline", directoryMessage: "is a directory, not a baseline")
        public static let translations = FileKind(name: "a translation file", directoryMessage: "is a directory, not a translation file")
        public static let layoutProfile = FileKind(name: "a layout profile", directoryMessage: "is a directory, not a layout profile")
    }

    /// Why `read(path:maxBytes:kind:)` failed: the file is over the limit (a limit the user
    /// sets), or it cannot be read at all. Either way `error` names the file.
    public enum ReadFailure: Error, Sendable {
        case overLimit(SourceError)
        case unreadable(SourceError)

        public var error: SourceError {
            switch self {
            case .overLimit(let error), .unreadable(let error): error
            }
        }
    }

    /// The name `loadStandardInput` gives the input in positions and errors.
    public static let standardInputName = "<stdin>"

    /// Reads and decodes the dump at `path`.
    public static func load(path: String, maxBytes: Int = defaultMaxBytes) throws(DumpError) -> TableDump {
        let bytes = try readFile(path: path, maxBytes: maxBytes)
        return try DumpDecoder.decode(bytes, file: path)
    }

    /// Reads and decodes a dump from standard input.
    public static func loadStandardInput(maxBytes: Int = defaultMaxBytes) throws(DumpError) -> TableDump {
        let bytes: [UInt8]
        do {
            bytes = try read(descriptor: 0, name: standardInputName, maxBytes: maxBytes)
        } catch {
            throw error.error
        }
        return try DumpDecoder.decode(bytes, file: standardInputName)
    }

    /// Decodes bytes already in memory (standard input read elsewhere, a test).
    public static func decode(_ bytes: [UInt8], file: String = standardInputName) throws(DumpError) -> TableDump {
        try DumpDecoder.decode(bytes, file: file)
    }

    /// The bytes of the file at `path`, refusing directories and files over `maxBytes`.
    public static func readFile(path: String, maxBytes: Int = defaultMaxBytes, kind: FileKind = .dump) throws(DumpError) -> [UInt8] {
        do {
            return try read(path: path, maxBytes: maxBytes, kind: kind)
        } catch {
            throw error.error
        }
    }

    /// `readFile`, telling a file over the limit apart from one that cannot be read. A regular
    /// file's size is checked with `fstat` before anything is read.
    public static func read(path: String, maxBytes: Int, kind: FileKind) throws(ReadFailure) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw .unreadable(DumpError(file: path, position: nil, message: "no such file"))
            case EACCES: throw .unreadable(DumpError(file: path, position: nil, message: "cannot read the file: permission denied"))
            default: throw .unreadable(DumpError(file: path, position: nil, message: "cannot open the file: \(describe(code))"))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, let special = specialFileKind(status.st_mode) {
            throw .unreadable(DumpError(file: path, position: nil, message: "is \(special), not a file; name a file, or - for standard input"))
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return try read(descriptor: descriptor, name: path, maxBytes: maxBytes, kind: kind)
    }

    /// Everything an open descriptor (standard input, a pipe) gives until it ends, refused once
    /// it passes `maxBytes`.
    public static func readToEnd(descriptor: Int32, name: String, maxBytes: Int) -> Result<[UInt8], DumpError> {
        do {
            return .success(try read(descriptor: descriptor, name: name, maxBytes: maxBytes))
        } catch {
            return .failure(error.error)
        }
    }

    static func read(descriptor: Int32, name: String, maxBytes: Int, kind: FileKind = .dump) throws(ReadFailure) -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(DumpError(file: name, position: nil, message: "cannot read the file: \(describe(errno))"))
        }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR {
            throw .unreadable(DumpError(file: name, position: nil, message: kind.directoryMessage))
        }
        // A regular file's size is known up front; pipes and terminals are read until they end.
        let isRegular = type == S_IFREG
        let size = isRegular ? Int(status.st_size) : 0
        if size > maxBytes { throw .overLimit(tooLarge(name, size: size, maxBytes: maxBytes, kind: kind)) }

        var bytes: [UInt8] = []
        if isRegular {
            // Read straight into an array of the file's size: no second copy of a large dump.
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                while initialized < size {
                    let count = systemRead(descriptor, buffer.baseAddress.map { $0 + initialized }, size - initialized)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        break
                    }
                    if count == 0 { break }
                    initialized += count
                }
            }
            if failure != 0 {
                throw .unreadable(DumpError(file: name, position: nil, message: "cannot read the file: \(describe(failure))"))
            }
            // Some files report size 0 but have content (/proc); read the rest below.
            if size > 0 { return bytes }
        }
        let chunk = 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress, raw.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(DumpError(file: name, position: nil, message: "cannot read the file: \(describe(errno))"))
            }
            if count == 0 { break }
            if bytes.count + count > maxBytes {
                throw .overLimit(tooLarge(name, size: bytes.count + count, maxBytes: maxBytes, kind: kind, atLeast: true))
            }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    /// "a FIFO", "a socket", "a device" for files that are read only as a stream a process
    /// or the kernel provides (they may never end); nil for files and directories.
    public static func specialFileKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: nil
        }
    }

    static func tooLarge(_ name: String, size: Int, maxBytes: Int, kind: FileKind, atLeast: Bool = false) -> DumpError {
        // A pipe is refused as soon as it passes the limit, so its full size is unknown.
        let size = atLeast ? "" : " \(mebibytes(size)),"
        return DumpError(
            file: name, position: nil,
            message: "the file is\(size) larger than the \(mebibytes(maxBytes)) limit for \(kind.name); raise the limit with --max-file-size")
    }

    static func mebibytes(_ count: Int) -> String {
        let tenths = (count * 10 + (1 << 20) / 2) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }

    static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

/// `read(2)`, named apart from `DumpLoader.read`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
