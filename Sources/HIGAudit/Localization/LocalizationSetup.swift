import Foundation
import HIGInput
import HIGModel

/// What `--strings` and `--pseudo` add to a sweep, and what could not be read.
public enum LocalizationSetup {
    /// Translation files that cannot be used. Every problem is listed, so one run shows all
    /// there is to fix; as for a broken dump, nothing is audited or reported (exit status 2).
    /// The command prints `description`: one compiler-style line per error.
    public struct BrokenTranslations: Error, CustomStringConvertible {
        public var errors: [SourceDiagnostic]
        public var description: String { errors.map(\.description).joined(separator: "\n") }

        public init(errors: [SourceDiagnostic]) {
            self.errors = errors
        }
    }

    /// Reads the translation sources into `sweep` and adds the pseudolanguages. Returns the
    /// warnings for standard error, as diagnostics (`report(_:)`): the caller formats them. A broken file (an error
    /// diagnostic) or a file over `maxBytes` (`--max-file-size`) throws: a run that went on
    /// without it would pass for the wrong reason. Files are read by up to `jobs` threads; the
    /// result is the one-job result.
    public static func apply(strings: [String], pseudo: [PseudoLocalization], maxBytes: Int = DumpLoader.defaultMaxBytes, jobs: Int = 1, to sweep: inout TextSweep) throws(BrokenTranslations) -> [SourceDiagnostic] {
        for mode in pseudo where !sweep.pseudo.contains(mode) { sweep.pseudo.append(mode) }
        guard !strings.isEmpty else { return [] }
        let (read, thrown) = TranslationSources.readEvery(strings, maxBytes: maxBytes, jobs: jobs)
        let errors = thrown.map { SourceDiagnostic($0) } + read.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw BrokenTranslations(errors: errors) }
        var catalog = read
        if let existing = sweep.translations {
            var merged = existing
            merged.merge(catalog)
            catalog = merged
        }
        sweep.translations = catalog
        return report(catalog)
    }

    /// The catalog's diagnostics, one per problem: the same problem at the same place of a file
    /// that many locale folders copy (a key written twice in `Localizable.strings`, copied into
    /// 150 folders) is one diagnostic, the first folder's, whose message names the locales.
    public static func report(_ catalog: TranslationCatalog) -> [SourceDiagnostic] {
        struct Shape: Hashable {
            var severity: SourceDiagnostic.Severity
            var file: String, position: SourcePosition?, message: String
        }
        var order: [Shape] = []
        var groups: [Shape: [(diagnostic: SourceDiagnostic, locale: String?)]] = [:]
        for diagnostic in catalog.diagnostics {
            var shape = Shape(severity: diagnostic.severity, file: diagnostic.file, position: diagnostic.position, message: diagnostic.message)
            let parts = diagnostic.file.split(separator: "/", omittingEmptySubsequences: false)
            var locale: String?
            if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), parts[parts.count - 2] != "Base.lproj" {
                let folder = String(parts[parts.count - 2])
                let name = String(folder.dropLast(".lproj".count))
                locale = name
                var generic = parts
                generic[parts.count - 2] = "*.lproj"
                shape.file = generic.joined(separator: "/")
                shape.message = shape.message.replacingOccurrences(of: "/" + folder + "/", with: "/*.lproj/")
                if shape.message.hasPrefix(folder + "/") { shape.message = "*.lproj/" + shape.message.dropFirst(folder.count + 1) }
                for spelling in Set([name, LocaleName.normalized(name), InputLocales.canonical(name) ?? name]) {
                    shape.message = shape.message.replacingOccurrences(of: "(\(spelling))", with: "(*)")
                }
            }
            if groups[shape] == nil { order.append(shape) }
            groups[shape, default: []].append((diagnostic, locale))
        }
        return order.map { shape in
            let members = groups[shape] ?? []
            var first = members[0].diagnostic
            let locales = members.compactMap(\.locale)
            guard members.count > 1, locales.count == members.count else { return first }
            first.message += " (the same in \(locales.count) locale folders: \(FindingConsolidation.summary(of: locales)))"
            return first
        }
    }
}
