import PlacesDomain
import PlacesSystem

/// Entries as they are parsed: the usable locations and how many were skipped.
struct FeedCollector {
    var locations: [Location] = []
    var skipped = 0

    init(expected: Int) {
        locations.reserveCapacity(expected)
        let bytes = locations.capacity * MemoryLayout<Location>.stride
        locations.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { MemoryAdvice.preferHugePages(UnsafeMutableRawPointer(base), byteCount: bytes) }
        }
    }

    mutating func add(_ entry: LocationDTO?) {
        if let location = entry?.toDomain() {
            locations.append(location)
        } else {
            skipped += 1
        }
    }

    mutating func append(_ other: FeedCollector) {
        locations.append(contentsOf: other.locations)
        skipped += other.skipped
    }
}
