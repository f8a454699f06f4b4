/// What to write to a terminal to show a frame: the first one (and any after a resize or Ctrl-L) whole, after that
/// only the lines that changed — a pan rewrites the map, a spinner one line — each frame between the marks of a
/// synchronized update, so that a terminal that knows them shows it at once and one that does not ignores them.
/// A frame the same as the last (a key that changed nothing, such as a pan of the world map) writes nothing at all:
/// even an empty update makes some terminals paint the whole screen again.
struct ScreenWriter {
    /// Begins a synchronized update (DEC mode 2026).
    static let beginFrame = "\u{1B}[?2026h"
    /// Ends it: the last bytes of every frame.
    static let endFrame = "\u{1B}[?2026l"

    private var shown: [String] = []

    /// The bytes that turn the screen from the last frame into `lines`; everything when `whole`; nothing when no line
    /// changed.
    mutating func output(for lines: [String], whole: Bool) -> String {
        var out = ""
        if whole || lines.count != shown.count {
            out += "\u{1B}[H\u{1B}[2J"
            shown = []
        }
        for (row, line) in lines.enumerated() where row >= shown.count || shown[row] != line {
            out += "\u{1B}[\(row + 1);1H" + line
        }
        shown = lines
        return out.isEmpty ? "" : Self.beginFrame + out + Self.endFrame
    }
}
