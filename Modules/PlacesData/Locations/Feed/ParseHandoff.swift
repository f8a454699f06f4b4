/// Another parser working on the tail of the location list from `start`; see `FeedDecoder`.
struct ParseHandoff {
    /// The byte where the tail parser started: the first byte of an element.
    let start: Int
    /// The nesting depth of the list the tail parser assumed.
    let depth: Int
    /// Waits for the tail parser: the offset just past the list's `]`, or its first syntax error.
    let join: () -> Result<Int, JSONSyntaxError>
}
