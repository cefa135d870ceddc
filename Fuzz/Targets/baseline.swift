import HIGAudit

/// The baseline reader on arbitrary text: a baseline or a `ConfigurationError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let baseline = try Baseline.parse(text, file: "baseline.json")
        _ = baseline.filter([])
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
    }
    return 0
}
