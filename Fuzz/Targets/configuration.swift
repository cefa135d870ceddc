import HIGAudit

/// The `.hig-audit.yml` reader on arbitrary text: a configuration or a `ConfigurationError`,
/// and a configuration it accepts must also configure an audit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let configuration = try ProjectConfiguration.parse(text, file: ".hig-audit.yml", directory: "/fuzz")
        // Only known rule ids get through the reader, so the audit must accept what it gives.
        _ = try Audit(configuration: configuration.auditConfiguration())
    } catch let error as ConfigurationError {
        precondition(!error.message.isEmpty, "an error without a message")
    } catch {
        preconditionFailure("unexpected error \(error)")
    }
    return 0
}
