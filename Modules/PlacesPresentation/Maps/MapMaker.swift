public import PlacesDomain

/// Draws maps: land and water in braille dots from a land mask, pins with one-character symbols, a scale, a key, and
/// the same map in sentences.
///
/// The world map is equirectangular; a regional map is azimuthal equidistant around its centre (`MapFrame`), so
/// the scale bar is true in every direction from the centre. Pins are placed with `MapFrame.cell(for:)`: a pin's
/// cell always holds its coordinate.
public struct MapMaker: Sendable {
    /// The narrowest map drawn, in columns.
    public static let minimumColumns = 20
    /// The widest map drawn, in columns.
    public static let maximumColumns = 300
    /// The most pins drawn; more would only be a smear.
    public static let maximumPins = 2_000
    /// Pins get the symbols 1–9, then A–Z; the rest are drawn as •.
    static let symbols: [Character] = Array("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    private let landMask: (any LandMask)?
    private let localizer: Localizer
    private let coordinates: CoordinateFormatter

    /// A map maker drawing land from `landMask` (none: all water) with words in `language`.
    public init(landMask: (any LandMask)?, language: Language) {
        self.landMask = landMask
        localizer = Localizer(language: language)
        coordinates = CoordinateFormatter(language: language)
    }

    // MARK: Sizes

    /// The size of a world map for a terminal `columns` wide and at most `rows` high (`nil`: no limit): twice as
    /// wide as high in dots, so four columns to a row.
    public static func worldSize(columns: Int, rows: Int?) -> (columns: Int, rows: Int) {
        var width = min(columns, maximumColumns)
        var height = max(1, width / 4)
        if let rows, height > rows {
            height = max(1, rows)
            width = min(width, height * 4)
        }
        return (width, height)
    }

    /// The size of a regional map: square in dots, so two columns to a row.
    public static func regionalSize(columns: Int, rows: Int?) -> (columns: Int, rows: Int) {
        var width = min(columns, maximumColumns)
        var height = max(1, width / 2)
        if let rows, height > rows {
            height = max(1, rows)
            width = min(width, height * 2)
        }
        return (width, height)
    }

    /// How far a regional map reaches each side of its centre to show what lies around it: a little beyond the
    /// third-nearest of `others`, at least 25 km (about what the land mask can show) and at most 2,500 km.
    public static func halfWidth(around centre: Coordinate, others: [Coordinate]) -> Double {
        let distances = others.map(centre.distance(to:)).filter { $0 > 1 }.sorted()
        guard let reach = distances.prefix(3).last else { return 100_000 }
        return min(2_500_000, max(25_000, reach * 1.15))
    }

    // MARK: Maps

    /// The world map of `pins`.
    public func world(_ pins: [MapPin], columns: Int, rows: Int) -> MapPicture {
        let frame = MapFrame(projection: .world, columns: columns, rows: rows)
        let title = pins.count == 1 ? localizer(MapText.worldTitleOne) : localizer(MapText.worldTitle, localizer.grouped(pins.count))
        var sentences = [title + "."]
        if let first = pins.first {
            sentences.append(localizer(MapText.plainWorldFirst, first.name, coordinates.spoken(for: first.coordinate)))
            for pin in pins.dropFirst().prefix(49) {
                sentences.append(localizer(
                    MapText.plainRelative,
                    pin.name,
                    coordinates.spokenDistance(metres: first.coordinate.distance(to: pin.coordinate)),
                    coordinates.spokenDirection(bearing: first.coordinate.bearing(to: pin.coordinate)),
                    first.name
                ))
            }
        } else {
            sentences.append(localizer(MapText.noPins))
        }
        return draw(frame: frame, title: title, pins: pins, centre: nil, scale: false, sentences: sentences)
    }

    /// A regional map around `centre`, `halfWidth` metres each side, with `pins` around it.
    ///
    /// - Parameters:
    ///   - centre: The place in the middle; marked with `+` unless a pin is there.
    ///   - pins: What to mark.
    ///   - halfWidth: Metres from the centre to the east and west edges.
    ///   - columns: Width in cells.
    ///   - rows: Height in cells.
    public func regional(centre: ArticlePlace, pins: [MapPin], halfWidth: Double, columns: Int, rows: Int) -> MapPicture {
        let frame = MapFrame.local(centre: centre.coordinate, halfWidth: halfWidth, columns: columns, rows: rows)
        let centreName = centre.label ?? coordinates.string(for: centre.coordinate)
        let width = coordinates.radius(metres: Int((frame.widthMetres ?? 2 * halfWidth).rounded()))
        let title = localizer(MapText.regionalTitle, width, centreName)
        var sentences = [localizer(
            MapText.plainRegionalCentre,
            centreName,
            coordinates.spoken(for: centre.coordinate),
            coordinates.spokenDistance(metres: frame.widthMetres ?? 2 * halfWidth)
        )]
        let byDistance = pins.sorted { centre.coordinate.distance(to: $0.coordinate) < centre.coordinate.distance(to: $1.coordinate) }
        for pin in byDistance.prefix(50) {
            let metres = centre.coordinate.distance(to: pin.coordinate)
            guard metres >= 1 else {
                sentences.append(localizer(MapText.plainCentre, pin.name))
                continue
            }
            let onMap = frame.cell(for: pin.coordinate) != nil
            sentences.append(localizer(
                onMap ? MapText.plainRegional : .plainOutside,
                pin.name,
                coordinates.spokenDistance(metres: metres),
                coordinates.spokenDirection(bearing: centre.coordinate.bearing(to: pin.coordinate))
            ))
        }
        return draw(frame: frame, title: title, pins: pins, centre: centre.coordinate, scale: true, sentences: sentences)
    }

    // MARK: Drawing

    private func draw(frame: MapFrame, title: String, pins: [MapPin], centre: Coordinate?, scale: Bool, sentences: [String]) -> MapPicture {
        var cells = land(frame)
        var key: [String] = []
        var offMap: [String] = []
        var underAnother: [String] = []
        var dotted = 0
        var symbolIndex = 0
        var taken = Set<Int>()
        for pin in pins.prefix(Self.maximumPins) {
            guard let (column, row) = frame.cell(for: pin.coordinate) else {
                offMap.append(offMapEntry(pin, centre: centre))
                continue
            }
            let slot = row * frame.columns + column
            guard taken.insert(slot).inserted else {
                underAnother.append(pin.name)
                continue
            }
            let symbol: Character
            if symbolIndex < Self.symbols.count {
                symbol = Self.symbols[symbolIndex]
                key.append(localizer(MapText.keyEntry, String(symbol), pin.name))
                symbolIndex += 1
            } else {
                symbol = "•"
                dotted += 1
            }
            cells[row][column] = MapCell(character: symbol, kind: .pin)
        }
        if let centre, let (column, row) = frame.cell(for: centre), !taken.contains(row * frame.columns + column) {
            cells[row][column] = MapCell(character: "+", kind: .centre)
        }
        var notes: [String] = []
        if dotted > 0 { notes.append(localizer(MapText.moreDots, localizer.grouped(dotted))) }
        if !offMap.isEmpty { notes.append(localizer(MapText.notOnMap, offMap.joined(separator: ", "))) }
        if !underAnother.isEmpty { notes.append(localizer(MapText.sameSpot, underAnother.joined(separator: ", "))) }
        return MapPicture(
            title: title,
            cells: cells,
            scaleBar: scale ? scaleBar(frame) : nil,
            key: key,
            notes: notes,
            sentences: sentences
        )
    }

    private func offMapEntry(_ pin: MapPin, centre: Coordinate?) -> String {
        guard let centre else { return pin.name }
        let distance = coordinates.distance(metres: centre.distance(to: pin.coordinate))
        return "\(pin.name) (\(distance) \(coordinates.direction(bearing: centre.bearing(to: pin.coordinate))))"
    }

    /// A bar of a round length, at most a third of the map's width: "├───────┤ 500 km".
    private func scaleBar(_ frame: MapFrame) -> String? {
        guard let width = frame.widthMetres else { return nil }
        let metresPerCell = width / Double(frame.columns)
        // At most a third of the width, so the bar and its length fit on the line beside each other.
        let most = metresPerCell * Double(max(2, frame.columns / 3))
        var unit = 1.0
        while unit * 10 <= most { unit *= 10 }
        let length = [5.0, 2, 1].map { $0 * unit }.first { $0 <= most } ?? unit
        let cellsLong = max(2, Int((length / metresPerCell).rounded()))
        return "├" + String(repeating: "─", count: cellsLong - 2) + "┤ " + coordinates.radius(metres: Int(length.rounded()))
    }

    /// Land and water, dot by dot: each cell's 2 × 4 dots sampled at their centres.
    private func land(_ frame: MapFrame) -> [[MapCell]] {
        let widthDots = frame.widthDots
        let heightDots = frame.heightDots
        let columns = frame.columns
        // One braille mask per cell, row after row; `outside` marks cells beyond the Earth's far side.
        var masks = [UInt8](repeating: 0, count: frame.columns * frame.rows)
        var outside = [Bool](repeating: false, count: frame.columns * frame.rows)
        if let landMask {
            // A band of rows of dots in one call: the land mask decodes each of its rows once per call, where a call
            // per row of dots decoded the many rows a regional map's curved row crosses again and again. Bands keep the
            // buffers small enough to be reused rather than mapped afresh for every map.
            let band = Self.bandRows * widthDots
            var latitudes = [Double](repeating: 0, count: band)
            var longitudes = [Double](repeating: 0, count: band)
            var isLand = [Bool](repeating: false, count: band)
            let lattice = Lattice(frame)
            for top in stride(from: 0, to: heightDots, by: Self.bandRows) {
                let bottom = min(heightDots, top + Self.bandRows)
                for y in top..<bottom {
                    lattice.fill(dotRow: y, latitudes: &latitudes, longitudes: &longitudes, at: (y - top) * widthDots)
                }
                let dots = (bottom - top) * widthDots
                latitudes.withUnsafeBufferPointer { latitudes in
                    longitudes.withUnsafeBufferPointer { longitudes in
                        isLand.withUnsafeMutableBufferPointer { result in
                            landMask.land(
                                latitudes: UnsafeBufferPointer(rebasing: latitudes[..<dots]),
                                longitudes: UnsafeBufferPointer(rebasing: longitudes[..<dots]),
                                into: UnsafeMutableBufferPointer(rebasing: result[..<dots])
                            )
                        }
                    }
                }
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
        return (0..<frame.rows).map { row in
            (0..<columns).map { column in
                let mask = masks[row * columns + column]
                let kind: MapCell.Kind = outside[row * columns + column] || mask == 0 ? .water : mask == 0xFF ? .land : .coast
                return MapCell(character: Self.braille[Int(mask)], kind: kind)
            }
        }
    }

    /// How many rows of dots go to the land mask in one call.
    static let bandRows = 64

    /// The 256 braille patterns, U+2800 to U+28FF, made once.
    private static let braille: [Character] = (0..<256).map { Character(Unicode.Scalar(0x2800 + UInt32($0)) ?? " ") }

    /// The braille bit of the dot at row `dy` (0–3) and column `dx` (0–1) of a cell.
    private static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
}

/// Where each dot of a map lies, computed exactly every eight dots and interpolated between: a regional map's
/// inverse projection costs a few trigonometric calls per point, and the land mask cannot tell the difference.
private struct Lattice {
    static let step = 8

    let frame: MapFrame
    /// Lattice points across and down, one beyond each edge.
    let columns: Int
    let rows: Int
    /// Latitude and longitude of each lattice point, row by row; NaN beyond the Earth's far side. A world map has no
    /// lattice: `longitudes` are then those of one row of dots, the same in every row.
    let latitudes: [Double]
    let longitudes: [Double]

    init(_ frame: MapFrame) {
        self.frame = frame
        columns = frame.widthDots / Self.step + 2
        rows = frame.heightDots / Self.step + 2
        var latitudes: [Double] = []
        var longitudes: [Double] = []
        if case .world = frame.projection {
            longitudes = (0..<frame.widthDots).map { x in (Double(x) + 0.5) / Double(frame.widthDots) * 360 - 180 }
        } else {
            latitudes.reserveCapacity(columns * rows)
            longitudes.reserveCapacity(columns * rows)
            for row in 0..<rows {
                for column in 0..<columns {
                    let point = frame.coordinate(atX: Double(column * Self.step), y: Double(row * Self.step))
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
        let widthDots = frame.widthDots
        guard case .local = frame.projection else {
            // Equirectangular: one latitude per row, the same longitudes, evenly spaced, in every row.
            let latitude = 90 - (Double(y) + 0.5) / Double(frame.heightDots) * 180
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
