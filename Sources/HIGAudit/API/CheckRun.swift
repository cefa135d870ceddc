import Foundation
#if canImport(Glibc)
import Glibc
#endif
import HIGInput
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
    /// produces no partial output: the run throws `CheckError.brokenInputs` with every broken
    /// input's diagnostic. `progress` counts the audit's work; `diagnostic` receives, after the
    /// audit, what goes to standard error about what storyboards could not say and translation
    /// warnings (they do not stop the run), unformatted.
    /// `auditEnded` is called when the audit is done, before anything is written (a progress
    /// display ends there).
    public static func run(_ settings: CheckSettings, progress: AuditProgress? = nil, auditEnded: () -> Void = {}, diagnostic: (Diagnostic) -> Void = { _ in }) throws(CheckError) -> Outcome {
        // Every input is read before anything is audited or reported, and every broken one is
        // listed (configuration, dumps, baseline, layout files, translations), so one run shows
        // all there is to fix.
        var problems = settings.problems
        let found = discover(settings, diagnostic: { diagnostic(.formatted($0)) })
        // The checkout's projects, read once for every document of the run.
        let projects = ProjectIndex(maxBytes: settings.maxBytes)
        // Nothing is read before every output is known to be safe to write: an output that
        // would destroy an input stops the run here.
        do {
            try outputPlan(settings, dumpFiles: found.compactMap { $0.problem == nil ? $0.path : nil }, projects: projects).check()
        } catch {
            problems.append(SourceDiagnostic(error))
            throw .brokenInputs(problems)
        }
        let inputs = readInputs(found, settings, projects: projects, problems: &problems)
        var dumps: [TableDump]? = inputs.dumps
        var knownBaseline: Baseline?
        if let path = settings.baseline {
            do { knownBaseline = try Baseline.load(path: path, maxBytes: settings.maxBytes) } catch { problems.append(SourceDiagnostic(error)) }
        }
        var audit = settings.audit
        do { audit.textSweep.layout = try cellLayout(settings) } catch { problems.append(SourceDiagnostic(error)) }
        var skipped: [SourceDiagnostic] = []
        do {
            skipped = try LocalizationSetup.apply(strings: settings.strings + inputs.translationFiles, pseudo: settings.pseudo, maxBytes: settings.maxBytes, jobs: settings.jobs, to: &audit.textSweep)
        } catch {
            problems += error.errors
        }
        guard problems.isEmpty else { throw .brokenInputs(problems) }
        try InputLocales.checkNamed(settings.namedLocales, dumps: dumps ?? [], translations: audit.textSweep.translations)

        var result: AuditResult
        do {
            // Only a report that draws screens pays for laying them out after the audit.
            let drawn = settings.outputs.contains { $0.format.drawsScreens }
            result = try AuditPipeline.run(dumps ?? [], project: settings.project, configuration: audit, jobs: settings.jobs, progress: progress, layoutSnapshot: drawn ? LayoutSnapshot.Limits() : nil)
            result.regionSources = projects.regionSources()
        } catch {
            throw .audit(error)
        }
        auditEnded()
        // What storyboards could not say, then translation warnings (broken translation files
        // stopped the run above, with the other input errors).
        inputs.warnings.forEach { diagnostic(.formatted($0)) }
        if settings.showsNotes { inputs.notes.forEach { diagnostic(.formatted($0)) } }
        skipped.forEach { diagnostic(.source($0)) }
        // Findings keep no reference to the dumps or the configuration: free them before the
        // reports are made, which on a large run need as much memory again. With more than one
        // job another thread frees them while this one goes on: the configuration holds every
        // translation read (on a 2,000-file app, 30 ms to free).
        if settings.jobs > 1 {
            let handedOver = FreedElsewhere((audit, dumps))
            audit = settings.audit
            dumps = nil
            handedOver.free()
        }
        dumps = nil
        do {
            if let path = settings.writeBaseline { try Baseline(findings: result.findings).write(to: path) }
        } catch {
            throw .baselineNotWritten(SourceDiagnostic(error))
        }
        if let knownBaseline { result = result.filtered(by: knownBaseline) }

        // One report in memory at a time: each is made, written and dropped before the next.
        var reportContext = settings.reportContext
        reportContext.jobs = settings.jobs
        for output in settings.outputs {
            let reporter = output.reporter
            do {
                try ReportWriter.write(to: output.path) { emit in reporter.report(result, context: reportContext, emit: emit) }
            } catch {
                throw .reportNotWritten(error)
            }
        }
        let failed = settings.failingSeverity.map { threshold in result.findings.contains { $0.severity >= threshold } } ?? false
        return Outcome(result: result, failed: failed)
    }

    /// The files the paths name, in order (`-` for standard input), and in place of a path that
    /// cannot be searched, its problem. Files named directly are always read; the
    /// configuration's include/exclude globs choose among the files found in directories.
    /// Notes about special files skipped in folders go to `diagnostic`.
    static func discover(_ settings: CheckSettings, diagnostic: (String) -> Void) -> [(path: String, problem: SourceDiagnostic?)] {
        var files: [(path: String, problem: SourceDiagnostic?)] = []
        for path in settings.paths {
            if path == "-" {
                files.append((path, nil))
                continue
            }
            let found: DumpDiscovery.Result
            do { found = try DumpDiscovery.files(for: [path]) } catch {
                files.append((path, SourceDiagnostic(error)))
                continue
            }
            found.notes.forEach(diagnostic)
            let isDirectory = found.files != [path]
            files += found.files.filter { !isDirectory || settings.project.isIncluded($0) }.map { ($0, nil) }
        }
        return files
    }

    /// Every file this run reads and writes, for `OutputPlan.check()`.
    static func outputPlan(_ settings: CheckSettings, dumpFiles: [String], projects: ProjectIndex? = nil) -> OutputPlan {
        var plan = OutputPlan()
        for file in dumpFiles { plan.read(file, as: "the dump") }
        if let file = settings.project.file { plan.read(file, as: "the configuration") }
        if let baseline = settings.baseline { plan.read(baseline, as: "the baseline") }
        // Each translation file once: every Swift file of a module has the module's thousands,
        // and `check()` looks each input up by identity (a `stat`).
        var translationFiles: Set<String> = []
        // The projects are asked for every document's owner here, in file order, so that their
        // notes keep that order when the documents are read by several threads (`readInputs`).
        // Translation files matter only to an output written to a file (one written over them
        // is refused): a run that writes only to standard output does not look for them here,
        // and one that writes files looks with up to `jobs` threads.
        let searches = dumpFiles.map { StoryboardImport.translationFileSearch(of: $0, projects: projects) }
        let writesFiles = settings.writeBaseline != nil || settings.outputs.contains { $0.path != ReportWriter.standardOutput }
        if writesFiles {
            for file in TranslationSources.files(for: settings.strings, jobs: settings.jobs).files where translationFiles.insert(file).inserted { plan.read(file, as: "the translation file") }
            for file in ParallelMap.inOrder(searches, jobs: settings.jobs, \.files).joined() where translationFiles.insert(file).inserted { plan.read(file, as: "the translation file") }
        }
        if case .file(let path) = settings.layoutProfile { plan.read(path, as: "the layout profile") }
        if let metrics = settings.metrics { plan.read(metrics, as: "the font metrics") }
        for output in settings.outputs { plan.write(output.path, as: output.role, declaredIn: output.declaration) }
        if let writeBaseline = settings.writeBaseline { plan.write(writeBaseline, as: "--write-baseline") }
        return plan
    }

    /// Every dump (or storyboard, with the translation files beside it and notes on what it
    /// cannot say) among the discovered files. A broken file is added to `problems` and the
    /// others are still read.
    /// Storyboards get the configuration's overlays (`storyboards`); overlay entries that
    /// matched nothing are said in `warnings` and `notes`.
    static func readInputs(_ files: [(path: String, problem: SourceDiagnostic?)], _ settings: CheckSettings, projects: ProjectIndex? = nil, problems: inout [SourceDiagnostic]) -> (dumps: [TableDump], translationFiles: [String], notes: [String], warnings: [String]) {
        let projects = projects ?? ProjectIndex(maxBytes: settings.maxBytes)
        var dumps: [TableDump] = []
        var translationFiles: [String] = []
        var notes: [String] = []
        var overlays = StoryboardOverlayRun(settings.project.storyboardOverlays)
        // Documents are read by up to `jobs` threads: reading one needs nothing from another
        // (the project index is shared behind its lock, and `outputPlan` already asked it for
        // every document's owner in file order, so its notes keep that order). What depends on
        // order — standard input, overlays, the lists, the problems — is done below, in file
        // order, so the run says what a one-job run says.
        let documents = files.compactMap { $0.problem == nil && $0.path != "-" ? $0.path : nil }
        let maxBytes = settings.maxBytes
        let reads = ParallelMap.inOrder(documents, jobs: settings.jobs) { file -> Result<StoryboardImport, SourceError> in
            do throws(SourceError) {
                return .success(try StoryboardImport.input(path: file, maxBytes: maxBytes, projects: projects))
            } catch {
                return .failure(error)
            }
        }
        var nextRead = reads.makeIterator()
        // Sets beside the ordered list: every Swift file of a folder names the folder's
        // translation files (thousands in a 40-locale app), so a list search per name is
        // quadratic.
        var listedTranslations: Set<String> = []
        let namedStrings = Set(settings.strings)
        for (file, problem) in files {
            if let problem {
                problems.append(problem)
                continue
            }
            if file == "-" {
                do { dumps.append(try InputLocales.canonicalize(DumpLoader.loadStandardInput(maxBytes: settings.maxBytes))) } catch { problems.append(SourceDiagnostic(error)) }
                continue
            }
            do {
                guard let read = nextRead.next() else { preconditionFailure("one read per document") }
                var input = try read.get()
                try overlays.apply(to: &input)
                dumps.append(input.dump)
                for translation in input.translationFiles where !namedStrings.contains(translation) && listedTranslations.insert(translation).inserted {
                    translationFiles.append(translation)
                }
                notes += input.notes
            } catch {
                problems.append(SourceDiagnostic(error))
            }
        }
        let said = overlays.diagnostics()
        return (dumps, translationFiles, notes + projects.summaryNotes() + said.notes, dumps.flatMap(DuplicateIDs.warnings(in:)) + said.warnings)
    }

    /// The layout model: the chosen profile and font metrics.
    static func cellLayout(_ settings: CheckSettings) throws(SourceError) -> CellLayoutModel {
        let metrics: FontMetrics
        if let path = settings.metrics {
            metrics = try FontMetricsFile.load(path: path)
        } else {
            metrics = .default
        }
        let profile: LayoutProfile
        switch settings.layoutProfile {
        case .builtIn(let generation):
            profile = .builtIn(generation)
        case .file(let path):
            profile = try LayoutProfile.load(path: path, maxBytes: settings.maxBytes)
        }
        return CellLayoutModel(profile: profile, metrics: metrics, tracking: settings.tracking)
    }
}

/// A value freed by a thread of its own, so that freeing a large one does not hold up the
/// caller. The caller drops its own references before `free()`, so the thread's is the last
/// and the memory is given back there, whatever the threads' timing.
final class FreedElsewhere<Value>: @unchecked Sendable {
    // @unchecked: `value` is set in `init` and then only by the freeing thread, which starts
    // after it (`free()`), while the caller no longer touches it.
    private var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    /// The thread runs at the lowest priority: the reports made meanwhile use every job, and a
    /// third thread freeing at their priority took turns with them on the cores. It frees
    /// whenever a core is idle, and what it has not freed when the run ends, the process's end
    /// gives back.
    func free() {
        #if canImport(Darwin)
        let thread = Thread { self.value = nil }
        thread.qualityOfService = .background
        thread.start()
        #else
        Thread.detachNewThread {
            #if canImport(Glibc)
            // On Linux a nice value is the calling thread's own, not the process's.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            #endif
            self.value = nil
        }
        #endif
    }
}
