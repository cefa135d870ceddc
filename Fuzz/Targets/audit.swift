import HIGAudit
import HIGInput
import HIGModel

/// Decoding, then every rule and every reporter, on arbitrary bytes. Text rules run the layout
/// engine on whatever strings, fonts and sizes the input holds, so a decodable input reaches
/// far more code than the decoder alone.
private let audit = try! Audit()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudit(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let dump = try? DumpDecoder.decode(bytes, file: "fuzz.json") else { return 0 }
    let result = audit.run([dump])
    precondition(result.screenCount == dump.screens.count)
    for finding in result.findings {
        precondition(!finding.message.isEmpty, "a finding without a message")
    }
    return 0
}
