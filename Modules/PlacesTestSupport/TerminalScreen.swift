import PlacesPresentation

/// What a terminal shows after a program's output, for tests of full-screen views: the main screen and the
/// alternate one, each a grid of characters with their attributes; the cursor and whether it is shown; and the
/// modes a program turns on and must turn off again (the alternate screen, mouse reports).
///
/// It understands what Places writes — text, carriage return, line feed, backspace, cursor position (`ESC [ r ; c H`),
/// erasing the line and the screen (`ESC [ K`, `ESC [ 2 J`), attributes (`ESC [ … m`), the alternate screen and the
/// cursor, mouse, bracketed-paste and synchronized-update modes (`ESC [ ? n h/l`) — and ignores any other sequence.
public struct TerminalScreen: Sendable {
    /// One character cell: its character (a space when empty) and the attributes it was written in.
    public struct Cell: Equatable, Sendable {
        public var character: Character = " "
        /// The parameters of the `ESC [ … m` sequences since the last reset before it, joined by `;`; "" for none.
        public var attributes = ""
    }

    public private(set) var columns: Int
    public private(set) var rows: Int
    /// Whether the alternate screen is shown (a full-screen view is up).
    public private(set) var isAlternate = false
    public private(set) var cursorVisible = true
    /// Whether mouse presses are reported (modes 1000 and 1006).
    public private(set) var mouseReporting = false
    /// Whether pastes are bracketed (mode 2004): a shell left with it on sees every paste wrapped in `ESC [ 200 ~`.
    public private(set) var bracketedPaste = false
    /// Whether the last thing written ended a synchronized update: a whole frame is on the screen.
    public private(set) var frameComplete = true

    private var main: [[Cell]]
    private var alternate: [[Cell]]
    private var cursor = (column: 0, row: 0)
    private var savedCursor = (column: 0, row: 0)
    private var attributes = ""

    /// A blank terminal of `columns` × `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        main = Self.blank(columns: columns, rows: rows)
        alternate = main
    }

    /// The lines of the screen shown now, trailing spaces removed.
    public var lines: [String] {
        shown.map { row in
            var line = String(row.map(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The whole screen shown now as one text, a line each.
    public var text: String { lines.joined(separator: "\n") }

    /// The cell at `column` and `row` of the screen shown now.
    public func cell(column: Int, row: Int) -> Cell {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return Cell() }
        return shown[row][column]
    }

    /// Where `text` first appears on the screen shown now: its column and row.
    public func find(_ text: String) -> (column: Int, row: Int)? {
        let target = Array(text)
        guard !target.isEmpty else { return nil }
        for (row, line) in lines.enumerated() {
            let characters = Array(line)
            guard characters.count >= target.count else { continue }
            for start in 0...(characters.count - target.count) where characters[start..<(start + target.count)].elementsEqual(target) {
                // Columns, not characters: a wide character before it takes two.
                return (characters[..<start].reduce(0) { $0 + max(1, DisplayText.width(of: $1)) }, row)
            }
        }
        return nil
    }

    /// The terminal after a resize: the screens keep what fits.
    public mutating func resize(columns: Int, rows: Int) {
        func fit(_ grid: [[Cell]]) -> [[Cell]] {
            (0..<rows).map { row in
                (0..<columns).map { column in row < grid.count && column < grid[row].count ? grid[row][column] : Cell() }
            }
        }
        main = fit(main)
        alternate = fit(alternate)
        self.columns = columns
        self.rows = rows
        cursor = (min(cursor.column, columns - 1), min(cursor.row, rows - 1))
    }

    /// Applies `output`.
    public mutating func feed(_ output: String) {
        let characters = Array(output)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\r": cursor.column = 0
            case "\n": lineFeed()
            case "\r\n":
                cursor.column = 0
                lineFeed()
            case "\u{8}": cursor.column = max(0, cursor.column - 1)
            case "\u{7}": break
            case "\u{1B}":
                // A string — a graphics protocol's (APC `ESC _`), an operating system command (`ESC ]`), a device
                // control (`ESC P`) — shows nothing: skipped to its end, a BEL or `ESC \`.
                if index < characters.count, ["_", "]", "P"].contains(characters[index]) {
                    while index < characters.count, characters[index] != "\u{7}",
                          !(characters[index] == "\\" && characters[index - 1] == "\u{1B}") {
                        index += 1
                    }
                    index += 1
                    continue
                }
                guard index < characters.count, characters[index] == "[" else { continue }
                index += 1
                var parameters = ""
                while index < characters.count, !(characters[index].asciiValue.map { (0x40...0x7E).contains($0) } ?? false) {
                    parameters.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { return }
                let final = characters[index]
                index += 1
                control(final, parameters)
            default:
                put(character)
            }
        }
    }

    // MARK: Applying output

    private var shown: [[Cell]] { isAlternate ? alternate : main }

    private mutating func put(_ character: Character) {
        let width = max(1, DisplayText.width(of: character))
        if cursor.column + width > columns {
            cursor.column = 0
            lineFeed()
        }
        setCell(Cell(character: character, attributes: attributes), column: cursor.column, row: cursor.row)
        cursor.column += width
        // A character written in the last column leaves the cursor there until the next one.
        if cursor.column >= columns { cursor.column = columns }
    }

    private mutating func setCell(_ cell: Cell, column: Int, row: Int) {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
        if isAlternate { alternate[row][column] = cell } else { main[row][column] = cell }
    }

    private mutating func lineFeed() {
        if cursor.row + 1 < rows {
            cursor.row += 1
            return
        }
        // Scrolls up one line.
        if isAlternate {
            alternate.removeFirst()
            alternate.append(Array(repeating: Cell(), count: columns))
        } else {
            main.removeFirst()
            main.append(Array(repeating: Cell(), count: columns))
        }
    }

    private mutating func control(_ final: Character, _ parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? fallback) : fallback
        }
        switch final {
        case "H", "f":
            cursor = (min(columns - 1, max(0, number(1, 1) - 1)), min(rows - 1, max(0, number(0, 1) - 1)))
        case "G": cursor.column = min(columns - 1, max(0, number(0, 1) - 1))
        case "C": cursor.column = min(columns - 1, cursor.column + number(0, 1))
        case "D": cursor.column = max(0, cursor.column - number(0, 1))
        case "A": cursor.row = max(0, cursor.row - number(0, 1))
        case "B": cursor.row = min(rows - 1, cursor.row + number(0, 1))
        case "K":
            let from = parameters == "1" || parameters == "2" ? 0 : cursor.column
            let to = parameters == "1" ? cursor.column + 1 : columns
            for column in from..<max(from, min(columns, to)) { setCell(Cell(), column: column, row: cursor.row) }
        case "J" where parameters == "2" || parameters == "3":
            if isAlternate { alternate = Self.blank(columns: columns, rows: rows) } else { main = Self.blank(columns: columns, rows: rows) }
        case "J":
            for column in cursor.column..<columns { setCell(Cell(), column: column, row: cursor.row) }
            for row in (cursor.row + 1)..<max(cursor.row + 1, rows) {
                for column in 0..<columns { setCell(Cell(), column: column, row: row) }
            }
        case "m":
            // Attributes add up until a reset.
            if parameters == "0" || parameters.isEmpty {
                attributes = ""
            } else {
                attributes = attributes.isEmpty ? parameters : attributes + ";" + parameters
            }
        case "h", "l":
            guard parameters.hasPrefix("?") else { break }
            let on = final == "h"
            for mode in parameters.dropFirst().split(separator: ";") {
                switch mode {
                case "1049":
                    if on, !isAlternate {
                        savedCursor = cursor
                        alternate = Self.blank(columns: columns, rows: rows)
                        isAlternate = true
                    } else if !on, isAlternate {
                        isAlternate = false
                        cursor = savedCursor
                    }
                case "25": cursorVisible = on
                case "1000", "1006": mouseReporting = on
                case "2004": bracketedPaste = on
                case "2026": frameComplete = !on
                default: break
                }
            }
        default:
            break
        }
    }

    private static func blank(columns: Int, rows: Int) -> [[Cell]] {
        Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
    }
}
