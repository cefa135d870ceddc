import CICU

/// Extended grapheme clusters (UAX #29) through ICU's character break iterator.
///
/// One ICU iterator is opened per instance and reused for every call. An instance is not safe
/// to use from two threads at once: give each thread or task its own.
public final class GraphemeSegmenter {
    private let iterator: OpaquePointer
    private var utf16: [UInt16] = []

    public init() throws {
        guard let iterator = cicu_break_open(Int32(CICU_BREAK_GRAPHEME), "") else {
            throw TextLayoutError.icuUnavailable("a grapheme break iterator")
        }
        self.iterator = iterator
    }

    deinit { cicu_break_close(iterator) }

    /// Cluster boundaries as UTF-16 offsets, from 0 to the text's UTF-16 length inclusive.
    public func boundaries(in text: String) -> [Int] {
        utf16.removeAll(keepingCapacity: true)
        utf16.append(contentsOf: text.utf16)
        var result: [Int] = []
        utf16.withUnsafeBufferPointer { buffer in
            forEachBoundary(in: buffer) { result.append($0) }
        }
        return result
    }

    /// The clusters themselves.
    public func clusters(in text: String) -> [Substring] {
        let offsets = boundaries(in: text)
        var result: [Substring] = []
        result.reserveCapacity(max(0, offsets.count - 1))
        let view = text.utf16
        for (start, end) in zip(offsets, offsets.dropFirst()) {
            let lower = view.index(view.startIndex, offsetBy: start)
            let upper = view.index(view.startIndex, offsetBy: end)
            result.append(text[lower..<upper])
        }
        return result
    }

    /// Calls `body` with each boundary (UTF-16 offset) of `text`, 0 and the end included.
    /// The buffer must stay alive and unchanged during the call.
    func forEachBoundary(in text: UnsafeBufferPointer<UInt16>, _ body: (Int) -> Void) {
        let length = Int32(text.count)
        guard cicu_break_set_text(iterator, text.baseAddress, length) == 0 else { return }
        body(Int(cicu_break_first(iterator)))
        while true {
            let next = cicu_break_next(iterator)
            if next < 0 { break }
            body(Int(next))
        }
    }
}
