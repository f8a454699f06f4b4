#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PlacesDomain

/// Turns the typed failures and reasons of the inner layers into sentences that say what happened and what to do.
///
/// Never a raw error dump: every case of every failure has its own sentence in every language.
public struct MessageFormatter: Sendable {
    private let localizer: Localizer

    /// A formatter for `language`.
    public init(language: Language) {
        localizer = Localizer(language: language)
    }

    /// Why the feed could not be loaded from `source`.
    public func feedFailure(_ failure: FeedFailure, source: String) -> String {
        switch failure {
        case .unreachable(let host): localizer(PresentationText.feedUnreachable, host)
        case .timedOut(let seconds): localizer(PresentationText.feedTimedOut, source, String(seconds))
        case .httpStatus(let status): localizer(PresentationText.feedStatus, source, String(status))
        case .tooLarge(let limit): localizer(PresentationText.feedTooLarge, source, String(limit >> 20))
        case .invalidJSON(let offset): localizer(PresentationText.feedInvalidJSON, source, String(offset))
        case .notAFeed: localizer(PresentationText.feedNotAFeed, source)
        case .tooManyRedirects: localizer(PresentationText.feedRedirects, source)
        case .notHTTP: localizer(PresentationText.feedNotHTTP, source)
        case .fileNotFound(let path): localizer(PresentationText.feedFileNotFound, path)
        case .fileUnreadable(let path, let detail): localizer(PresentationText.feedFileUnreadable, path, detail)
        case .unsupportedSource(let text): localizer(PresentationText.feedUnsupportedSource, text)
        case .transfer(let detail): localizer(PresentationText.feedTransfer, source, detail)
        case .cancelled: localizer(PresentationText.feedCancelled)
        }
    }

    /// Why the user's own locations could not be read or saved.
    public func storeFailure(_ failure: CustomStoreFailure) -> String {
        switch failure {
        case .noDataFolder: localizer(PresentationText.storeNoFolder)
        case .inaccessible(let path, let detail): localizer(PresentationText.storeInaccessible, path, detail)
        case .notFound: localizer(PresentationText.storeNotFound)
        }
    }

    /// Why text is not a coordinate.
    public func coordinateText(_ error: CoordinateTextError) -> String {
        switch error {
        case .empty: localizer(PresentationText.textEmpty)
        case .notANumber(let text): localizer(PresentationText.textNotANumber, text)
        case .unexpectedText(let text): localizer(PresentationText.textUnexpected, text)
        case .missingLongitude: localizer(PresentationText.textMissingLongitude)
        case .tooManyValues: localizer(PresentationText.textTooMany)
        case .ambiguousComma(let text): localizer(PresentationText.textAmbiguousComma, text)
        case .sameAxisTwice: localizer(PresentationText.textSameAxis)
        case .wrongHemisphere(let letter, let forLatitude):
            localizer(forLatitude ? PresentationText.textWrongHemisphereLatitude : .textWrongHemisphereLongitude, String(letter))
        case .signAndHemisphere(let text): localizer(PresentationText.textSignAndHemisphere, text)
        case .minutesOrSecondsOutOfRange(let text): localizer(PresentationText.textMinutesOrSeconds, text)
        case .fractionBeforeSmallerUnit(let text): localizer(PresentationText.textFraction, text)
        case .unitsOutOfOrder(let text): localizer(PresentationText.textUnitsOrder, text)
        case .latitudeOutOfRange(let value): localizer(PresentationText.textLatitudeRange, DecimalNotation.string(value))
        case .longitudeOutOfRange(let value): localizer(PresentationText.textLongitudeRange, DecimalNotation.string(value))
        }
    }

    /// Why a link is not a valid Places request.
    public func linkRejection(_ rejection: PlacesLinkRejection) -> String {
        switch rejection {
        case .notALink: localizer(PresentationText.linkNotALink)
        case .unsupportedScheme(let scheme): localizer(PresentationText.linkUnsupportedScheme, scheme)
        case .wrongHost(let host): localizer(PresentationText.linkWrongHost, host)
        case .unexpectedPath(let path): localizer(PresentationText.linkUnexpectedPath, path)
        case .notAPlacesPage(let address): localizer(PresentationText.linkNotAPlacesPage, address)
        case .malformedEncoding(let parameter): localizer(PresentationText.linkMalformedEncoding, parameter)
        case .duplicateParameter(let parameter): localizer(PresentationText.linkDuplicate, parameter)
        case .conflictingCoordinates: localizer(PresentationText.linkConflicting)
        case .emptyValue(let parameter): localizer(PresentationText.linkEmptyValue, parameter)
        case .malformedNumber(let parameter, let value): localizer(PresentationText.linkMalformedNumber, parameter, value)
        case .malformedPair(let parameter, let value): localizer(PresentationText.linkMalformedPair, parameter, value)
        case .latitudeOutOfRange(let text): localizer(PresentationText.linkLatitudeRange, text)
        case .longitudeOutOfRange(let text): localizer(PresentationText.linkLongitudeRange, text)
        case .missingLatitude: localizer(PresentationText.linkMissingLatitude)
        case .missingLongitude: localizer(PresentationText.linkMissingLongitude)
        case .invalidArticleURL(let text): localizer(PresentationText.linkInvalidArticle, text)
        case .nothingToShow: localizer(PresentationText.linkNothingToShow)
        }
    }

    /// What the Places tab would show for a valid link: "Places tab at 52.3547° N, 4.8339° E, labelled Amsterdam".
    public func request(_ request: PlacesLinkRequest) -> String {
        let coordinates = CoordinateFormatter(language: localizer.language)
        switch (request.coordinate, request.label, request.article) {
        case (let coordinate?, let label?, let article?) where label != article.title || request.name != nil:
            return localizer(PresentationText.placesAtArticleLabelled, coordinates.string(for: coordinate), label, article.title)
        case (let coordinate?, let label?, _):
            return localizer(PresentationText.placesAtLabelled, coordinates.string(for: coordinate), label)
        case (let coordinate?, nil, _):
            return localizer(PresentationText.placesAt, coordinates.string(for: coordinate))
        case (nil, _, let article?):
            return localizer(PresentationText.placesAtArticle, article.title)
        case (nil, _, nil):
            return localizer(PresentationText.linkNothingToShow)
        }
    }

    /// How long ago `date` was, seen from `now`: "just now", "3 hours ago", "2 days ago".
    public func age(of date: Date, now: Date) -> String {
        let seconds = max(0, now.timeIntervalSince(date))
        let minutes = Int(seconds / 60)
        let hours = minutes / 60
        let days = hours / 24
        switch (days, hours, minutes) {
        case (0, 0, 0): return localizer(PresentationText.ageJustNow)
        case (0, 0, 1): return localizer(PresentationText.ageMinute)
        case (0, 0, _): return localizer(PresentationText.ageMinutes, String(minutes))
        case (0, 1, _): return localizer(PresentationText.ageHour)
        case (0, _, _): return localizer(PresentationText.ageHours, String(hours))
        case (1, _, _): return localizer(PresentationText.ageDay)
        default: return localizer(PresentationText.ageDays, String(days))
        }
    }
}
