import HIGAudit

/// The .strings reader on arbitrary bytes: a catalog, with diagnostics for what it could not read;
/// anything else (a trap, a sanitizer report, a hang) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz_strings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let catalog = TranslationSources.parse(bytes, file: "de.lproj/Localizable.strings")
    for diagnostic in catalog.diagnostics {
        precondition(!diagnostic.message.isEmpty, "a diagnostic without a message")
    }
    return 0
}
