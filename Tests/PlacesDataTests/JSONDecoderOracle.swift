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
        let locations = entries.compactMap { $0.dto?.toDomain() }
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
        let dto: LocationDTO?

        private enum Keys: String, CodingKey { case name, lat, long }

        init(from decoder: any Decoder) throws {
            guard let object = try? decoder.container(keyedBy: Keys.self) else {
                dto = nil
                return
            }
            dto = LocationDTO(
                name: (try? object.decodeIfPresent(String.self, forKey: .name)) ?? nil,
                latitude: (try? object.decodeIfPresent(Double.self, forKey: .lat)) ?? nil,
                longitude: (try? object.decodeIfPresent(Double.self, forKey: .long)) ?? nil
            )
        }
    }
}
