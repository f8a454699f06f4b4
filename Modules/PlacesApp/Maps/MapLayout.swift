/// How a map fits a terminal: what `map` and `handle-url` leave room for around it.
enum MapLayout {
    /// Lines kept free for the title, the scale, the key and the notes when the terminal limits the height.
    static let reservedLines = 6

    /// The rows a map may take in a terminal `height` lines high (at least 4), or `nil` when the height is unknown.
    static func rows(height: Int?) -> Int? {
        height.map { max(4, $0 - reservedLines) }
    }
}
