import Foundation

/// What a program on a ``PseudoTerminal`` has written up to one moment, and whether it had ended by then: what
/// every wait of the terminal looks at, and what its properties show.
struct TerminalOutput: Sendable {
    /// The raw bytes, in order.
    let bytes: Data
    /// The size the terminal started with, and each later one with the byte count of the output before it.
    let sizes: [(offset: Int, columns: Int, rows: Int)]
    /// The program's exit status (128 + signal when killed), once it has ended and all it wrote has been read.
    let exitStatus: Int32?

    /// The offset just past the first `needle` in the bytes from `offset` on, or `nil`: searched in place, as the
    /// reader's thread looks on every piece of output read. (Foundation's `Data.range(of:in:)` bridges the whole
    /// output to an `NSData` on Linux for each look, so a benchmark timing keys by it measured its own copying, more
    /// of it the longer the session and the larger the frames.)
    func end(of needle: [UInt8], from offset: Int) -> Int? {
        guard let first = needle.first, offset >= 0, bytes.count >= offset + needle.count else { return nil }
        return bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            var index = offset
            while index + needle.count <= raw.count {
                if raw[index] == first, needle.indices.allSatisfy({ raw[index + $0] == needle[$0] }) { return index + needle.count }
                index += 1
            }
            return nil
        }
    }

    /// Everything written, as text (invalid bytes repaired).
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The output as a terminal would show it, one string per line: carriage returns, cursor movement along
    /// the line (`ESC [ n G`, `C`, `D`), erasing (`ESC [ K`) and backspace are applied; colours are dropped.
    /// libedit redraws a line in pieces, so what a person sees is only in this rendering.
    var lines: [String] {
        var lines: [[Character]] = [[]]
        var column = 0
        let characters = Array(text)
        var index = 0
        func put(_ character: Character) {
            while lines[lines.count - 1].count < column { lines[lines.count - 1].append(" ") }
            if column < lines[lines.count - 1].count {
                lines[lines.count - 1][column] = character
            } else {
                lines[lines.count - 1].append(character)
            }
            column += 1
        }
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\r": column = 0
            case "\n", "\r\n":
                lines.append([])
                column = 0
            case "\u{7}": break
            case "\u{8}": column = max(0, column - 1)
            case "\u{1B}":
                guard index < characters.count, characters[index] == "[" else { continue }
                index += 1
                var parameter = ""
                while index < characters.count, characters[index].isNumber || characters[index] == ";" || characters[index] == "?" {
                    parameter.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { break }
                let command = characters[index]
                index += 1
                let count = Int(parameter) ?? 1
                switch command {
                case "G": column = max(0, count - 1)
                case "C": column += count
                case "D": column = max(0, column - count)
                case "K": if column < lines[lines.count - 1].count { lines[lines.count - 1].removeSubrange(column...) }
                default: break
                }
            default:
                put(character)
            }
        }
        return lines.map { String($0) }
    }

    /// What the terminal shows: the output applied to a screen, each resize where it happened.
    var display: TerminalScreen {
        let last = sizes[sizes.count - 1]
        var screen = TerminalScreen(columns: sizes[0].columns, rows: sizes[0].rows)
        var start = 0
        for (offset, columns, rows) in sizes.dropFirst() + [(bytes.count, last.columns, last.rows)] {
            screen.feed(String(decoding: bytes[start..<max(start, offset)], as: UTF8.self))
            screen.resize(columns: columns, rows: rows)
            start = max(start, offset)
        }
        return screen
    }
}
