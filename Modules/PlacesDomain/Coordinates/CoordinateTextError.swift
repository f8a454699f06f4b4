/// Why typed or pasted text is not a coordinate. Each case carries what a message needs; nothing is guessed.
public enum CoordinateTextError: Error, Hashable, Sendable {
    /// Nothing was given.
    case empty
    /// A part that should be a number is not one.
    case notANumber(String)
    /// Text that is neither a number, a unit (° ' ") nor a hemisphere letter.
    case unexpectedText(String)
    /// One value was found where a latitude and a longitude are needed.
    case missingLongitude
    /// One value with its hemisphere letter was found where a latitude and a longitude are needed: `23 25 N` is
    /// 23°25'N, a latitude on its own, not 25° N with 23° E. The value in symbols, and whether it is a latitude.
    case loneHalf(String, isLatitude: Bool)
    /// More than two values were found.
    case tooManyValues
    /// A comma could be a decimal comma or a separator (`52,4`).
    case ambiguousComma(String)
    /// Numbers separated by spaces can be grouped into degrees, minutes and seconds in more than one valid way
    /// (`52 21 N 4 50 E 30`); the text as given.
    case ambiguousGrouping(String)
    /// In a name followed by coordinates, a word could belong to either (`Q 52.35 4.83 4.83`); the word, and the
    /// name it would end.
    case ambiguousName(word: String, name: String)
    /// In a name followed by coordinates, whole numbers could end the name or be degrees, minutes and seconds
    /// written with spaces (`Test 40 26 46 79 58 56`); the numbers, and the name they would end.
    case ambiguousNameNumbers(numbers: String, name: String)
    /// Both values name the same axis (two of N/S, or two of E/W).
    case sameAxisTwice
    /// A hemisphere letter that does not fit the field (E or W for a latitude, N or S for a longitude).
    case wrongHemisphere(Character, forLatitude: Bool)
    /// A minus sign and a hemisphere letter on the same value.
    case signAndHemisphere(String)
    /// Minutes or seconds of 60 or more.
    case minutesOrSecondsOutOfRange(String)
    /// Degrees or minutes with a fraction followed by smaller units (`52.5°30'`).
    case fractionBeforeSmallerUnit(String)
    /// A mark with no number of its own (`°52`, `52°°`); the text as given.
    case unitsOutOfOrder(String)
    /// A number inside a value without its mark (`52°21 4°`, `52°21'30`); the value.
    case missingMark(String)
    /// Minutes or seconds without degrees before them (`30'N`); the value.
    case missingDegrees(String)
    /// The latitude is outside -90...90.
    case latitudeOutOfRange(Double)
    /// The longitude is outside -180...180.
    case longitudeOutOfRange(Double)
    /// The words before the coordinates are only a number, which elsewhere means a location of the list.
    case numberAsName(String)
}
