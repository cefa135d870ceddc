import HIGInput
import HIGModel

/// The property-list readers on arbitrary bytes — as a list in whichever form the first bytes
/// say (binary, XML, old-style), as a settings pane, and as a project file: a value or a
/// `SourceError`; anything else (a trap, a sanitizer report, a hang, memory blowing up on
/// shared binary references) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz_plist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try PropertyListReader.read(bytes, file: "de.lproj/Localizable.strings")
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
    }
    do {
        _ = try SettingsPaneReader.read(bytes, file: "Settings.bundle/Root.plist")
    } catch {
        precondition(!error.message.isEmpty, "an error without a message")
    }
    do {
        let project = try XcodeProjectFile.read(pbxproj: bytes, file: "App.xcodeproj/project.pbxproj", name: "App.xcodeproj", projectFolder: "/checkout")
        precondition(project.referencedFiles.allSatisfy { $0.hasPrefix("/") }, "a reference that is not absolute")
    } catch {
        precondition(!error.message.isEmpty && error.position != nil, "an error without a message or position")
    }
    return 0
}
