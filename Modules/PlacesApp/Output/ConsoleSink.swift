import PlacesSystem

/// Receives the text written to one stream: standard output or standard error, or a test's capture.
struct ConsoleSink: Sendable {
    /// Writes text. After a failure, further writes are dropped.
    var write: @Sendable (String) -> Void
    /// The first error writing to this stream, if any; `nil` for sinks that cannot fail.
    var failure: @Sendable () -> SystemError? = { nil }
}
