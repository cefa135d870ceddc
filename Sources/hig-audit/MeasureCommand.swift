import ArgumentParser
import Foundation
import HIGAudit
import enum HIGInput.DumpLoader
import enum HIGModel.LogText
import TextLayout

/// `hig-audit measure`: width, lines, verdict and visible text of strings, one result per input
/// line in order. Localization QA runs it over whole string tables; accuracy checks compare its
/// widths with other engines.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measures text and predicts how a UILabel shows it (width, lines, truncation).",
        discussion: """
            Text comes from the arguments, or from --input (a file, or - for standard input), \
            one string per line or JSON lines with "text" and optional "locale". With no text \
            and no --input, standard input is read. Exit status 2 on bad input.
            """
    )

    @Argument(help: "Strings to measure.")
    var text: [String] = []

    @Option(help: "Read strings from this file, one per line; - for standard input.", completion: .file())
    var input: String?

    @Option(help: "Input lines are plain text or JSON objects with \"text\" and optional \"locale\": text, json, auto.")
    var inputFormat: String = "auto"

    @Option(help: "Dynamic Type text style (body, headline, footnote, caption1, …).")
    var textStyle: String = "body"

    @Option(help: "Content size category: extraSmall … accessibilityExtraExtraExtraLarge, or xS … xxxL, AX1 … AX5.")
    var size: String = "large"

    @Option(help: "An explicit point size instead of the text style's.")
    var pointSize: Double?

    @Option(help: "Font weight (regular, semibold, bold, …); default: the text style's.")
    var weight: String?

    @Option(help: "Available width in points; omitted: unconstrained (only the width is of interest).")
    var width: Double?

    @Option(help: "numberOfLines: 1, N, or 0 for unlimited.")
    var lines: Int = 1

    @Option(help: "byTruncatingTail, byTruncatingHead, byTruncatingMiddle, byClipping, byWordWrapping, byCharWrapping.")
    var lineBreakMode: String = "byTruncatingTail"

    @Option(help: "A metrics file made by scripts/metrics/generate.py (default: the embedded SF approximation).", completion: .file(extensions: ["json"]))
    var metrics: String?

    @Option(help: "system (SF's size-specific tracking, as UIKit applies it) or none.")
    var tracking: String = "system"

    @Option(help: "Locale for line breaking when an input line gives none (BCP 47, e.g. de, ja, ko).")
    var locale: String = ""

    @Option(help: "Output: text or json (JSON lines).")
    var format: String = "text"

    // Throughput measurement for scripts/bench-text/run.sh: runs `check` over the input at several
    // label widths on this many threads, each with its own fitter, and prints checks per second.
    @Option(help: .hidden)
    var benchmarkThreads: Int?

    @Option(help: .hidden)
    var benchmarkRounds: Int = 3

    /// How errors name standard input, as the other commands do (`DumpLoader.standardInputName`).
    static let standardInputName = "<stdin>"

    /// Option values are usage errors (exit status 64, the valid values named); files and
    /// input lines are input errors (`FILE:LINE:COL: error: …`, exit status 2).
    func validate() throws {
        func oneOf(_ values: [String]) -> String { values.joined(separator: ", ") }
        guard format == "text" || format == "json" else { throw ValidationError("--format must be text or json, not '\(format)'") }
        guard ["text", "json", "auto"].contains(inputFormat) else {
            throw ValidationError("--input-format must be text, json or auto, not '\(inputFormat)'")
        }
        guard TextStyle(rawValue: textStyle) != nil else {
            throw ValidationError("--text-style: unknown text style '\(textStyle)' (one of \(oneOf(TextStyle.allCases.map(\.rawValue))))")
        }
        guard ContentSizeCategory(name: size) != nil else {
            throw ValidationError("--size: unknown content size category '\(size)' (one of \(oneOf(ContentSizeCategory.allCases.map(\.rawValue))), or xS, S, M, L, xL, xxL, xxxL, AX1 … AX5)")
        }
        if let weight, FontWeight(rawValue: weight) == nil {
            throw ValidationError("--weight: unknown weight '\(weight)' (one of \(oneOf(FontWeight.allCases.map(\.rawValue))))")
        }
        guard LineBreakMode(rawValue: lineBreakMode) != nil else {
            throw ValidationError("--line-break-mode: unknown mode '\(lineBreakMode)' (one of \(oneOf(LineBreakMode.allCases.map(\.rawValue))))")
        }
        guard TrackingMode(rawValue: tracking) != nil else { throw ValidationError("--tracking must be system or none, not '\(tracking)'") }
        guard lines >= 0 else { throw ValidationError("--lines must be 0 (unlimited) or more, not \(lines)") }
        if let width, !(width.isFinite && width >= 0) { throw ValidationError("--width must be a number of points, 0 or more") }
        if let pointSize, !(pointSize.isFinite && pointSize > 0) { throw ValidationError("--point-size must be a number of points above 0") }
        if !text.isEmpty, input != nil { throw ValidationError("give strings as arguments or --input, not both") }
        if !locale.isEmpty, InputLocales.canonical(locale) == nil { throw ValidationError("--locale: " + InputLocales.problem(locale)) }
    }

    func run() throws {
        do {
            try measure()
        } catch let error as MeasureError {
            printError(error.description)
            throw ToolExit.invalidInput
        }
    }

    private func measure() throws {
        // Checked in validate().
        let style = TextStyle(rawValue: textStyle) ?? .body
        let category = ContentSizeCategory(name: size) ?? .large
        let fontWeight = weight.flatMap(FontWeight.init(rawValue:))
        let mode = LineBreakMode(rawValue: lineBreakMode) ?? .byTruncatingTail
        let trackingMode = TrackingMode(rawValue: tracking) ?? .system

        let fontMetrics: FontMetrics
        if let metrics {
            do {
                fontMetrics = try FontMetricsFile.load(path: metrics)
            } catch {
                throw MeasureError(file: error.file, line: error.position?.line ?? 1, column: error.position?.column ?? 1, error.message)
            }
        } else {
            fontMetrics = .default
        }
        let font = if let pointSize {
            Font(pointSize: pointSize, weight: fontWeight ?? .regular, metrics: fontMetrics, tracking: trackingMode)
        } else {
            Font.preferred(style, category: category, weight: fontWeight, metrics: fontMetrics, tracking: trackingMode)
        }

        let items = try readItems()
        if let benchmarkThreads {
            try benchmark(items.map(\.text), font: font, threads: max(1, benchmarkThreads))
            return
        }
        let fitter: LineFitter
        do {
            fitter = try LineFitter()
        } catch {
            throw MeasureError(file: "ICU", "\(error)")
        }
        var output = ""
        for item in items {
            // Checked: --locale in validate(), each line's in readItems().
            let constraints = LabelConstraints(width: width ?? .infinity, numberOfLines: lines, lineBreakMode: mode,
                                               locale: (item.locale ?? locale).isEmpty ? "" : InputLocales.canonical(item.locale ?? locale) ?? "")
            let fit = fitter.fit(item.text, font: font, constraints: constraints)
            output += format == "json" ? jsonLine(item, fit) : textLine(item, fit)
            output += "\n"
            if output.utf8.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output = ""
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// Label widths a sweep typically asks about: a full-width iPhone row, a value1 title, a
    /// narrow detail column; single-line truncation (the legacy default) and wrapping.
    private static let benchmarkConstraints: [LabelConstraints] = [
        LabelConstraints(width: 361), LabelConstraints(width: 200), LabelConstraints(width: 120),
        LabelConstraints(width: 200, numberOfLines: 2), LabelConstraints(width: 329, numberOfLines: 0),
    ]

    private func benchmark(_ texts: [String], font: Font, threads: Int) throws {
        guard !texts.isEmpty else { throw MeasureError(file: input ?? Self.standardInputName, "no input to benchmark") }
        let rounds = max(1, benchmarkRounds)
        // An explicit --width benchmarks that one label instead of the usual mix.
        let constraints = width.map {
            [LabelConstraints(width: $0, numberOfLines: lines, lineBreakMode: LineBreakMode(rawValue: lineBreakMode) ?? .byTruncatingTail)]
        } ?? Self.benchmarkConstraints
        let results = BenchmarkResults(count: threads)
        // Each thread measures strings of its own, as audit workers do (each has its own
        // screens): threads reading the same strings would contend for their reference counts.
        let textsByThread = (0..<threads).map { _ in texts.map { String(decoding: Array($0.utf8), as: UTF8.self) } }
        // Warm the shared tables before the clock starts.
        _ = font.width(of: "warm up ट ا 字")
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            guard let fitter = try? LineFitter() else { return }
            var checks = 0
            var checksum = 0
            for _ in 0..<rounds {
                for text in textsByThread[thread] {
                    for constraint in constraints {
                        let summary = fitter.check(text, font: font, constraints: constraint)
                        checksum &+= summary.lineCount &+ (summary.isTruncated ? 1 : 0)
                        checks += 1
                    }
                }
            }
            results.record(thread: thread, checks: checks, checksum: checksum)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let (checks, checksum) = results.totals()
        let rate = Double(checks) / seconds
        print(String(format: "threads %d  strings %d  checks %d  seconds %.3f  checks/s %.0f  per thread %.0f  checksum %d",
                     threads, texts.count, checks, seconds, rate, rate / Double(threads), checksum))
    }

    private struct Item {
        var text: String
        var locale: String?
    }

    private struct JSONInput: Decodable {
        var text: String
        var locale: String?
    }

    private func readItems() throws -> [Item] {
        if !text.isEmpty { return text.map { Item(text: $0, locale: nil) } }
        let data: Data
        let path = input ?? "-"
        let name = path == "-" ? Self.standardInputName : path
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            // Refuses FIFOs and devices (they may never end) and files over the usual limit.
            do {
                data = Data(try DumpLoader.readFile(path: path, kind: DumpLoader.FileKind(name: "an input", directoryMessage: "is a directory, not a file of strings")))
            } catch {
                throw MeasureError(file: PrintableText.singleLine(name), error.message)
            }
        }
        guard let contents = String(data: data, encoding: .utf8) else { throw MeasureError(file: name, "not UTF-8 text") }
        var lines = contents.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let decoder = JSONDecoder()
        return try lines.enumerated().map { index, rawLine in
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
            let isJSON = inputFormat == "json" || (inputFormat == "auto" && line.hasPrefix("{"))
            guard isJSON else { return Item(text: line, locale: nil) }
            let object: JSONInput
            do {
                object = try decoder.decode(JSONInput.self, from: Data(line.utf8))
            } catch {
                throw MeasureError(file: name, line: index + 1, "not a JSON object with a string \"text\"")
            }
            if let locale = object.locale, !locale.isEmpty, InputLocales.canonical(locale) == nil {
                throw MeasureError(file: name, line: index + 1, "'locale': " + InputLocales.problem(locale))
            }
            return Item(text: object.text, locale: object.locale)
        }
    }

    private struct JSONOutput: Encodable {
        var text: String
        var locale: String?
        var width: Double
        var lines: Int
        var truncated: Bool
        var overflow: Double
        var visibleText: String
        var lineTexts: [String]
        var direction: String
    }

    /// Widths to a thousandth of a point: stable across platforms, finer than any layout rounds.
    private func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    private func jsonLine(_ item: Item, _ fit: LabelFit) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let value = JSONOutput(text: item.text, locale: item.locale, width: rounded(fit.width), lines: fit.lineCount,
                               truncated: fit.isTruncated, overflow: rounded(fit.overflow), visibleText: fit.visibleText,
                               lineTexts: fit.lines, direction: fit.direction.rawValue)
        guard let data = try? encoder.encode(value) else { return "{}" }
        // Controls and bidi overrides as \u escapes, as `check --format json` writes them.
        return PrintableText.json(String(decoding: data, as: UTF8.self))
    }

    private func textLine(_ item: Item, _ fit: LabelFit) -> String {
        let verdict = fit.isTruncated ? "truncated" : "fits"
        let lineWord = fit.lineCount == 1 ? "line" : "lines"
        var line = String(format: "%.2f pt\t%d %@\t%@", fit.width, fit.lineCount, lineWord, verdict)
        if fit.isTruncated { line += String(format: " (overflow %.2f pt)", fit.overflow) }
        // The text is the user's: controls and bidi overrides are shown, not obeyed, as `check` does.
        line += "\t\(PrintableText.singleLine(fit.visibleText))"
        return line
    }
}

/// A problem with the command's input, reported as `FILE:LINE:COL: error: …` like every other
/// command's, with exit status 2.
struct MeasureError: Error, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var message: String

    init(file: String, line: Int = 1, column: Int = 1, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    var description: String { "\(LogText.name(file)):\(line):\(column): error: \(message)" }
}

/// Per-thread counts of a benchmark run.
private final class BenchmarkResults: @unchecked Sendable {
    // Each thread writes only its own slot, under the lock.
    private var checks: [Int]
    private var checksums: [Int]
    private let lock = NSLock()

    init(count: Int) {
        checks = Array(repeating: 0, count: count)
        checksums = Array(repeating: 0, count: count)
    }

    func record(thread: Int, checks: Int, checksum: Int) {
        lock.lock()
        self.checks[thread] = checks
        checksums[thread] = checksum
        lock.unlock()
    }

    func totals() -> (Int, Int) {
        lock.lock()
        defer { lock.unlock() }
        return (checks.reduce(0, +), checksums.reduce(0, &+))
    }
}
