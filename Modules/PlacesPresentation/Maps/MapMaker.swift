public import PlacesDomain

/// The maps' view model: composes a map of a subject through Domain's `ComposeMap`, lays it out on a grid of
/// character cells (``MapGrid``) and draws it — land and water as 2 × 4 dots a cell from a land mask, pins with
/// their numbers, a scale, a key, and the same map in sentences.
///
/// The world map is equirectangular; a regional map is azimuthal equidistant around its centre (`MapProjection`),
/// so the scale bar is true in every direction from the centre. A pin's cell (from ``MapGrid/cell(for:)``) always
/// holds its coordinate.
public struct MapMaker: Sendable {
    /// What a map shows: the world with locations, the area around a place, the articles of a list.
    public typealias Subject = ComposeMap.Subject

    /// The narrowest map drawn, in columns: a space narrower than this gets no map.
    public static let minimumColumns = MapGrid.minimumColumns

    /// The dot beside a place's name.
    static let placeDot: Character = "·"
    /// The centre mark.
    static let centreMark: Character = "+"

    private let landMask: (any LandMask)?
    private let loadStreets: LoadStreetLayer
    private let compose: ComposeMap
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter

    /// A map maker drawing land from `landMask` (none: all water), the names of `gazetteer`'s places where they fit
    /// (none: no names), streets from `streets` on maps narrow enough for them (none: no street layer), with words in
    /// `language`.
    public init(landMask: (any LandMask)?, gazetteer: (any Gazetteer)? = nil, streets: (any StreetMapRepository)? = nil, language: Language) {
        self.landMask = landMask
        loadStreets = LoadStreetLayer(repository: streets)
        compose = ComposeMap(gazetteer: gazetteer)
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
    }

    /// A map of `subject` fitting `columns` × `rows` character cells (`rows` `nil`: no limit).
    ///
    /// - Parameters:
    ///   - subject: What to show.
    ///   - columns: The width available.
    ///   - rows: The height available.
    ///   - title: How a pin is called in the key and the sentences (a location's title, an article's title).
    public func map(_ subject: Subject, columns: Int, rows: Int?, title: (MapPin) -> String) -> MapPicture {
        picture(plan(subject, columns: columns, rows: rows), title: title)
    }

    /// The plan of a map of `subject` fitting `columns` × `rows` character cells (`rows` `nil`: no limit): what to
    /// ask for streets with (``streets(for:)``) before drawing it (``picture(_:streets:title:)``).
    public func plan(_ subject: Subject, columns: Int, rows: Int?) -> MapPlan {
        let composition = compose(subject, aspect: MapGrid.regionalAspect(columns: columns, rows: rows))
        return MapGrid(fitting: composition.projection, columns: columns, rows: rows).place(composition)
    }

    /// The street layer of `plan`: none for a map too wide for one or without a map server, the streets of its area
    /// (saved, or asked for), or why there are none.
    public func streets(for plan: MapPlan) async -> StreetLayer {
        await loadStreets(for: plan.grid.projection)
    }

    /// The area of `plan`'s street layer, when it has one: a front end that asks once per settled view keeps
    /// layers by it.
    public func streetArea(for plan: MapPlan) -> StreetArea? {
        loadStreets.hasRepository ? StreetArea(covering: plan.grid.projection) : nil
    }

    /// The street layer of `area`, saved or asked for.
    public func streets(of area: StreetArea) async -> StreetLayer {
        await loadStreets(area)
    }

    /// The street layer of `plan` saved earlier, without asking anyone; `nil` when there is none to draw from what
    /// was saved (a front end then says that it asks, and asks with ``streets(for:)``).
    public func savedStreets(for plan: MapPlan) async -> StreetLayer? {
        guard let area = StreetArea(covering: plan.grid.projection) else { return .off }
        return await savedStreets(of: area)
    }

    /// The street layer of `area` saved earlier, without asking anyone; `nil` when it would have to be asked for.
    public func savedStreets(of area: StreetArea) async -> StreetLayer? {
        await loadStreets.saved(area)
    }

    /// A map of `pins` centred on `centre`, `width` metres across (`nil`: the whole world), fitting `columns` ×
    /// `rows` character cells: for a front end that pans and zooms.
    public func map(
        _ pins: [MapPin], around centre: Place, width: Double?, columns: Int, rows: Int?, streets: StreetLayer = .off, title: (MapPin) -> String
    ) -> MapPicture {
        picture(plan(pins, around: centre, width: width, columns: columns, rows: rows), streets: streets, title: title)
    }

    /// A map of `pins` showing `viewport`, with `place` marked where it lies, fitting `columns` × `rows` character
    /// cells, over `streets`: for a front end that pans and zooms.
    public func map(
        _ pins: [MapPin], in viewport: MapViewport, marking place: Place, columns: Int, rows: Int?, streets: StreetLayer = .off,
        title: (MapPin) -> String
    ) -> MapPicture {
        picture(plan(pins, in: viewport, marking: place, columns: columns, rows: rows), streets: streets, title: title)
    }

    /// The plan of a map of `pins` showing `viewport`, with `place` marked where it lies, fitting `columns` × `rows`
    /// cells: what to ask for streets with (``streetArea(for:)``) before drawing it.
    public func plan(_ pins: [MapPin], in viewport: MapViewport, marking place: Place, columns: Int, rows: Int?) -> MapPlan {
        let composition = compose(pins, in: viewport, marking: place, aspect: MapGrid.regionalAspect(columns: columns, rows: rows))
        return MapGrid(fitting: composition.projection, columns: columns, rows: rows).place(composition)
    }

    /// The plan of a map of `pins` centred on `centre`, `width` metres across, fitting `columns` × `rows` cells.
    public func plan(_ pins: [MapPin], around centre: Place, width: Double?, columns: Int, rows: Int?) -> MapPlan {
        let composition = compose(pins, around: centre, width: width, aspect: MapGrid.regionalAspect(columns: columns, rows: rows))
        return MapGrid(fitting: composition.projection, columns: columns, rows: rows).place(composition)
    }

    /// The picture of a map laid out on its grid, with its street layer (``streets(for:)``).
    public func picture(_ plan: MapPlan, streets: StreetLayer = .off, title pinTitle: (MapPin) -> String) -> MapPicture {
        let names = plan.pins.map { name(of: $0.pin, title: pinTitle($0.pin)) }
        guard let centre = plan.centre, case .local = plan.grid.projection else { return world(plan, names: names) }
        return regional(plan, centre: centre, names: names, streets: streets)
    }

    /// "#3 Copenhagen", "@2 Dam Square".
    private func name(of pin: MapPin, title: String) -> Quoted {
        switch pin.reference {
        case .location(let number): Quoted("#\(number) \(title)")
        case .article(let number): Quoted("\(ArticleReference.text(for: number)) \(title)")
        case .saved(let number): Quoted("\(SavedReference.text(for: number)) \(title)")
        }
    }

    /// An example of a cluster's mark, for a sentence that explains the marks.
    public static let clusterExample = "3+"

    // MARK: Maps

    private func world(_ plan: MapPlan, names: [Quoted]) -> MapPicture {
        let pins = plan.pins.map(\.pin)
        let title = localizer(MapText.worldTitle(pins: pins.count))
        var sentences = [title + "."]
        if let first = pins.first, let firstName = names.first {
            sentences.append(localizer(MapText.plainWorldFirst(name: firstName, coordinates: coordinates.spoken(for: first.coordinate))))
            for (pin, name) in zip(pins, names).dropFirst().prefix(49) {
                let metres = first.coordinate.distance(to: pin.coordinate)
                guard coordinates.hasDirection(metres: metres) else {
                    sentences.append(localizer(MapText.plainSameSpot(name: name, as: firstName)))
                    continue
                }
                sentences.append(localizer(MapText.plainRelative(
                    name: name,
                    distance: coordinates.spokenDistance(metres: metres),
                    direction: coordinates.spokenDirection(bearing: first.coordinate.bearing(to: pin.coordinate)),
                    from: firstName
                )))
            }
        } else {
            sentences.append(localizer(MapText.noPins))
        }
        return draw(plan, names: names, title: title, scale: false, sentences: sentences)
    }

    private func regional(_ plan: MapPlan, centre: Place, names: [Quoted], streets: StreetLayer) -> MapPicture {
        let centreName = centre.name ?? coordinates.string(for: centre.coordinate)
        let widthMetres = plan.grid.widthMetres ?? 0
        let title = localizer(MapText.regionalTitle(width: coordinates.radius(metres: Int(widthMetres.rounded())), centre: Quoted(centreName)))
        var sentences = [localizer(MapText.plainRegionalCentre(
            name: Quoted(centreName),
            coordinates: coordinates.spoken(for: centre.coordinate),
            width: coordinates.spokenDistance(metres: widthMetres)
        ))]
        let byDistance = zip(plan.pins, names).sorted {
            centre.coordinate.distance(to: $0.0.pin.coordinate) < centre.coordinate.distance(to: $1.0.pin.coordinate)
        }
        for (placed, name) in byDistance.prefix(50) {
            let metres = centre.coordinate.distance(to: placed.pin.coordinate)
            guard coordinates.hasDirection(metres: metres) else {
                sentences.append(localizer(MapText.plainCentre(name: name)))
                continue
            }
            sentences.append(localizer(MapText.plainRegional(
                name: name,
                distance: coordinates.spokenDistance(metres: metres),
                direction: coordinates.spokenDirection(bearing: centre.coordinate.bearing(to: placed.pin.coordinate)),
                onMap: placed.placement.cell != nil
            )))
        }
        sentences += streetSentences(streets, around: centre.coordinate)
        return draw(plan, names: names, title: title, scale: true, sentences: sentences, streets: streets)
    }

    // MARK: Drawing

    private func draw(_ plan: MapPlan, names: [Quoted], title: String, scale: Bool, sentences: [String], streets: StreetLayer = .off) -> MapPicture {
        var cells = land(plan.grid)
        if case .drawn(let map) = streets { cells = streetCells(map, plan: plan, land: cells) }
        for label in plan.labels {
            cells[label.row][label.column] = MapCell(symbol: Self.placeDot, kind: .label)
            for (offset, character) in DisplayText.sanitized(label.text).enumerated() where label.textColumn + offset < plan.grid.columns {
                cells[label.row][label.textColumn + offset] = MapCell(symbol: character, kind: .label)
            }
        }
        var key: [String] = []
        var marksKey: [String] = []
        var marks: [MapMark] = []
        var dotted = 0
        for mark in plan.marks {
            let numbered = mark.pins[0] < MapPlan.numberedPins
            let kind: MapCell.Kind = mark.pins.count > 1 ? .cluster : .pin
            if !numbered {
                dotted += mark.pins.count
            } else if mark.pins.count > 1 {
                marksKey.append(localizer(MapText.keyCluster(symbol: mark.text, names: mark.pins.map { names[$0] })))
                key.append(marksKey[marksKey.count - 1])
            } else {
                // A saved article's mark is its whole reference (S2): the key does not say it twice.
                let name = names[mark.pins[0]].description
                let unrepeated = name.hasPrefix(mark.text + " ") && mark.text.first?.isLetter == true ? Quoted(composed: String(name.dropFirst(mark.text.count + 1))) : names[mark.pins[0]]
                key.append(localizer(MapText.keyEntry(symbol: mark.text, name: unrepeated)))
            }
            for (offset, character) in mark.text.enumerated() where mark.column + offset < plan.grid.columns {
                cells[mark.row][mark.column + offset] = MapCell(symbol: character, kind: kind)
            }
            marks.append(MapMark(column: mark.column, row: mark.row, text: mark.text, pins: mark.pins.map { plan.pins[$0].pin.reference }))
        }
        if let (column, row) = plan.centreCell, let centre = plan.centre {
            cells[row][column] = MapCell(symbol: Self.centreMark, kind: .centre)
            let name = Quoted(centre.name ?? coordinates.string(for: centre.coordinate))
            // The place marked is the map's centre unless a front end moved the map around it.
            let entry = plan.grid.projection.centre == centre.coordinate
                ? localizer(MapText.keyCentre(symbol: Self.centreMark, name: name))
                : localizer(MapText.keyPlace(symbol: Self.centreMark, name: name))
            // First among the marks: it is short, and a line too narrow for a cluster's names still explains it.
            marksKey.insert(entry, at: 0)
            key.append(entry)
        }
        var offMap: [(name: Quoted, away: String?)] = []
        var apart: [Quoted] = []
        for (placed, name) in zip(plan.pins, names) {
            switch placed.placement {
            case .offMap(let distance, let bearing): offMap.append((name, plan.centre == nil ? nil : away(distance, bearing: bearing)))
            case .apart: apart.append(name)
            case .cell, .clustered: break
            }
        }
        let credit: String? = switch streets {
        case .off: nil
        case .drawn: localizer(MapText.streetCredit)
        case .unavailable(let failure): localizer(MapText.streetsUnavailable(failure))
        }
        if let credit { key.append(credit) }
        var notes: [String] = []
        if dotted > 0 { notes.append(localizer(MapText.moreDots(dotted))) }
        if !offMap.isEmpty { notes.append(localizer(MapText.notOnMap(offMap))) }
        if !apart.isEmpty { notes.append(localizer(MapText.drawnApart(apart))) }
        return MapPicture(
            title: title,
            cells: cells,
            scaleBar: scale ? scaleBar(plan) : nil,
            key: key,
            marksKey: marksKey,
            credit: credit,
            notes: notes,
            sentences: sentences,
            marks: marks
        )
    }

    /// The street layer's cells over the land mask's, and the streets' names where they fit clear of the marks,
    /// the centre and the places' names, which are drawn over them.
    private func streetCells(_ map: StreetMap, plan: MapPlan, land: [[MapCell]]) -> [[MapCell]] {
        var layer = MapStreets(map, on: plan.grid, landCells: landMask == nil ? nil : land)
        var taken = Set<Int>()
        let columns = plan.grid.columns
        for mark in plan.marks { taken.insert(mark.row * columns + mark.column) }
        if let centre = plan.centreCell { taken.insert(centre.row * columns + centre.column) }
        for label in plan.labels {
            taken.insert(label.row * columns + label.column)
            for column in label.textColumn..<(label.textColumn + label.text.count) { taken.insert(label.row * columns + column) }
        }
        layer.name(map, on: plan.grid, avoiding: taken)
        return layer.cells
    }

    /// The map in words says the nearest named streets and water, and whose data they are.
    private func streetSentences(_ streets: StreetLayer, around point: Coordinate) -> [String] {
        switch streets {
        case .off: return []
        case .unavailable(let failure): return [localizer(MapText.streetsUnavailable(failure))]
        case .drawn(let map):
            var sentences: [String] = []
            let words = { (items: [(name: String, kind: StreetMap.Kind, metres: Double)]) in
                items.map { (name: Quoted($0.name), distance: self.coordinates.spokenDistance(metres: $0.metres)) }
            }
            let roads = map.nearestNamed(to: point, kinds: [.majorRoad, .minorRoad], limit: 5)
            if !roads.isEmpty { sentences.append(localizer(MapText.plainStreets(words(roads)))) }
            let water = map.nearestNamed(to: point, kinds: [.waterArea, .waterLine], limit: 3)
            if !water.isEmpty { sentences.append(localizer(MapText.plainWater(words(water)))) }
            sentences.append(localizer(MapText.streetCredit) + ".")
            return sentences
        }
    }

    /// How far a pin off the map lies from the centre, and which way: "10657 km NW".
    private func away(_ metres: Double, bearing: Double) -> String {
        let distance = coordinates.distance(metres: metres)
        guard coordinates.hasDirection(metres: metres) else { return distance }
        return "\(distance) \(coordinates.direction(bearing: bearing))"
    }

    /// The plan's scale as a bar: "├───────┤ 500 km".
    private func scaleBar(_ plan: MapPlan) -> String? {
        guard let scale = plan.scale else { return nil }
        return "├" + String(repeating: "─", count: scale.cells - 2) + "┤ " + coordinates.radius(metres: Int(scale.metres.rounded()))
    }

    /// Land and water, dot by dot: each cell's 2 × 4 dots sampled at their centres.
    private func land(_ grid: MapGrid) -> [[MapCell]] {
        let widthDots = grid.widthDots
        let heightDots = grid.heightDots
        let columns = grid.columns
        // One mask of land dots per cell, row after row; `outside` marks cells beyond the Earth's far side.
        var masks = [UInt8](repeating: 0, count: grid.columns * grid.rows)
        var outside = [Bool](repeating: false, count: grid.columns * grid.rows)
        if let landMask {
            // A band of rows of dots in one call: the land mask decodes each of its rows once per call, where a call
            // per row of dots decoded the many rows a regional map's curved row crosses again and again. Bands keep the
            // buffers small enough to be reused rather than mapped afresh for every map.
            let band = Self.bandRows * widthDots
            var latitudes = [Double](repeating: 0, count: band)
            var longitudes = [Double](repeating: 0, count: band)
            let lattice = Lattice(grid)
            for top in stride(from: 0, to: heightDots, by: Self.bandRows) {
                let bottom = min(heightDots, top + Self.bandRows)
                for y in top..<bottom {
                    lattice.fill(dotRow: y, latitudes: &latitudes, longitudes: &longitudes, at: (y - top) * widthDots)
                }
                let dots = (bottom - top) * widthDots
                let isLand = landMask.land(latitudes: Array(latitudes[..<dots]), longitudes: Array(longitudes[..<dots]))
                for y in top..<bottom {
                    let rowStart = (y / 4) * columns
                    let bits = Self.dotBits[y % 4]
                    let first = (y - top) * widthDots
                    for x in 0..<widthDots {
                        if latitudes[first + x].isNaN {
                            outside[rowStart + x / 2] = true
                        } else if isLand[first + x] {
                            masks[rowStart + x / 2] |= bits[x % 2]
                        }
                    }
                }
            }
        }
        return (0..<grid.rows).map { row in
            (0..<columns).map { column in
                let mask = masks[row * columns + column]
                let kind: MapCell.Kind = outside[row * columns + column] || mask == 0 ? .water : mask == 0xFF ? .land : .coast
                return MapCell(landDots: mask, kind: kind)
            }
        }
    }

    /// How many rows of dots go to the land mask in one call.
    static let bandRows = 64

    /// The bit of ``MapCell/landDots`` for the dot at row `dy` (0–3) and column `dx` (0–1) of a cell.
    private static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
}

/// Where each dot of a map lies, computed exactly every eight dots and interpolated between: a regional map's
/// inverse projection costs a few trigonometric calls per point, and the land mask cannot tell the difference.
private struct Lattice {
    static let step = 8

    let grid: MapGrid
    /// Lattice points across and down, one beyond each edge.
    let columns: Int
    let rows: Int
    /// Latitude and longitude of each lattice point, row by row; NaN beyond the Earth's far side. A world map has no
    /// lattice: `longitudes` are then those of one row of dots, the same in every row.
    let latitudes: [Double]
    let longitudes: [Double]

    init(_ grid: MapGrid) {
        self.grid = grid
        columns = grid.widthDots / Self.step + 2
        rows = grid.heightDots / Self.step + 2
        var latitudes: [Double] = []
        var longitudes: [Double] = []
        if case .world = grid.projection {
            longitudes = (0..<grid.widthDots).map { x in (Double(x) + 0.5) / Double(grid.widthDots) * 360 - 180 }
        } else {
            latitudes.reserveCapacity(columns * rows)
            longitudes.reserveCapacity(columns * rows)
            for row in 0..<rows {
                for column in 0..<columns {
                    let point = grid.coordinate(atX: Double(column * Self.step), y: Double(row * Self.step))
                    latitudes.append(point?.latitude ?? .nan)
                    longitudes.append(point?.longitude ?? .nan)
                }
            }
        }
        self.latitudes = latitudes
        self.longitudes = longitudes
    }

    /// The latitude and longitude of the centre of every dot of dot row `y`, written from index `first` on.
    func fill(dotRow y: Int, latitudes out: inout [Double], longitudes outLongitudes: inout [Double], at first: Int) {
        let widthDots = grid.widthDots
        guard case .local = grid.projection else {
            // Equirectangular: one latitude per row, the same longitudes, evenly spaced, in every row.
            let latitude = 90 - (Double(y) + 0.5) / Double(grid.heightDots) * 180
            for x in 0..<widthDots {
                out[first + x] = latitude
                outLongitudes[first + x] = longitudes[x]
            }
            return
        }
        let position = Double(y) + 0.5
        let row = min(rows - 2, Int(position) / Self.step)
        let fy = (position - Double(row * Self.step)) / Double(Self.step)
        let top = row * columns
        let bottom = top + columns
        latitudes.withUnsafeBufferPointer { latitudes in
            longitudes.withUnsafeBufferPointer { longitudes in
                out.withUnsafeMutableBufferPointer { out in
                    outLongitudes.withUnsafeMutableBufferPointer { outLongitudes in
                        // Cell by cell of the lattice: its corners are read once for the eight dots across it.
                        var x = 0
                        while x < widthDots {
                            let column = min(columns - 2, x / Self.step)
                            let end = column == columns - 2 ? widthDots : min(widthDots, (column + 1) * Self.step)
                            let a = top + column
                            let b = a + 1
                            let c = bottom + column
                            let d = c + 1
                            let baseLongitude = longitudes[a]
                            // Longitudes as offsets from the first corner, so a cell across the antimeridian stays small.
                            func offset(_ longitude: Double) -> Double {
                                let difference = longitude - baseLongitude
                                return difference > 180 ? difference - 360 : difference < -180 ? difference + 360 : difference
                            }
                            let (latitudeA, latitudeB, latitudeC, latitudeD) = (latitudes[a], latitudes[b], latitudes[c], latitudes[d])
                            let (offsetB, offsetC, offsetD) = (offset(longitudes[b]), offset(longitudes[c]), offset(longitudes[d]))
                            while x < end {
                                let across = Double(x) + 0.5
                                let fx = (across - Double(column * Self.step)) / Double(Self.step)
                                out[first + x] = (latitudeA * (1 - fx) + latitudeB * fx) * (1 - fy) + (latitudeC * (1 - fx) + latitudeD * fx) * fy
                                outLongitudes[first + x] = baseLongitude + (offsetB * fx) * (1 - fy) + (offsetC * (1 - fx) + offsetD * fx) * fy
                                x += 1
                            }
                        }
                    }
                }
            }
        }
    }
}
