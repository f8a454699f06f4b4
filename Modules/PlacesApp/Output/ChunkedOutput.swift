/// Collects output and writes it to standard output in chunks of about 64 KB: one write per row would be slow, one
/// write for everything would hold all of it in memory.
struct ChunkedOutput {
    private static let chunkSize = 1 << 16

    let console: Console
    private var buffer = ""

    init(console: Console) {
        self.console = console
        buffer.reserveCapacity(Self.chunkSize + 1024)
    }

    /// Adds `text`, writing the chunk when it is full.
    ///
    /// - Returns: False once writing has failed (a closed pipe, a full disk): the caller stops making output.
    mutating func append(_ text: String) -> Bool {
        buffer += text
        guard buffer.utf8.count >= Self.chunkSize else { return true }
        flush()
        return !console.outputFailed
    }

    /// Writes what is collected.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        console.out.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
