import PlacesPresentation

/// Gazetteer places for a person: the place with its region and country, population and coordinates, aligned (and
/// numbered when they are choices); one sentence each in plain mode.
struct PlaceTable {
    let style: OutputStyle
    let localizer: Localizer

    /// Labels longer than this are shortened, so the numbers stay in columns.
    private static let labelWidth = 48

    /// The rows as text, ending in a line break (empty for no rows).
    ///
    /// - Parameters:
    ///   - rows: The places.
    ///   - numbered: Whether each row has its number, as a choice's candidates have.
    ///   - first: The number of the first row.
    ///   - numberWidth: The width numbers are aligned to; the widest of these rows' when `nil`.
    func render(_ rows: [PlaceRow], numbered: Bool = false, first: Int = 1, numberWidth: Int? = nil) -> String {
        let numbers = rows.indices.map { numbered ? "\($0 + first)." : "" }
        if style.plain {
            return zip(numbers, rows).map { number, row in
                (number.isEmpty ? "" : number + " ") + DisplayText.sanitized(row.sentence) + "\n"
            }.joined()
        }
        let labels = rows.map { DisplayText.truncated(DisplayText.sanitized($0.label), toWidth: Self.labelWidth) }
        let numberWidth = numbered ? numberWidth ?? numbers.map(\.count).max() ?? 0 : 0
        let labelWidth = labels.map(DisplayText.width(of:)).max() ?? 0
        let populationWidth = rows.map(\.population.count).max() ?? 0
        var out = ""
        for ((number, row), label) in zip(zip(numbers, rows), labels) {
            let numberText = numberWidth == 0 ? "" : String(repeating: " ", count: numberWidth - number.count) + number + " "
            let population = String(repeating: " ", count: populationWidth - row.population.count) + row.population
            let line = "  \(numberText)\(TerminalText.padded(label, toWidth: labelWidth))  \(population)  "
                + ANSI.styled(row.coordinates, ANSI.dim, if: style.color)
            out += line + "\n"
        }
        return out
    }
}
