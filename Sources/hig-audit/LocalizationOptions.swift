import ArgumentParser
import HIGAudit

/// Translation sources and pseudolanguages for `check`: parsed here, resolved with the other
/// settings by `CheckSettings.resolve`.
struct LocalizationOptions: ParsableArguments {
    @Option(name: .customLong("strings"), help: ArgumentHelp("Translations to check: a String Catalog (.xcstrings), a <locale>.lproj/<Table>.strings or .stringsdict, an XLIFF file (.xliff) or Xcode localization catalog (.xcloc), or a directory searched for them (repeatable). A broken file is an input error (exit 2), listed with its position.", valueName: "path"), completion: .file())
    var strings: [String] = []

    @Option(name: .customLong("pseudo"), help: ArgumentHelp("Also check a pseudolanguage made from the development-language text: accented, double-length, bounded, rtl or expand=FACTOR (e.g. expand=1.4). Repeatable.", valueName: "mode"))
    var pseudo: [PseudoLocalization] = []
}

extension PseudoLocalization: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(mode: argument)
    }

    public static var allValueStrings: [String] { ["accented", "double-length", "bounded", "rtl", "expand=1.4"] }
}
