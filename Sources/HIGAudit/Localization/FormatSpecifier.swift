/// The one printf grammar of the tool: `%[n$][flags][width][.precision][length]conversion`
/// (POSIX fprintf, as Foundation's `String(format:)` reads it: flags `-+ #0` and `'` for
/// grouping, `*` widths, length modifiers `hh h l ll q z j t L`, Apple's `%@`). Both the
/// sample filler (`FormatFiller`) and the plural rule's count finder read specifiers here, so
/// `%5d`, `%-3ld` and `%'d` are counts for both.
enum FormatSpecifier {
    /// For a `%` at `start` that is not `%%`: the index of the conversion character, or nil
    /// when the text ends before one. `spaceFlag: false` reads `% d` as no specifier: prose
    /// ("50% discount") has it far more often than a format does, and a count found there
    /// would be a false finding.
    static func conversionIndex(in scalars: [Unicode.Scalar], at start: Int, spaceFlag: Bool = true) -> Int? {
        let flags = (spaceFlag ? "-+ #0'" : "-+#0'").unicodeScalars
        var j = start + 1
        var k = j
        while k < scalars.count, ("0"..."9").contains(scalars[k]) { k += 1 }
        if k < scalars.count, scalars[k] == "$", k > j { j = k + 1 }
        while j < scalars.count, flags.contains(scalars[j]) { j += 1 }
        while j < scalars.count, ("0"..."9").contains(scalars[j]) || scalars[j] == "*" { j += 1 }
        if j < scalars.count, scalars[j] == "." {
            j += 1
            while j < scalars.count, ("0"..."9").contains(scalars[j]) || scalars[j] == "*" { j += 1 }
        }
        while j < scalars.count, "hlqzjtL".unicodeScalars.contains(scalars[j]) { j += 1 }
        return j < scalars.count ? j : nil
    }

    /// Conversions that print a count (decimal integers; octal and hex are not counts people read).
    static let countConversions = "diuDU".unicodeScalars
}
