import PlacesPresentation

/// One line of a full screen being built: text in attributes, never wider than the screen, and padded to its width,
/// so that writing it replaces whatever the line showed before.
///
/// Everything appended is made inert first: titles, descriptions and names come from the network.
struct ScreenLine {
    /// The columns the line has.
    let columns: Int
    private(set) var text = ""
    /// Columns used so far.
    private(set) var used = 0
    private var attribute = ""

    init(columns: Int) {
        self.columns = max(0, columns)
    }

    /// Columns still free.
    var remaining: Int { columns - used }

    /// Appends `words` in `attribute` (an SGR sequence, "" for none), cut with "…" where the line ends.
    mutating func append(_ words: String, _ attribute: String = "") {
        guard remaining > 0, !words.isEmpty else { return }
        let shown = DisplayText.truncated(DisplayText.sanitized(words), toWidth: remaining)
        appendInert(shown, attribute)
    }

    /// Appends one character Places drew itself (a map's cell) in `attribute`, when it fits.
    mutating func append(cell character: Character, _ attribute: String) {
        let width = DisplayText.width(of: character)
        guard width <= remaining else { return }
        setAttribute(attribute)
        text.append(character)
        used += width
    }

    /// Appends spaces up to column `column`.
    mutating func pad(to column: Int) {
        let target = min(columns, column)
        guard target > used else { return }
        setAttribute("")
        text += String(repeating: " ", count: target - used)
        used = target
    }

    /// The finished line: padded to the screen's width, attributes reset at its end.
    var finished: String {
        var line = self
        line.pad(to: columns)
        return line.attribute.isEmpty ? line.text : line.text + ANSI.reset
    }

    private mutating func appendInert(_ shown: String, _ attribute: String) {
        setAttribute(attribute)
        text += shown
        used += DisplayText.width(of: shown)
    }

    private mutating func setAttribute(_ new: String) {
        guard new != attribute else { return }
        text += ANSI.reset + new
        attribute = new
    }
}
