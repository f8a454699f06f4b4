/// A list of locations whose feed entries are made when they are read.
///
/// A feed of a quarter of a million places is kept as its parser found it — each entry's coordinate and where its
/// name's text is in the document (`PackedLocations`) — and a ``Location``, with its name as a `String`, is made
/// when an entry is read. A one-shot search shows a few dozen places: making 235,000 names it never shows was a
/// fifth of its time. Reading an element costs a `String` each time, so code that walks the whole list for its
/// points reads ``coordinate(at:)`` instead.
public struct LocationList: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Part: Sendable {
        case made([Location])
        case packed(PackedLocations)

        var count: Int {
            switch self {
            case .made(let locations): locations.count
            case .packed(let packed): packed.count
            }
        }
    }

    /// The parts and where each ends, behind one reference: the list is copied with every copy of a catalog (a
    /// row of `list` reads one), and one retain is what that costs.
    private final class Storage: Sendable {
        let parts: [Part]
        /// Where each part ends in the list: `ends[i]` is the position after part `i`'s last entry.
        let ends: [Int]

        init(_ parts: [Part]) {
            self.parts = parts.filter { $0.count > 0 }
            var ends: [Int] = []
            for part in self.parts { ends.append((ends.last ?? 0) + part.count) }
            self.ends = ends
        }

        static let empty = Storage([])
    }

    private let storage: Storage

    /// A list of locations already made.
    public init(_ locations: [Location]) {
        storage = locations.isEmpty ? .empty : Storage([.made(locations)])
    }

    /// A list of `locations`, as a literal writes them.
    public init(arrayLiteral locations: Location...) {
        self.init(locations)
    }

    /// The entries of `packed`, in order, made when they are read.
    package init(packed: [PackedLocations]) {
        storage = Storage(packed.map(Part.packed))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The first position.
    public var startIndex: Int { 0 }
    /// The position after the last location.
    public var endIndex: Int { storage.ends.last ?? 0 }

    /// The location at `position`, made now when it is a packed feed entry.
    public subscript(position: Int) -> Location {
        let (part, offset) = locate(position)
        switch storage.parts[part] {
        case .made(let locations): return locations[offset]
        case .packed(let packed): return packed.location(at: offset)
        }
    }

    /// Where the location at `position` is, without making its name.
    public func coordinate(at position: Int) -> Coordinate {
        let (part, offset) = locate(position)
        switch storage.parts[part] {
        case .made(let locations): return locations[offset].coordinate
        case .packed(let packed): return packed.coordinates[offset]
        }
    }

    /// The part that holds `position`, and the position within it. There are at most three parts (the parser
    /// threads' and the user's), so a walk is the quickest search.
    private func locate(_ position: Int) -> (part: Int, offset: Int) {
        let ends = storage.ends
        precondition(position >= 0 && position < (ends.last ?? 0), "position out of range")
        var part = 0
        while position >= ends[part] { part += 1 }
        return (part, part == 0 ? position : position - ends[part - 1])
    }

    /// This list with `locations` after it; the entries already here are shared, not copied or made.
    public static func + (list: LocationList, locations: [Location]) -> LocationList {
        guard !locations.isEmpty else { return list }
        return LocationList(storage: Storage(list.storage.parts + [.made(locations)]))
    }

    /// Two lists are equal when they hold equal locations in the same order, however they are kept.
    public static func == (lhs: LocationList, rhs: LocationList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

/// Feed entries as a parser found them: each one's coordinate, and its name as a place in the document's text (or,
/// for a name with escapes or white space to trim at an end, the name already made). ``LocationList`` makes the
/// ``Location`` of an entry when it is read. A class, so that reading an entry retains one reference rather than
/// each of its four stores.
package final class PackedLocations: Sendable {
    /// Where entry `i`'s name is: `start..<end` in ``text``, or ``unnamed`` (`start` -1), or (when `start` is -2 or
    /// less) `otherNames[-start - 2]`.
    package struct NameReference: Sendable {
        package var start: Int32
        package var end: Int32

        /// An entry without a name.
        package static let unnamed = NameReference(start: -1, end: 0)

        /// A name that is `text[start..<end]` as it is: valid UTF-8 without escapes, nothing to trim.
        package init(start: Int32, end: Int32) {
            self.start = start
            self.end = end
        }

        /// A name kept as a `String`, the `index`th of ``PackedLocations/otherNames``.
        package init(other index: Int) {
            start = Int32(truncatingIfNeeded: -2 - index)
            end = 0
        }
    }

    /// Each entry's point, in order.
    package let coordinates: [Coordinate]
    /// Each entry's name, in step with ``coordinates``.
    package let names: [NameReference]
    /// The names that are not plain text of the document, already normalized (as the document's are, which are kept
    /// only when they need no trimming).
    package let otherNames: [String]
    /// The document the names are in, kept by whoever read it.
    package let text: any LocationText

    package init(coordinates: [Coordinate], names: [NameReference], otherNames: [String], text: any LocationText) {
        precondition(coordinates.count == names.count, "every entry needs a name reference")
        self.coordinates = coordinates
        self.names = names
        self.otherNames = otherNames
        self.text = text
    }

    /// How many entries there are.
    package var count: Int { coordinates.count }

    /// Entry `offset` as a feed ``Location``.
    package func location(at offset: Int) -> Location {
        let reference = names[offset]
        let name: String?
        if reference.start >= 0 {
            name = text.string(Int(reference.start)..<Int(reference.end))
        } else if reference.start == -1 {
            name = nil
        } else {
            name = otherNames[Int(-2 - reference.start)]
        }
        return Location(feedEntryNamed: name, coordinate: coordinates[offset])
    }
}

/// The text a packed list's names are in (a feed document's bytes), kept alive for as long as the list is.
package protocol LocationText: Sendable {
    /// The UTF-8 text of `range`, which holds valid UTF-8.
    func string(_ range: Range<Int>) -> String
}
