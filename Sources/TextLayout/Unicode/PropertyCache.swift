import CICU
import Foundation

/// The per-code-point facts width measurement needs, packed in 16 bits so the hot loop reads
/// one table instead of calling ICU. Built once from ICU for the BMP; supplementary code points
/// (mostly emoji) ask ICU directly. ICU's property lookups are thread-safe.
struct CharacterFlags: OptionSet, Sendable {
    let rawValue: UInt16

    // Bits 0–2 hold the joining type (ICU UJoiningType, 0…5).
    static let zeroWidth = CharacterFlags(rawValue: 1 << 3)
    static let emojiPresentation = CharacterFlags(rawValue: 1 << 4)
    static let extendedPictographic = CharacterFlags(rawValue: 1 << 5)
    static let regionalIndicator = CharacterFlags(rawValue: 1 << 6)
    static let emojiModifier = CharacterFlags(rawValue: 1 << 7)
    static let indicConsonant = CharacterFlags(rawValue: 1 << 8)
    static let virama = CharacterFlags(rawValue: 1 << 9)
    static let nukta = CharacterFlags(rawValue: 1 << 10)
    /// Continues the cluster before it (marks, joiners, selectors): adds no tracking.
    static let continuation = CharacterFlags(rawValue: 1 << 11)
    /// Space separators and tab: hang at a line's end, trimmed before an ellipsis.
    static let whitespace = CharacterFlags(rawValue: 1 << 12)
    static let mark = CharacterFlags(rawValue: 1 << 13)
    /// Grapheme_Cluster_Break other than Other, Control and LF: the scalar may join a cluster
    /// with its neighbour, so cluster boundaries need ICU. Text without any is one cluster per
    /// scalar.
    static let complexGrapheme = CharacterFlags(rawValue: 1 << 14)

    var joiningType: UInt16 { rawValue & 7 }

    static let joiningCausing: UInt16 = 1
    static let joiningDual: UInt16 = 2
    static let joiningLeft: UInt16 = 3
    static let joiningRight: UInt16 = 4
    static let joiningTransparent: UInt16 = 5

    static func compute(_ c: UInt32) -> CharacterFlags {
        let value = Int32(bitPattern: c)
        var flags = CharacterFlags(rawValue: UInt16(cicu_joining_type(value) & 7))
        let category = GeneralCategory(rawValue: cicu_general_category(value)) ?? .unassigned
        switch category {
        case .nonspacingMark, .enclosingMark:
            flags.formUnion([.zeroWidth, .continuation, .mark])
        case .spacingMark:
            flags.formUnion([.continuation, .mark])
        case .format, .control, .lineSeparator, .paragraphSeparator:
            flags.formUnion([.zeroWidth, .continuation])
        case .spaceSeparator:
            flags.insert(.whitespace)
        default:
            break
        }
        if c == 0x09 { flags.insert(.whitespace) }
        // ICU UGraphemeClusterBreak: 0 Other, 1 Control, 5 LF.
        switch cicu_grapheme_cluster_break(value) {
        case 0, 1, 5: break
        default: flags.insert(.complexGrapheme)
        }
        if cicu_is_emoji_presentation(value) != 0 { flags.insert(.emojiPresentation) }
        if cicu_is_extended_pictographic(value) != 0 { flags.insert(.extendedPictographic) }
        if cicu_is_regional_indicator(value) != 0 { flags.insert(.regionalIndicator) }
        if cicu_is_emoji_modifier(value) != 0 { flags.formUnion([.emojiModifier, .continuation]) }
        switch cicu_indic_role(value) {
        case 1: flags.insert(.indicConsonant)
        case 2: flags.insert(.virama)
        case 3: flags.insert(.nukta)
        default: break
        }
        return flags
    }

    /// BMP code points by 256-code-point page, each page computed from ICU on its first use and
    /// kept for the process's life: a run reads a few scripts' pages, and computing all 65,536
    /// code points (9 ICU calls each) was a sixth of a short run's start-up. A page is
    /// published with release/acquire ordering (`cicu_character_flag_pages`), so readers take no
    /// lock; the lock only keeps two threads from computing the same page. The flags are ICU's
    /// either way, so results do not depend on which pages were made first.
    private static let pageLock = NSLock()

    @inline(never)
    private static func makePage(_ page: Int) -> UnsafeMutablePointer<UInt16> {
        pageLock.lock()
        defer { pageLock.unlock() }
        if let made = cicu_character_flag_page(Int32(page)) { return made }
        let values = UnsafeMutablePointer<UInt16>.allocate(capacity: 0x100)
        for offset in 0..<0x100 {
            (values + offset).initialize(to: compute(UInt32(page << 8 | offset)).rawValue)
        }
        cicu_publish_character_flag_page(Int32(page), values)
        return values
    }

    @inline(__always)
    static func of(_ c: UInt32) -> CharacterFlags {
        guard c < 0x10000 else { return compute(c) }
        let page = Int(c >> 8)
        let values = cicu_character_flag_page(Int32(page)) ?? makePage(page)
        return CharacterFlags(rawValue: values[Int(c & 0xFF)])
    }
}
