/// Reads coordinates in the forms people type and paste, and refuses anything it would have to guess.
///
/// Accepted, with any white space around the parts:
/// - decimal pairs: `52.35 4.83`, `52.35, 4.83`, `52.35;4.83`, `52.35 / 4.83`, and with decimal commas `52,35 4,83`;
///   a sign may stand apart from its number where a value starts (`- 33.86, 151.2`);
/// - hemisphere letters or words before or after each value: `52.35N 4.83E`, `N 52.35, E 4.83`, `33.9S 18.4E`,
///   `52.35 north 4.83 east`, in Dutch `52,35 noord 4,83 oost` or `52,35° NB, 4,83° OL`;
/// - degrees, minutes and seconds with `°` `'` `"` (also `′` `″` `‘` `’` `“` `”` `ʹ` `ʺ` and `''`), with `d` or `deg`
///   and `m` `s`, or with colons: `52°21'17"N 4°50'02"E`, `52d21m17sN 4d50m2sE`, `52:21:17N 4:50:02E`; the degree
///   mark may be left out before marked minutes (`51 19m 12.9s N, 0 1m 24.95s E`, as geopy writes them); with
///   spaces only when a hemisphere letter marks each value: `52 21 17 N 4 50 2 E`;
/// - RFC 5870 URIs: `geo:52.35,4.83`, with an optional altitude and parameters after `;` or `?` ignored, except
///   Android's query, whose point it is (`geo:0,0?q=34.99,-106.61(Treasure)`, see ``GeoURI``); an altitude
///   with its unit after the pair is ignored too (`41.5, 81.0, 2.5km`).
///
/// Without hemisphere letters the latitude comes first. With them, N/S marks the latitude and E/W the
/// longitude, in either order. Refused with a reason: a lone `52,4` (decimal comma or separator?), one value on its
/// own (`23 25 N` is the latitude 23°25'N, not a pair), a sign together with a hemisphere letter, minutes or seconds
/// of 60 or more, values out of range, anything left over, and text that can be read as more than one valid
/// coordinate. Degrees, minutes and seconds keep the precision they were written with: `34°59'15"N` is 34.9875, not
/// 34.987500000000004.
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
            let uri = try GeoURI.read(trimmed)
            // `geo:0,0?q=Dam+Square` asks a map to search: it has no coordinates to give.
            guard let coordinate = uri.coordinate else { throw .unexpectedText(uri.search ?? trimmed) }
            return coordinate
        }
        let body = withoutAltitude(trimmed)
        return try unique(AngleScanner.readings(in: body), text: body, pair)
    }

    /// The text without a last value that is an altitude with its unit (`41.5, 81.0, 2.5km`, as geopy writes a point
    /// that has one), which no map needs: it is left out, as a `geo:` URI's is.
    private static func withoutAltitude(_ text: String) -> String {
        guard let separator = text.lastIndex(where: { ",;/".contains($0) }) else { return text }
        let last = String(text[text.index(after: separator)...]).trimmingWhitespace()
        let unit = String(last.reversed().prefix(while: \.isLetter).reversed())
        guard ["km", "m", "mi", "ft", "nm", "nmi"].contains(unit.lowercased()),
              DecimalNotation.parseStrict(String(last.dropLast(unit.count)).trimmingWhitespace()) != nil
        else { return text }
        return String(text[..<separator]).trimmingWhitespace()
    }

    private static func pair(_ angles: [Angle]) throws(CoordinateTextError) -> Coordinate {
        switch angles.count {
        case 0: throw .empty
        case 1:
            guard let axis = angles[0].axis else { throw .missingLongitude }
            throw .loneHalf(angles[0].text, isLatitude: axis == .latitude)
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

    /// The one answer the readings of `text` agree on.
    ///
    /// - Throws: ``CoordinateTextError/ambiguousGrouping(_:)`` when readings give different answers;
    ///   ``CoordinateTextError/loneHalf(_:isLatitude:)`` when a reading is one value with its hemisphere letter,
    ///   which is what `23 25 N` means, however the numbers could also be paired; when none gives an answer, the
    ///   plain reading's error, unless it only counted too many values and a grouped reading found something more
    ///   specific (minutes of 60 or more, say).
    private static func unique<T: Equatable>(
        _ readings: [AngleScanner.Reading],
        text: String,
        _ answer: ([Angle]) throws(CoordinateTextError) -> T
    ) throws(CoordinateTextError) -> T {
        var answers: [T] = []
        var errors: [CoordinateTextError] = []
        for reading in readings {
            do {
                let value = try answer(reading.get())
                if !answers.contains(value) { answers.append(value) }
            } catch {
                errors.append(error)
            }
        }
        if let lone = errors.first(where: { if case .loneHalf = $0 { true } else { false } }) { throw lone }
        if answers.count == 1 { return answers[0] }
        if answers.count > 1 { throw .ambiguousGrouping(text) }
        guard let plain = errors.first else { throw .empty }
        if plain == .tooManyValues, let specific = errors.dropFirst().first(where: { $0 != .tooManyValues }) {
            throw specific
        }
        throw plain
    }

    /// Parses one value for a latitude field: a decimal (point or comma), or degrees-minutes-seconds, with an
    /// optional N or S. Degrees, minutes and seconds may be written with spaces (`52 21 17`, `-45 12`): in a field
    /// that holds one value, numbers are never a pair.
    public static func latitude(from text: String) throws(CoordinateTextError) -> Double {
        let value = try single(text, latitude: true)
        guard Coordinate.latitudeRange.contains(value) else { throw .latitudeOutOfRange(value) }
        return value + 0
    }

    /// Parses one value for a longitude field: a decimal (point or comma), or degrees-minutes-seconds, with an
    /// optional E or W; written with spaces too (`4 50 2`), as for ``latitude(from:)``.
    public static func longitude(from text: String) throws(CoordinateTextError) -> Double {
        let value = try single(text, latitude: false)
        guard Coordinate.longitudeRange.contains(value) else { throw .longitudeOutOfRange(value) }
        return value + 0
    }

    private static func single(_ text: String, latitude: Bool) throws(CoordinateTextError) -> Double {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .empty }
        let readings = try AngleScanner.readings(in: trimmed, oneValue: true)
        return try unique(readings, text: trimmed) { angles throws(CoordinateTextError) in
            guard angles.count == 1 else { throw angles.isEmpty ? .empty : .tooManyValues }
            let angle = angles[0]
            switch (angle.axis, latitude) {
            case (.longitude, true): throw .wrongHemisphere(angle.hemisphere ?? "E", forLatitude: true)
            case (.latitude, false): throw .wrongHemisphere(angle.hemisphere ?? "N", forLatitude: false)
            default: return angle.value
            }
        }
    }

    /// Two values separated by `separator`, as a map link writes them (`52.37,4.89`, Bing's `52.37~4.89`): the
    /// latitude first, each read as a field of its own is (``latitude(from:)``, ``longitude(from:)``).
    ///
    /// - Parameters:
    ///   - text: The two values.
    ///   - separator: What stands between them.
    /// - Throws: ``CoordinateTextError/missingLongitude`` or ``CoordinateTextError/tooManyValues`` for another
    ///   number of values, or why a value is not a latitude or a longitude.
    public static func pair(_ text: String, separator: Character) throws(CoordinateTextError) -> Coordinate {
        let halves = text.split(separator: separator, omittingEmptySubsequences: false)
        if text.trimmingWhitespace().isEmpty { throw .empty }
        guard halves.count >= 2 else { throw .missingLongitude }
        guard halves.count == 2 else { throw .tooManyValues }
        return try make(latitude: latitude(from: String(halves[0])), longitude: longitude(from: String(halves[1])))
    }

    static func make(latitude: Double, longitude: Double) throws(CoordinateTextError) -> Coordinate {
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
