import Foundation
import HIGInput
import HIGModel
import Testing

@Suite struct PropertyListReaderTests {
    static let checkouts = repositoryRoot.appendingPathComponent("Tests/HIGInputTests/Fixtures/Checkouts")

    static func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: checkouts.appendingPathComponent(relative)))
    }

    static func error(_ bytes: [UInt8]) -> SourceError? {
        do throws(SourceError) {
            _ = try PropertyListReader.read(bytes, file: "x.strings")
            return nil
        } catch {
            return error
        }
    }

    /// A binary list: header, `objects` (each given as its bytes), offset table, trailer with
    /// one-byte offsets and references, `top` as the root.
    static func binary(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = bytes.count
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        for number in [objects.count, top, table] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: number >> ($0 * 8)) }
        }
        return bytes
    }

    @Test func theFormIsDecidedByTheFirstBytes() {
        #expect(PropertyListReader.format(of: Array("bplist00".utf8)) == .binary)
        #expect(PropertyListReader.format(of: Array("\u{FEFF}\n  <?xml version=\"1.0\"?>".utf8)) == .xml)
        #expect(PropertyListReader.format(of: Array("\"a\" = \"<b>\";".utf8)) == .oldStyle)
        #expect(PropertyListReader.format(of: [0xFF, 0xFE, 0x20, 0x00, 0x3C, 0x00]) == .xml)
    }

    @Test func anXMLListKeepsThePositionOfEveryValue() throws {
        let list = try PropertyListReader.read(try Self.bytes("xmlplist/de.lproj/Localizable.strings"), file: "de.lproj/Localizable.strings")
        let member = try #require(list.members.first)
        #expect(member.key == "playback.speed")
        #expect(member.value.string == "Wiedergabegeschwindigkeit")
        #expect(member.keyPosition == SourcePosition(line: 5, column: 2))
        #expect(member.value.position == SourcePosition(line: 6, column: 2))
    }

    @Test func aBinaryListReadsASCIILongAndUTF16Strings() throws {
        let list = try PropertyListReader.read(try Self.bytes("binary-plist/de.lproj/Localizable.strings"), file: "de.lproj/Localizable.strings")
        #expect(list.members.map(\.key) == ["playback.speed", "quality"])
        #expect(list["playback.speed"]?.string == "Wiedergabegeschwindigkeit", "a 25-character string takes its length from an integer object")
        #expect(list["quality"]?.string == "Qualität", "UTF-16 big-endian")
        #expect(list["quality"]?.position == nil, "a binary list has no lines")
    }

    @Test func aBinaryListReadsNumbersAndBooleans() throws {
        let list = try PropertyListReader.read(Self.binary([[0xA3, 1, 2, 3], [0x09], [0x11, 0x01, 0x2C], [0x23] + withUnsafeBytes(of: (2.5).bitPattern.bigEndian, Array.init)]), file: "x")
        #expect(list.elements.map(\.typeName) == ["a boolean", "an integer", "a real number"])
        #expect(list.elements[1].number == 300)
        #expect(list.elements[2].number == 2.5)
    }

    @Test func aReferenceCycleIsAnErrorNotARecursion() {
        // Object 0 is an array holding itself.
        let error = Self.error(Self.binary([[0xA1, 0x00]]))
        #expect(error?.message.contains("nested deeper than") == true, "\(String(describing: error))")
    }

    @Test func sharedReferencesCannotDescribeAnExponentialTree() {
        // Each array holds the one before it twice: 40 levels would decode to 2^40 values.
        var objects: [[UInt8]] = [[0x51, UInt8(ascii: "a")]]
        for level in 1...40 { objects.append([0xA2, UInt8(level - 1), UInt8(level - 1)]) }
        let error = Self.error(Self.binary(objects, top: 40))
        #expect(error?.message.contains("decodes to more than") == true, "\(String(describing: error))")
    }

    @Test func offsetsSizesAndReferencesOutsideTheFileAreErrors() {
        let cases: [(String, [UInt8])] = [
            ("a string longer than the file", Self.binary([[0x5F, 0x10, 0xFF, 0x41]])),
            ("a reference past the object count", Self.binary([[0xA1, 0x07]])),
            ("a truncated file", Array(Self.binary([[0x51, 0x41]]).dropLast(3))),
            ("an unpaired surrogate", Self.binary([[0x61, 0xD8, 0x00]])),
            ("a top object past the count", Self.binary([[0x51, 0x41]], top: 5)),
            ("a bplist15 header", Array("bplist15".utf8) + Array(Self.binary([[0x51, 0x41]]).dropFirst(8))),
        ]
        for (name, bytes) in cases {
            let error = Self.error(bytes)
            #expect(error?.message.hasPrefix("binary property list: ") == true, "\(name): \(String(describing: error))")
        }
    }

    @Test func everyTruncationOfABinaryListIsAnErrorOrAValue() throws {
        // Cutting the file anywhere after its magic removes its trailer: each prefix must be
        // refused cleanly (shorter ones, "bplis", are old-style bare strings).
        let bytes = try Self.bytes("binary-plist/de.lproj/Localizable.strings")
        for length in 6..<bytes.count {
            #expect(Self.error(Array(bytes.prefix(length))) != nil, "prefix of \(length) bytes")
        }
    }

    @Test func anOldStyleListReadsAProjectFileWithPositions() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tA1 /* c */ = {isa = PBXProject; knownRegions = (en, "zh-Hans", ); name = "a \\"q\\" \\U00e9";};
        \t};
        \tdata = <0a0B ff>;
        }
        """
        let list = try OldStylePropertyListReader.read(Array(text.utf8), file: "project.pbxproj")
        let project = try #require(list["objects"]?["A1"])
        #expect(project["knownRegions"]?.elements.compactMap(\.string) == ["en", "zh-Hans"])
        #expect(project["name"]?.string == "a \"q\" é")
        #expect(list["objects"]?.position == SourcePosition(line: 3, column: 12))
        if case .data(let data)? = list["data"]?.value { #expect(data == [0x0A, 0x0B, 0xFF]) } else { Issue.record("data") }
    }

    @Test func aBrokenOldStyleListIsAnErrorAtItsPosition() {
        let cases: [(String, String, SourcePosition)] = [
            ("{\n a = b\n}", "expected ';'", SourcePosition(line: 3, column: 1)),
            ("{ a = (b c); }", "expected ',' or ')'", SourcePosition(line: 1, column: 10)),
            ("{ a = \"open; }", "not closed", SourcePosition(line: 1, column: 7)),
            ("{ a = b; } extra", "text after the root value", SourcePosition(line: 1, column: 12)),
        ]
        for (text, message, position) in cases {
            do throws(SourceError) {
                _ = try OldStylePropertyListReader.read(Array(text.utf8), file: "p")
                Issue.record("\(text) read")
            } catch {
                #expect(error.message.contains(message), "\(text): \(error)")
                #expect(error.position == position, "\(text): \(error)")
            }
        }
    }

    @Test func deepNestingIsRefusedInEveryForm() {
        let old = String(repeating: "(", count: 10_000)
        #expect(Self.error(Array(old.utf8))?.message.contains("nested deeper") == true)
    }

    @Test func theProjectsGroupsGiveTheFilesItReferences() throws {
        let file = Self.checkouts.appendingPathComponent("two-projects/App.xcodeproj/project.pbxproj")
        let project = try XcodeProjectFile.read(pbxproj: Array(try Data(contentsOf: file)), file: file.path, name: "App.xcodeproj", projectFolder: "/co")
        #expect(project.knownRegions == ["en", "Base", "de"])
        #expect(project.developmentRegion == "en")
        #expect(project.referencedFiles == ["/co/App/Base.lproj/Settings.storyboard", "/co/App/de.lproj/Settings.strings"])
        #expect(project.references("/co/App/Base.lproj/Settings.storyboard"))
        #expect(!project.references("/co/Other/Base.lproj/Settings.storyboard"))
    }

    @Test func synchronizedFoldersSourceRootAndCyclesInGroups() throws {
        let text = """
        { rootObject = P; objects = {
          P = { isa = PBXProject; mainGroup = G; developmentRegion = English; knownRegions = (en); };
          G = { isa = PBXGroup; children = (S, F, G, X); sourceTree = "<group>"; };
          S = { isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
          F = { isa = PBXFileReference; path = ../Shared/Main.storyboard; sourceTree = SOURCE_ROOT; };
          X = { isa = PBXFileReference; path = /etc/Main.xib; sourceTree = "<absolute>"; };
        }; }
        """
        let project = try XcodeProjectFile.read(pbxproj: Array(text.utf8), file: "p", name: "P.xcodeproj", projectFolder: "/co/app")
        #expect(project.developmentRegion == "en", "pre-Xcode 4.4 projects say English")
        #expect(project.referencedFiles == ["/co/Shared/Main.storyboard"], "absolute paths are outside the checkout")
        #expect(project.references("/co/app/Widget/Base.lproj/W.storyboard"))
        #expect(!project.references("/co/app/WidgetKit/W.storyboard"))
    }

    @Test func aPackageManifestGivesItsDefaultLocalization() {
        let manifest = "let package = Package(\n  name: \"Kit\",\n  defaultLocalization: \"de\",\n  targets: [])"
        let package = XcodeProjectFile.read(packageManifest: Array(manifest.utf8), file: "/co/Package.swift", packageFolder: "/co")
        #expect(package.developmentRegion == "de")
        #expect(package.knownRegions.isEmpty)
        #expect(package.references("/co/Sources/Kit/Resources/Base.lproj/K.storyboard"))
    }
}
