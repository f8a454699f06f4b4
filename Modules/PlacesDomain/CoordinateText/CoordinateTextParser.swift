/// Reads coordinates in the forms people type and paste, and refuses anything it would have to guess.
///
/// Accepted, with any white space around the parts:
/// - decimal pairs: `52.35 4.83`, `52.35, 4.83`, `52.35,4.83`, and with decimal commas `52,35 4,83`;
/// - hemisphere letters before or after each value: `52.35N 4.83E`, `N 52.35, E 4.83`, `33.9S 18.4E`;
/// - degrees, minutes and seconds with `°` `'` `"` (also `′` `″` `’` `”` and `''`) or `d` `m` `s`:
///   `52°21'17"N 4°50'02"E`, `52d21m17sN 4d50m2sE`;
/// - RFC 5870 URIs: `geo:52.35,4.83`, with an optional altitude and parameters after `;` or `?` ignored.
///
/// Without hemisphere letters the latitude comes first. With them, N/S marks the latitude and E/W the
/// longitude, in either order. Refused with a reason: a lone `52,4` (decimal comma or separator?), a sign together
/// with a hemisphere letter, minutes or seconds of 60 or more, values out of range, and anything left over.
public enum CoordinateTextParser {
    /// Parses a latitude and a longitude.
    ///
    /// - Parameter text: The pasted or typed text.
    /// - Returns: The coordinate.
    /// - Throws: ``CoordinateTextError`` with the first problem found.
    public static func coordinate(from text: String) throws(CoordinateTextError) -> Coordinate {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .empty }
        if trimmed.count > 4, trimmed.prefix(4).lowercased() == "geo:" {
            return try geoURI(String(trimmed.dropFirst(4)))
        }
        let angles = try AngleScanner.angles(in: trimmed)
        switch angles.count {
        case 0: throw .empty
        case 1: throw .missingLongitude
        case 2: break
        default: throw .tooManyValues
        }
        var latitude = angles[0]
        var longitude = angles[1]
        switch (angles[0].axis, angles[1].axis) {
        case (.latitude, .latitude), (.longitude, .longitude):
            throw .sameAxisTwice
        case (.longitude, _), (_, .latitude):
            swap(&latitude, &longitude)
        default:
            break
        }
        return try make(latitude: latitude.value, longitude: longitude.value)
    }

    /// Parses one value for a latitude field: a decimal (point or comma), or degrees-minutes-seconds, with an
    /// optional N or S.
    public static func latitude(from text: String) throws(CoordinateTextError) -> Double {
        let value = try single(text, latitude: true)
        guard Coordinate.latitudeRange.contains(value) else { throw .latitudeOutOfRange(value) }
        return value + 0
    }

    /// Parses one value for a longitude field: a decimal (point or comma), or degrees-minutes-seconds, with an
    /// optional E or W.
    public static func longitude(from text: String) throws(CoordinateTextError) -> Double {
        let value = try single(text, latitude: false)
        guard Coordinate.longitudeRange.contains(value) else { throw .longitudeOutOfRange(value) }
        return value + 0
    }

    private static func single(_ text: String, latitude: Bool) throws(CoordinateTextError) -> Double {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .empty }
        let angles = try AngleScanner.angles(in: trimmed, decimalCommaAllowed: true)
        guard angles.count == 1 else { throw angles.isEmpty ? .empty : .tooManyValues }
        let angle = angles[0]
        switch (angle.axis, latitude) {
        case (.longitude, true): throw .wrongHemisphere(angle.hemisphere ?? "E", forLatitude: true)
        case (.latitude, false): throw .wrongHemisphere(angle.hemisphere ?? "N", forLatitude: false)
        default: return angle.value
        }
    }

    private static func geoURI(_ body: String) throws(CoordinateTextError) -> Coordinate {
        let coordinates = body.prefix { $0 != ";" && $0 != "?" }
        let parts = coordinates.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { throw .missingLongitude }
        guard parts.count <= 3 else { throw .tooManyValues }
        func number(_ part: Substring) throws(CoordinateTextError) -> Double {
            guard let value = DecimalNotation.parseStrict(part) else { throw .notANumber(String(part)) }
            return value
        }
        if parts.count == 3 { _ = try number(parts[2]) }
        return try make(latitude: number(parts[0]), longitude: number(parts[1]))
    }

    private static func make(latitude: Double, longitude: Double) throws(CoordinateTextError) -> Coordinate {
        do {
            return try Coordinate(latitude: latitude, longitude: longitude)
        } catch {
            switch error {
            case .latitudeOutOfRange(let value): throw .latitudeOutOfRange(value)
            case .longitudeOutOfRange(let value): throw .longitudeOutOfRange(value)
            }
        }
    }
}
