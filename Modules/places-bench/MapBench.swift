import PlacesData
import PlacesDomain
import PlacesPresentation

/// Maps drawn in process at 200 × 60 characters, the world and regional maps, each timed on its own: redrawn (the
/// land mask's rows already decoded, as an explorer redraws on every key press) and drawn first in a process.
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
        let pins = [MapPin(reference: "#1", title: "Amsterdam", coordinate: amsterdam), MapPin(reference: "#3", title: "Copenhagen", coordinate: copenhagen)]
        let centre = ArticlePlace(coordinate: amsterdam, label: "Amsterdam")
        var world = 0.0
        func measure(_ label: String, goal: Double, _ draw: (MapMaker) -> MapPicture) {
            let maker = MapMaker(landMask: mask, language: .english)
            _ = draw(maker)  // warm the pages and the decoded rows
            let samples = (0..<max(20, rounds * 4)).map { _ in Clock.measure { _ = draw(maker) } }
            // A new land mask each time: no row decoded yet.
            let first = (0..<max(5, rounds)).map { _ in
                let fresh = MapMaker(landMask: EmbeddedLandMask(), language: .english)
                return Clock.measure { _ = draw(fresh) }
            }
            let median = samples.median
            if world == 0 { world = median }
            let ratio = world > 0 && median != world ? ", \(String(format1: median / world))× the world map" : ""
            print("  \(label): median \(milliseconds(median)), max \(milliseconds(samples.max() ?? 0)); first in a process \(milliseconds(first.median))\(ratio)  (goal ≤ \(milliseconds(goal)) \(median <= goal ? "✓" : "✗"))")
        }
        measure("world map 200 × 60", goal: 0.005) { $0.world(pins, columns: 200, rows: 60) }
        for (label, halfWidth) in [("5,000", 2_500_000.0), ("1,000", 500_000), ("50", 25_000)] {
            measure("regional map 200 × 60, \(label) km wide", goal: 0.003) {
                $0.regional(centre: centre, pins: pins, halfWidth: halfWidth, columns: 200, rows: 60)
            }
        }
        print()
    }
}
