extension ComposeMap {
    /// How many cells of map there are for each name drawn at most: names make a region recognisable without
    /// colour, but a map covered in words shows no land.
    static let cellsPerLabel = 180
    /// The longest name drawn, in characters.
    static let longestLabel = 20
    /// How many of the largest places in the area are tried.
    static let labelCandidates = 300

    /// The names of the largest places on `frame` that fit: each a dot in the cell holding the place and the name
    /// beside it (right, else left), one free cell from any mark, dot or name on its row, and no name straight
    /// above or below another, so that the land between them still shows.
    func labels(on frame: MapFrame, avoiding marks: [(column: Int, row: Int)]) -> [MapLabel] {
        guard let gazetteer else { return [] }
        let budget = max(2, frame.columns * frame.rows / Self.cellsPerLabel)
        let candidates: [GazetteerPlace]
        switch frame.projection {
        case .world:
            // Every place is within half the Earth's circumference of any point.
            guard let anywhere = try? Coordinate(latitude: 0, longitude: 0) else { return [] }
            candidates = gazetteer.largestPlaces(within: .infinity, of: anywhere, limit: Self.labelCandidates)
        case .local(let centre, let metresPerDot):
            // The circle through the frame's corners.
            let halfWidth = Double(frame.widthDots) * metresPerDot / 2
            let halfHeight = Double(frame.heightDots) * metresPerDot / 2
            let radius = (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot()
            candidates = gazetteer.largestPlaces(within: radius, of: centre, limit: Self.labelCandidates)
        }
        var taken = [Bool](repeating: false, count: frame.columns * frame.rows)
        var named = taken
        func isFree(_ columns: Range<Int>, row: Int) -> Bool {
            // One cell of margin on the row; the rows above and below free of names.
            let margin = max(0, columns.lowerBound - 1)..<min(frame.columns, columns.upperBound + 1)
            guard columns.lowerBound >= 0, columns.upperBound <= frame.columns else { return false }
            for column in margin where taken[row * frame.columns + column] { return false }
            for other in [row - 1, row + 1] where (0..<frame.rows).contains(other) {
                for column in columns where named[other * frame.columns + column] { return false }
            }
            return true
        }
        for mark in marks { taken[mark.row * frame.columns + mark.column] = true }
        var labels: [MapLabel] = []
        for place in candidates where labels.count < budget {
            guard let text = Self.labelText(place.name), let (column, row) = frame.cell(for: place.coordinate) else { continue }
            let right = MapLabel(place: place, text: text, row: row, column: column, leftOfDot: false)
            let left = MapLabel(place: place, text: text, row: row, column: column, leftOfDot: true)
            guard let label = [right, left].first(where: { isFree($0.columns, row: row) }) else { continue }
            for column in label.columns {
                taken[row * frame.columns + column] = true
                named[row * frame.columns + column] = true
            }
            labels.append(label)
        }
        return labels
    }

    /// The name as a label, when every character of it takes exactly one cell of a terminal: letters of the Latin,
    /// Greek and Cyrillic scripts, precomposed, and the usual punctuation. Other scripts are left out rather than
    /// drawn across cells that belong to the map; so are names longer than ``longestLabel``.
    static func labelText(_ name: String) -> String? {
        guard !name.isEmpty, name.count <= longestLabel else { return nil }
        let drawable = name.unicodeScalars.allSatisfy { scalar in
            (0x20...0x7E).contains(scalar.value) || ((0xC0...0x52F).contains(scalar.value) && !(0x300...0x36F).contains(scalar.value))
        }
        return drawable && name.unicodeScalars.count == name.count ? name : nil
    }
}
