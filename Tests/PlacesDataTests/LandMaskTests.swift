import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The land mask compiled into Places: known places, the edges of the world, and its lookup against a plain decode.
@Suite struct LandMaskTests {
    private let mask: EmbeddedLandMask

    init() throws {
        mask = try #require(EmbeddedLandMask())
    }

    @Test("its size and source")
    func table() {
        #expect(mask.rows == 10_800 && mask.columns == 21_600)
        #expect(mask.source.contains("global-land-mask 1.0.0") && mask.source.contains("GLOBE"))
        #expect(EmbeddedLandMask.embeddedBytes.count <= 1_000_000)
    }

    @Test("land where there is land, water where there is water", arguments: [
        (52.37, 4.89, true), (54.0, 3.0, false), (23.0, 13.0, true), (0.0, -150.0, false), (-85.0, 0.0, true),
        (90.0, 0.0, false), (72.0, -40.0, true), (-33.86, 151.0, true), (35.0, 135.75, true), (-45.0, -30.0, false),
        (40.78, -73.97, true), (25.0, -40.0, false),
    ])
    func knownPlaces(latitude: Double, longitude: Double, land: Bool) {
        #expect(mask.isLand(latitude: latitude, longitude: longitude) == land)
    }

    @Test("longitudes wrap around the globe; odd numbers answer water or land, never a crash")
    func edges() {
        #expect(mask.isLand(latitude: 52.37, longitude: 4.89 + 360) == true)
        #expect(mask.isLand(latitude: 52.37, longitude: 4.89 - 720) == true)
        #expect(mask.isLand(latitude: -16.5, longitude: 180) == mask.isLand(latitude: -16.5, longitude: -180))
        for (latitude, longitude) in [(Double.nan, 0.0), (0, .nan), (.infinity, 0), (0, -.infinity), (95, 0), (-95, 0)] {
            _ = mask.isLand(latitude: latitude, longitude: longitude)
        }
    }

    @Test("many points at once agree with one at a time and with a plain decode of each row")
    func bulkAgreesWithReference() throws {
        var generator = SeededGenerator(seed: 17)
        var latitudes: [Double] = []
        var longitudes: [Double] = []
        for _ in 0..<5_000 {
            // Clusters along rows, as a map asks, and jumps between them.
            let latitude = Double.random(in: -90...90, using: &generator)
            let start = Double.random(in: -180...180, using: &generator)
            for step in 0..<4 {
                latitudes.append(latitude + Double(step) * 0.01)
                longitudes.append(start + Double(step) * 0.02)
            }
        }
        let bulk = mask.land(latitudes: latitudes, longitudes: longitudes)
        let bytes = Data(EmbeddedLandMask.embeddedBytes)
        for index in latitudes.indices {
            let expected = reference(bytes, latitude: latitudes[index], longitude: longitudes[index])
            #expect(bulk[index] == expected, "\(latitudes[index]), \(longitudes[index])")
            #expect(mask.isLand(latitude: latitudes[index], longitude: longitudes[index]) == expected)
        }
    }

    @Test("a whole regional map's dots in one call agree with a plain decode of each row", arguments: [
        (52.37, 4.89, 500_000.0), (78.2, 15.6, 2_500_000), (-54.8, -68.3, 25_000), (0.0, 179.9, 1_000_000),
    ])
    func regionalMapAgreesWithReference(latitude: Double, longitude: Double, halfWidth: Double) throws {
        // The dots of a 200 x 60 regional map (400 x 240 dots), row after row: curved rows that cross the grid's rows back and forth.
        let (widthDots, heightDots) = (400, 240)
        let centre = try Coordinate(latitude: latitude, longitude: longitude)
        let projection = MapProjection.around(centre, width: 2 * halfWidth, aspect: Double(heightDots) / Double(widthDots))
        var latitudes: [Double] = []
        var longitudes: [Double] = []
        for y in 0..<heightDots {
            for x in 0..<widthDots {
                let point = projection.coordinate(atX: (Double(x) + 0.5) / Double(widthDots), y: (Double(y) + 0.5) / Double(heightDots))
                guard let point else { continue }
                latitudes.append(point.latitude)
                longitudes.append(point.longitude)
            }
        }
        let bulk = mask.land(latitudes: latitudes, longitudes: longitudes)
        let bytes = Data(EmbeddedLandMask.embeddedBytes)
        var mismatches = 0
        for index in latitudes.indices where bulk[index] != reference(bytes, latitude: latitudes[index], longitude: longitudes[index]) {
            mismatches += 1
        }
        #expect(mismatches == 0)
        #expect(bulk.contains(true) && bulk.contains(false), "the map shows both land and water")
    }

    @Test("damaged data is refused as a whole")
    func damaged() {
        let bytes = Data(EmbeddedLandMask.embeddedBytes)
        for cut in [0, 4, 35, 36, 1_000, bytes.count - 1] {
            bytes.prefix(cut).withUnsafeBytes { #expect(EmbeddedLandMask(bytes: $0) == nil, "cut at \(cut)") }
        }
        var wrongVersion = bytes
        wrongVersion[4] = 9
        wrongVersion.withUnsafeBytes { #expect(EmbeddedLandMask(bytes: $0) == nil) }
    }

    /// Land at a point by decoding its row from the start, the simplest way there is.
    private func reference(_ bytes: Data, latitude: Double, longitude: Double) -> Bool {
        func field(_ offset: Int) -> Int { Int(bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }) }
        let rows = field(8)
        let columns = field(12)
        let row = min(rows - 1, max(0, Int((90 - latitude) / 180 * Double(rows))))
        var wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
        if wrapped < 0 { wrapped += 360 }
        let column = min(columns - 1, Int(wrapped / 360 * Double(columns)))
        var position = field(20) + field(field(16) + row * 4)
        let end = field(20) + field(field(16) + row * 4 + 4)
        var covered = 0
        var land = false
        while position < end {
            var value = 0
            var shift = 0
            repeat {
                let byte = Int(bytes[position])
                position += 1
                value |= (byte & 0x7F) << shift
                shift += 7
                if byte & 0x80 == 0 { break }
            } while true
            covered += value
            if column < covered { return land }
            land.toggle()
        }
        return false
    }
}
