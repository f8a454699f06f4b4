#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PlacesDomain

/// Turns the typed failures and reasons of the inner layers into sentences that say what happened and what to do.
///
/// Never a raw error dump: every case of every failure has its own sentence in every language, so a Dutch session
/// shows Dutch whatever failed. Sentences about links are in `MessageFormatter+Links.swift`, those about the
/// operating system in `MessageFormatter+System.swift`.
public struct MessageFormatter: Sendable {
    let localizer: Localizer

    /// A formatter for `language`.
    ///
    /// - Parameter language: The language every sentence is written in.
    public init(language: Language) {
        localizer = Localizer(language: language)
    }

    /// Why the feed could not be loaded from `source`.
    ///
    /// - Parameters:
    ///   - failure: What went wrong.
    ///   - source: The feed's URL or path as the person should see it (with any password masked).
    /// - Returns: One or two sentences.
    public func feedFailure(_ failure: FeedFailure, source: String) -> String {
        switch failure {
        case .unreachable(let host): localizer(FeedText.feedUnreachable(host: Quoted(locator: host)))
        case .timedOut(let seconds): localizer(FeedText.feedTimedOut(source: Quoted(locator: source), seconds: seconds))
        case .httpStatus(let status): localizer(FeedText.feedStatus(source: Quoted(locator: source), status: status))
        case .tooLarge(let limit): localizer(FeedText.feedTooLarge(source: Quoted(locator: source), megabytes: limit >> 20))
        case .invalidJSON(let offset): localizer(FeedText.feedInvalidJSON(source: Quoted(locator: source), byteOffset: offset))
        case .notAFeed: localizer(FeedText.feedNotAFeed(source: Quoted(locator: source)))
        case .tooManyRedirects: localizer(FeedText.feedRedirects(source: Quoted(locator: source)))
        case .redirectNotHTTP: localizer(FeedText.feedRedirectNotHTTP(source: Quoted(locator: source)))
        case .headerTooLarge: localizer(FeedText.feedHeaderTooLarge(source: Quoted(locator: source)))
        case .notHTTP: localizer(FeedText.feedNotHTTP(source: Quoted(locator: source)))
        case .fileNotFound(let path): localizer(FeedText.feedFileNotFound(path: Quoted(locator: path)))
        case .fileUnreadable(let path, let reason): localizer(FeedText.feedFileUnreadable(path: Quoted(locator: path), reason: systemReason(reason)))
        case .unsupportedSource(let text): localizer(FeedText.feedUnsupportedSource(Quoted(locator: text)))
        case .connectionLost: localizer(FeedText.feedConnectionLost(source: Quoted(locator: source)))
        case .incomplete: localizer(FeedText.feedIncomplete(source: Quoted(locator: source)))
        case .secureConnectionFailed: localizer(FeedText.feedSecureConnection(source: Quoted(locator: source)))
        case .httpLibraryMissing: localizer(FeedText.feedNoHTTPLibrary(source: Quoted(locator: source)))
        case .transfer(let code): localizer(FeedText.feedTransfer(source: Quoted(locator: source), code: code))
        case .cancelled: localizer(FeedText.feedCancelled)
        }
    }

    /// What makes the store usable again when the person can do something about it: a folder for their data.
    public func storeStep(_ failure: CustomStoreFailure) -> NextStep? {
        if case .noDataFolder = failure { return .setDataFolder }
        return nil
    }

    /// Why the user's own locations could not be read or saved.
    ///
    /// - Parameter failure: What went wrong with the store.
    /// - Returns: A sentence.
    public func storeFailure(_ failure: CustomStoreFailure) -> String {
        switch failure {
        case .noDataFolder: localizer(StoreText.storeNoFolder)
        case .inaccessible(let path, let reason): localizer(StoreText.storeInaccessible(path: path, reason: systemReason(reason)))
        case .notFound: localizer(StoreText.storeNotFound)
        case .busy(let path, let seconds): localizer(StoreText.storeBusy(path: path, seconds: seconds))
        case .tooLarge(let path, let limit): localizer(StoreText.storeTooLarge(path: path, megabytes: limit >> 20))
        case .alreadyListed(let number): localizer(StoreText.storeAlreadyListed(number: number))
        }
    }

    /// Why text is not a coordinate.
    ///
    /// - Parameter error: The first problem the parser found.
    /// - Returns: A sentence quoting the part that was wrong.
    public func coordinateText(_ error: CoordinateTextError) -> String {
        switch error {
        case .empty: localizer(InputText.textEmpty)
        case .numberAsName(let text): localizer(InputText.textNumberAsName(Quoted(text)))
        case .notANumber(let text): localizer(InputText.textNotANumber(Quoted(text)))
        case .unexpectedText(let text): localizer(InputText.textUnexpected(Quoted(text)))
        case .missingLongitude: localizer(InputText.textMissingLongitude)
        case .loneHalf(let text, let isLatitude): localizer(InputText.textLoneHalf(Quoted(text), isLatitude: isLatitude))
        case .tooManyValues: localizer(InputText.textTooMany)
        case .ambiguousComma(let text): localizer(InputText.textAmbiguousComma(Quoted(text)))
        case .ambiguousGrouping(let text): localizer(InputText.textAmbiguousGrouping(Quoted(text)))
        case .ambiguousName(let word, let name): localizer(InputText.textAmbiguousName(word: Quoted(word), name: Quoted(name)))
        case .ambiguousNameNumbers(let numbers, let name): localizer(InputText.textAmbiguousNameNumbers(numbers: Quoted(numbers), name: Quoted(name)))
        case .sameAxisTwice: localizer(InputText.textSameAxis)
        case .wrongHemisphere(let letter, let forLatitude):
            localizer(InputText.textWrongHemisphere(letter: Quoted(String(letter)), forLatitude: forLatitude))
        case .signAndHemisphere(let text): localizer(InputText.textSignAndHemisphere(Quoted(text)))
        case .minutesOrSecondsOutOfRange(let text): localizer(InputText.textMinutesOrSeconds(Quoted(text)))
        case .fractionBeforeSmallerUnit(let text): localizer(InputText.textFraction(Quoted(text)))
        case .unitsOutOfOrder(let text): localizer(InputText.textUnitsOrder(Quoted(text)))
        case .missingMark(let text): localizer(InputText.textMissingMark(Quoted(text)))
        case .missingDegrees(let text): localizer(InputText.textMissingDegrees(Quoted(text)))
        case .latitudeOutOfRange(let value): localizer(InputText.textLatitudeRange(Quoted(DecimalNotation.string(value))))
        case .longitudeOutOfRange(let value): localizer(InputText.textLongitudeRange(Quoted(DecimalNotation.string(value))))
        }
    }

    /// How long ago `date` was, seen from `now`: "just now", "3 hours ago", "2 days ago".
    ///
    /// - Parameters:
    ///   - date: The moment described.
    ///   - now: The present.
    /// - Returns: A phrase for the middle of a sentence.
    public func age(of date: Date, now: Date) -> String {
        let seconds = max(0, now.timeIntervalSince(date))
        let minutes = Int(seconds / 60)
        let hours = minutes / 60
        let days = hours / 24
        switch (days, hours, minutes) {
        case (0, 0, 0): return localizer(FeedText.ageJustNow)
        case (0, 0, 1): return localizer(FeedText.ageMinutes(1))
        case (0, 0, _): return localizer(FeedText.ageMinutes(minutes))
        case (0, 1, _): return localizer(FeedText.ageHours(1))
        case (0, _, _): return localizer(FeedText.ageHours(hours))
        case (1, _, _): return localizer(FeedText.ageDays(1))
        default: return localizer(FeedText.ageDays(days))
        }
    }
}
