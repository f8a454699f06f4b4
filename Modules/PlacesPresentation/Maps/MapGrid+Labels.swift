import PlacesDomain

extension MapGrid {
    /// How many cells of map there are for each name drawn at most: names make a region recognisable without
    /// colour, but a map covered in words shows no land.
    static let cellsPerLabel = 180
    /// The longest name drawn, in characters.
    static let longestLabel = 20

    /// The names of `candidates`, largest first, that fit: each a dot in the cell holding the place and the name
    /// beside it (right, else left), one free cell from any mark, dot or name on its row, and no name straight
    /// above or below another, so that the land between them still shows.
    func labels(of candidates: [GazetteerPlace], avoiding marks: [(column: Int, row: Int)]) -> [MapLabel] {
        let budget = max(2, columns * rows / Self.cellsPerLabel)
        var taken = [Bool](repeating: false, count: columns * rows)
        var named = taken
        func isFree(_ span: Range<Int>, row: Int) -> Bool {
            // One cell of margin on the row; the rows above and below free of names.
            let margin = max(0, span.lowerBound - 1)..<min(columns, span.upperBound + 1)
            guard span.lowerBound >= 0, span.upperBound <= columns else { return false }
            for column in margin where taken[row * columns + column] { return false }
            for other in [row - 1, row + 1] where (0..<rows).contains(other) {
                for column in span where named[other * columns + column] { return false }
            }
            return true
        }
        for mark in marks { taken[mark.row * columns + mark.column] = true }
        var labels: [MapLabel] = []
        for place in candidates where labels.count < budget {
            guard let text = Self.labelText(place.name), let (column, row) = cell(for: place.coordinate) else { continue }
            let right = MapLabel(place: place, text: text, row: row, column: column, leftOfDot: false)
            let left = MapLabel(place: place, text: text, row: row, column: column, leftOfDot: true)
            guard let label = [right, left].first(where: { isFree($0.columns, row: row) }) else { continue }
            for column in label.columns {
                taken[row * columns + column] = true
                named[row * columns + column] = true
            }
            labels.append(label)
        }
        return labels
    }

    /// The name as a label, when every character of it takes exactly one cell of the grid: letters of the Latin,
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
