import HIGInput
import HIGModel

/// The dump decoder on arbitrary bytes: it either returns a dump or throws a `DumpError` with a
/// message; anything else (a trap, a sanitizer report, a hang) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDump(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    do {
        let dump = try DumpDecoder.decode(bytes, file: "fuzz.json")
        precondition(dump.schemaVersion == TableDump.currentSchemaVersion)
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
    }
    return 0
}
