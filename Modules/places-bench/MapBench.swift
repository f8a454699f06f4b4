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
        let pins = [MapPin(reference: .location(1), name: "Amsterdam", coordinate: amsterdam), MapPin(reference: .location(3), name: "Copenhagen", coordinate: copenhagen)]
        let centre = Place(coordinate: amsterdam, name: "Amsterdam", origin: .coordinates)
        let compose = ComposeMap()
        func regional(halfWidth: Double) -> MapPlan {
            compose.place(pins, on: .local(centre: amsterdam, halfWidth: halfWidth, columns: 200, rows: 60), centre: centre)
        }
        let world = compose.place(pins, on: MapFrame(projection: .world, columns: 200, rows: 60), centre: nil)
        let wide = regional(halfWidth: 500_000)
        let narrow = regional(halfWidth: 25_000)
        func measure(_ label: String, _ draw: () -> MapPicture) {
            _ = draw()  // warm the pages
            let samples = (0..<max(20, rounds * 4)).map { _ in Clock.measure { _ = draw() } }
            let median = samples.median
            print("  \(label): median \(milliseconds(median)), max \(milliseconds(samples.max() ?? 0))  (goal ≤ 5 ms \(median <= 0.005 ? "✓" : "✗"))")
        }
        measure("world map 200 × 60") { maker.picture(world) { $0.name ?? "" } }
        measure("regional map 200 × 60, 1,000 km wide") { maker.picture(wide) { $0.name ?? "" } }
        measure("regional map 200 × 60, 50 km wide") { maker.picture(narrow) { $0.name ?? "" } }
        print()
    }
}
