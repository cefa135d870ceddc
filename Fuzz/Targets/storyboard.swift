import HIGAudit
import HIGInput
import HIGModel

/// The storyboard and xib reader on arbitrary bytes: screens or a `SourceError` with a
/// message; screens it reads must also print as a dump that reads back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let document = try StoryboardImport.read(bytes, file: size % 2 == 0 ? "Base.lproj/Main.storyboard" : "Cell.xib")
        let written = StoryboardImport.dumpJSON(document.dump.screens)
        let decoded = try DumpLoader.decode(Array(written.utf8), file: "dump.json")
        precondition(StoryboardImport.dumpJSON(decoded.screens) == written, "a dump that does not read back the same")
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
    }
    return 0
}
