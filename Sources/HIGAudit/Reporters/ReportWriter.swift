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

    /// `path: error: …`, like every other input or output the tool cannot use.
    public var description: String {
        switch self {
        case .cannotCreate(let path, let code):
            "\(path): error: cannot write the report: \(Self.reason(code))" + (code == ENOENT ? " (its directory does not exist)" : "")
        case .cannotWrite(let path, let code): "\(path): error: cannot write the report: \(Self.reason(code))"
        case .cannotReplace(let path, let code): "\(path): error: cannot replace the file with the report: \(Self.reason(code))"
        }
    }

    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

/// Puts report bytes where they belong: `-` is standard output; any other path is written to a
/// temporary file in the same directory and renamed over the destination, so a reader (or a
/// crashed run) never sees a partial report.
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
        let (fd, temporary) = try createTemporary(next: destination)
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
        if rename(temporary, destination) != 0 {
            let code = errno
            unlink(temporary)
            throw .cannotReplace(path: destination, errno: code)
        }
    }

    /// A new file beside `destination` (rename is only atomic within one file system), readable
    /// like any file the user creates (mode 0666 less the umask).
    private static func createTemporary(next destination: String) throws(ReportWriteError) -> (Int32, String) {
        let slash = destination.lastIndex(of: "/")
        let directory = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        for attempt in 0..<100 {
            let temporary = "\(directory).\(name).\(getpid())-\(attempt).tmp"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, temporary) }
            if errno != EEXIST { throw .cannotCreate(path: destination, errno: errno) }
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
