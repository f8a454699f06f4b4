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
        let pins = [MapPin(reference: .location(1), name: "Amsterdam", coordinate: amsterdam), MapPin(reference: .location(3), name: "Copenhagen", coordinate: copenhagen)]
        let centre = Place(coordinate: amsterdam, name: "Amsterdam", origin: .coordinates)
        let compose = ComposeMap()
        var world = 0.0
        func measure(_ label: String, goal: Double, _ plan: MapPlan) {
            let maker = MapMaker(landMask: mask, language: .english)
            _ = maker.picture(plan) { $0.name ?? "" }  // warm the pages and the decoded rows
            let samples = (0..<max(20, rounds * 4)).map { _ in Clock.measure { _ = maker.picture(plan) { $0.name ?? "" } } }
            // A new land mask each time: no row decoded yet.
            let first = (0..<max(5, rounds)).map { _ in
                let fresh = MapMaker(landMask: EmbeddedLandMask(), language: .english)
                return Clock.measure { _ = fresh.picture(plan) { $0.name ?? "" } }
            }
            let median = samples.median
            if world == 0 { world = median }
            let ratio = median != world ? ", \(String(format1: median / world))× the world map" : ""
            print("  \(label): median \(milliseconds(median)), max \(milliseconds(samples.max() ?? 0)); first in a process \(milliseconds(first.median))\(ratio)  (goal ≤ \(milliseconds(goal)) \(median <= goal ? "✓" : "✗"))")
        }
        let worldGrid = MapGrid.world(columns: 200, rows: 60)
        measure("world map 200 × 60", goal: 0.005, worldGrid.place(compose(pins, on: worldGrid.projection, centre: nil)))
        for (label, halfWidth) in [("5,000", 2_500_000.0), ("1,000", 500_000), ("50", 25_000)] {
            let grid = MapGrid.local(centre: amsterdam, halfWidth: halfWidth, columns: 200, rows: 60)
            measure("regional map 200 × 60, \(label) km wide", goal: 0.003, grid.place(compose(pins, on: grid.projection, centre: centre)))
        }
        print()
    }
}
