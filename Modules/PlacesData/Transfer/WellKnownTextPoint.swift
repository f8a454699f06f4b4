import PlacesDomain

/// A point in Well-Known Text, as spreadsheets exported from Google My Maps and GIS tools hold it:
/// `POINT (4.8339 52.3547)`, longitude first, optionally `POINT Z (lon lat alt)`.
enum WellKnownTextPoint {
    /// Why the text is not one point.
    struct Failure: Error {
        let reason: ImportSkipReason
    }

    /// The latitude and longitude of `text`.
    static func parse(_ text: String) -> Result<PointValues, Failure> {
        let trimmed = Location.normalizedName(text) ?? ""
        guard !trimmed.isEmpty else { return .failure(Failure(reason: .noCoordinates)) }
        let keyword = trimmed.prefix { $0.isLetter }
        guard keyword.uppercased() == "POINT" else {
            return .failure(Failure(reason: keyword.isEmpty ? .coordinate(.unexpectedText(trimmed)) : .notAPoint(geometry: String(keyword))))
        }
        var rest = trimmed.dropFirst(keyword.count).drop { $0 == " " }
        for dimension in ["ZM", "Z", "M"] where rest.uppercased().hasPrefix(dimension) {
            rest = rest.dropFirst(dimension.count).drop { $0 == " " }
            break
        }
        if rest.uppercased() == "EMPTY" { return .failure(Failure(reason: .noCoordinates)) }
        guard rest.first == "(", rest.last == ")" else { return .failure(Failure(reason: .coordinate(.unexpectedText(trimmed)))) }
        let numbers = rest.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
        guard numbers.count >= 2 else { return .failure(Failure(reason: .coordinate(.missingLongitude))) }
        guard numbers.count <= 4 else { return .failure(Failure(reason: .coordinate(.tooManyValues))) }
        var values: [Double] = []
        for number in numbers {
            guard let value = TransferNumber.parse(number) else { return .failure(Failure(reason: .coordinate(.notANumber(String(number))))) }
            values.append(value)
        }
        return .success(PointValues(latitude: values[1], longitude: values[0]))
    }
}
