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
/// A question is the request's full address, so an answer is only ever shown for exactly the question it answered:
/// the same wiki, place, radius and limit, or the same title. One file per question, named by a hash of it, holding
/// the question too, so that a hash collision can never show another question's answer. Only the newest
/// ``maximumFiles`` are kept.
public struct ArticleCache: Sendable {
    /// The folder holding the answers.
    public let directory: String
    /// How many answers are kept; older ones are removed when a new one is saved.
    public let maximumFiles: Int

    /// A cache in `directory` (created on the first save).
    ///
    /// - Parameters:
    ///   - directory: The folder, usually `$XDG_CACHE_HOME/places/wikipedia`.
    ///   - maximumFiles: How many answers to keep.
    public init(directory: String, maximumFiles: Int = 200) {
        self.directory = directory
        self.maximumFiles = maximumFiles
    }

    private struct Record: Codable {
        let question: String
        var articles: [SavedArticle]?
        var summary: SavedSummary?
    }

    /// The most bytes read back: far more than 500 articles or a long lead take.
    private static let maximumBytes = 8 << 20

    func save(_ articles: [Article], for question: String) async {
        await save(Record(question: question, articles: articles.map(SavedArticle.init), summary: nil))
    }

    func save(_ summary: ArticleSummary, for question: String) async {
        await save(Record(question: question, articles: nil, summary: SavedSummary(summary)))
    }

    func articles(for question: String) async -> (articles: [Article], savedAt: Date)? {
        guard let (record, savedAt) = await load(question), let saved = record.articles else { return nil }
        return (saved.map(\.article), savedAt)
    }

    func summary(for question: String) async -> (summary: ArticleSummary, savedAt: Date)? {
        guard let (record, savedAt) = await load(question), let saved = record.summary else { return nil }
        return (saved.summary, savedAt)
    }

    /// The file for `question`.
    package func path(for question: String) -> String {
        "\(directory)/\(StableName.file(prefix: "answer", key: question))"
    }

    // A cache that cannot be written costs only the offline fallback: the answer itself was shown.
    private func save(_ record: Record) async {
        guard let data = try? JSONEncoder().encode(record) else { return }
        let directory = directory
        let path = path(for: record.question)
        let maximumFiles = maximumFiles
        await DedicatedThread.run {
            do {
                try POSIXFile.createDirectories(directory)
                try POSIXFile.writeAtomically(data, to: path, mode: 0o600)
            } catch {
                return
            }
            Self.prune(directory, keeping: maximumFiles)
        }
    }

    private func load(_ question: String) async -> (Record, Date)? {
        let path = path(for: question)
        return await DedicatedThread.run {
            guard case .contents(let data)? = try? POSIXFile.read(path: path, limit: Self.maximumBytes),
                  let savedAt = POSIXFile.modificationDate(path),
                  let record = try? JSONDecoder().decode(Record.self, from: data),
                  record.question == question
            else { return nil }
            return (record, savedAt)
        }
    }

    /// Removes the oldest answers beyond `maximumFiles`.
    private static func prune(_ directory: String, keeping maximumFiles: Int) {
        let answers = POSIXFile.names(in: directory).filter { $0.hasPrefix("answer-") && $0.hasSuffix(".json") }
        guard answers.count > maximumFiles else { return }
        let dated = answers.map { name in
            (path: "\(directory)/\(name)", savedAt: POSIXFile.modificationDate("\(directory)/\(name)") ?? .distantPast)
        }
        for old in dated.sorted(by: { $0.savedAt < $1.savedAt }).prefix(answers.count - maximumFiles) {
            try? POSIXFile.remove(old.path)
        }
    }
}
