import Foundation
import HIGModel
import Testing
@testable import HIGAudit
@testable import HIGInput

/// Inputs are read by several threads (`--jobs`) and the run says what a one-job run says: the
/// same catalog (the first file read wins a key), the same duplicate warnings and errors, in
/// the same order. The fixtures put a slow file first, so that threads finish out of order.
@Suite struct ParallelReadingTests {
    static let locales = ["ar", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hu", "it", "ja", "ko", "nl", "pl", "pt", "ru", "sv", "th", "tr", "uk", "vi"]
    static let keyCount = 150

    /// Translations of one app: first (in the order read) a large String Catalog translating
    /// every key into every locale, then a `.strings` file per locale folder translating the
    /// same keys again (every one a duplicate the catalog wins), two String Catalogs naming a
    /// locale that is not one (thrown errors, in two places of the order) and a `.strings` file
    /// with two byte order marks (an error diagnostic).
    static func makeTranslations() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-parallel-\(UUID().uuidString)")
        func write(_ relative: String, _ text: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var strings: [String] = []
        for key in 0..<keyCount {
            let units = locales.map { #""\#($0)": {"stringUnit": {"state": "translated", "value": "catalog \#($0) \#(key)"}}"# }
            strings.append(#""key\#(key)": {"localizations": {\#(units.joined(separator: ", "))}}"#)
        }
        // Uppercase sorts before the locale folders: read first.
        try write("App/Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {\#(strings.joined(separator: ",\n"))}}"#)
        for locale in locales {
            let lines = (0..<keyCount).map { #""key\#($0)" = "strings \#(locale) \#($0)";"# }
            try write("App/\(locale).lproj/Localizable.strings", lines.joined(separator: "\n"))
        }
        let badLocale = #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"not a locale": {"stringUnit": {"state": "translated", "value": "x"}}}}}}"#
        try write("App/Broken.xcstrings", badLocale)
        try write("App/zz/Later.xcstrings", badLocale)
        try write("App/nb.lproj/Localizable.strings", "\u{FEFF}\u{FEFF}\"key0\" = \"x\";")
        return root
    }

    /// The first item finishes last: its thread waits until the other thread has done every
    /// other item. The values still come back in the items' order.
    @Test func valuesComeBackInTheItemsOrderWhateverFinishesFirst() {
        let items = Array(0..<50)
        let othersDone = DispatchSemaphore(value: 0)
        let finished = FinishOrder()
        let values = ParallelMap.inOrder(items, jobs: 2) { item -> String in
            if item == 0 {
                // A guard against a hang, should the items not be shared between two threads.
                for _ in 1..<items.count { _ = othersDone.wait(timeout: .now() + 60) }
            }
            finished.append(item)
            if item != 0 { othersDone.signal() }
            return "value \(item)"
        }
        #expect(finished.order.last == 0, "the first item finished last")
        #expect(values == items.map { "value \($0)" })
        #expect(ParallelMap.inOrder([Int](), jobs: 4) { $0 }.isEmpty)
    }

    /// Values are consumed on the calling thread, in the items' order, while the threads go
    /// on with later items: the first item finishes last, after the threads have done every
    /// item the lookahead lets them take, and never one more.
    @Test func valuesAreConsumedInOrderOnTheCallingThreadWithinTheLookahead() {
        let items = Array(0..<200)
        let lookahead = 8
        let window = Window()
        let othersDone = DispatchSemaphore(value: 0)
        let caller = pthread_self()
        var consumed: [String] = []
        var allOnCaller = true
        ParallelMap.forEachInOrder(items, jobs: 3, lookahead: lookahead, { item -> String in
            window.transforming(item)
            if item == 0 {
                // A guard against a hang, should the items not be shared between threads.
                for _ in 1..<lookahead { _ = othersDone.wait(timeout: .now() + 60) }
            } else if item < lookahead {
                othersDone.signal()
            }
            return "value \(item)"
        }, consume: { value in
            allOnCaller = allOnCaller && pthread_equal(pthread_self(), caller) != 0
            consumed.append(value)
            window.consumed()
        })
        #expect(consumed == items.map { "value \($0)" })
        #expect(allOnCaller)
        // Items up to the lookahead were taken before the first was consumed, and none past it
        // but one: a value being consumed has left the queue already, so a thread may take the
        // item after the window before `consume` has counted it.
        #expect((lookahead - 1...lookahead).contains(window.farthest))

        var serial: [Int] = []
        ParallelMap.forEachInOrder(items, jobs: 1, lookahead: 1, { $0 * 2 }, consume: { serial.append($0) })
        #expect(serial == items.map { $0 * 2 })
        ParallelMap.forEachInOrder([Int](), jobs: 4, lookahead: 4, { $0 }, consume: { _ in Issue.record("nothing to consume") })
    }

    /// Adding looks a key up once: a new key, a key new to a locale and a key already in the
    /// locale (a duplicate, warned about; the first kept) each end as they should, and the
    /// catalog's locales stay sorted and listed once, in whatever order they come.
    @Test func addingKeepsTheFirstEntryAndEveryLocaleOnce() {
        var catalog = TranslationCatalog()
        catalog.reserveCapacity(forKeys: 2)
        let adds: [(key: String, locale: String, value: String)] = [
            ("title", "fr", "Titre"), ("title", "de", "Titel"), ("done", "de", "Fertig"), ("title", "fr", "Intitulé"),
            ("done", "ar", "تم"), ("title", "de", "Überschrift"), ("done", "fr", "OK"),
        ]
        for (line, add) in adds.enumerated() {
            catalog.add(TranslationEntry(value: add.value, position: FilePosition(file: "Localizable.strings", line: line + 1, column: 1)), table: "Localizable", key: add.key, locale: add.locale)
        }
        #expect(catalog.locales == ["ar", "de", "fr"])
        #expect(catalog.keyCount == 2)
        #expect(catalog.entry(table: "Localizable", key: "title", locale: "fr")?.value == "Titre")
        #expect(catalog.entry(table: "Localizable", key: "title", locale: "de")?.value == "Titel")
        #expect(catalog.entry(table: "Localizable", key: "done", locale: "ar")?.value == "تم")
        #expect(catalog.diagnostics.map(\.message) == [
            "'title' (fr) is already translated at Localizable.strings:1:1; this one is ignored",
            "'title' (de) is already translated at Localizable.strings:2:1; this one is ignored",
        ])
    }

    /// Merging a file's catalog is adding its entries in (table, key, locale) order: the
    /// first file read keeps a key, each later one is a duplicate warned about in that order,
    /// and a locale new to a key joins it.
    @Test func mergingIsAddingEachFileInOrder() {
        let files: [[(table: String, key: String, locale: String)]] = [
            [("Main", "title", "de"), ("Main", "title", "fr"), ("Settings", "wifi", "de")],
            [("Main", "title", "de"), ("Main", "title", "it"), ("Main", "done", "de"), ("Settings", "wifi", "de"), ("Main", "Title", "de")],
            [("Main", "done", "de"), ("Main", "done", "fr"), ("Main", "title", "it"), ("Main", "title", "fr")],
        ]
        var merged = TranslationCatalog()
        var added = TranslationCatalog()
        for (index, file) in files.enumerated() {
            let path = "App/\(index).strings"
            var one = TranslationCatalog()
            for (line, entry) in file.enumerated() {
                one.add(TranslationEntry(value: "\(entry.key) \(index)", position: FilePosition(file: path, line: line + 1, column: 1)), table: entry.table, key: entry.key, locale: entry.locale)
            }
            one.files = [path]
            merged.merge(one)
            for (line, entry) in file.enumerated().sorted(by: { ($0.element.table, $0.element.key, $0.element.locale) < ($1.element.table, $1.element.key, $1.element.locale) }) {
                added.add(TranslationEntry(value: "\(entry.key) \(index)", position: FilePosition(file: path, line: line + 1, column: 1)), table: entry.table, key: entry.key, locale: entry.locale)
            }
        }
        #expect(merged.entries == added.entries)
        #expect(merged.diagnostics == added.diagnostics)
        #expect(merged.locales == ["de", "fr", "it"])
        #expect(merged.diagnostics.map { "\($0.file):\($0.position?.line ?? 0)" } == ["App/1.strings:1", "App/1.strings:4", "App/2.strings:1", "App/2.strings:4", "App/2.strings:3"])
        #expect(merged.entry(table: "Main", key: "title", locale: "it")?.value == "title 1")
        #expect(merged.entry(table: "Main", key: "done", locale: "fr")?.value == "done 2")
    }

    /// How far past the last consumed item an item was taken.
    /// The calling thread is one of the jobs: it transforms items while the next value is not
    /// ready, rather than only wait. What it has consumed is freed by a worker, which made
    /// the values (freeing another thread's allocations contends for its allocator).
    @Test func theCallingThreadTransformsTooAndAWorkerFreesWhatItConsumed() {
        let items = Array(0..<64)
        let caller = pthread_self()
        let threads = ThreadTally()
        var consumed: [Int] = []
        ParallelMap.forEachInOrder(items, jobs: 2, lookahead: 8, { item -> Tracked in
            threads.transformed(onCaller: pthread_equal(pthread_self(), caller) != 0)
            // Each item takes a while, so that the worker has started long before the last.
            usleep(1_000)
            return Tracked(item, tally: threads, caller: caller)
        }, consume: { consumed.append($0.item) })
        #expect(consumed == items)
        #expect(threads.counts.transformedOnCaller > 0, "the calling thread only waited")
        #expect(threads.counts.transformedOnCaller < items.count, "the worker transformed nothing")
        #expect(threads.counts.freedElsewhere > 0, "every consumed value was freed by the calling thread")
    }

    final class Tracked: Sendable {
        let item: Int
        let tally: ThreadTally
        let caller: pthread_t
        init(_ item: Int, tally: ThreadTally, caller: pthread_t) {
            self.item = item
            self.tally = tally
            self.caller = caller
        }
        deinit { tally.freed(onCaller: pthread_equal(pthread_self(), caller) != 0) }
    }

    final class ThreadTally: @unchecked Sendable {
        private let lock = NSLock()
        private var tally = (transformedOnCaller: 0, freedElsewhere: 0)
        func transformed(onCaller: Bool) { lock.lock(); if onCaller { tally.transformedOnCaller += 1 }; lock.unlock() }
        func freed(onCaller: Bool) { lock.lock(); if !onCaller { tally.freedElsewhere += 1 }; lock.unlock() }
        var counts: (transformedOnCaller: Int, freedElsewhere: Int) { lock.lock(); defer { lock.unlock() }; return tally }
    }

    final class Window: @unchecked Sendable {
        private let lock = NSLock()
        private var consumedCount = 0
        private var distance = 0
        func transforming(_ item: Int) { lock.lock(); distance = max(distance, item - consumedCount); lock.unlock() }
        func consumed() { lock.lock(); consumedCount += 1; lock.unlock() }
        var farthest: Int { lock.lock(); defer { lock.unlock() }; return distance }
    }

    final class FinishOrder: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Int] = []
        func append(_ item: Int) { lock.lock(); items.append(item); lock.unlock() }
        var order: [Int] { lock.lock(); defer { lock.unlock() }; return items }
    }

    @Test func translationsReadByFourThreadsAreTheOneThreadCatalog() throws {
        let root = try Self.makeTranslations()
        defer { try? FileManager.default.removeItem(at: root) }
        let serial = TranslationSources.readEvery([root.path], jobs: 1)
        let parallel = TranslationSources.readEvery([root.path], jobs: 4)

        #expect(parallel.catalog.entries == serial.catalog.entries)
        #expect(parallel.catalog.locales == serial.catalog.locales)
        #expect(parallel.catalog.files == serial.catalog.files)
        #expect(parallel.catalog.diagnostics == serial.catalog.diagnostics)
        #expect(parallel.errors == serial.errors)

        // The file read first wins every key, though it is the last one parsed.
        #expect(parallel.catalog.entry(table: "Localizable", key: "key7", locale: "fr")?.value == "catalog fr 7")
        #expect(parallel.catalog.entry(table: "Localizable", key: "key0", locale: "nb") == nil, "the broken file adds nothing")
        // Every .strings key is a duplicate of the catalog's, said in file order.
        let duplicates = parallel.catalog.diagnostics.filter { $0.message.contains("is already translated at") }
        #expect(duplicates.count == Self.keyCount * Self.locales.count)
        #expect(duplicates.first?.file == root.path + "/App/ar.lproj/Localizable.strings")
        #expect(duplicates.last?.file == root.path + "/App/vi.lproj/Localizable.strings")
        #expect(duplicates.allSatisfy { $0.message.contains(root.path + "/App/Localizable.xcstrings:") })
        // Errors in the order of the files.
        #expect(parallel.errors.map(\.file) == [root.path + "/App/Broken.xcstrings", root.path + "/App/zz/Later.xcstrings"])
        #expect(parallel.catalog.diagnostics.filter { $0.severity == .error }.map(\.file) == [root.path + "/App/nb.lproj/Localizable.strings"])

        // `load` throws the first error, whatever the number of threads.
        #expect(throws: serial.errors[0]) { try TranslationSources.load([root.path], jobs: 4) }
    }

    @Test func checkGivesTheSameBrokenTranslationsWithOneOrFourJobs() throws {
        let root = try Self.makeTranslations()
        defer { try? FileManager.default.removeItem(at: root) }
        var errors: [[SourceDiagnostic]] = []
        for jobs in [1, 4] {
            var sweep = TextSweep()
            let error = try #require(throws: LocalizationSetup.BrokenTranslations.self) {
                try LocalizationSetup.apply(strings: [root.path], pseudo: [], jobs: jobs, to: &sweep)
            }
            errors.append(error.errors)
        }
        #expect(errors[0] == errors[1])
        #expect(errors[1].map(\.file) == [root.path + "/App/Broken.xcstrings", root.path + "/App/zz/Later.xcstrings", root.path + "/App/nb.lproj/Localizable.strings"])
    }

    /// A dump of one screen of `rows` rows named `name`.
    static func dump(_ name: String, rows: Int) -> String {
        let list = (0..<rows).map { #"{"text": "Row \#($0) of \#(name)"}"# }
        return #"{"schemaVersion": 1, "screen": {"name": "\#(name)", "environment": {"width": 390}, "table": {"sections": [{"rows": [\#(list.joined(separator: ", "))]}]}}}"#
    }

    @Test func documentsReadByFourThreadsGiveTheOneThreadProblems() throws {
        var files = ["a-large.json": Self.dump("Large", rows: 20_000)]
        for index in 0..<12 {
            files[String(format: "b%02d.json", index)] = index % 3 == 1
                ? #"{"schemaVersion": 1, "screen": {"name": \#(index)}}"#
                : Self.dump("Screen \(index)", rows: 3)
        }
        var problems: [[SourceDiagnostic]] = []
        var root = ""
        for jobs in [1, 4] {
            let (error, said) = try CheckRunDiagnosticsTests.run(files) { options, directory in
                root = directory.path
                options.jobs = jobs
                options.paths = [directory.path]
            }
            #expect(said.isEmpty)
            guard case .brokenInputs(let diagnostics) = try #require(error) else {
                Issue.record("expected broken inputs")
                return
            }
            problems.append(diagnostics.map { broken in
                var relative = broken
                relative.file = String(broken.file.dropFirst(root.count + 1))
                return relative
            })
        }
        #expect(problems[0] == problems[1])
        #expect(problems[1].map(\.file) == ["b01.json", "b04.json", "b07.json", "b10.json"])
        #expect(problems[1].allSatisfy { $0.message == "expected a string for 'name', found a number" })
    }

    @Test func reportsOfOneAndFourJobsAreTheSameBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hig-audit-parallel-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(Self.dump("Large", rows: 600).utf8).write(to: app.appendingPathComponent("a-large.json"))
        for index in 0..<8 {
            try Data(Self.dump("Screen \(index)", rows: 4 + index).utf8).write(to: app.appendingPathComponent("b\(index).json"))
        }
        let translations = try Self.makeTranslations()
        defer { try? FileManager.default.removeItem(at: translations) }
        // The broken files stop a run: without them the rest is read and audited.
        for broken in ["App/Broken.xcstrings", "App/zz/Later.xcstrings", "App/nb.lproj/Localizable.strings"] {
            try FileManager.default.removeItem(at: translations.appendingPathComponent(broken))
        }
        var reports: [Data] = []
        var warnings: [[String]] = []
        for jobs in [1, 4] {
            var options = CheckOptions()
            options.jobs = jobs
            options.paths = [app.path]
            options.strings = [translations.path]
            var settings = CheckSettings.resolve(options, environment: CheckEnvironment(workingDirectory: directory.path))
            let report = directory.appendingPathComponent("report-\(jobs).json")
            settings.outputs = [CheckSettings.ReportOutput(format: .json, path: report.path, color: false, showsSummary: true)]
            var said: [String] = []
            _ = try CheckRun.run(settings, diagnostic: { said.append("\($0)") })
            reports.append(try Data(contentsOf: report))
            warnings.append(said)
        }
        #expect(reports[0] == reports[1])
        #expect(warnings[0] == warnings[1])
        #expect(!warnings[0].isEmpty, "the duplicates are said")
        #expect(String(decoding: reports[0], as: UTF8.self).contains(#""findings""#))
    }
}
