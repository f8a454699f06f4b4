import Foundation
@testable import PlacesData
import PlacesDomain

/// The feed rules written with Foundation's `JSONDecoder`: the reference the hand-written parser must match.
///
/// Each entry is decoded leniently, exactly as `FeedDecoder` documents: a non-object entry, or `lat`/`long` of the
/// wrong type, makes the entry unusable; a `name` of the wrong type means no name.
enum JSONDecoderOracle {
    static func decode(_ data: Data) throws -> DecodedFeed {
        let entries = try JSONDecoder().decode(Document.self, from: data).entries
        let locations = entries.compactMap(\.location)
        return DecodedFeed(locations: locations, skippedEntries: entries.count - locations.count)
    }

    private struct Document: Decodable {
        let entries: [Entry]

        private enum Keys: String, CodingKey { case locations }

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Keys.self) {
                entries = try object.decode([Entry].self, forKey: .locations)
            } else {
                entries = try [Entry](from: decoder)
            }
        }
    }

    private struct Entry: Decodable {
        /// The entry's location, or `nil` when it is not an object or its coordinates are missing or not a point.
        let location: Location?

        private enum Keys: String, CodingKey { case name, lat, long }

        init(from decoder: any Decoder) throws {
            guard let object = try? decoder.container(keyedBy: Keys.self),
                  let latitude = (try? object.decodeIfPresent(Double.self, forKey: .lat)) ?? nil,
                  let longitude = (try? object.decodeIfPresent(Double.self, forKey: .long)) ?? nil,
                  let coordinate = try? Coordinate(latitude: latitude, longitude: longitude)
            else {
                location = nil
                return
            }
            let name = (try? object.decodeIfPresent(String.self, forKey: .name)) ?? nil
            location = Location(name: name, coordinate: coordinate, origin: .feed)
        }
    }
}
