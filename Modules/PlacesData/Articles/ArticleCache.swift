#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain
import PlacesSystem

/// The last answer to each question asked of a wiki, kept in a folder (`$XDG_CACHE_HOME/places/wikipedia`), for
/// when the wiki cannot be reached.
///
/// A question is the request's full address (without any user name and password: those are never stored), so an
/// answer is only ever shown for exactly the question it answered: the same wiki, place, radius and limit, or the
/// same title. One file per question, named by a hash of it, holding the question too, so that a hash collision can
/// never show another question's answer. An answer is read back through the same checks as a wiki's answer (an
/// edited file cannot make Places open another address). The folder is bounded twice: the newest ``maximumFiles``
/// answers, and at most ``maximumTotalBytes`` together; no answer is larger than the reader accepts
/// (`FileKind.wikipediaAnswer`).
public struct ArticleCache: Sendable {
    /// The folder holding the answers.
    public let directory: String
    /// How many answers are kept; older ones are removed when a new one is saved.
    public let maximumFiles: Int
    /// How many bytes the answers may take together; older ones are removed when a new one is saved.
    public let maximumTotalBytes: Int

    /// A cache in `directory` (created on the first save).
    ///
    /// - Parameters:
    ///   - directory: The folder, usually `$XDG_CACHE_HOME/places/wikipedia`.
    ///   - maximumFiles: How many answers to keep.
    ///   - maximumTotalBytes: How many bytes they may take together.
    public init(directory: String, maximumFiles: Int = 200, maximumTotalBytes: Int = 64 << 20) {
        self.directory = directory
        self.maximumFiles = maximumFiles
        self.maximumTotalBytes = maximumTotalBytes
    }

    private struct Record: Codable {
        let question: String
        var articles: [ArticleRecord]?
        var summary: SavedSummary?
        /// A search's articles, each with the redirects followed to it.
        var found: [FoundArticleRecord]?
        /// An article's whole text.
        var body: ArticleBodyRecord?
    }

    func save(_ articles: [Article], for question: String) async {
        await save(Record(question: question, articles: articles.map(ArticleRecord.init)))
    }

    func save(_ summary: ArticleSummary, for question: String) async {
        await save(Record(question: question, summary: SavedSummary(summary)))
    }

    func save(found: [FoundArticle], for question: String) async {
        await save(Record(question: question, found: found.map(FoundArticleRecord.init)))
    }

    func save(_ body: ArticleBody, for question: String) async {
        await save(Record(question: question, body: ArticleBodyRecord(body)))
    }

    func body(for question: String) async -> (body: ArticleBody, savedAt: Date)? {
        guard let (record, savedAt) = await load(question), let body = record.body?.body else { return nil }
        return (body, savedAt)
    }

    func articles(for question: String, on site: WikipediaSite) async -> (articles: [Article], savedAt: Date)? {
        guard let (record, savedAt) = await load(question), let saved = record.articles else { return nil }
        let articles = saved.compactMap { $0.article(on: site) }
        guard articles.count == saved.count else { return nil }
        return (articles, savedAt)
    }

    func found(for question: String, on site: WikipediaSite) async -> (found: [FoundArticle], savedAt: Date)? {
        guard let (record, savedAt) = await load(question), let saved = record.found else { return nil }
        let found = saved.compactMap { $0.found(on: site) }
        guard found.count == saved.count else { return nil }
        return (found, savedAt)
    }

    func summary(for question: String, on site: WikipediaSite) async -> (summary: ArticleSummary, savedAt: Date)? {
        guard let (record, savedAt) = await load(question), let summary = record.summary?.summary(on: site) else { return nil }
        return (summary, savedAt)
    }

    /// The file for `question`.
    package func path(for question: String) -> String {
        folder.path(for: question)
    }

    private var folder: AnswerFolder {
        AnswerFolder(directory: directory, prefix: "answer", kind: .wikipediaAnswer, maximumFiles: maximumFiles, maximumTotalBytes: maximumTotalBytes)
    }

    private func save(_ record: Record) async {
        guard let data = try? JSONEncoder().encode(record) else { return }
        await folder.save(data, for: record.question)
    }

    private func load(_ question: String) async -> (Record, Date)? {
        guard let (data, savedAt) = await folder.load(question),
              let record = try? JSONDecoder().decode(Record.self, from: data),
              record.question == question
        else { return nil }
        return (record, savedAt)
    }
}
