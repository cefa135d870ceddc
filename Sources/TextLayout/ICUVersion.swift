import CICU

/// The ICU library the text engine runs on, as "major.minor".
public var icuVersion: String {
    var buffer = [CChar](repeating: 0, count: 32)
    cicu_icu_version(&buffer)
    return String(cString: buffer)
}
