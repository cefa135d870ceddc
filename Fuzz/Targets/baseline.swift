import HIGAudit

/// The baseline reader on arbitrary text: a baseline or a `ConfigurationError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let baseline = try Baseline.parse(bytes, file: "baseline.json")
        _ = baseline.filter([])
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
    }
    return 0
}
