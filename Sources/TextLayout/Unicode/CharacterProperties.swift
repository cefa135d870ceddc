import CICU

/// East_Asian_Width (UAX #11), as ICU reports it.
public enum EastAsianWidth: Int32, Sendable, CaseIterable {
    case neutral, ambiguous, halfwidth, fullwidth, narrow, wide

    public init(scalar: Unicode.Scalar) { self.init(scalar: scalar.value) }

    init(scalar: UInt32) {
        self = EastAsianWidth(rawValue: cicu_east_asian_width(Int32(bitPattern: scalar))) ?? .neutral
    }
}

/// Arabic (and Syriac, N'Ko, Mongolian …) Joining_Type, which picks a letter's contextual form.
public enum JoiningType: Int32, Sendable, CaseIterable {
    case nonJoining, joinCausing, dualJoining, leftJoining, rightJoining, transparent

    public init(scalar: Unicode.Scalar) { self.init(scalar: scalar.value) }

    init(scalar: UInt32) {
        self = JoiningType(rawValue: cicu_joining_type(Int32(bitPattern: scalar))) ?? .nonJoining
    }
}

/// General_Category, in ICU's `UCharCategory` order.
public enum GeneralCategory: Int32, Sendable, CaseIterable {
    case unassigned, uppercaseLetter, lowercaseLetter, titlecaseLetter, modifierLetter, otherLetter
    case nonspacingMark, enclosingMark, spacingMark, decimalNumber, letterNumber, otherNumber
    case spaceSeparator, lineSeparator, paragraphSeparator, control, format, privateUse, surrogate
    case dashPunctuation, openPunctuation, closePunctuation, connectorPunctuation
    case otherPunctuation, mathSymbol, currencySymbol, modifierSymbol, otherSymbol
    case initialPunctuation, finalPunctuation

    public init(scalar: Unicode.Scalar) { self.init(scalar: scalar.value) }

    init(scalar: UInt32) {
        self = GeneralCategory(rawValue: cicu_general_category(Int32(bitPattern: scalar))) ?? .unassigned
    }
}

/// Line_Break class (UAX #14), e.g. "AL", "ID", "CJ".
public struct LineBreakClass: Hashable, Sendable {
    public let rawValue: Int32

    public init(scalar: Unicode.Scalar) { self.init(scalar: scalar.value) }

    init(scalar: UInt32) { rawValue = cicu_line_break_class(Int32(bitPattern: scalar)) }

    /// The property value's short alias ("XX" when ICU has none).
    public var name: String {
        guard let name = cicu_line_break_class_name(rawValue) else { return "XX" }
        return String(cString: name)
    }
}

/// Script property (UAX #24), e.g. "Latn", "Arab", "Hani".
public struct Script: Hashable, Sendable {
    public let rawValue: Int32

    public init(scalar: Unicode.Scalar) { rawValue = cicu_script(Int32(bitPattern: scalar.value)) }

    /// The ISO 15924 code ("Zyyy" for Common).
    public var code: String {
        guard let name = cicu_script_name(rawValue) else { return "Zzzz" }
        return String(cString: name)
    }
}

/// The ICU character properties the engine uses, for one code point.
public struct CharacterProperties: Sendable {
    public let scalar: Unicode.Scalar

    public init(_ scalar: Unicode.Scalar) { self.scalar = scalar }

    private var value: Int32 { Int32(bitPattern: scalar.value) }

    public var eastAsianWidth: EastAsianWidth { EastAsianWidth(scalar: scalar) }
    public var lineBreakClass: LineBreakClass { LineBreakClass(scalar: scalar) }
    public var joiningType: JoiningType { JoiningType(scalar: scalar) }
    public var generalCategory: GeneralCategory { GeneralCategory(scalar: scalar) }
    public var script: Script { Script(scalar: scalar) }
    public var isEmoji: Bool { cicu_is_emoji(value) != 0 }
    public var isEmojiPresentation: Bool { cicu_is_emoji_presentation(value) != 0 }
    public var isEmojiModifier: Bool { cicu_is_emoji_modifier(value) != 0 }
    public var isExtendedPictographic: Bool { cicu_is_extended_pictographic(value) != 0 }
    public var isRegionalIndicator: Bool { cicu_is_regional_indicator(value) != 0 }
    public var isDefaultIgnorable: Bool { cicu_is_default_ignorable(value) != 0 }
}
