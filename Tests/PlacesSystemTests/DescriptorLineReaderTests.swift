import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PlacesSystem
import Testing

/// Lines from a descriptor: every line whole and in order across reads, line ends as `readLine()` has them, and
/// lines already read handed out without waiting.
@Suite struct DescriptorLineReaderTests {
    /// A pipe whose write end a thread fills with `bytes` and closes.
    private func pipe(writing bytes: [UInt8]) -> Int32 {
        var descriptors: [Int32] = [-1, -1]
        _ = Glibc.pipe(&descriptors)
        let writer = descriptors[1]
        Thread {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                offset += written
            }
            close(writer)
        }.start()
        return descriptors[0]
    }

    private func readAll(_ reader: DescriptorLineReader) -> [String] {
        var lines: [String] = []
        while case .line(let line) = reader.next() { lines.append(line) }
        return lines
    }

    @Test("LF and CRLF lines, an empty line, a last line without a line break, and invalid UTF-8 repaired")
    func lineEnds() {
        let descriptor = pipe(writing: Array("one\ntwo\r\n\nbad \u{FF}".utf8.map { $0 }) + [0xFF, 0x0A] + Array("last".utf8))
        defer { close(descriptor) }
        let reader = DescriptorLineReader(descriptor: descriptor)
        #expect(readAll(reader) == ["one", "two", "", "bad \u{FF}\u{FFFD}", "last"])
        #expect(reader.next() == .end)
    }

    @Test("200,000 lines and a 300 KB line arrive whole and in order across 64 KB reads")
    func manyReads() {
        var text = (0..<200_000).map { "inspect line \($0)" }
        text.insert(String(repeating: "é", count: 150_000), at: 100_000)
        let descriptor = pipe(writing: Array((text.joined(separator: "\n") + "\n").utf8))
        defer { close(descriptor) }
        #expect(readAll(DescriptorLineReader(descriptor: descriptor)) == text)
    }

    @Test("lines already read are handed out without waiting; nothing is when reading would wait")
    func bufferedLines() {
        var descriptors: [Int32] = [-1, -1]
        _ = Glibc.pipe(&descriptors)
        defer { close(descriptors[0]) }
        let reader = DescriptorLineReader(descriptor: descriptors[0])
        // Nothing written yet, and the writer is still open: asking must not block.
        #expect(reader.bufferedLine() == nil)
        let bytes = Array("a\nb\nc".utf8)
        _ = write(descriptors[1], bytes, bytes.count)
        #expect(reader.next() == .line("a"))
        #expect(reader.hasBufferedLine)
        #expect(reader.bufferedLine() == "b")
        // "c" has no line break yet and more may come: not a line until the writer closes.
        #expect(!reader.hasBufferedLine)
        #expect(reader.bufferedLine() == nil)
        close(descriptors[1])
        #expect(reader.next() == .line("c"))
        #expect(reader.next() == .end)
    }

    @Test("a folder as standard input is a failure, not the end of input")
    func folder() throws {
        let descriptor = open(FileManager.default.temporaryDirectory.path, O_RDONLY)
        defer { close(descriptor) }
        #expect(DescriptorLineReader(descriptor: descriptor).next() == .failed(SystemError(code: EISDIR)))
    }
}
