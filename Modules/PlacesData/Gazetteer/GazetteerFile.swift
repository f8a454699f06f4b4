import PlacesDomain
import PlacesSystem

/// The gazetteer's binary layout, read in place: no parsing at start-up, no copy, nothing allocated until asked.
///
/// Written by `places-gazetteer-build` (Modules/places-gazetteer-build/main.swift); all integers little-endian.
///
/// | offset | header field (u32) |
/// |---|---|
/// | 0 | `PLGZ` · 4 layout version (2) · 8 places · 12 countries · 16 regions · 20 keys · 24 key blocks · 28 keys per block |
/// | 32 | places · 40 countries · 44 regions · 48 folded-name starts · 52 folded names · 56 block starts · 60 key data |
/// | 64 | tree order · 68 tree axes · 72 text · 76 source (in text) · 80 its length · 84 total size |
///
/// - A place is 20 bytes: latitude and longitude in 1e-5 degrees (i32), population (u32), its name in the text
///   (u32 offset, u16 length), its country (u8) and region (u8, 255 for none). Places are ordered by population,
///   largest first, so a place's index is its rank.
/// - Countries and regions are 8 bytes: name (u32 offset, u16 length) and a two-letter code.
/// - Folded names: each place's own name folded (`SearchFolding.key`) and ended by 0, with a u32 start per place
///   and one past the end; searched for names that contain the text.
/// - Keys: every folded name, and the alternate names the generator keeps (`AlternateNames.swift` there says which),
///   sorted bytewise and front-coded in blocks: per key the length shared with the previous key (u8, 0 at a block's
///   start), the length of the rest (u8), the rest, how the alternate name is spelled (u8 length, 0 when capitals
///   where words begin restore it, and the UTF-8 bytes), the number of places whose own name it is and of places for
///   which it is an alternate name (u8 each), and their indices (u16 each, own names first). A u32 start per block
///   allows binary search.
/// - Tree: an implicit k-d tree over the places as points on the unit sphere, for the nearest place: place indices
///   (u16) in tree order, and per position the axis (u8: x, y or z) its node splits on. The node of a range is its
///   middle position; the positions before it are its left subtree, those after it its right one.
struct GazetteerFile: Sendable {
    private let bytes: EmbeddedBytes

    let placeCount: Int
    let countryCount: Int
    let regionCount: Int
    let keyCount: Int
    private let blockCount: Int
    private let blockSize: Int
    private let places: Int
    private let countries: Int
    private let regions: Int
    private let foldedStarts: Int
    private let foldedNames: Int
    private let blockStarts: Int
    private let keyData: Int
    private let keyDataEnd: Int
    private let treeOrder: Int
    private let treeAxes: Int
    private let text: Int
    /// Where the data comes from, as the generator wrote it.
    let source: String

    static let placeSize = 20
    static let nameSize = 8

    /// Reads the header and checks that every section lies inside `bytes`, in order; `nil` for anything else.
    init?(bytes: UnsafeRawBufferPointer) {
        let bytes = EmbeddedBytes(raw: bytes)
        self.bytes = bytes
        guard bytes.hasHeader("PLGZ", size: 96, version: 2, lengthField: 84) else { return nil }
        let field = bytes.u32
        placeCount = field(8)
        countryCount = field(12)
        regionCount = field(16)
        keyCount = field(20)
        blockCount = field(24)
        blockSize = field(28)
        places = field(32)
        countries = field(40)
        regions = field(44)
        foldedStarts = field(48)
        foldedNames = field(52)
        blockStarts = field(56)
        keyData = field(60)
        treeOrder = field(64)
        treeAxes = field(68)
        text = field(72)
        keyDataEnd = treeOrder
        let sections = [
            (places, placeCount * Self.placeSize), (countries, countryCount * Self.nameSize),
            (regions, regionCount * Self.nameSize), (foldedStarts, (placeCount + 1) * 4), (foldedNames, 0),
            (blockStarts, blockCount * 4), (keyData, 0), (treeOrder, placeCount * 2),
            (treeAxes, placeCount), (text, 0),
        ]
        guard bytes.sectionsInOrder(sections, after: 96) else { return nil }
        guard placeCount <= Int(UInt16.max), blockSize > 0, blockCount == (keyCount + blockSize - 1) / blockSize,
              let source = bytes.text(text + field(76), field(80))
        else { return nil }
        self.source = source
    }

    // MARK: Reading

    /// A string of the text section; empty when the offsets are out of range.
    private func string(_ offset: Int, _ length: Int) -> String {
        bytes.text(text + offset, length) ?? ""
    }

    /// The latitude of place `index`, in degrees.
    func latitude(_ index: Int) -> Double { Double(bytes.i32(places + index * Self.placeSize)) / 100_000 }
    /// The longitude of place `index`, in degrees.
    func longitude(_ index: Int) -> Double { Double(bytes.i32(places + index * Self.placeSize + 4)) / 100_000 }
    /// The population of place `index`.
    func population(_ index: Int) -> Int { bytes.u32(places + index * Self.placeSize + 8) }
    /// The country of place `index`, as an index into the countries (255 for none).
    func country(_ index: Int) -> Int { bytes.u8(places + index * Self.placeSize + 18) }
    /// The region of place `index`, as an index into the regions (255 for none).
    func region(_ index: Int) -> Int { bytes.u8(places + index * Self.placeSize + 19) }

    /// The name of place `index`.
    func name(_ index: Int) -> String {
        let record = places + index * Self.placeSize
        return string(bytes.u32(record + 12), bytes.u16(record + 16))
    }

    /// A country's name and code.
    func country(at index: Int) -> (name: String, code: String)? {
        guard index < countryCount else { return nil }
        return entry(countries + index * Self.nameSize)
    }

    /// A region's name and code.
    func region(at index: Int) -> (name: String, code: String)? {
        guard index < regionCount else { return nil }
        return entry(regions + index * Self.nameSize)
    }

    private func entry(_ record: Int) -> (name: String, code: String) {
        (string(bytes.u32(record), bytes.u16(record + 4)), String(decoding: bytes.raw[record + 6..<record + 8], as: UTF8.self))
    }

    /// Place `index` as Domain's value, with its country as `country` makes it from the country's index here;
    /// `nil` for an index out of range or coordinates that are not valid.
    func place(_ index: Int, country: (Int) -> Country?) -> GazetteerPlace? {
        guard index >= 0, index < placeCount,
              let coordinate = try? Coordinate(latitude: latitude(index), longitude: longitude(index))
        else { return nil }
        return GazetteerPlace(
            rank: index,
            name: name(index),
            coordinate: coordinate,
            population: population(index),
            country: country(self.country(index)),
            regionName: region(at: region(index))?.name
        )
    }

    // MARK: Names

    /// Calls `visit` with every key from the first that is not less than `key` on, in order, with the places whose
    /// own name it is, those for which it is an alternate name, and where its spelling is stored (for `spelling`),
    /// until `visit` returns false. The buffers are reused: copy them to keep them.
    func keys(
        from key: [UInt8],
        _ visit: (_ key: [UInt8], _ own: [Int], _ alternate: [Int], _ spelling: Range<Int>) -> Bool
    ) {
        guard blockCount > 0 else { return }
        // The last block whose first key is not greater than `key`: its first key is stored whole.
        var low = 0
        var high = blockCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if compare(firstKeyOf: middle, with: key) <= 0 { low = middle } else { high = middle - 1 }
        }
        var position = keyData + bytes.u32(blockStarts + low * 4)
        var current: [UInt8] = []
        var own: [Int] = []
        var alternate: [Int] = []
        current.reserveCapacity(64)
        var started = false
        while position < keyDataEnd {
            guard position + 2 <= keyDataEnd else { return }
            let shared = bytes.u8(position)
            let length = bytes.u8(position + 1)
            position += 2
            guard shared <= current.count, position + length + 1 <= keyDataEnd else { return }
            current.removeSubrange(shared...)
            current.append(contentsOf: bytes.raw[position..<position + length])
            position += length
            let spellingLength = bytes.u8(position)
            let spelling = position + 1..<position + 1 + spellingLength
            position += 1 + spellingLength
            guard position + 2 <= keyDataEnd else { return }
            let ownCount = bytes.u8(position)
            let alternateCount = bytes.u8(position + 1)
            position += 2
            guard position + (ownCount + alternateCount) * 2 <= keyDataEnd else { return }
            if !started, current.lexicographicallyPrecedes(key) {
                position += (ownCount + alternateCount) * 2
                continue
            }
            started = true
            own.removeAll(keepingCapacity: true)
            alternate.removeAll(keepingCapacity: true)
            for slot in 0..<ownCount + alternateCount {
                let place = bytes.u16(position + slot * 2)
                guard place < placeCount else { continue }
                if slot < ownCount { own.append(place) } else { alternate.append(place) }
            }
            position += (ownCount + alternateCount) * 2
            if !visit(current, own, alternate, spelling) { return }
        }
    }

    /// How an alternate name is written: the spelling stored at `range` (as `keys(from:_:)` reports it), or, when
    /// none is, `key` with capitals where words begin.
    func spelling(_ range: Range<Int>, key: [UInt8]) -> String {
        guard !range.isEmpty, range.upperBound <= keyDataEnd else { return SearchFolding.capitalizingWords(key) }
        return String(decoding: bytes.raw[range], as: UTF8.self)
    }

    /// The first key of a block compared with `key`: negative, zero or positive.
    private func compare(firstKeyOf block: Int, with key: [UInt8]) -> Int {
        let start = keyData + bytes.u32(blockStarts + block * 4)
        guard start + 2 <= keyDataEnd else { return 1 }
        let length = bytes.u8(start + 1)
        guard start + 2 + length <= keyDataEnd else { return 1 }
        for index in 0..<min(length, key.count) {
            let difference = bytes.u8(start + 2 + index) - Int(key[index])
            if difference != 0 { return difference }
        }
        return length - key.count
    }

    /// The places whose own folded name contains `key` anywhere, in rank order, each once.
    func placesContaining(_ key: [UInt8]) -> [Int] {
        let namesStart = foldedNames
        let namesEnd = min(namesStart + bytes.u32(foldedStarts + placeCount * 4), blockStarts)
        guard namesEnd > namesStart, !key.isEmpty else { return [] }
        let haystack = UnsafeRawBufferPointer(rebasing: bytes.raw[namesStart..<namesEnd])
        var found: [Int] = []
        let anchor = ByteRarity.rarestPosition(in: key)
        key.withUnsafeBytes { needle in
            var position = 0
            while let offset = ByteSearch.firstOffset(of: needle, in: haystack, from: position, anchor: anchor) {
                let place = placeOwning(foldedOffset: offset)
                if place < placeCount, found.last != place { found.append(place) }
                // Go on after this name: one match per place is enough.
                position = place + 1 <= placeCount ? max(offset + 1, bytes.u32(foldedStarts + (place + 1) * 4)) : haystack.count
            }
        }
        return found
    }

    /// The place whose folded name holds byte `offset`: the last whose start is not after it.
    private func placeOwning(foldedOffset offset: Int) -> Int {
        var low = 0
        var high = placeCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if bytes.u32(foldedStarts + middle * 4) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Place `index`'s own name, folded: what "contains" searches.
    func foldedName(_ index: Int) -> [UInt8] {
        let start = foldedNames + bytes.u32(foldedStarts + index * 4)
        let end = foldedNames + bytes.u32(foldedStarts + (index + 1) * 4) - 1
        guard start <= end, end <= blockStarts else { return [] }
        return Array(bytes.raw[start..<end])
    }

    // MARK: Tree

    /// The place at position `position` of the tree.
    @inline(__always)
    func treePlace(_ position: Int) -> Int { bytes.u16(treeOrder + position * 2) }

    /// The axis the node at `position` splits on: 0, 1 or 2 (x, y, z).
    @inline(__always)
    func treeAxis(_ position: Int) -> Int { min(2, bytes.u8(treeAxes + position)) }
}
