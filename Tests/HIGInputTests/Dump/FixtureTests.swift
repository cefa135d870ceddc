import Foundation
import HIGModel
import Testing

/// The repository root, found from this file's path (tests run from any directory).
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let fixturesDirectory = repositoryRoot.appendingPathComponent("Tests/HIGInputTests/Fixtures/Dumps")

/// The `.json` files in a fixture folder, as `folder/name.json`, sorted.
func fixtureFiles(_ folder: String) throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: fixturesDirectory.appendingPathComponent(folder).path)
    return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
}

func readFixture(_ relativePath: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixturesDirectory.appendingPathComponent(relativePath)))
}

/// Runs a program, returning its exit status and combined output.
func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Whether python3 with the jsonschema module is available to cross-check the schema.
let pythonHasJSONSchema: Bool = {
    (try? run("/usr/bin/env", ["python3", "-c", "import jsonschema"]).status) == 0
}()

@Suite("JSON Schema")
struct SchemaTests {
    let validator = "scripts/validate-dumps.py"
    let fixtures = "Tests/HIGInputTests/Fixtures/Dumps/"

    @Test(.enabled(if: pythonHasJSONSchema, "python3's jsonschema module is not installed"))
    func validFixturesMatchTheSchema() throws {
        let files = try fixtureFiles("valid").map { fixtures + $0 }
        #expect(!files.isEmpty)
        let result = try run("/usr/bin/env", ["python3", validator] + files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: pythonHasJSONSchema, "python3's jsonschema module is not installed"))
    func invalidFixturesFailTheSchema() throws {
        let files = try fixtureFiles("invalid").map { fixtures + $0 }
        #expect(files.count >= 5)
        let result = try run("/usr/bin/env", ["python3", validator, "--expect-invalid"] + files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: pythonHasJSONSchema, "python3's jsonschema module is not installed"))
    func validatorFailsOnAnInvalidDump() throws {
        // The helper itself must be able to fail, or the checks above prove nothing.
        let result = try run("/usr/bin/env", ["python3", validator, fixtures + "invalid/unknown-key.json"])
        #expect(result.status == 1)
        #expect(result.output.contains("'tabel' was unexpected"))
    }

    @Test func schemaIsValidJSONAndStrict() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("schema/table-dump-v1.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["additionalProperties"] as? Bool == false)
        let definitions = try #require(schema["$defs"] as? [String: Any])
        for name in ["screen", "environment", "table", "section", "row"] {
            let definition = try #require(definitions[name] as? [String: Any], "\(name)")
            #expect(definition["additionalProperties"] as? Bool == false, "\(name)")
        }
    }

    /// The schema and the decoder agree on every member name of every object.
    @Test func schemaListsTheDecodersMembers() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("schema/table-dump-v1.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func keys(_ name: String) -> Set<String> {
            let definition = definitions[name] as? [String: Any]
            return Set((definition?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        #expect(keys("screen") == ["name", "environment", "table", "auditSuppressions", "isTemplate"])
        #expect(keys("section") == ["header", "footer", "rows", "auditSuppressions"])
        #expect(keys("row").count == 23)
        #expect(keys("table").count == 9)
        #expect(keys("environment").count == 7)
    }
}
