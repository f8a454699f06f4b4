public import Foundation
public import PlacesDomain

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
    /// The result of decoding a feed document.
    public struct Result: Sendable, Equatable {
        /// The usable entries, in document order.
        public let locations: [Location]
        /// How many entries were skipped.
        public let skippedEntries: Int
    }

    /// Decodes a feed document.
    ///
    /// - Parameter data: The raw bytes of the document.
    /// - Returns: The locations and the number of skipped entries.
    /// - Throws: ``FeedFailure/invalidJSON(byteOffset:)`` or ``FeedFailure/notAFeed``.
    public static func decode(_ data: Data) throws(FeedFailure) -> Result {
        let utf8: Data
        switch UnicodeDetection.utf8(from: data) {
        case .some(let converted): utf8 = converted
        case .none: throw .invalidJSON(byteOffset: 0)
        }
        var locations: [Location] = []
        var skipped = 0
        let outcome = utf8.withUnsafeBytes { raw in
            var parser = FeedJSONParser(raw.bindMemory(to: UInt8.self))
            return Swift.Result { () throws(JSONSyntaxError) -> Bool in
                try parser.parseFeed { entry in
                    if let location = entry?.toDomain() {
                        locations.append(location)
                    } else {
                        skipped += 1
                    }
                }
            }
        }
        switch outcome {
        case .success(true): break
        case .success(false): throw .notAFeed
        case .failure(let error): throw .invalidJSON(byteOffset: error.offset)
        }
        return Result(locations: locations, skippedEntries: skipped)
    }
}
