import PlacesDomain

/// Places the use-case tests share: the fixture feed's four locations, and a few gazetteer places.
enum UseCaseFixtures {
    static func location(_ name: String?, _ latitude: Double, _ longitude: Double, origin: LocationOrigin = .feed) -> Location {
        // The literals below are all in range.
        Location(name: name, coordinate: (try? Coordinate(latitude: latitude, longitude: longitude))!, origin: origin)
    }

    static let feed = [
        location("Amsterdam", 52.3547498, 4.8339215),
        location("Mumbai", 19.0823998, 72.8111468),
        location("Copenhagen", 55.6713442, 12.523785),
        location(nil, 40.4380638, -3.7495758),
    ]

    static func coordinate(_ latitude: Double, _ longitude: Double) -> Coordinate {
        (try? Coordinate(latitude: latitude, longitude: longitude))!
    }

    /// The feed (four entries) and Home, Work, Gym, Pool added in that order: #5 to #8.
    static func fourAdded() async throws -> (InMemoryCustomLocationRepository, LocationCatalog) {
        let store = InMemoryCustomLocationRepository()
        var catalog = LocationCatalog(feed: feed)
        for (index, name) in ["Home", "Work", "Gym", "Pool"].enumerated() {
            catalog = try await AddLocation(store: store)(location(name, 52 + Double(index) / 10, 4), in: catalog).catalog
        }
        return (store, catalog)
    }

    /// The user's locations of `catalog` as "#5 Home".
    static func names(_ catalog: LocationCatalog) -> [String] {
        catalog.custom.indices.map { "#\(catalog.number(at: $0)) \(catalog.locations[$0].name ?? "")" }
    }
}
