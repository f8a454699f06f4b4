/// Why the user's store could not be read, so that it was moved aside: what a person needs to mend it.
public enum StoreDamage: Sendable, Equatable {
    /// It holds more bytes than Places reads (the limit, in bytes).
    case tooLarge(limit: Int)
    /// It is not valid JSON (or not text); where the first error is.
    case invalidJSON(line: Int, column: Int)
    /// It is JSON, but holds no list of locations.
    case notAList
    /// Some of its entries are not locations (no valid `lat` and `long`): how many, and the line the first starts on.
    case invalidEntries(count: Int, firstLine: Int)
}
