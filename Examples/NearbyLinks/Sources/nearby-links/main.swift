// nearby-links FEED COORDINATES: the feed's three locations nearest to a place, each with its Places link, and the
// link read back as a receiving app would.
import Foundation
import PlacesData
import PlacesDomain

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { print("usage: nearby-links FEED.json COORDINATES"); exit(2) }
do {
    let centre = try CoordinateTextParser.coordinate(from: arguments.dropFirst().joined(separator: " "))
    let catalog = LocationCatalog(feed: try await FileLocationRepository(path: arguments[0]).loadFeed().locations)
    for (number, metres) in catalog.nearest(to: centre, limit: 3) {
        guard let location = catalog.location(number: number) else { continue }
        let link = PlacesLink.build(for: location)
        guard try PlacesLinkParser.parse(link).coordinate == location.coordinate else { exit(1) }
        print("#\(number) \(location.name ?? "(unnamed)"), \(Int((metres / 1000).rounded())) km: \(link)")
    }
} catch {
    print("nearby-links: \(error)")
    exit(1)
}
