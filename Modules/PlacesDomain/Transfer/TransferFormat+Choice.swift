// Which format a file is read or written in: the one rule of import and of export.

extension TransferFormat {
    /// The format an export writes: the one chosen, else the one the file's extension names, else GeoJSON when
    /// there is no file (standard output).
    ///
    /// - Parameters:
    ///   - chosen: The format asked for, if any.
    ///   - path: The file, or `nil` for standard output.
    /// - Returns: The format, or `nil` when a file's name names none and none was chosen: then nobody can tell
    ///   what to write.
    public static func forExport(chosen: TransferFormat?, path: String?) -> TransferFormat? {
        if let chosen { return chosen }
        guard let path else { return .geojson }
        return TransferFormat(fileName: path)
    }

    /// The format an import reads: the one chosen, else the one the file's extension names.
    ///
    /// - Parameters:
    ///   - chosen: The format asked for, if any.
    ///   - path: The file.
    /// - Returns: The format, or `nil` to decide from the content (``init(content:)``).
    public static func forImport(chosen: TransferFormat?, path: String) -> TransferFormat? {
        chosen ?? TransferFormat(fileName: path)
    }
}
