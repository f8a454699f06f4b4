import PlacesDomain

/// Collects the Placemarks of a KML 2.2 file (Google My Maps, Google Earth), wherever they are in its folders.
///
/// A Placemark is an entry: its own `<name>` (not a folder's or the document's) is the name, and its geometry must
/// be exactly one `<Point>` with coordinates, possibly inside a `<MultiGeometry>`. A Placemark with a line, an area,
/// a track or several points is skipped as ``ImportSkipReason/notAPoint(geometry:)``; one without coordinates (Google
/// Location History writes empty ones beside a `gx:Track`) as ``ImportSkipReason/noCoordinates``. Older KML
/// namespaces and prefixed names (`<kml:Placemark>`) read the same. A Placemark's own `<description>` is its
/// address, where `export --saved` writes a saved article's page.
struct KMLReader: XMLEntryCollector {
    static let format = TransferFormat.kml

    /// Elements that make a Placemark something other than a point. `MultiGeometry` and `MultiTrack` only hold
    /// others.
    private static let paths: Set<String> = ["LineString", "LinearRing", "Polygon", "Model", "Track"]

    private struct Placemark {
        let position: TransferPosition
        let depth: Int
        var name: String?
        var description: String?
        var points: [String] = []
        var otherGeometry: String?
        var pointDepth: Int?
    }

    private enum Field {
        case name, description, coordinates
    }

    private var entries: [ImportEntry] = []
    private var skipped: [ImportSkip] = []
    private var count = 0
    private var placemark: Placemark?
    private var collecting: (field: Field, depth: Int)?
    private var collected = ""

    var wantsText: Bool { collecting != nil }

    mutating func start(_ element: XMLElementStart, depth: Int, line: Int) {
        guard var current = placemark else {
            if element.name == "Placemark" {
                count += 1
                placemark = Placemark(position: TransferPosition(entry: count, line: line), depth: depth)
            }
            return
        }
        switch element.name {
        case "name" where depth == current.depth + 1 && current.name == nil && collecting == nil:
            collecting = (.name, depth)
            collected = ""
        case "description" where depth == current.depth + 1 && current.description == nil && collecting == nil:
            collecting = (.description, depth)
            collected = ""
        case "Point":
            current.pointDepth = depth
        case "coordinates" where current.pointDepth == depth - 1 && collecting == nil:
            collecting = (.coordinates, depth)
            collected = ""
        case let name where Self.paths.contains(name) && current.otherGeometry == nil:
            current.otherGeometry = name
        default:
            break
        }
        placemark = current
    }

    mutating func text(_ text: String) {
        collected += text
    }

    mutating func end(depth: Int) {
        guard var current = placemark else { return }
        if let field = collecting, depth == field.depth - 1 {
            collecting = nil
            switch field.field {
            case .name: current.name = collected
            case .description: current.description = collected
            case .coordinates: current.points.append(collected)
            }
        }
        if let pointDepth = current.pointDepth, depth == pointDepth - 1 { current.pointDepth = nil }
        guard depth == current.depth - 1 else {
            placemark = current
            return
        }
        placemark = nil
        finish(current)
    }

    private mutating func finish(_ placemark: Placemark) {
        let points = placemark.points.filter { Location.normalizedName($0) != nil }
        let position = placemark.position
        switch (points.count, placemark.otherGeometry) {
        case (0, nil):
            skipped.append(ImportSkip(position: position, reason: .noCoordinates))
        case (0, let other?):
            skipped.append(ImportSkip(position: position, reason: .notAPoint(geometry: other)))
        case (1, nil):
            switch Self.tuple(points[0]) {
            case .success(let point):
                entries.append(ImportEntry(
                    name: placemark.name, latitude: point.latitude, longitude: point.longitude, address: Self.address(in: placemark.description), position: position
                ))
            case .failure(let error):
                skipped.append(ImportSkip(position: position, reason: .coordinate(error.reason)))
            }
        default:
            skipped.append(ImportSkip(position: position, reason: .notAPoint(geometry: "MultiGeometry")))
        }
    }

    func reading() -> TransferReading {
        TransferReading(format: .kml, entries: entries, skipped: skipped)
    }

    /// Why a KML tuple is not one point.
    struct TupleError: Error {
        let reason: CoordinateTextError
    }

    /// The longitude and latitude of a KML `lon,lat[,alt]` tuple.
    ///
    /// White space around the commas is tolerated (some writers put a space after each); white space between
    /// numbers separates tuples, and a Point has exactly one.
    static func tuple(_ text: String) -> Result<PointValues, TupleError> {
        // Split at commas; inside a part, white space after its first number starts the next tuple.
        let utf8 = text.utf8
        var tuples = 1
        var parts: [Substring] = []
        var partStart = utf8.startIndex
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func close(_ end: String.Index) {
            let part = utf8[partStart..<end]
            let words = part.split(whereSeparator: isSpace)
            if let first = words.first { parts.append(Substring(first)) } else { parts.append(Substring(part)) }
            if words.count > 1 {
                tuples += words.count - 1
                parts = words.last.map { [Substring($0)] } ?? []
            }
        }
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: ",") {
                close(index)
                partStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        close(utf8.endIndex)
        guard tuples == 1 else { return .failure(TupleError(reason: .tooManyValues)) }
        guard parts.count >= 2 else { return .failure(TupleError(reason: .missingLongitude)) }
        guard parts.count <= 3 else { return .failure(TupleError(reason: .tooManyValues)) }
        var values: [Double] = []
        for part in parts {
            guard let value = TransferNumber.parse(part) else { return .failure(TupleError(reason: .notANumber(String(part)))) }
            values.append(value)
        }
        return .success(PointValues(latitude: values[1], longitude: values[0]))
    }

    /// A description that is an address and nothing else (what `export --saved` writes), trimmed; any other
    /// description — words, a CDATA paragraph — is no address, so an ordinary Placemark is not read as an article.
    static func address(in description: String?) -> String? {
        guard let words = description?.split(whereSeparator: \.isWhitespace), words.count == 1, let only = words.first,
              only.hasPrefix("http://") || only.hasPrefix("https://")
        else { return nil }
        return String(only)
    }
}
