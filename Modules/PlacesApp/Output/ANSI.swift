/// The few ANSI attributes the output uses, only when ``OutputStyle/color`` allows them.
enum ANSI {
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let yellow = "\u{1B}[33m"
    static let reset = "\u{1B}[0m"

    /// `text` in `attribute` when `enabled`, else as it is.
    static func styled(_ text: String, _ attribute: String, if enabled: Bool) -> String {
        enabled ? attribute + text + reset : text
    }
}
