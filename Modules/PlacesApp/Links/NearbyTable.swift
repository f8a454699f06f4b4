import PlacesPresentation

/// The nearest locations under a place, for a person: number, name and distance, aligned; one sentence each in
/// plain mode.
struct NearbyTable {
    let style: OutputStyle
    let localizer: Localizer

    /// Names longer than this are shortened with "…": the distances stay in one column.
    private static let titleWidth = 40

    /// The rows as text, ending in a line break (empty for no rows).
    func render(_ nearby: [NearbyLocation]) -> String {
        let titles = nearby.map { DisplayText.truncated(DisplayText.sanitized($0.row.title), toWidth: Self.titleWidth) }
        let numberWidth = nearby.map { String($0.row.number).count }.max() ?? 1
        let titleWidth = titles.map(DisplayText.width(of:)).max() ?? 0
        // Right-aligned, as the articles' distances above them are.
        let distanceWidth = nearby.map { DisplayText.width(of: $0.distance) }.max() ?? 0
        var out = ""
        for (item, title) in zip(nearby, titles) {
            let number = String(item.row.number)
            if style.plain {
                out += localizer(SessionText.plainRow(number: item.row.number, title: Quoted(title), detail: item.distance)) + "\n"
            } else {
                let padding = String(repeating: " ", count: numberWidth - number.count)
                let distance = String(repeating: " ", count: distanceWidth - DisplayText.width(of: item.distance)) + item.distance
                out += "  \(padding)\(number)  \(TerminalText.padded(title, toWidth: titleWidth))  \(distance)\n"
            }
        }
        return out
    }
}
