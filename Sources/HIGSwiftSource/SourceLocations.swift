import HIGModel
import SwiftSyntax

/// Turns syntax positions into the model's `file:line:col`, with columns in UTF-16 code units
/// as every other reader gives them (SourcePosition's convention; swift-syntax counts UTF-8).
struct SourceLocations {
    let file: String
    /// The tree this file parsed into: a node of another file of the module (a row view, an
    /// enum, a localization helper) has no position here.
    let root: SyntaxIdentifier?
    private let bytes: [UInt8]
    /// Byte offset of each line's first byte.
    private let lineStarts: [Int]

    init(file: String, bytes: [UInt8], root: SyntaxIdentifier? = nil) {
        self.file = file
        self.root = root
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    func position(_ offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        let column = String(decoding: bytes[start..<offset], as: UTF8.self).utf16.count + 1
        return SourcePosition(line: low + 1, column: column)
    }

    /// Where `node` is in this file; for a node of another file, `SourceLocations.elsewhere`,
    /// which the reader replaces with the place in this file that used it.
    func info(_ node: some SyntaxProtocol) -> SourceInfo {
        if let root, node.root.id != root { return Self.elsewhere }
        let start = position(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let end = position(node.endPositionBeforeTrailingTrivia.utf8Offset)
        return SourceInfo(file: file, span: SourceSpan(start: start, end: end))
    }

    static let elsewhere = SourceInfo(file: "", span: SourceSpan(start: SourcePosition(line: 0, column: 0), end: SourcePosition(line: 0, column: 0)))

    func isElsewhere(_ source: SourceInfo) -> Bool { source.file.isEmpty }

    func note(_ node: some SyntaxProtocol, _ message: String) -> String {
        let start = position(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return "\(file):\(start.line):\(start.column): note: \(message)"
    }
}
