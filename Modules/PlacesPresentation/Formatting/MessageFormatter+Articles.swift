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
            localizer(ArticleText.wikiRefused(host: host, info: Quoted(info.isEmpty ? code : Self.sentenceBody(info)), code: Quoted(code)))
        case .missingArticle(let title): localizer(ArticleText.wikiMissing(host: host, title: Quoted(title)))
        case .connectionLost: localizer(ArticleText.wikiConnectionLost(host: host))
        case .tooManyRedirects: localizer(ArticleText.wikiRedirects(host: host))
        case .redirectNotHTTP: localizer(ArticleText.wikiRedirectNotHTTP(host: host))
        case .notHTTP: localizer(ArticleText.wikiNotHTTP(host: host))
        case .headerTooLarge: localizer(ArticleText.wikiHeaderTooLarge(host: host))
        case .secureConnectionFailed: localizer(ArticleText.wikiSecure(host: host))
        case .httpLibraryMissing: localizer(ArticleText.wikiNoHTTPLibrary(host: host))
        case .transfer(let code): localizer(ArticleText.wikiTransfer(host: host, code: code))
        case .cancelled: localizer(ArticleText.wikiCancelled)
        }
    }

    /// Why the list of articles could not be kept for the next run.
    func recentFailure(_ failure: RecentArticlesFailure) -> String {
        let reason = switch failure {
        case .noFolder: localizer(ArticleText.noFolderReason)
        case .unwritable(let path, let reason), .unreadable(let path, let reason): "\(path): \(systemReason(reason))"
        case .corrupt(let path): "\(path): \(localizer(ArticleText.listCorruptReason))"
        case .tooLarge(let path, let limit): "\(path): \(localizer(ArticleText.listTooLargeReason(megabytes: limit >> 20)))"
        }
        return localizer(ArticleText.notRemembered(reason: reason))
    }

    /// Why a reference such as `@3` names no article: the last list is there but cannot be read or believed.
    ///
    /// - Parameters:
    ///   - failure: What is wrong with the list's file.
    ///   - reference: The reference as typed.
    /// - Returns: A sentence that names the file, never "there is no list yet".
    func unreadableList(_ failure: RecentArticlesFailure, reference: String) -> String {
        switch failure {
        case .unreadable(let path, let reason):
            localizer(ArticleText.referenceListUnreadable(Quoted(reference), path: path, reason: systemReason(reason)))
        case .tooLarge(let path, let limit):
            localizer(ArticleText.referenceListTooLarge(Quoted(reference), path: path, megabytes: limit >> 20))
        case .corrupt(let path), .unwritable(let path, _):
            localizer(ArticleText.referenceListCorrupt(Quoted(reference), path: path))
        case .noFolder:
            localizer(ArticleText.referenceNoList(Quoted(reference)))
        }
    }

    /// Why a wiki's answer is shown though it stops short of its end.
    ///
    /// - Parameters:
    ///   - cutOff: The bound the answer reached.
    ///   - site: The wiki asked.
    /// - Returns: A sentence saying what may be missing.
    func cutOff(_ cutOff: AnswerCutOff, site: WikipediaSite) -> String {
        let host = site.host
        return switch cutOff {
        case .rounds(let rounds): localizer(ArticleText.cutOffRounds(host: host, rounds: rounds))
        case .bytes(let limit): localizer(ArticleText.cutOffBytes(host: host, megabytes: limit >> 20))
        case .pages(let pages): localizer(ArticleText.cutOffPages(host: host, pages: pages))
        case .time(let seconds): localizer(ArticleText.cutOffTime(host: host, seconds: seconds))
        }
    }

    /// The API's `info` without its closing full stop, to sit inside a sentence.
    private static func sentenceBody(_ info: String) -> String {
        let trimmed = Location.normalizedName(info) ?? info
        return trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
    }
}

extension MessageFormatter {
    /// What makes a reference name an article again: a list of articles, or a new one when the kept one cannot
    /// be used; `nil` when nothing the person does would.
    public func referenceStep(_ failure: ArticleReferenceFailure) -> NextStep? {
        switch failure {
        case .noList, .unreadableList(_, .noFolder): .makeArticleList
        case .unreadableList(_, .corrupt), .unreadableList(_, .unwritable), .unreadableList(_, .tooLarge): .makeNewArticleList
        case .unreadableSaved(_, .noDataFolder): .setDataFolder
        case .unreadableList(_, .unreadable), .emptyList, .outOfRange, .unplaced, .titleTooLong, .savedOutOfRange, .unreadableSaved: nil
        }
    }

    /// Why an article reference names no article, or no place.
    public func referenceFailure(_ failure: ArticleReferenceFailure) -> String {
        switch failure {
        case .noList(let reference): localizer(ArticleText.referenceNoList(Quoted(reference)))
        case .unreadableList(let reference, let failure): unreadableList(failure, reference: reference)
        case .emptyList(let reference): localizer(ArticleText.referenceEmptyList(Quoted(reference)))
        case .outOfRange(let reference, let count): localizer(ArticleText.referenceOutOfRange(Quoted(reference), count: count))
        case .unplaced(let reference, let title): localizer(ArticleText.referenceUnplaced(reference: Quoted(reference), title: Quoted(title)))
        case .titleTooLong(let title): localizer(ArticleText.titleTooLong(Quoted(title), limit: WikipediaSite.maximumTitleBytes))
        case .savedOutOfRange(let reference, let count): localizer(SavedText.outOfRange(reference: Quoted(reference), count: count))
        case .unreadableSaved(_, let failure): savedListFailure(failure)
        }
    }

    /// Why the saved list could not be read or changed.
    public func savedListFailure(_ failure: SavedArticlesFailure) -> String {
        switch failure {
        case .noDataFolder: localizer(SavedText.noDataFolder)
        case .inaccessible(let path, let reason): localizer(SavedText.inaccessible(path: path, reason: systemReason(reason)))
        case .busy(let path, let seconds): localizer(SavedText.busy(path: path, seconds: seconds))
        case .full(let count): localizer(SavedText.full(count: count))
        case .tooLarge(let path, let limit): localizer(SavedText.tooLarge(path: path, megabytes: limit >> 20))
        }
    }
}
