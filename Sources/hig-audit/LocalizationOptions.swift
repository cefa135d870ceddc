import ArgumentParser
import HIGAudit
import HIGModel

/// Translation sources and pseudolanguages for `check`.
struct LocalizationOptions: ParsableArguments {
    @Option(name: .customLong("strings"), help: ArgumentHelp("Translations to check: a String Catalog (.xcstrings), a <locale>.lproj/<Table>.strings or .stringsdict, or a directory searched for them (repeatable). A broken file is reported on standard error and skipped; the run goes on (a file over --max-file-size stops it).", valueName: "path"))
    var strings: [String] = []

    @Option(name: .customLong("pseudo"), help: ArgumentHelp("Also check a pseudolanguage made from the development-language text: accented, double-length, bounded, rtl or expand=FACTOR (e.g. expand=1.4). Repeatable.", valueName: "mode"))
    var pseudo: [PseudoLocalization] = []

    /// Adds the translations and pseudolanguages to `sweep`; returns the lines for standard
    /// error. Throws for a translation file over `maxBytes`.
    /// `adding`: translation files found beside the inputs (a storyboard's `.strings`).
    func apply(to sweep: inout TextSweep, adding found: [String] = [], maxBytes: Int) throws(SourceError) -> [String] {
        try LocalizationSetup.apply(strings: strings + found, pseudo: pseudo, maxBytes: maxBytes, to: &sweep)
    }
}

extension PseudoLocalization: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(mode: argument)
    }

    public static var allValueStrings: [String] { ["accented", "double-length", "bounded", "rtl", "expand=1.4"] }
}
