/// A key or group of keys of the explorer and what it does: a word or two for the key bar, a sentence for the list
/// of keys. The keys are written as a person presses them; what each does is in the explorer's language.
public struct ExplorerKey: Equatable, Sendable {
    /// The keys: "←↑↓→ hjkl", "Tab n p".
    public let keys: String
    /// What they do, in a word or two: "pan".
    public let action: String
    /// What they do, in a sentence, for the list of keys.
    public let sentence: String
}
