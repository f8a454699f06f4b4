/// The first byte at which a document stops being valid JSON, or is nested deeper than the parser follows.
struct JSONSyntaxError: Error, Equatable {
    let offset: Int
    /// Whether the document is valid so far but opens a container deeper than `FeedJSONParser.maximumDepth`: a
    /// limit of Places', said as one, not a fault of the file's grammar.
    var tooDeep = false
}
