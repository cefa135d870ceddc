import HIGAudit
import HIGInput
import HIGModel
import HIGSwiftSource

/// The Swift source reader on arbitrary bytes: screens or a `SourceError` with a message and
/// a position in this file; screens it reads (every text's origin with them) must also print
/// as a dump that reads back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let document = try SwiftSourceReader.read(bytes, file: "Screen.swift")
        let written = StoryboardImport.dumpJSON(document.dump.screens)
        let decoded = try DumpLoader.decode(Array(written.utf8), file: "dump.json")
        precondition(StoryboardImport.dumpJSON(decoded.screens) == written, "a dump that does not read back the same")
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
        precondition(error.file == "Screen.swift", "an error about another file")
    }
    return 0
}
