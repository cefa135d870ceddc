import HIGModel
import Testing

/// `LogText`, the one escaping every printed diagnostic goes through (issue 32).
@Suite struct LogTextTests {
    @Test func aNameStaysOnItsLine() {
        #expect(LogText.name("a\nb\u{1B}[31m\u{202E}c\td") == "a<U+000A>b<U+001B>[31m<U+202E>c<U+0009>d")
        #expect(LogText.name("Einstellungen – WLAN 50%.json") == "Einstellungen – WLAN 50%.json")
    }

    @Test func noLineStartsAWorkflowCommand() {
        #expect(LogText.lines("::error::x\n  ::add-mask::y\n##[group]z\nok: ::not-at-start") == "<U+003A>:error::x\n  <U+003A>:add-mask::y\n<U+0023>#[group]z\nok: ::not-at-start")
    }

    @Test func escapesARunnerDecodesAreMadeVisible() {
        #expect(LogText.line("a%0Ab%0dc%25d 50% %41") == "a<U+0025>0Ab<U+0025>0dc<U+0025>25d 50% %41")
        #expect(LogText.line("trailing %0") == "trailing %0")
    }

    @Test func controlsAndBidiAreShownByNameButTabsKept() {
        #expect(LogText.line("a\rb\u{7F}c\u{2066}d\te\u{200E}") == "a<U+000D>b<U+007F>c<U+2066>d\te\u{200E}")
    }
}
