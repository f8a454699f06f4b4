@testable import PlacesDomain
import Synchronization
import Testing

/// A list whose feed entries are kept as a parser found them reads the same as the locations themselves.
@Suite struct LocationListTests {
    /// A document's text that counts how many names were made from it.
    private final class CountingText: LocationText {
        let bytes: [UInt8]
        let made = Mutex(0)

        init(_ text: String) { bytes = Array(text.utf8) }

        func string(_ range: Range<Int>) -> String {
            made.withLock { $0 += 1 }
            return String(decoding: bytes[range], as: UTF8.self)
        }
    }

    private func point(_ latitude: Double, _ longitude: Double) throws -> Coordinate {
        try Coordinate(latitude: latitude, longitude: longitude)
    }

    @Test("entries read across parts are the locations they describe, and a name is made only when its entry is read")
    func packedParts() throws {
        // "Amsterdam" and "Rome" are places in the text; the second part's accented name is kept made.
        let text = CountingText("Amsterdam Rome")
        let head = PackedLocations(
            coordinates: [try point(52.37, 4.89), try point(1, 2)],
            names: [.init(start: 0, end: 9), .unnamed],
            otherNames: [],
            text: text
        )
        let tail = PackedLocations(
            coordinates: [try point(41.9, 12.5), try point(47.37, 8.54)],
            names: [.init(start: 10, end: 14), .init(other: 0)],
            otherNames: ["Zürich"],
            text: text
        )
        let mine = Location(name: "Home", coordinate: try point(3, 4), origin: .custom)
        let list = LocationList(packed: [head, PackedLocations(coordinates: [], names: [], otherNames: [], text: text), tail]) + [mine]

        #expect(list.count == 5)
        let points = (0..<5).map(list.coordinate(at:))
        #expect(text.made.withLock { $0 } == 0, "reading points makes no names")
        #expect(points == list.map(\.coordinate))
        #expect(text.made.withLock { $0 } == 2, "one name made per named entry read from the text")
        #expect(Array(list) == [
            Location(name: "Amsterdam", coordinate: try point(52.37, 4.89)),
            Location(name: nil, coordinate: try point(1, 2)),
            Location(name: "Rome", coordinate: try point(41.9, 12.5)),
            Location(name: "Zürich", coordinate: try point(47.37, 8.54)),
            mine,
        ])
        #expect(list[2].name == "Rome")
        #expect(list[3].origin == .feed && list[4].origin == .custom)
    }

    @Test("lists are equal by their locations, however each keeps them; appending shares what is there")
    func equality() throws {
        let text = CountingText("Oslo")
        let packed = LocationList(packed: [
            PackedLocations(coordinates: [try point(59.91, 10.75)], names: [.init(start: 0, end: 4)], otherNames: [], text: text),
        ])
        let made: LocationList = [Location(name: "Oslo", coordinate: try point(59.91, 10.75))]
        #expect(packed == made)
        #expect(packed + [] == made)
        #expect(packed != made + [Location(name: "Oslo", coordinate: try point(59.91, 10.75))])
        #expect(packed != [Location(name: "Oslo ", coordinate: try point(59.91, 10.76))])
        #expect(LocationList([]).isEmpty && LocationList(packed: []).isEmpty)
    }
}
