/// Whether a command takes an argument: checked before it runs, so a command never sees a shape it did not ask for.
enum ArgumentShape: Sendable {
    /// Nothing may follow the name (`list`).
    case none
    /// An argument may follow (`search`, `style`, `help`).
    case optional
    /// An argument must follow (`open`, `inspect`).
    case required
}
