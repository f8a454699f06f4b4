import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// Where a map's marks and names go on its grid: no two marks side by side on a row (they would read as one number), a
/// pin never far from its own cell, clusters only of pins that share or touch a cell, and names only where they
/// cover nothing else.
@Suite struct MapPlacementTests {
    private func coordinate(_ latitude: Double, _ longitude: Double) -> Coordinate {
        (try? Coordinate(latitude: latitude, longitude: longitude))!
    }

    /// `pins` composed on the grid's projection and laid out on it.
    private func laidOut(_ pins: [MapPin], on grid: MapGrid, centre: Place?, gazetteer: (any Gazetteer)? = nil) -> MapPlan {
        grid.place(ComposeMap(gazetteer: gazetteer)(pins, on: grid.projection, centre: centre))
    }

    private func pins(_ count: Int, around centre: Coordinate, spread: Double, seed: UInt64) -> [MapPin] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            let latitude = min(89, max(-89, centre.latitude + .random(in: -spread...spread, using: &random)))
            let longitude = centre.longitude + .random(in: -spread...spread, using: &random)
            return MapPin(reference: .article(index + 1), name: "P\(index + 1)", coordinate: coordinate(latitude, longitude))
        }
    }

    @Test("random pins at every density: marks never touch on a row; each pin is in, beside, or clustered with its own cell")
    func marksNeverTouch() {
        let centre = coordinate(52.37, 4.89)
        for (seed, count, spread) in [(1, 10, 0.01), (2, 30, 0.003), (3, 30, 0.05), (4, 200, 0.02), (5, 2, 0.0001)] as [(UInt64, Int, Double)] {
            let frame = MapGrid.local(centre: centre, halfWidth: 2_000, columns: 40, rows: 20)
            let pins = pins(count, around: centre, spread: spread, seed: seed)
            let plan = laidOut(pins, on: frame, centre: nil)
            let marks = plan.marks
            for (index, mark) in marks.enumerated() {
                for other in marks[(index + 1)...] where other.row == mark.row {
                    #expect(other.columns.lowerBound > mark.columns.upperBound || mark.columns.lowerBound > other.columns.upperBound,
                            "seed \(seed): marks \(mark.text) at \(mark.column) and \(other.text) at \(other.column) on row \(mark.row)")
                }
            }
            for (pin, placed) in zip(pins, plan.pins) {
                let own = frame.cell(for: pin.coordinate)
                switch placed.placement {
                case .offMap:
                    #expect(own == nil, "seed \(seed): a pin on the map was left off")
                case .cell(let column, let row):
                    // Written from its own cell, or as far left of it as keeps a number on the grid.
                    #expect(own.map { $0.row == row && (0...2).contains($0.column - column) } == true)
                case .apart(let column, let row), .clustered(let column, let row):
                    #expect(own.map { abs($0.column - column) <= 4 && abs($0.row - row) <= 1 } == true, "seed \(seed): drawn too far away")
                }
            }
            #expect(marks.flatMap(\.pins).count == plan.pins.filter { $0.placement.cell != nil }.count, "every pin on the map has one mark")
        }
    }

    @Test("two pins side by side are drawn apart; with no room left around them they are one cluster")
    func apartThenCluster() throws {
        let frame = MapGrid.world(columns: 36, rows: 9)
        // Cells are 10° wide and 20° high: 5° and 15° east are neighbouring cells of one row.
        let pair = [MapPin(reference: .location(8), name: "A", coordinate: coordinate(5, 5)),
                    MapPin(reference: .location(1), name: "B", coordinate: coordinate(5, 15))]
        let plan = laidOut(pair, on: frame, centre: nil)
        guard case .cell(let column, let row) = plan.pins[0].placement, case .apart(let apartColumn, let apartRow) = plan.pins[1].placement else {
            Issue.record("\(plan.pins.map(\.placement))")
            return
        }
        #expect(apartRow != row && abs(apartColumn - column) <= 1)
        // Beside the centre mark on its row, a pin is drawn aside too: "1+" reads as one mark.
        let centre = Place(coordinate: coordinate(5, 5), name: "Centre", origin: .coordinates)
        let besideCentre = laidOut([pair[1]], on: frame, centre: centre)
        let centreCell = try #require(besideCentre.centreCell)
        guard case .apart(let besideColumn, let besideRow) = besideCentre.pins[0].placement else {
            Issue.record("\(besideCentre.pins[0].placement)")
            return
        }
        #expect(besideRow != centreCell.row || abs(besideColumn - centreCell.column) >= 2)
        // A pin in the centre's own cell takes it, and the centre mark is not drawn.
        let onCentre = laidOut([pair[0]], on: frame, centre: centre)
        #expect(onCentre.centreCell == nil && onCentre.pins[0].placement == .cell(column: column, row: row))
        // A block of pins filling every cell around: the last ones must join a mark they touch.
        let crowd = (0..<25).map { (index: Int) -> MapPin in
            let latitude = Double(index / 5) * 20 - 40
            let longitude = Double(index % 5) * 10 + 5
            return MapPin(reference: .location(index + 1), name: nil, coordinate: coordinate(latitude, longitude))
        }
        let crowded = laidOut(crowd, on: frame, centre: nil)
        #expect(crowded.marks.contains { $0.pins.count > 1 })
        #expect(crowded.pins.contains { if case .clustered = $0.placement { true } else { false } })
    }

    @Test("names: the largest places that fit, a cell clear of marks and names on their row, none above or below another")
    func labels() throws {
        let gazetteer = ListGazetteer(try (0..<60).map { index in
            try .test("Town\(index)", 50 + Double(index % 10) * 0.5, 2 + Double(index / 10) * 1.2, population: 100_000 - index, country: "XX")
        })
        let centre = coordinate(52.5, 5.5)
        let frame = MapGrid.local(centre: centre, halfWidth: 400_000, columns: 80, rows: 40)
        let pins = pins(20, around: centre, spread: 3, seed: 9)
        let plan = laidOut(pins, on: frame, centre: Place(coordinate: centre, name: "Middle", origin: .coordinates), gazetteer: gazetteer)
        #expect(!plan.labels.isEmpty && plan.labels.count <= max(2, 80 * 40 / MapGrid.cellsPerLabel))
        let marks = plan.marks.flatMap { mark in mark.columns.map { ($0, mark.row) } } + [plan.centreCell].compactMap { $0 }
        for label in plan.labels {
            #expect(label.columns.lowerBound >= 0 && label.columns.upperBound <= frame.columns)
            #expect(frame.cell(for: label.place.coordinate).map { $0 == (label.column, label.row) } == true, "the dot is in the place's own cell")
            for (column, row) in marks where row == label.row {
                #expect(column < label.columns.lowerBound - 1 || column > label.columns.upperBound, "\(label.text) touches a mark")
            }
            for other in plan.labels where other != label {
                if other.row == label.row {
                    #expect(other.columns.upperBound < label.columns.lowerBound || other.columns.lowerBound > label.columns.upperBound, "\(label.text), \(other.text)")
                } else if abs(other.row - label.row) == 1 {
                    #expect(!other.columns.overlaps(label.columns), "\(label.text) is right above or below \(other.text)")
                }
            }
        }
        // Larger places first: no smaller place is named while a larger one that fits is not.
        #expect(plan.labels.map(\.place.population) == plan.labels.map(\.place.population).sorted(by: >))
        #expect(laidOut(pins, on: frame, centre: nil).labels.isEmpty, "no gazetteer, no names")
    }

    @Test("names are drawn only when every character takes one cell, and not when too long")
    func labelText() {
        #expect(MapGrid.labelText("São Paulo") == "São Paulo")
        #expect(MapGrid.labelText("Москва") == "Москва")
        #expect(MapGrid.labelText("東京") == nil)
        #expect(MapGrid.labelText("Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch") == nil)
        #expect(MapGrid.labelText("Cafe\u{301}") == nil, "a combining mark would share a cell")
        #expect(MapGrid.labelText("") == nil)
    }
}
