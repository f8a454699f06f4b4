public import PlacesDomain

/// One cell of a map: its land dots, or what is written over them, and what it is, so a front end can draw and
/// colour it.
public struct MapCell: Hashable, Sendable {
    /// What the cell is.
    public enum Kind: Hashable, Sendable {
        /// Only water.
        case water
        /// Only land.
        case land
        /// Both: a coast.
        case coast
        /// A character of a pin's number.
        case pin
        /// A character of a cluster's mark: several pins too close together to draw apart at this scale.
        case cluster
        /// A place's name, or the dot beside it.
        case label
        /// The place the map is centred on, when it is no pin of its own.
        case centre
        /// Land under a street layer: bare, so that the lines on it show.
        case ground
        /// A park under a street layer: a light stipple.
        case park
        /// A street of a neighbourhood: a line one dot wide.
        case minorRoad
        /// A major road: a line two dots wide.
        case majorRoad
        /// A railway: a dashed line.
        case railway
        /// A river, a canal or a coast: a dotted line.
        case waterLine
        /// A letter of a street's name.
        case streetName
    }

    /// Which of the cell's 2 × 4 dots are land (under a street layer: the dots of its lines, or its area's texture —
    /// water's wave, a park's stipple), one bit each: bits 0–2 the left column's upper three dots, bits 3–5
    /// the right column's, bits 6 and 7 the bottom row's left and right (the order in which braille numbers its eight
    /// dots, so a front end that draws braille shows U+2800 + the mask). 0 where ``symbol`` is written.
    public let landDots: UInt8
    /// What is written in the cell instead of its dots: a character of a pin's or a cluster's number, the centre's
    /// mark, a letter of a place's name or the dot beside it; `nil` where the cell shows land and water.
    public let symbol: Character?
    /// What it is.
    public let kind: Kind

    /// A cell of land and water.
    init(landDots: UInt8, kind: Kind) {
        self.landDots = landDots
        symbol = nil
        self.kind = kind
    }

    /// A cell with `symbol` written in it.
    init(symbol: Character, kind: Kind) {
        landDots = 0
        self.symbol = symbol
        self.kind = kind
    }
}

/// A map ready to show: a title, the picture as rows of cells, a scale bar for regional maps, the key to the pins,
/// and the same map as sentences for screen readers.
public struct MapPicture: Equatable, Sendable {
    /// "World map of 4 places", "Map 5,000 km across, around Amsterdam". Not escaped.
    public let title: String
    /// The picture, north up, row by row.
    public let cells: [[MapCell]]
    /// "├────┤ 500 km" under a regional map; `nil` for the world map.
    public let scaleBar: String?
    /// The key to the marks on the map: "1 #1 Amsterdam", one entry per pin drawn with its number, one per cluster,
    /// and the centre mark. Not escaped.
    public let key: [String]
    /// The entries of ``key`` for the marks that are no single pin — the centre first, then the clusters — which a
    /// front end that lists the pins beside the map still has to explain. Not escaped.
    public let marksKey: [String]
    /// Where the picture's streets come from ("© OpenStreetMap contributors"), or that there are none to show
    /// because the server could not be reached and none were saved; `nil` when the map has no street layer. Also the
    /// last entry of ``key``. Not escaped.
    public let credit: String?
    /// What the picture cannot show: pins off the map, pins drawn aside, more pins than symbols. Not escaped.
    public let notes: [String]
    /// The map in words: which places lie in which direction and how far. Not escaped.
    public let sentences: [String]
    /// Where each pin's mark is drawn, for a front end that highlights one or finds the pin under a click.
    public let marks: [MapMark]

    /// The mark drawn for `reference`, when it is on the map.
    public func mark(for reference: MapPin.Reference) -> MapMark? {
        marks.first { $0.pins.contains(reference) }
    }

    /// The mark drawn over the cell at `column` and `row`, if any.
    public func mark(atColumn column: Int, row: Int) -> MapMark? {
        marks.first { $0.row == row && $0.columns.contains(column) }
    }
}
