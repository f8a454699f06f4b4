#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PlacesDomain
package import PlacesSystem

/// Turns the bytes of a feed into locations, skipping entries it cannot use.
///
/// Both shapes the feed has had are read: `{"locations": [...]}` and a bare top-level array. Keys `name`, `lat`
/// and `long` are used and all others ignored; the first occurrence of a repeated key wins. An entry is skipped
/// (and counted) when it is not an object or when `lat` or `long` is missing, not a JSON number, not
/// representable as a `Double`, or out of range. A missing name, `null`, a blank string or a value of another
/// type all mean "unnamed".
///
/// The document itself must be valid JSON (RFC 8259) in UTF-8, UTF-16 or UTF-32, as Foundation's `JSONDecoder`
/// accepts it, nested at most 512 levels deep. See `docs/PERFORMANCE.md` for why this is a hand-written parser.
public enum FeedDecoder {
    /// Decodes a feed document.
    ///
    /// - Parameter data: The raw bytes of the document.
    /// - Returns: The locations and the number of skipped entries.
    /// - Throws: `FeedFailure/invalidJSON(byteOffset:)` or `FeedFailure/notAFeed`.
    public static func decode(_ data: Data) throws(FeedFailure) -> DecodedFeed {
        let utf8: Data
        switch UnicodeDetection.utf8(from: data) {
        case .some(let converted): utf8 = converted
        case .none: throw .invalidJSON(byteOffset: 0)
        }
        let outcome = utf8.withUnsafeBytes { raw in decode(raw.bindMemory(to: UInt8.self)).result }
        return try outcome.get()
    }

    /// Decodes a document that will be rewritten, noting where each usable entry's text is and where the location
    /// list's brackets are, so that a writer can keep everything it does not change byte for byte.
    ///
    /// - Parameter data: The raw bytes of the document.
    /// - Returns: The document as UTF-8 with its entries' places.
    /// - Throws: ``FeedFailure/invalidJSON(byteOffset:)`` or ``FeedFailure/notAFeed``.
    package static func decodeDocument(_ data: Data) throws(FeedFailure) -> FeedDocument {
        guard let utf8 = UnicodeDetection.utf8(from: data) else { throw .invalidJSON(byteOffset: 0) }
        let bytes = [UInt8](utf8)
        let parsed = bytes.withUnsafeBufferPointer { buffer -> Result<FeedCollector, FeedFailure> in
            var parser = FeedJSONParser(buffer)
            parser.collector.entryRanges = []
            do throws(JSONSyntaxError) {
                guard try parser.parseFeed() else { return .failure(.notAFeed) }
                return .success(parser.collector)
            } catch {
                return .failure(.invalidJSON(byteOffset: error.offset))
            }
        }
        let collector = try parsed.get()
        guard let list = collector.listInterior, let ranges = collector.entryRanges else { throw .notAFeed }
        return FeedDocument(
            bytes: bytes,
            decoded: collector.decoded,
            entryRanges: ranges,
            listInterior: list,
            entryNumbers: collector.entryNumbers,
            nextNumber: collector.nextNumber,
            topObject: collector.topObject,
            firstSkippedOffset: collector.firstSkippedOffset
        )
    }

    /// Documents at least this large are parsed by two threads when the machine has two cores.
    static let parallelThreshold = 1 << 20

    /// Parses `bytes`, splitting the location list between two threads when the document is large.
    ///
    /// The split is speculative: a second parser starts at what looks like a boundary between two elements in
    /// the middle of the document (`}` `,` `{`), and the first parser hands over only if it reaches exactly that
    /// byte inside the location list. If the guess was wrong (the pattern was inside a string, say), the first
    /// parser simply carries on alone and the second one's work is dropped, so the result and the first error
    /// reported are always those of a sequential parse.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>,
        parallel: Bool = true,
        readTail: ReadTail? = nil
    ) -> FeedDecoding {
        var parser = FeedJSONParser(bytes)
        var tail: TailParse?
        if let readTail {
            // The tail was read, and is being parsed, by the thread that read the document's second half.
            tail = readTail.parse
            if let split = readTail.waitForSplit() {
                let job = readTail.parse
                parser.handoff = ParseHandoff(start: split.start, depth: split.depth) { job.wait() }
            }
        } else if parallel, bytes.count >= parallelThreshold, ProcessInfo.processInfo.activeProcessorCount > 1,
           let split = splitCandidate(in: bytes) {
            let depth = firstSignificantByte(in: bytes) == UInt8(ascii: "[") ? 1 : 2
            let job = TailParse(bytes: bytes, start: split, depth: depth)
            tail = job
            parser.handoff = ParseHandoff(start: split, depth: depth) { job.wait() }
        }
        let parsed = Result { () throws(JSONSyntaxError) -> Bool in
            try parser.parseFeed()
        }
        // The tail thread reads `bytes`; it must be finished before they can go away.
        _ = tail?.wait()
        switch parsed {
        case .success(true):
            // Taken out of the parser, not shared with it, so that appending the tail copies nothing.
            var collected = FeedCollector(expected: 0)
            swap(&collected, &parser.collector)
            if parser.handedOff, let tail {
                var rest = tail.takeCollector()
                collected.append(moving: &rest)
            }
            return FeedDecoding(
                result: .success(collected.decoded),
                split: parser.handedOff
            )
        case .success(false):
            return FeedDecoding(result: .failure(.notAFeed), split: parser.handedOff)
        case .failure(let error):
            return FeedDecoding(result: .failure(.invalidJSON(byteOffset: error.offset)), split: parser.handedOff)
        }
    }

    /// Reads a feed file and decodes it. A large regular file is read in two halves at once (on a machine with two
    /// cores), the second by a thread that goes on to parse the second half of the location list, so that the two
    /// halves are read as well as parsed at the same time.
    ///
    /// - Returns: The decode, or `nil` when the file holds more than `limit` bytes.
    /// - Throws: What reading the file threw.
    package static func decodeFile(
        path: String,
        limit: Int,
        regularOnly: Bool,
        deadline: Duration
    ) throws(SystemError) -> Result<DecodedFeed, FeedFailure>? {
        try decoding(path: path, limit: limit, regularOnly: regularOnly, deadline: deadline)?.result
    }

    /// ``decodeFile(path:limit:regularOnly:deadline:)``, saying whether the list was split (which the tests check).
    static func decoding(
        path: String,
        limit: Int,
        regularOnly: Bool,
        deadline: Duration
    ) throws(SystemError) -> FeedDecoding? {
        let tail = ReadTail()
        // The document's first bytes, which say whether the list is at depth 1 or 2, are read before the tail starts.
        let prefix = 4096
        let minimum = ProcessInfo.processInfo.activeProcessorCount > 1 ? parallelThreshold : Int.max
        let read = try POSIXFile.readInParts(
            path: path, limit: limit, minimum: minimum, prefix: prefix, regularOnly: regularOnly, deadline: deadline
        ) { buffer, start, count in
            tail.run(UnsafeBufferPointer(rebasing: buffer[0..<(start + count)]), prefix: prefix, from: start)
        }
        // The second thread reads the first buffer; it must be finished before that can go away.
        defer { if read.started { withExtendedLifetime(read.retained) { _ = tail.parse.wait() } } }
        guard case .contents(let data) = read.contents else { return nil }
        guard let utf8 = UnicodeDetection.utf8(from: data) else {
            return FeedDecoding(result: .failure(.invalidJSON(byteOffset: 0)), split: false)
        }
        // Transcoded or without its byte order mark, the document is not the bytes the tail parsed.
        let tailUsable = read.parted && utf8.count == data.count
        return utf8.withUnsafeBytes { raw in
            decode(raw.bindMemory(to: UInt8.self), readTail: tailUsable ? tail : nil)
        }
    }

    /// The split point found in `bytes`, for a tail read from `start`: the element to start from, and the depth
    /// the list has if the document opens the way its first `prefix` bytes say.
    static func split(in bytes: UnsafeBufferPointer<UInt8>, prefix: Int, from start: Int) -> (start: Int, depth: Int)? {
        guard let element = splitCandidate(in: bytes, from: start) else { return nil }
        let first = firstSignificantByte(in: UnsafeBufferPointer(rebasing: bytes[0..<prefix]))
        guard let first else { return nil }
        return (element, first == UInt8(ascii: "[") ? 1 : 2)
    }

    /// The first byte of an element after `}` `,` `{` (white space allowed) past the middle, if one is near.
    private static func splitCandidate(in bytes: UnsafeBufferPointer<UInt8>, from start: Int? = nil) -> Int? {
        var index = start ?? bytes.count / 2
        let limit = min(bytes.count, index + (1 << 20))
        func skipSpace(_ index: inout Int) {
            while index < limit, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }
        while index < limit {
            if bytes[index] == UInt8(ascii: "}") {
                var next = index + 1
                skipSpace(&next)
                if next < limit, bytes[next] == UInt8(ascii: ",") {
                    next += 1
                    skipSpace(&next)
                    if next < limit, bytes[next] == UInt8(ascii: "{") { return next }
                }
            }
            index += 1
        }
        return nil
    }

    private static func firstSignificantByte(in bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
        bytes.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
    }
}
