import PlacesDomain
import PlacesSystem

/// The gazetteer's binary layout, read in place: no parsing at start-up, no copy, nothing allocated until asked.
///
/// Written by `places-gazetteer-build` (Modules/places-gazetteer-build/main.swift); all integers little-endian.
///
/// | offset | header field (u32) |
/// |---|---|
/// | 0 | `PLGZ` · 4 layout version (1) · 8 places · 12 countries · 16 regions · 20 keys · 24 key blocks · 28 keys per block |
/// | 32 | places · 40 countries · 44 regions · 48 folded-name starts · 52 folded names · 56 block starts · 60 key data |
/// | 64 | tree order · 68 tree axes · 72 text · 76 source (in text) · 80 its length · 84 total size |
///
/// - A place is 20 bytes: latitude and longitude in 1e-5 degrees (i32), population (u32), its name in the text
///   (u32 offset, u16 length), its country (u8) and region (u8, 255 for none). Places are ordered by population,
///   largest first, so a place's index is its rank.
/// - Countries and regions are 8 bytes: name (u32 offset, u16 length) and a two-letter code.
/// - Folded names: each place's own name folded (`SearchFolding.key`) and ended by 0, with a u32 start per place
///   and one past the end; searched for names that contain the text.
/// - Keys: every folded name, and the Latin-script alternate names of places of 30,000 people or more, sorted bytewise and front-coded in blocks: per key
///   the length shared with the previous key (u8, 0 at a block's start), the length of the rest (u8), the rest,
///   the number of places (u8) and their indices (u16 each). A u32 start per block allows binary search.
/// - Tree: an implicit k-d tree over the places as points on the unit sphere, for the nearest place: place indices
///   (u16) in tree order, and per position the axis (u8: x, y or z) its node splits on. The node of a range is its
///   middle position; the positions before it are its left subtree, those after it its right one.
struct GazetteerFile: @unchecked Sendable {
    // Sendable by construction: the bytes are read-only (the binary's own constant data, or a test's buffer that
    // outlives the value), and nothing here mutates.
    private let bytes: UnsafeRawBufferPointer

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
    private let textEnd: Int
    /// Where the data comes from, as the generator wrote it.
    let source: String

    static let placeSize = 20
    static let nameSize = 8

    /// Reads the header and checks that every section lies inside `bytes`, in order; `nil` for anything else.
    init?(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        guard bytes.count >= 96, Array(bytes[0..<4]) == Array("PLGZ".utf8) else { return nil }
        func field(_ offset: Int) -> Int { Int(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) }
        guard field(4) == 1, field(84) == bytes.count else { return nil }
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
        textEnd = bytes.count
        keyDataEnd = treeOrder
        let sections = [
            (places, placeCount * Self.placeSize), (countries, countryCount * Self.nameSize),
            (regions, regionCount * Self.nameSize), (foldedStarts, (placeCount + 1) * 4), (foldedNames, 0),
            (blockStarts, blockCount * 4), (keyData, 0), (treeOrder, placeCount * 2),
            (treeAxes, placeCount), (text, 0),
        ]
        var end = 96
        for (start, size) in sections {
            guard start >= end, size >= 0, start + size <= bytes.count else { return nil }
            end = start + size
        }
        guard placeCount <= Int(UInt16.max), blockSize > 0, blockCount == (keyCount + blockSize - 1) / blockSize,
              field(76) + field(80) <= textEnd - text
        else { return nil }
        let sourceStart = text + field(76)
        source = String(decoding: bytes[sourceStart..<sourceStart + field(80)], as: UTF8.self)
    }

    // MARK: Reading

    @inline(__always)
    private func u8(_ offset: Int) -> Int { Int(bytes[offset]) }
    @inline(__always)
    private func u16(_ offset: Int) -> Int { Int(bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian) }
    @inline(__always)
    private func u32(_ offset: Int) -> Int { Int(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) }
    @inline(__always)
    private func i32(_ offset: Int) -> Int { Int(bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self).littleEndian) }

    /// A string of the text section; empty when the offsets are out of range.
    private func string(_ offset: Int, _ length: Int) -> String {
        let start = text + offset
        guard offset >= 0, length >= 0, start + length <= textEnd else { return "" }
        return String(decoding: bytes[start..<start + length], as: UTF8.self)
    }

    /// The latitude of place `index`, in degrees.
    func latitude(_ index: Int) -> Double { Double(i32(places + index * Self.placeSize)) / 100_000 }
    /// The longitude of place `index`, in degrees.
    func longitude(_ index: Int) -> Double { Double(i32(places + index * Self.placeSize + 4)) / 100_000 }
    /// The population of place `index`.
    func population(_ index: Int) -> Int { u32(places + index * Self.placeSize + 8) }
    /// The country of place `index`, as an index into the countries (255 for none).
    func country(_ index: Int) -> Int { u8(places + index * Self.placeSize + 18) }
    /// The region of place `index`, as an index into the regions (255 for none).
    func region(_ index: Int) -> Int { u8(places + index * Self.placeSize + 19) }

    /// The name of place `index`.
    func name(_ index: Int) -> String {
        let record = places + index * Self.placeSize
        return string(u32(record + 12), u16(record + 16))
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
        (string(u32(record), u16(record + 4)), String(decoding: bytes[record + 6..<record + 8], as: UTF8.self))
    }

    /// Place `index` as Domain's value; `nil` for an index out of range or coordinates that are not valid.
    func place(_ index: Int) -> GazetteerPlace? {
        guard index >= 0, index < placeCount,
              let coordinate = try? Coordinate(latitude: latitude(index), longitude: longitude(index))
        else { return nil }
        let country = country(at: country(index))
        return GazetteerPlace(
            rank: index,
            name: name(index),
            coordinate: coordinate,
            population: population(index),
            countryCode: country?.code ?? "",
            countryName: country?.name,
            regionName: region(at: region(index))?.name
        )
    }

    // MARK: Names

    /// Calls `visit` with every key from the first that is not less than `key` on, in order, with its places, until
    /// `visit` returns false. The key buffer is reused: copy it to keep it.
    func keys(from key: [UInt8], _ visit: (_ key: [UInt8], _ places: [Int]) -> Bool) {
        guard blockCount > 0 else { return }
        // The last block whose first key is not greater than `key`: its first key is stored whole.
        var low = 0
        var high = blockCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if compare(firstKeyOf: middle, with: key) <= 0 { low = middle } else { high = middle - 1 }
        }
        var position = keyData + u32(blockStarts + low * 4)
        var current: [UInt8] = []
        var places: [Int] = []
        current.reserveCapacity(64)
        var started = false
        while position < keyDataEnd {
            guard position + 2 <= keyDataEnd else { return }
            let shared = u8(position)
            let length = u8(position + 1)
            position += 2
            guard shared <= current.count, position + length + 1 <= keyDataEnd else { return }
            current.removeSubrange(shared...)
            current.append(contentsOf: bytes[position..<position + length])
            position += length
            let count = u8(position)
            position += 1
            guard position + count * 2 <= keyDataEnd else { return }
            if !started, current.lexicographicallyPrecedes(key) {
                position += count * 2
                continue
            }
            started = true
            places.removeAll(keepingCapacity: true)
            for slot in 0..<count {
                let place = u16(position + slot * 2)
                if place < placeCount { places.append(place) }
            }
            position += count * 2
            if !visit(current, places) { return }
        }
    }

    /// The first key of a block compared with `key`: negative, zero or positive.
    private func compare(firstKeyOf block: Int, with key: [UInt8]) -> Int {
        let start = keyData + u32(blockStarts + block * 4)
        guard start + 2 <= keyDataEnd else { return 1 }
        let length = u8(start + 1)
        guard start + 2 + length <= keyDataEnd else { return 1 }
        for index in 0..<min(length, key.count) {
            let difference = u8(start + 2 + index) - Int(key[index])
            if difference != 0 { return difference }
        }
        return length - key.count
    }

    /// The places whose own folded name contains `key` anywhere, in rank order, each once.
    func placesContaining(_ key: [UInt8]) -> [Int] {
        let namesStart = foldedNames
        let namesEnd = min(namesStart + u32(foldedStarts + placeCount * 4), blockStarts)
        guard namesEnd > namesStart, !key.isEmpty else { return [] }
        let haystack = UnsafeRawBufferPointer(rebasing: bytes[namesStart..<namesEnd])
        var found: [Int] = []
        let anchor = ByteRarity.rarestPosition(in: key)
        key.withUnsafeBytes { needle in
            var position = 0
            while let offset = ByteSearch.firstOffset(of: needle, in: haystack, from: position, anchor: anchor) {
                let place = placeOwning(foldedOffset: offset)
                if place < placeCount, found.last != place { found.append(place) }
                // Go on after this name: one match per place is enough.
                position = place + 1 <= placeCount ? max(offset + 1, u32(foldedStarts + (place + 1) * 4)) : haystack.count
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
            if u32(foldedStarts + middle * 4) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Place `index`'s own name, folded: what "contains" searches.
    func foldedName(_ index: Int) -> [UInt8] {
        let start = foldedNames + u32(foldedStarts + index * 4)
        let end = foldedNames + u32(foldedStarts + (index + 1) * 4) - 1
        guard start <= end, end <= blockStarts else { return [] }
        return Array(bytes[start..<end])
    }

    // MARK: Tree

    /// The place at position `position` of the tree.
    @inline(__always)
    func treePlace(_ position: Int) -> Int { u16(treeOrder + position * 2) }

    /// The axis the node at `position` splits on: 0, 1 or 2 (x, y, z).
    @inline(__always)
    func treeAxis(_ position: Int) -> Int { min(2, u8(treeAxes + position)) }
}
