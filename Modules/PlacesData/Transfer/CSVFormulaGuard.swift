/// Keeps a name from being run as a formula when a spreadsheet opens an exported CSV file, without changing it.
///
/// Spreadsheets treat a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula, so a
/// name from a feed could run one ("CSV injection"). The writer puts one `'` before such a name, which
/// spreadsheets show as text, and the reader takes one away again. Names that already start with `'`s followed
/// by such a character get one more, so every name reads back exactly as it was written.
enum CSVFormulaGuard {
    private static let triggers: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// `name` as it is written into a CSV cell.
    static func guarded(_ name: String) -> String {
        needsGuard(name, apostrophes: 0...) ? "'" + name : name
    }

    /// A CSV cell's text as the name it stands for.
    static func unguarded(_ cell: String) -> String {
        needsGuard(cell, apostrophes: 1...) ? String(cell.unicodeScalars.dropFirst()) : cell
    }

    /// Whether `text` is a run of `'` (as many as `apostrophes` allows) followed by a formula character.
    private static func needsGuard(_ text: String, apostrophes: PartialRangeFrom<Int>) -> Bool {
        let scalars = text.unicodeScalars
        let quotes = scalars.prefix { $0 == "'" }.count
        guard apostrophes.contains(quotes) else { return false }
        return scalars.dropFirst(quotes).first.map(triggers.contains) ?? false
    }
}
