#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import Observation
public import PlacesDomain

/// A whole article to read: `read`'s view model, and the explorer's when its panel opens an article whole.
///
/// The flow is Domain's `ReadWholeArticle`; this view model puts what it read into an ``ArticlePage``: lines any
/// front end can show, and sentences for a redirect, a disambiguation page, a cut text and a saved copy.
@MainActor
@Observable
public final class ArticleReaderViewModel {
    /// The last article asked for.
    public private(set) var state: ArticlePageState = .idle
    /// The wiki asked unless a call names another.
    public let site: WikipediaSite

    private let read: ReadWholeArticle
    private let now: @Sendable () -> Date
    private let localizer: Localizer
    private let messages: MessageFormatter

    /// Creates the view model; nothing is asked until a method is called.
    ///
    /// - Parameters:
    ///   - site: The wiki asked by default.
    ///   - bodies: The repository of articles' text for a wiki (`WikipediaArticleRepository` in PlacesData).
    ///   - recent: Where the last list is remembered, which `@3` refers to.
    ///   - saved: The saved list, which `S2` refers to; without it `S2` is a title like any other.
    ///   - language: The language of every message.
    ///   - now: The clock, for "saved 3 hours ago".
    public init(
        site: WikipediaSite,
        bodies: @escaping @Sendable (WikipediaSite) -> any ArticleBodyRepository,
        recent: any RecentArticlesRepository,
        saved: (any SavedArticlesRepository)? = nil,
        language: Language,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.site = site
        read = ReadWholeArticle(bodies: bodies, recent: recent, saved: saved)
        self.now = now
        localizer = Localizer(language: language)
        messages = MessageFormatter(language: language)
    }

    /// What `text` names: a reference to the last list (`@3`) or the saved list (`S2`), an article's address, or a
    /// title on `site` (``site`` when `nil`).
    ///
    /// - Parameters:
    ///   - text: The words as typed.
    ///   - site: The wiki a title is looked up on; ``site`` when `nil`.
    /// - Returns: The article, or the sentence that says why a reference names none.
    public func target(for text: String, site: WikipediaSite? = nil) async -> Result<ArticleTarget, ActionFailure> {
        await read.target(for: text, site: site ?? self.site).mapError {
            ActionFailure(message: messages.referenceFailure($0), next: messages.referenceStep($0))
        }
    }

    /// Asks for the whole text of `target`.
    ///
    /// - Parameter target: From ``target(for:site:)``, or an article the explorer's panel shows.
    /// - Returns: The new ``state``.
    @discardableResult
    public func load(_ target: ArticleTarget) async -> ArticlePageState {
        state = .loading
        do {
            state = .loaded(page(of: try await read(target)))
        } catch {
            state = .failed(message: messages.articleFailure(error, site: target.site))
        }
        return state
    }

    /// The page of an article read: its lines, numbered sections and notices.
    ///
    /// - Parameter article: What the use case read.
    /// - Returns: The page.
    public func page(of article: WholeArticle) -> ArticlePage {
        let body = article.body
        let numbers = ArticlePage.numbers(of: body.sections)
        let sections = zip(body.sections, numbers).map { section, number in
            ArticlePage.Section(number: number, level: section.level, heading: section.heading, blocks: body.blocks(of: section))
        }
        var lines: [ArticlePage.Line] = [.title(body.title)]
        if let from = body.redirectedFrom { lines.append(.note(localizer(ArticleReadingText.redirected(from: Quoted(from))))) }
        if body.isDisambiguation { lines.append(.note(localizer(ArticleText.disambiguation(title: Quoted(body.title))))) }
        if sections.allSatisfy({ $0.blocks.isEmpty }) { lines.append(.note(localizer(ArticleReadingText.noText))) }
        let headed = sections.filter { $0.level > 0 }
        if !headed.isEmpty {
            lines.append(.contents(localizer(ArticleReadingText.contents)))
            lines += headed.map { .contentsEntry(number: $0.number, heading: $0.heading, depth: Self.depth(of: $0.number)) }
        }
        for section in sections {
            if section.level > 0 {
                lines.append(.heading(number: section.number, heading: section.heading, depth: Self.depth(of: section.number)))
            }
            lines += section.blocks.map { block in
                switch block {
                case .paragraph(let text): .paragraph(text)
                case .listItem(let text): .listItem(text)
                }
            }
        }
        if let bytes = body.cutAtBytes {
            let last = sections.last.flatMap { $0.level > 0 ? Quoted($0.heading) : nil }
            lines.append(.cut(localizer(ArticleReadingText.cut(
                megabytes: ArticleBody.maximumTextBytes >> 20, bytes: localizer.grouped(bytes), section: last
            ))))
        }
        lines.append(.address(localizer(LinkText.handleOnWeb(url: article.url))))
        let saved = messages.savedAnswerNotice(article.savedAt, because: article.savedBecause, site: article.target.site, now: now())
        return ArticlePage(
            body: body,
            url: article.url,
            reference: article.target.reference,
            sections: sections,
            lines: lines,
            notices: saved.map { [$0] } ?? []
        )
    }

    private static func depth(of number: String) -> Int {
        number.split(separator: ".").count
    }
}
