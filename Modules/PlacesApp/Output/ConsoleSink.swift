/// Receives the text written to one stream: standard output or standard error, or a test's capture.
struct ConsoleSink: Sendable {
    var write: @Sendable (String) -> Void
}
