import HIGModel
import TextLayout

/// One `check` run, start to finish: discovery → reading → audit → suppressions and baseline →
/// reports. The command line resolves its settings and hands them here; nothing else decides
/// what a run does.
public enum CheckRun {
    /// What the run ended with.
    public struct Outcome: Sendable {
        /// The findings reported (after suppressions and the baseline).
        public var result: AuditResult
        /// A finding reached the failing severity: `check` exits with status 1.
        public var failed: Bool
    }

    /// Runs `settings`. Every input is read before anything is reported, so a broken file
    /// produces no partial output. `diagnostic` receives the lines for standard error about
    /// translation files that were skipped (they do not stop the run).
    public static func run(_ settings: CheckSettings, diagnostic: (String) -> Void = { _ in }) throws(CheckError) -> Outcome {
        // Every input is read before anything is audited or reported, and every broken one is
        // listed (configuration, dumps, baseline, layout files, translations), so one run shows
        // all there is to fix.
        var problems = settings.problems
        let inputs = readInputs(settings, problems: &problems)
        var dumps: [TableDump]? = inputs.dumps
        var knownBaseline: Baseline?
        if let path = settings.baseline {
            do { knownBaseline = try Baseline.load(path: path, maxBytes: settings.maxBytes) } catch { problems.append(error.description) }
        }
        var audit = settings.audit
        do { audit.textSweep.layout = try cellLayout(settings) } catch { problems.append(error.description) }
        var skipped: [String] = []
        do {
            skipped = try LocalizationSetup.apply(strings: settings.strings + inputs.translationFiles, pseudo: settings.pseudo, maxBytes: settings.maxBytes, to: &audit.textSweep)
        } catch {
            problems.append(error.description)
        }
        guard problems.isEmpty else { throw CheckError(problems.joined(separator: "\n")) }
        // What storyboards could not say, then the translation files that were skipped (broken
        // ones are skipped, not fatal).
        if settings.showsNotes { inputs.notes.forEach(diagnostic) }
        skipped.forEach(diagnostic)

        var result: AuditResult
        do {
            // Only a report that draws screens pays for laying them out after the audit.
            let drawn = settings.outputs.contains { $0.format.drawsScreens }
            result = try AuditPipeline.run(dumps ?? [], project: settings.project, configuration: audit, jobs: settings.jobs, layoutSnapshot: drawn ? LayoutSnapshot.Limits() : nil)
        } catch {
            throw CheckError(error.description)
        }
        // Findings keep no reference to the dumps: free them before the reports are made,
        // which on a large run need as much memory again.
        dumps = nil
        do {
            if let path = settings.writeBaseline { try Baseline(findings: result.findings).write(to: path) }
        } catch {
            throw CheckError(error.description)
        }
        if let knownBaseline { result = result.filtered(by: knownBaseline) }

        // One report in memory at a time: each is made, written and dropped before the next.
        for output in settings.outputs {
            let reporter = output.reporter
            do {
                try ReportWriter.write(to: output.path) { emit in reporter.report(result, context: settings.reportContext, emit: emit) }
            } catch {
                throw CheckError(error.description)
            }
        }
        let failed = settings.failingSeverity.map { threshold in result.findings.contains { $0.severity >= threshold } } ?? false
        return Outcome(result: result, failed: failed)
    }

    /// Every dump (or storyboard, with the translation files beside it and notes on what it
    /// cannot say) the paths name. Files named directly are always read; the configuration's
    /// include/exclude globs choose among the files found in directories. A broken file is
    /// added to `problems` and the others are still read.
    static func readInputs(_ settings: CheckSettings, problems: inout [String]) -> (dumps: [TableDump], translationFiles: [String], notes: [String]) {
        var dumps: [TableDump] = []
        var translationFiles: [String] = []
        var notes: [String] = []
        for path in settings.paths {
            if path == "-" {
                do { dumps.append(try DumpLoader.loadStandardInput(maxBytes: settings.maxBytes)) } catch { problems.append(error.description) }
                continue
            }
            let found: [String]
            do { found = try DumpDiscovery.files(for: [path]).files } catch {
                problems.append(error.description)
                continue
            }
            let isDirectory = found != [path]
            for file in found where !isDirectory || settings.project.isIncluded(file) {
                do {
                    let input = try StoryboardImport.input(path: file, maxBytes: settings.maxBytes)
                    dumps.append(input.dump)
                    for translation in input.translationFiles where !translationFiles.contains(translation) && !settings.strings.contains(translation) {
                        translationFiles.append(translation)
                    }
                    notes += input.notes
                } catch {
                    problems.append(error.description)
                }
            }
        }
        return (dumps, translationFiles, notes)
    }

    /// The layout model: the chosen profile and font metrics.
    static func cellLayout(_ settings: CheckSettings) throws(CheckError) -> CellLayoutModel {
        let metrics: FontMetrics
        if let path = settings.metrics {
            do { metrics = try FontMetrics(contentsOfFile: path) } catch { throw CheckError("\(path): error: \(error)") }
        } else {
            metrics = .default
        }
        let profile: LayoutProfile
        switch settings.layoutProfile {
        case .builtIn(let generation):
            profile = .builtIn(generation)
        case .file(let path):
            do { profile = try LayoutProfile.load(path: path) } catch { throw CheckError("\(path): error: \(error)") }
        }
        return CellLayoutModel(profile: profile, metrics: metrics, tracking: settings.tracking)
    }
}
