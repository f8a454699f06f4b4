/// A key or a click, as the explorer reads it from the terminal's bytes.
enum ExplorerInput: Hashable, Sendable {
    /// A character typed: a letter, a digit, a sign, any printable character.
    case character(Character)
    case up, down, left, right
    /// Page Up and Page Down: a page of the open panel (the list of keys, a summary, a "which one?").
    case pageUp, pageDown
    case enter, tab, backTab, escape, backspace
    /// Ctrl-C: with the terminal's own signals off it arrives as a key.
    case interrupt
    /// Ctrl-Z: the same, for stopping.
    case suspend
    /// Ctrl-L: draw everything again.
    case redraw
    /// A press of the main mouse button at a cell, counted from 0 at the top left.
    case click(column: Int, row: Int)
    /// The mouse wheel, away from the person or towards them, with the pointer at a cell: over an open panel it
    /// scrolls the panel, elsewhere it zooms (away from the person: in).
    case wheel(up: Bool, column: Int, row: Int)
    /// Text pasted while bracketed paste is on, as the terminal sent it (control characters and Esc included): only
    /// words being typed take it, so a paste never presses the view's keys.
    case paste(String)
}
