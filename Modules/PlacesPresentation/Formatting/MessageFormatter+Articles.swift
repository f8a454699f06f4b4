public import PlacesDomain

extension MessageFormatter {
    /// Why a wiki could not answer, naming it by its host (`nl.wikipedia.org`).
    ///
    /// - Parameters:
    ///   - failure: What went wrong.
    ///   - site: The wiki asked.
    /// - Returns: One or two sentences. Titles and the API's own words are quoted as they came: a terminal front end
    ///   makes them inert.
    public func articleFailure(_ failure: ArticleFailure, site: WikipediaSite) -> String {
        let host = site.host
        return switch failure {
        case .unreachable(let unreachable): localizer(ArticleText.wikiUnreachable(host: unreachable))
        case .timedOut(let seconds): localizer(ArticleText.wikiTimedOut(host: host, seconds: seconds))
        case .httpStatus(429): localizer(ArticleText.wikiBusy(host: host))
        case .httpStatus(503): localizer(ArticleText.wikiUnavailable(host: host))
        case .httpStatus(let status): localizer(ArticleText.wikiStatus(host: host, status: status))
        case .tooLarge(let limit): localizer(ArticleText.wikiTooLarge(host: host, megabytes: limit >> 20))
        case .notJSON: localizer(ArticleText.wikiNotJSON(host: host))
        case .invalidAnswer: localizer(ArticleText.wikiInvalid(host: host))
        case .apiError(let code, let info):
            localizer(ArticleText.wikiRefused(host: host, info: info.isEmpty ? code : Self.sentenceBody(info), code: code))
        case .missingArticle(let title): localizer(ArticleText.wikiMissing(host: host, title: title))
        case .connectionLost: localizer(ArticleText.wikiConnectionLost(host: host))
        case .secureConnectionFailed: localizer(ArticleText.wikiSecure(host: host))
        case .httpLibraryMissing: localizer(ArticleText.wikiNoHTTPLibrary(host: host))
        case .transfer(let detail): localizer(ArticleText.wikiTransfer(host: host, detail: detail))
        case .cancelled: localizer(ArticleText.wikiCancelled)
        }
    }

    /// Why the list of articles could not be kept for the next run.
    func recentFailure(_ failure: RecentArticlesFailure) -> String {
        let reason = switch failure {
        case .noFolder: localizer(ArticleText.noFolderReason)
        case .unwritable(let path, let reason): "\(path): \(systemReason(reason))"
        }
        return localizer(ArticleText.notRemembered(reason: reason))
    }

    /// The API's `info` without its closing full stop, to sit inside a sentence.
    private static func sentenceBody(_ info: String) -> String {
        let trimmed = Location.normalizedName(info) ?? info
        return trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
    }
}

extension MessageFormatter {
    /// Why an article reference names no article, or no place.
    public func referenceFailure(_ failure: ArticleReferenceFailure) -> String {
        switch failure {
        case .noList(let reference): localizer(ArticleText.referenceNoList(reference))
        case .emptyList(let reference): localizer(ArticleText.referenceEmptyList(reference))
        case .outOfRange(let reference, let count): localizer(ArticleText.referenceOutOfRange(reference, count: count))
        case .unplaced(let reference, let title): localizer(ArticleText.referenceUnplaced(reference: reference, title: title))
        }
    }
}
