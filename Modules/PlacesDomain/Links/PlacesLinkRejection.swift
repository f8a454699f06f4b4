/// Why a link is not a valid request for the Places tab. Each case carries what a message needs to say.
public enum PlacesLinkRejection: Error, Hashable, Sendable {
    /// The text is empty or is not a URL at all.
    case notALink
    /// The scheme is neither `wikipedia` nor `wikipedia-official` (nor a Wikipedia web page).
    case unsupportedScheme(String)
    /// The host is not `places`.
    case wrongHost(String)
    /// Something follows the host other than an optional `/`.
    case unexpectedPath(String)
    /// A web address that is not Wikipedia's Special:Nearby page with coordinates.
    case notAPlacesPage(String)
    /// A parameter's `%` escapes are broken or do not decode to UTF-8 text.
    case malformedEncoding(parameter: String)
    /// A parameter appears twice, or two parameters say the same thing (`name` and `title`).
    case duplicateParameter(String)
    /// Coordinates are given both as separate values and as a pair.
    case conflictingCoordinates
    /// A parameter that needs a value has an empty one.
    case emptyValue(parameter: String)
    /// A coordinate is not a plain decimal number (sign, digits, optional fraction).
    case malformedNumber(parameter: String, value: String)
    /// A pair parameter is not two numbers separated by one comma.
    case malformedPair(parameter: String, value: String)
    /// The latitude is outside -90...90.
    case latitudeOutOfRange(String)
    /// The longitude is outside -180...180.
    case longitudeOutOfRange(String)
    /// A longitude is given without a latitude.
    case missingLatitude
    /// A latitude is given without a longitude.
    case missingLongitude
    /// `WMFArticleURL` is not the address of a Wikipedia article.
    case invalidArticleURL(String)
    /// The link carries neither coordinates nor an article.
    case nothingToShow
    /// The Wikipedia app opens nothing for this link: neither a place, an article, a search nor one of its screens.
    /// The link as given.
    case unknownAppLink(String)
}
