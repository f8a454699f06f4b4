/// An RFC 5870 `geo:` URI, as Android apps share a place: `geo:52.35,4.83`, with an optional altitude and
/// parameters, and the query Android adds, `geo:0,0?q=34.99,-106.61(Treasure)`, whose point is the query's (the
/// `0,0` only says "no point of its own") and whose label, in brackets, is the place's name.
///
/// A query with words and no point (`geo:0,0?q=Dam+Square`) asks a map to search: it has no coordinates.
public struct GeoURI: Hashable, Sendable {
    /// Where the URI points; `nil` for a search without a point.
    public let coordinate: Coordinate?
    /// The label of the query's point (`(Treasure)`), decoded; `nil` without one.
    public let label: String?
    /// The words a point-less URI searches for (`geo:0,0?q=Dam+Square`); `nil` otherwise.
    public let search: String?

    /// Reads a `geo:` URI.
    ///
    /// - Parameter text: The URI, `geo:` included.
    /// - Throws: ``CoordinateTextError`` for a point that is not two or three plain numbers, or out of range.
    public static func read(_ text: String) throws(CoordinateTextError) -> GeoURI {
        let body = text.trimmingWhitespace().dropFirst(4)
        let pointText = body.prefix { $0 != ";" && $0 != "?" && $0 != "#" }
        let parts = pointText.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { throw .missingLongitude }
        guard parts.count <= 3 else { throw .tooManyValues }
        func number(_ part: Substring) throws(CoordinateTextError) -> Double {
            guard let value = DecimalNotation.parseStrict(part) else { throw .notANumber(String(part)) }
            return value
        }
        if parts.count == 3 { _ = try number(parts[2]) }
        let point = try CoordinateTextParser.make(latitude: number(parts[0]), longitude: number(parts[1]))
        guard let question = body.firstIndex(of: "?") else { return GeoURI(coordinate: point, label: nil, search: nil) }
        let query = body[body.index(after: question)...].prefix { $0 != "#" }
        let parameters = query.split(separator: "&")
        guard let q = parameters.first(where: { $0.lowercased().hasPrefix("q=") }),
              let asked = Self.formDecoded(q.dropFirst(2)).flatMap(Location.normalizedName)
        else { return GeoURI(coordinate: point, label: nil, search: nil) }
        // `34.99,-106.61(Treasure)`: a point, and its label in brackets.
        var pointPart = asked
        var label: String?
        if asked.hasSuffix(")"), let open = asked.lastIndex(of: "(") {
            pointPart = String(asked[..<open]).trimmingWhitespace()
            label = Location.normalizedName(String(asked[asked.index(after: open)..<asked.index(before: asked.endIndex)]))
        }
        if let asked = try? CoordinateTextParser.pair(pointPart, separator: ",") {
            return GeoURI(coordinate: asked, label: label, search: nil)
        }
        // Words near a real point are a search around it: the point is the place. At 0,0 they are all there is.
        if point.latitude == 0, point.longitude == 0 { return GeoURI(coordinate: nil, label: nil, search: asked) }
        return GeoURI(coordinate: point, label: nil, search: nil)
    }

    /// A query value as browsers and apps write one: `+` is a space, then `%XX` escapes; `nil` when they are broken.
    static func formDecoded(_ raw: some StringProtocol) -> String? {
        PercentEncoding.decode(String(raw).replacing("+", with: " "))
    }
}
