import HIGAudit

/// The layout profile reader (`--layout-profile file.json`) on arbitrary bytes: a profile, or an
/// error with a message and a position; anything else (a trap, a sanitizer report, a hang) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutProfile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let profile = try LayoutProfile.read(bytes, file: "profile.json")
        for constant in LayoutProfile.catalog {
            let value = profile[constant.name]
            precondition(value.isFinite && value >= 0 && value <= 10_000, "a constant out of range")
        }
    } catch {
        precondition(!error.message.isEmpty && error.position != nil, "an error without a message or position")
    }
    return 0
}
