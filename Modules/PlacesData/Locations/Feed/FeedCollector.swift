import PlacesDomain

/// Entries as they are parsed: the usable locations and how many were skipped, and for a document that will be
/// rewritten, where each usable entry's text is.
struct FeedCollector {
    /// The usable entries of this parser's part, in order.
    private(set) var locations: [Location] = []
    var skipped = 0
    /// Where the first skipped entry starts in the document, for saying which entry a store cannot read.
    var firstSkippedOffset: Int?
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

    init(expected: Int) {
        locations.reserveCapacity(expected)
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
        let name: String?
        switch entry.name {
        case .ascii(let range), .unescaped(let range):
            name = String(decoding: UnsafeBufferPointer(rebasing: document[range]), as: UTF8.self)
        case .decoded:
            name = decodedName
        case .none:
            name = nil
        }
        locations.append(Location(name: name, coordinate: coordinate))
        if entryRanges != nil {
            entryRanges?.append(start..<end)
            entryNumbers.append(entry.number)
        }
    }

    /// Appends `other`'s entries after these: a split parse's tail after its head.
    mutating func append(moving other: inout FeedCollector) {
        locations += other.locations
        other.locations = []
        skipped += other.skipped
        if firstSkippedOffset == nil { firstSkippedOffset = other.firstSkippedOffset }
    }

    /// What was collected, as a decoded feed.
    var decoded: DecodedFeed {
        DecodedFeed(locations: locations, skippedEntries: skipped)
    }
}
