/// How a map fits a terminal: what `map` and `handle-url` leave room for around it.
enum MapLayout {
    /// Lines kept free for the title, the scale, the key and the notes when the terminal limits the height.
    static let reservedLines = 6
}
