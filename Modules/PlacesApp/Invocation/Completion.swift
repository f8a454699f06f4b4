/// What Tab does to the line: the result of ``Completer/completion(before:)``.
enum Completion: Sendable, Equatable {
    /// Replace the last `count` Unicode scalars before the cursor (the word being completed) with `text`: the one
    /// candidate and a space, or as much as every candidate has in common.
    case replace(count: Int, with: String)
    /// Several candidates and nothing they all add: show them.
    case choices([String])
    /// Nothing completes the word.
    case none
}
