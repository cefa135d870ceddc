import Testing
@testable import TextLayout
@Test func icuIsLinked() { #expect(icuVersion.hasPrefix("7")) }
