/// Reads a file of locations for an import, in the format ``TransferFormat/forImport(chosen:path:)`` decides: what
/// it holds then goes to ``ImportLocations``.
///
/// Reading is Data's job (``LocationFiles``); this use case holds the rule of the format.
public struct ReadLocationFile: Sendable {
    private let files: any LocationFiles

    /// A reader over `files`.
    public init(files: any LocationFiles) {
        self.files = files
    }

    /// Reads the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - chosen: The format asked for, if any.
    ///   - deadline: The most a pipe or device is waited for.
    /// - Returns: The file's entries and the ones that could not be read.
    /// - Throws: Why the file cannot be read, or is not in the format; nothing is imported then.
    public func callAsFunction(path: String, chosen: TransferFormat?, deadline: Duration) async throws(TransferFailure) -> TransferReading {
        try await files.read(path: path, format: TransferFormat.forImport(chosen: chosen, path: path), deadline: deadline)
    }
}
