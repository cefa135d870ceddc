import ArgumentParser
import Foundation
import HIGAudit

/// `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, CaseArgument {
    case auto, always, never
}

/// The terminal conventions the command follows, decided from the options, the environment and
/// whether the streams are terminals, so the rules live in one place.
enum TerminalConventions {
    /// Whether the text report gets ANSI colour. `always` and `never` are final. `auto`, in
    /// order: `NO_COLOR` with a value (an empty `NO_COLOR=` does nothing, as no-color.org
    /// says) turns colour off; `FORCE_COLOR` or `CLICOLOR_FORCE` with a value other than `0`
    /// turn it on; `TERM=dumb` turns it off; otherwise colour when standard output is a terminal.
    static func usesColor(_ choice: ColorChoice, environment: [String: String], outputIsTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let value = environment["NO_COLOR"], !value.isEmpty { return false }
            for key in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
                if let value = environment[key], !value.isEmpty, value != "0" { return true }
            }
            if environment["TERM"] == "dumb" { return false }
            return outputIsTerminal
        }
    }

    /// Whether progress goes to standard error: `--progress`/`--no-progress` are final;
    /// otherwise only on a terminal that is not a dumb one, never with `--quiet` or in CI (`CI`
    /// set, as every hosted CI sets it), whose logs would keep every redraw.
    static func showsProgress(_ flag: Bool?, quiet: Bool, environment: [String: String], errorIsTerminal: Bool) -> Bool {
        if let flag { return flag }
        if quiet { return false }
        if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { return false }
        if environment["TERM"] == "dumb" { return false }
        return errorIsTerminal
    }

    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}

/// One line on standard error, redrawn in place while the audit runs:
/// `hig-audit: 12,400 of 40,000 rows and sections (31%), 9,800/s, about 4 s left`.
/// It appears only once the audit has run for `delay` seconds (a quick run prints nothing) and
/// is erased when the audit ends, so the report that follows starts on a clean line.
final class ProgressLine: @unchecked Sendable {
    // @unchecked: `finished` is read and written with `lock` held; `shown`, `lastLine` and
    // `auditStart` only on the drawing thread; the rest is set before that thread starts.
    private let progress: AuditProgress
    private let delay: Double
    private let interval = 0.1
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var finished = false
    private var shown = false
    private var lastLine = ""
    /// When the audit had counted its work: the rate counts from there, not from reading.
    private var auditStart: UInt64?
    private let start = DispatchTime.now().uptimeNanoseconds
    private var thread: Thread?

    init(progress: AuditProgress, delay: Double) {
        self.progress = progress
        self.delay = delay
    }

    func begin() {
        let thread = Thread { [self] in run() }
        self.thread = thread
        thread.start()
    }

    /// Draws the final count (when the line was shown) and erases it; returns when the drawing
    /// thread has stopped writing.
    func end() {
        lock.lock()
        finished = true
        lock.unlock()
        done.wait()
    }

    private var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    private func run() {
        defer { done.signal() }
        while true {
            lock.lock()
            let stop = finished
            lock.unlock()
            if stop { break }
            if elapsed >= delay {
                draw()
            }
            Thread.sleep(forTimeInterval: interval)
        }
        if shown || delay == 0 {
            draw()
            write("\r\u{1B}[2K")
        }
    }

    private func draw() {
        shown = true
        let snapshot = progress.snapshot
        let now = DispatchTime.now().uptimeNanoseconds
        if snapshot.total > 0, auditStart == nil { auditStart = now }
        let seconds = auditStart.map { Double(now - $0) / 1e9 } ?? 0
        let line = Self.line(snapshot, seconds: seconds)
        guard line != lastLine else { return }
        lastLine = line
        write("\r\u{1B}[2K" + line)
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The line for `snapshot` after `seconds`: counts, share, rate and, once there is a rate,
    /// the time left at that rate.
    static func line(_ snapshot: (done: Int, total: Int), seconds: Double) -> String {
        let (done, total) = snapshot
        guard total > 0 else { return "hig-audit: reading…" }
        var line = "hig-audit: \(grouped(done)) of \(grouped(total)) rows and sections (\(done * 100 / total)%)"
        if seconds > 0, done > 0 {
            let rate = Double(done) / seconds
            line += ", \(grouped(Int(rate)))/s"
            if done < total {
                let left = Double(total - done) / rate
                line += left < 60 ? ", about \(max(1, Int(left.rounded()))) s left" : ", about \(Int((left / 60).rounded())) min left"
            }
        }
        return line
    }

    /// 12,400: thousands separated by commas, whatever the locale, so the line reads the same
    /// everywhere.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
