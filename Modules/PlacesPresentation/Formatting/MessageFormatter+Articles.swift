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
        case .unreachable(let unreachable): localizer(ArticleText.wikiUnreachable, unreachable)
        case .timedOut(let seconds): localizer(ArticleText.wikiTimedOut, host, String(seconds))
        case .httpStatus(429): localizer(ArticleText.wikiBusy, host)
        case .httpStatus(503): localizer(ArticleText.wikiUnavailable, host)
        case .httpStatus(let status): localizer(ArticleText.wikiStatus, host, String(status))
        case .tooLarge(let limit): localizer(ArticleText.wikiTooLarge, host, String(limit >> 20))
        case .notJSON: localizer(ArticleText.wikiNotJSON, host)
        case .invalidAnswer: localizer(ArticleText.wikiInvalid, host)
        case .apiError(let code, let info):
            localizer(ArticleText.wikiRefused, host, info.isEmpty ? code : Self.sentenceBody(info), code)
        case .missingArticle(let title): localizer(ArticleText.wikiMissing, host, title)
        case .connectionLost: localizer(ArticleText.wikiConnectionLost, host)
        case .secureConnectionFailed: localizer(ArticleText.wikiSecure, host)
        case .httpLibraryMissing: localizer(ArticleText.wikiNoHTTPLibrary, host)
        case .transfer(let detail): localizer(ArticleText.wikiTransfer, host, detail)
        case .cancelled: localizer(ArticleText.wikiCancelled)
        }
    }

    /// Why the list of articles could not be kept for the next run.
    func recentFailure(_ failure: RecentArticlesFailure) -> String {
        let reason = switch failure {
        case .noFolder: localizer(ArticleText.noFolderReason)
        case .unwritable(let path, let reason): "\(path): \(systemReason(reason))"
        }
        return localizer(ArticleText.notRemembered, reason)
    }

    /// The API's `info` without its closing full stop, to sit inside a sentence.
    private static func sentenceBody(_ info: String) -> String {
        let trimmed = Location.normalizedName(info) ?? info
        return trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
    }
}
