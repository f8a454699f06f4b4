import Foundation
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// Projections on a grid of cells: a pin's cell always holds its coordinate, the edges of the world are drawn,
/// distances from a regional map's centre are true; sizes follow the space; the scale bar is true.
@Suite struct MapGridTests {
    /// Whether the dot position of `coordinate` lies in the cell `frame` chose for it, edges included.
    private func cellHolds(_ frame: MapGrid, _ coordinate: Coordinate) -> Bool {
        guard let (column, row) = frame.cell(for: coordinate), let (x, y) = frame.dot(for: coordinate) else { return false }
        return x >= Double(column * 2) && x <= Double(column * 2 + 2) && y >= Double(row * 4) && y <= Double(row * 4 + 4)
    }

    @Test("world map: every place of the Earth is in a cell that holds it, at any size from 20 to 300 columns")
    func worldProperty() throws {
        var generator = SeededGenerator(seed: 15)
        for _ in 0..<3_000 {
            let frame = MapGrid.world(columns: Int.random(in: 20...300, using: &generator), rows: Int.random(in: 5...75, using: &generator))
            let coordinate = try Coordinate(latitude: Double.random(in: -90...90, using: &generator), longitude: Double.random(in: -180...180, using: &generator))
            #expect(cellHolds(frame, coordinate), "\(coordinate) in \(frame.columns)×\(frame.rows)")
            let (x, y) = try #require(frame.dot(for: coordinate))
            let back = try #require(frame.coordinate(atX: x, y: y))
            #expect(abs(back.latitude - coordinate.latitude) < 1e-9 && abs(back.longitude - coordinate.longitude) < 1e-9)
        }
    }

    @Test("the antimeridian and the poles are drawn in the edge cells, not lost")
    func worldEdges() throws {
        let frame = MapGrid.world(columns: 80, rows: 20)
        #expect(frame.cell(for: try Coordinate(latitude: 0, longitude: 180))?.column == 79)
        #expect(frame.cell(for: try Coordinate(latitude: 0, longitude: -180))?.column == 0)
        #expect(frame.cell(for: try Coordinate(latitude: 90, longitude: 0))?.row == 0)
        let southEast = try #require(frame.cell(for: try Coordinate(latitude: -90, longitude: 179.9999)))
        #expect(southEast.column == 79 && southEast.row == 19)
    }

    @Test("regional map: places within it are in cells that hold them, places beyond are off it", arguments: [
        (52.3547, 4.8339), (89.9, 0.0), (-89.9, 45.0), (0.0, 179.99), (-17.7, -179.99), (64.1, -21.9),
    ])
    func regionalProperty(latitude: Double, longitude: Double) throws {
        let centre = try Coordinate(latitude: latitude, longitude: longitude)
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<500 {
            let halfWidth = Double.random(in: 25_000...2_500_000, using: &generator)
            let frame = MapGrid.local(centre: centre, halfWidth: halfWidth, columns: Int.random(in: 20...300, using: &generator), rows: Int.random(in: 10...150, using: &generator))
            // A point at a random bearing, well inside the half-width.
            let distance = Double.random(in: 0...(halfWidth * 0.9), using: &generator)
            let bearing = Double.random(in: 0..<360, using: &generator)
            let point = try destination(from: centre, metres: distance, bearing: bearing)
            let (x, y) = try #require(frame.dot(for: point))
            let inside = x >= 0 && y >= 0 && x < Double(frame.widthDots) && y < Double(frame.heightDots)
            if inside { #expect(cellHolds(frame, point), "\(point) around \(centre)") } else { #expect(frame.cell(for: point) == nil) }
            // Azimuthal equidistant: the distance from the centre is true to scale.
            if let width = frame.widthMetres {
                let metresPerDot = width / Double(frame.widthDots)
                let onMap = ((x - Double(frame.widthDots) / 2) * (x - Double(frame.widthDots) / 2)
                    + (y - Double(frame.heightDots) / 2) * (y - Double(frame.heightDots) / 2)).squareRoot() * metresPerDot
                #expect(abs(onMap - centre.distance(to: point)) < max(1, distance * 1e-6), "\(onMap) vs \(centre.distance(to: point))")
            }
        }
        // The far side of the Earth is never on a regional map.
        let antipode = try Coordinate(latitude: -latitude, longitude: longitude > 0 ? longitude - 180 : longitude + 180)
        #expect(MapGrid.local(centre: centre, halfWidth: 2_500_000, columns: 80, rows: 40).cell(for: antipode) == nil)
    }

    @Test("north is up and east is right on a regional map, also across the antimeridian")
    func orientation() throws {
        let centre = try Coordinate(latitude: -17.7, longitude: 179.99)
        let frame = MapGrid.local(centre: centre, halfWidth: 100_000, columns: 40, rows: 20)
        let east = try #require(frame.cell(for: try Coordinate(latitude: -17.7, longitude: -179.5)))
        let north = try #require(frame.cell(for: try Coordinate(latitude: -17.2, longitude: 179.99)))
        let middle = try #require(frame.cell(for: centre))
        #expect(east.column > middle.column && east.row == middle.row)
        #expect(north.row < middle.row && north.column == middle.column)
    }

    @Test("sizes follow the space: the world twice as wide as high in dots, a region square; at most 300 columns")
    func sizes() throws {
        #expect(MapGrid.worldSize(columns: 80, rows: nil) == (80, 20))
        #expect(MapGrid.worldSize(columns: 200, rows: 10) == (40, 10))
        #expect(MapGrid.regionalSize(columns: 80, rows: 18) == (36, 18))
        #expect(MapGrid.worldSize(columns: 1_000, rows: nil).columns == 300)
        let world = MapGrid(fitting: .world, columns: 80, rows: nil)
        #expect(world.columns == 80 && world.rows == 20)
        // A regional map is composed as high as it is wide in dots, and laid out at that size.
        #expect(MapGrid.regionalAspect(columns: 80, rows: 18) == 1)
        let around = MapProjection.around(try Coordinate(latitude: 52, longitude: 4), width: 1_000, aspect: MapGrid.regionalAspect(columns: 80, rows: nil))
        let regional = MapGrid(fitting: around, columns: 80, rows: nil)
        #expect(regional.columns == 80 && regional.rows == 40)
    }

    @Test("a low space never makes a map narrower than 20 columns (LINES of 1 to 10)")
    func lowSpace() {
        for rows in 1...10 {
            #expect(MapGrid.regionalSize(columns: 80, rows: rows).columns >= MapGrid.minimumColumns, "\(rows) rows")
            #expect(MapGrid.worldSize(columns: 80, rows: rows).columns >= MapGrid.minimumColumns, "\(rows) rows")
        }
        #expect(MapGrid.regionalSize(columns: 12, rows: 3).columns == 12, "never wider than the space")
    }

    @Test("the scale bar spans what it says within a tenth, at least two cells, at most a third of the width, at every size and reach")
    func scale() throws {
        let centre = try Coordinate(latitude: 52, longitude: 4)
        for columns in stride(from: 20, through: 300, by: 7) {
            for halfWidth in [1_000.0, 2_345, 25_000, 77_777, 500_000, 2_500_000] {
                let grid = MapGrid.local(centre: centre, halfWidth: halfWidth, columns: columns, rows: columns / 2)
                let plan = grid.place(ComposeMap()([], on: grid.projection, centre: nil))
                guard let scale = plan.scale, let width = plan.grid.widthMetres else {
                    Issue.record("no scale at \(columns) columns, \(halfWidth) m")
                    continue
                }
                let spanned = Double(scale.cells) * width / Double(columns)
                #expect(abs(spanned - scale.metres) / scale.metres <= 0.1, "\(columns) columns, \(halfWidth) m: \(scale)")
                #expect(scale.cells >= 2 && scale.cells <= max(2, columns / 3))
                let digits = String(String(Int(scale.metres)).reversed().drop { $0 == "0" }.reversed())
                #expect(["1", "2", "25", "5"].contains(digits), "not round: \(scale.metres)")
            }
        }
    }

    /// The point `metres` from `start` at initial `bearing`, on the sphere.
    private func destination(from start: Coordinate, metres: Double, bearing: Double) throws -> Coordinate {
        let delta = metres / Coordinate.earthRadius
        let theta = bearing * .pi / 180
        let phi1 = start.latitude * .pi / 180
        let lambda1 = start.longitude * .pi / 180
        let phi2 = asin(sin(phi1) * cos(delta) + cos(phi1) * sin(delta) * cos(theta))
        let lambda2 = lambda1 + atan2(sin(theta) * sin(delta) * cos(phi1), cos(delta) - sin(phi1) * sin(phi2))
        var longitude = lambda2 * 180 / .pi
        longitude = (longitude + 540).truncatingRemainder(dividingBy: 360) - 180
        return try Coordinate(latitude: phi2 * 180 / .pi, longitude: longitude)
    }
}
