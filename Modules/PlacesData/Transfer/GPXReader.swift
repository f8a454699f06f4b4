import PlacesDomain

/// Collects the waypoints (`<wpt lat="…" lon="…">` with an optional `<name>`) of a GPX 1.0 or 1.1 file, as OsmAnd
/// favourites, Garmin devices and most map apps write them.
///
/// Only the document's own waypoints are places; route points and track points belong to a path and are not
/// entries (routes and tracks are counted as ``TransferReading/ignoredPaths``). A waypoint's first `<link href>` is
/// its address. Namespaces are not checked, so GPX
/// 1.0, 1.1 and files without a namespace all read. The first `<name>` of a waypoint is its name.
struct GPXReader: XMLEntryCollector {
    static let format = TransferFormat.gpx

    private var entries: [ImportEntry] = []
    private var skipped: [ImportSkip] = []
    private var paths = 0
    private var count = 0
    private var waypoint: (latitude: String?, longitude: String?, position: TransferPosition)?
    private var name: String?
    private var link: String?
    private var collectingName = false

    var wantsText: Bool { collectingName }

    mutating func start(_ element: XMLElementStart, depth: Int, line: Int) {
        switch (depth, element.name) {
        case (2, "wpt"):
            count += 1
            waypoint = (element.attribute("lat"), element.attribute("lon"), TransferPosition(entry: count, line: line))
            name = nil
            link = nil
        case (3, "link") where waypoint != nil && link == nil:
            link = element.attribute("href")
        case (2, "rte"), (2, "trk"):
            paths += 1
        case (3, "name") where waypoint != nil && name == nil:
            collectingName = true
            name = ""
        default:
            break
        }
    }

    mutating func text(_ text: String) {
        name? += text
    }

    mutating func end(depth: Int) {
        if collectingName && depth == 2 { collectingName = false }
        guard depth == 1, let waypoint else { return }
        self.waypoint = nil
        guard let latitudeText = waypoint.latitude, let longitudeText = waypoint.longitude else {
            skipped.append(ImportSkip(position: waypoint.position, reason: .noCoordinates))
            return
        }
        let latitudeValue = Location.normalizedName(latitudeText) ?? ""
        let longitudeValue = Location.normalizedName(longitudeText) ?? ""
        guard let latitude = TransferNumber.parse(latitudeValue[...]) else {
            skipped.append(ImportSkip(position: waypoint.position, reason: .coordinate(.notANumber(latitudeText))))
            return
        }
        guard let longitude = TransferNumber.parse(longitudeValue[...]) else {
            skipped.append(ImportSkip(position: waypoint.position, reason: .coordinate(.notANumber(longitudeText))))
            return
        }
        entries.append(ImportEntry(name: name, latitude: latitude, longitude: longitude, address: link, position: waypoint.position))
    }

    func reading() -> TransferReading {
        TransferReading(format: .gpx, entries: entries, skipped: skipped, ignoredPaths: paths)
    }
}
