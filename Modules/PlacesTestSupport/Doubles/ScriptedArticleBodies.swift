public import PlacesDomain
import Synchronization

/// Whole articles as a test says: the text of each title, or one failure for every title; remembers the titles asked.
public final class ScriptedArticleBodies: ArticleBodyRepository {
    private let bodies: [String: ArticleBody]
    private let failure: ArticleFailure?
    private let asked = Mutex<[String]>([])

    /// Answers `bodies` by title (any other title is a missing article), or `failure` for every title when given.
    public init(_ bodies: [String: ArticleBody] = [:], failing failure: ArticleFailure? = nil) {
        self.bodies = bodies
        self.failure = failure
    }

    /// The titles asked for so far.
    public var questions: [String] { asked.withLock { $0 } }

    public func body(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleBody> {
        asked.withLock { $0.append(title) }
        if let failure { throw failure }
        guard let body = bodies[title] else { throw .missingArticle(title: title) }
        return ArticleAnswer(value: body)
    }
}
