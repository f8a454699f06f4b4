import PlacesDomain
import PlacesSystem

/// Entries as they are parsed: the usable locations and how many were skipped, and for a document that will be
/// rewritten, where each usable entry's text is.
struct FeedCollector {
    /// The entries of this parser's part as it goes: each usable entry's point and where its name is.
    private var coordinates: [Coordinate] = []
    private var names: [PackedLocations.NameReference] = []
    private var otherNames: [String] = []
    /// Parts finished before the current one: when a split parse hands over, the head's, then the tail's, kept side by
    /// side (the list reads them in turn) rather than joined.
    private var finished: [Part] = []
    var skipped = 0
    /// Where the first skipped entry starts in the document, for saying which entry a store cannot read.
    var firstSkippedOffset: Int?
    /// The usable entries' names folded for search, as they are parsed: on the parser's thread, so a document split
    /// between two threads is folded in two parts at once. A tail's part is kept as it is, never copied.
    var folded: [FoldedNames]
    /// The byte range of each usable entry, in step with the entries; `nil` unless asked for.
    var entryRanges: [Range<Int>]?
    /// The bytes between the location list's brackets.
    var listInterior: Range<Int>?
    /// Where the document's top object starts (its `{`), when it is an object.
    var topObject: Int?
    /// The document's `next_number`, when it has one.
    var nextNumber: StoredNumber?
    /// Each usable entry's `number`, in step with the entries, when entry ranges are asked for.
    var entryNumbers: [StoredNumber?] = []

    private struct Part {
        var coordinates: [Coordinate]
        var names: [PackedLocations.NameReference]
        var otherNames: [String]
    }

    init(expected: Int) {
        coordinates.reserveCapacity(expected)
        names.reserveCapacity(expected)
        folded = [FoldedNames(reservingCapacity: expected)]
        let bytes = coordinates.capacity * MemoryLayout<Coordinate>.stride
        coordinates.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { MemoryAdvice.preferHugePages(UnsafeMutableRawPointer(base), byteCount: bytes) }
        }
    }

    /// Adds an entry; `decodedName` is its name when the parser had to decode escapes (`LocationDTO.Name.decoded`).
    mutating func add(
        _ entry: LocationDTO?,
        decodedName: String?,
        from start: Int,
        to end: Int,
        in document: UnsafeBufferPointer<UInt8>
    ) {
        guard let entry, let coordinate = entry.coordinate else {
            skipped += 1
            if firstSkippedOffset == nil { firstSkippedOffset = start }
            return
        }
        coordinates.append(coordinate)
        // A name without escapes is kept as its place in the document, and folded from there, unless it is empty or
        // white space at either end must be trimmed: then it is made, and kept, as a `String` like any other.
        switch entry.name {
        case .ascii(let range) where Self.isKept(range, in: document):
            reference(range)
            folded[folded.count - 1].append(ascii: UnsafeBufferPointer(rebasing: document[range]))
        case .unescaped(let range) where Self.isKept(range, in: document):
            reference(range)
            folded[folded.count - 1].append(utf8: UnsafeBufferPointer(rebasing: document[range]))
        case .ascii(let range), .unescaped(let range):
            made(Location.normalizedName(String(decoding: UnsafeBufferPointer(rebasing: document[range]), as: UTF8.self)))
        case .decoded:
            made(decodedName.flatMap(Location.normalizedName))
        case .none:
            made(nil)
        }
        if entryRanges != nil {
            entryRanges?.append(start..<end)
            entryNumbers.append(entry.number)
        }
    }

    /// Whether a name's text can be kept where it is: it is already normalized, and its place fits a reference.
    private static func isKept(_ range: Range<Int>, in document: UnsafeBufferPointer<UInt8>) -> Bool {
        range.upperBound <= Int(Int32.max) && Location.isNormalized(utf8: UnsafeBufferPointer(rebasing: document[range]))
    }

    private mutating func reference(_ range: Range<Int>) {
        names.append(PackedLocations.NameReference(start: Int32(range.lowerBound), end: Int32(range.upperBound)))
    }

    /// Keeps a name made as a `String` (normalized), or `nil` for an unnamed entry, and folds it.
    private mutating func made(_ name: String?) {
        if let name {
            names.append(PackedLocations.NameReference(other: otherNames.count))
            otherNames.append(name)
        } else {
            names.append(.unnamed)
        }
        folded[folded.count - 1].append(name)
    }

    /// Appends `other`'s entries after these. Nothing is copied or made: each parser's part stays as it is, and the
    /// list reads them one after the other (`LocationList`).
    mutating func append(moving other: inout FeedCollector) {
        finished.append(takeCurrent())
        finished += other.finished
        finished.append(other.takeCurrent())
        other.finished = []
        folded += other.folded
        skipped += other.skipped
        if firstSkippedOffset == nil { firstSkippedOffset = other.firstSkippedOffset }
    }

    /// The current part, leaving it empty.
    private mutating func takeCurrent() -> Part {
        defer {
            coordinates = []
            names = []
            otherNames = []
        }
        return current
    }

    /// The part being collected.
    private var current: Part {
        Part(coordinates: coordinates, names: names, otherNames: otherNames)
    }

    /// What was collected, as a decoded feed whose names are read from `text`, the document parsed.
    func decoded(text: any LocationText) -> DecodedFeed {
        let parts = (finished + [current]).map {
            PackedLocations(coordinates: $0.coordinates, names: $0.names, otherNames: $0.otherNames, text: text)
        }
        return DecodedFeed(locations: LocationList(packed: parts), skippedEntries: skipped, folded: folded)
    }
}
