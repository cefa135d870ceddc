import Testing
import HIGInput

@Suite struct FolderPathTests {
    @Test(arguments: [
        ("x", "."), (".", "."), ("x/", "x"), ("./x", "."), ("x/y.swift", "x"),
        ("/x", "/"), ("/", "/"), ("/a/b/c.storyboard", "/a/b"), ("", "."), ("a//b", "a/"),
    ])
    func theFolderIsEverythingBeforeTheLastSlash(_ path: String, _ folder: String) {
        #expect(FolderPath.folder(of: path) == folder)
    }
}
