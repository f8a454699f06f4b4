/// Why a file of locations could not be read or written. Nothing is imported when reading fails.
public enum TransferFailure: Error, Hashable, Sendable {
    /// There is no file at the path.
    case fileNotFound(path: String)
    /// The file exists but cannot be read (a folder, a device, no permission…): the path and the system's reason.
    case unreadable(path: String, reason: SystemReason)
    /// The file is larger than Places reads, in bytes; it was refused before it was read.
    case tooLarge(path: String, limit: Int)
    /// The file is a pipe or device from which nothing arrived — not even its end — within the command's deadline,
    /// in seconds.
    case noData(path: String, seconds: Double)
    /// The file is a pipe or device whose data had not ended within the command's deadline, in seconds; nothing
    /// of it was used.
    case notEnded(path: String, seconds: Double)
    /// The file cannot be written: the path and the system's reason. Any file that was there is unchanged.
    case unwritable(path: String, reason: SystemReason)
    /// The file would be larger than Places writes (and an import reads back), in bytes; it was refused before it
    /// was built whole, and any file that was there is unchanged.
    case wouldBeTooLarge(path: String, limit: Int)
    /// The path is one of the files Places keeps the user's locations in — the store, its lock, a file being
    /// written in its place or one set aside — which an export must never replace.
    case placesOwnFile(path: String)
    /// The file holds nothing but white space.
    case empty
    /// The file is XML of another kind than GPX or KML, so its format cannot be told.
    case unrecognizedContent
    /// The file is a ZIP archive, such as a KMZ: the KML inside must be extracted (or exported as KML) first.
    case compressed
    /// The XML declaration names an encoding Places does not read (it reads UTF-8, UTF-16, ISO-8859-1 and
    /// Windows-1252).
    case unsupportedEncoding(String)
    /// Bytes that are not text in the file's encoding (invalid UTF-8, say), first on this line.
    case invalidText(line: Int)
    /// The file is not valid JSON; where the first error is.
    case malformedJSON(line: Int, column: Int)
    /// The file's JSON opens arrays or objects nested deeper than Places follows (the limit); where the first one
    /// too deep opens.
    case jsonTooDeep(line: Int, column: Int, limit: Int)
    /// The file is JSON, but neither a FeatureCollection, a Feature nor a Point.
    case notGeoJSON
    /// The file is not well-formed XML, or uses what Places refuses (a DTD); where, and what.
    case malformedXML(line: Int, column: Int, problem: XMLProblem)
    /// The file is XML, but its document element is not the one the format has (`<kml>` in a file read as GPX).
    case wrongDocument(expected: TransferFormat, found: String)
    /// The first line of a CSV file does not name a latitude and a longitude column (or a coordinates or WKT
    /// column); the names it has, as read with the most likely separator.
    case missingCSVHeader(found: [String])
    /// Two columns of a CSV file could both be the same coordinate or the name (`lat` and `Latitude`).
    case ambiguousCSVColumns(String, String)
    /// A quoted CSV field opened on this line is never closed, so the rest of the file would be one field.
    case unterminatedQuote(line: Int)
}
