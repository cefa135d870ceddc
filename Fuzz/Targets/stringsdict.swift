import HIGInput

/// The .stringsdict reader on arbitrary bytes: a catalog, with diagnostics for what it could not read;
/// anything else (a trap, a sanitizer report, a hang) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz_stringsdict(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let catalog = try TranslationReaders.read(bytes, file: "de.lproj/Plurals.stringsdict")
        for diagnostic in catalog.diagnostics {
            precondition(!diagnostic.message.isEmpty, "a diagnostic without a message")
        }
    } catch {
        // A String Catalog member of the wrong type is an input error with a position.
        precondition(!error.message.isEmpty && error.position != nil, "an error without a message or position")
    }
    return 0
}
