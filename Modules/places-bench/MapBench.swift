import PlacesData
import PlacesDomain
import PlacesPresentation

/// Maps drawn in process at 200 × 60 characters, the world and a regional map, each timed on its own.
struct MapBench {
    let rounds: Int

    func report() {
        guard let mask = EmbeddedLandMask(), let amsterdam = try? Coordinate(latitude: 52.3547498, longitude: 4.8339215),
              let copenhagen = try? Coordinate(latitude: 55.6713442, longitude: 12.523785)
        else {
            print("Maps: the embedded land mask could not be read\n")
            return
        }
        print("Maps (land mask: \(mask.source))")
        let maker = MapMaker(landMask: mask, language: .english)
        let pins = [MapPin(reference: "#1", title: "Amsterdam", coordinate: amsterdam), MapPin(reference: "#3", title: "Copenhagen", coordinate: copenhagen)]
        let centre = ArticlePlace(coordinate: amsterdam, label: "Amsterdam")
        func measure(_ label: String, _ draw: () -> MapPicture) {
            _ = draw()  // warm the pages
            let samples = (0..<max(20, rounds * 4)).map { _ in Clock.measure { _ = draw() } }
            let median = samples.median
            print("  \(label): median \(milliseconds(median)), max \(milliseconds(samples.max() ?? 0))  (goal ≤ 5 ms \(median <= 0.005 ? "✓" : "✗"))")
        }
        measure("world map 200 × 60") { maker.world(pins, columns: 200, rows: 60) }
        measure("regional map 200 × 60, 5,000 km wide") { maker.regional(centre: centre, pins: pins, halfWidth: 2_500_000, columns: 200, rows: 60) }
        measure("regional map 200 × 60, 1,000 km wide") { maker.regional(centre: centre, pins: pins, halfWidth: 500_000, columns: 200, rows: 60) }
        measure("regional map 200 × 60, 50 km wide") { maker.regional(centre: centre, pins: pins, halfWidth: 25_000, columns: 200, rows: 60) }
        print()
    }
}
