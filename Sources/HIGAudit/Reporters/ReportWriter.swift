import HIGModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a report could not be written.
public enum ReportWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotCreate(path: String, errno: Int32)
    case cannotWrite(path: String, errno: Int32)
    case cannotReplace(path: String, errno: Int32)
    /// The destination exists and is something a report cannot go into.
    case unsuitable(path: String, reason: String)

    /// `path: error: …`, like every other input or output the tool cannot use.
    public var description: String {
        switch self {
        case .cannotCreate(let path, let code):
            "\(LogText.name(path)): error: cannot write the report: \(Self.reason(code))" + (code == ENOENT ? " (its directory does not exist)" : "")
        case .cannotWrite(let path, let code): "\(LogText.name(path)): error: cannot write the report: \(Self.reason(code))"
        case .cannotReplace(let path, let code): "\(LogText.name(path)): error: cannot replace the file with the report: \(Self.reason(code))"
        case .unsuitable(let path, let reason): "\(LogText.name(path)): error: cannot write the report: \(reason)"
        }
    }

    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

/// Puts report bytes where they belong: `-` is standard output; any other path is written to a
/// temporary file in the same directory and renamed over the destination, so a reader (or a
/// crashed run) never sees a partial report.
///
/// What is already at the destination is kept for what it is:
/// - a regular file is replaced atomically, as above;
/// - a symbolic link is followed: the file it points to gets the report (atomically, beside
///   that file), and the link stays a link. A link to nothing is refused, never replaced;
/// - a device or FIFO (`/dev/null`, `/dev/stdout`, a named pipe read by another process) is
///   written in place, never replaced by a file. A FIFO nobody reads is refused at once
///   rather than waited on;
/// - a directory or socket is refused.
public enum ReportWriter {
    public static let standardOutput = "-"

    public static func write(_ bytes: [UInt8], to destination: String) throws(ReportWriteError) {
        try write(to: destination) { emit in emit(bytes) }
    }

    /// Writes the pieces `produce` hands to its `emit` as they come, so a report made in pieces
    /// (`Reporter.report(_:context:emit:)`) is never whole in memory. A file still appears only
    /// once complete.
    public static func write(to destination: String, _ produce: (_ emit: ([UInt8]) -> Void) -> Void) throws(ReportWriteError) {
        try write(to: destination, using: { fd, pointer, count in Self.systemWrite(fd, pointer, count) }, produce)
    }

    static func write(_ bytes: [UInt8], to destination: String, using writeChunk: (Int32, UnsafeRawPointer, Int) -> Int) throws(ReportWriteError) {
        try write(to: destination, using: writeChunk) { emit in emit(bytes) }
    }

    /// `writeChunk` stands in for write(2) so tests can make a write fail halfway.
    static func write(
        to destination: String,
        using writeChunk: (Int32, UnsafeRawPointer, Int) -> Int,
        _ produce: (_ emit: ([UInt8]) -> Void) -> Void
    ) throws(ReportWriteError) {
        /// Writes every piece until one fails; the first failure's errno.
        func writePieces(to fd: Int32) -> Int32? {
            withoutActuallyEscaping(writeChunk) { writeChunk in
                var failure: Int32?
                produce { piece in
                    if failure == nil { failure = writeAll(piece, to: fd, using: writeChunk) }
                }
                return failure
            }
        }
        if destination == standardOutput {
            // Text printed earlier through stdio (`print`) must come out first.
            fflush(nil)
            if let code = writePieces(to: STDOUT_FILENO) {
                throw .cannotWrite(path: destination, errno: code)
            }
            return
        }
        let target: String
        switch try Destination.classify(destination) {
        case .missing, .regular: target = destination
        case .regularThroughLink(let resolved): target = resolved
        case .inPlace(let resolved):
            let fd = try openInPlace(resolved, reportedAs: destination)
            let failure = writePieces(to: fd)
            close(fd)
            if let failure { throw .cannotWrite(path: destination, errno: failure) }
            return
        }
        // The temporary file is removed if the run is interrupted before the rename below.
        let (fd, temporary, remembered) = try createTemporary(next: target)
        defer { TemporaryReports.forget(remembered) }
        if let code = writePieces(to: fd) {
            close(fd)
            unlink(temporary)
            throw .cannotWrite(path: destination, errno: code)
        }
        if fsync(fd) != 0, errno != EINVAL {
            let code = errno
            close(fd)
            unlink(temporary)
            throw .cannotWrite(path: destination, errno: code)
        }
        if close(fd) != 0 {
            let code = errno
            unlink(temporary)
            throw .cannotWrite(path: destination, errno: code)
        }
        if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            throw .cannotReplace(path: destination, errno: code)
        }
    }

    /// Opens a device or FIFO for writing without creating, truncating or replacing it. A FIFO
    /// opened without a reader fails with ENXIO instead of blocking.
    private static func openInPlace(_ path: String, reportedAs destination: String) throws(ReportWriteError) -> Int32 {
        let fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENXIO { throw .unsuitable(path: destination, reason: "it is a FIFO that no process is reading") }
            throw .cannotCreate(path: destination, errno: code)
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return fd
    }

    /// A new file beside `destination` (rename is only atomic within one file system), readable
    /// like any file the user creates (mode 0666 less the umask).
    /// It is remembered by `TemporaryReports` before it exists, so an interruption at any
    /// moment after it is created removes it.
    private static func createTemporary(next destination: String) throws(ReportWriteError) -> (Int32, String, Int?) {
        let slash = destination.lastIndex(of: "/")
        let directory = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        for attempt in 0..<100 {
            let temporary = "\(directory).\(name).\(getpid())-\(attempt).tmp"
            let remembered = TemporaryReports.remember(temporary)
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, temporary, remembered) }
            let code = errno
            TemporaryReports.forget(remembered)
            if code != EEXIST { throw .cannotCreate(path: destination, errno: code) }
        }
        throw .cannotCreate(path: destination, errno: EEXIST)
    }

    /// nil when every byte was written, else the errno.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32, using writeChunk: (Int32, UnsafeRawPointer, Int) -> Int) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = writeChunk(fd, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if written == 0 { return EIO }
                offset += written
            }
            return nil
        }
    }

    private static func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(fd, pointer, count)
        #elseif canImport(Musl)
        Musl.write(fd, pointer, count)
        #else
        Glibc.write(fd, pointer, count)
        #endif
    }
}

/// What is at a report destination now, and how it is written.
enum Destination: Equatable {
    /// Nothing yet: a new file.
    case missing
    /// A regular file, replaced atomically.
    case regular
    /// A symbolic link (possibly through several) to a regular file at `resolved`, which is
    /// replaced atomically while the link stays as it is.
    case regularThroughLink(resolved: String)
    /// A device or FIFO (reached directly or through links), written in place.
    case inPlace(resolved: String)

    static func classify(_ path: String) throws(ReportWriteError) -> Destination {
        var link = stat()
        guard lstat(path, &link) == 0 else {
            if errno == ENOENT { return .missing }
            throw .cannotCreate(path: path, errno: errno)
        }
        var status = link
        let isLink = link.st_mode & S_IFMT == S_IFLNK
        if isLink {
            guard stat(path, &status) == 0 else {
                throw .unsuitable(path: path, reason: "it is a symbolic link to a file that does not exist (or a loop); the link is left as it is")
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard isLink else { return .regular }
            guard let resolved = realPath(path) else { throw .cannotCreate(path: path, errno: errno) }
            return .regularThroughLink(resolved: resolved)
        case S_IFCHR, S_IFBLK, S_IFIFO:
            return .inPlace(resolved: path)
        case S_IFDIR:
            throw .unsuitable(path: path, reason: "it is a directory")
        case S_IFSOCK:
            throw .unsuitable(path: path, reason: "it is a socket")
        default:
            throw .unsuitable(path: path, reason: "it is not a file")
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
