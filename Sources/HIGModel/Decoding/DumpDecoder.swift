/// Reads table dumps, keeping the source position of every element.
public enum DumpDecoder {
    /// Decodes the bytes of a dump file. `file` is the path used in positions and errors.
    public static func decode(_ bytes: [UInt8], file: String) throws(DumpError) -> TableDump {
        throw DumpError(file: file, position: nil, message: "decoder not implemented yet")
    }
}

/// Placeholder until the loader lands.
public enum DumpLoader {
    public static let defaultMaximumBytes = 128 << 20
    public static func load(path: String, maxBytes: Int = defaultMaximumBytes) throws(DumpError) -> TableDump {
        throw DumpError(file: path, position: nil, message: "loader not implemented yet")
    }
}
