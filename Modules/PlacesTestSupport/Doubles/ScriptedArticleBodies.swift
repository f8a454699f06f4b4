public import PlacesDomain
import Synchronization

/// A wiki's articles' text as a test says, remembering the titles asked for: for the rules of `read`'s and the saved
/// list's use cases and view models, where the real client (tested against the loopback Wikipedia) would only get in
/// the way.
public final class ScriptedArticleBodies: ArticleBodyRepository {
    private let bodies: [String: Result<ArticleAnswer<ArticleBody>, ArticleFailure>]
    private let failure: ArticleFailure?
    private let asked = Mutex<[String]>([])

    /// Answers (fresh or saved) or failures by the title asked for; any other title is a missing article.
    public init(_ bodies: [String: Result<ArticleAnswer<ArticleBody>, ArticleFailure>]) {
        self.bodies = bodies
        failure = nil
    }

    /// Fresh texts by title (any other title is a missing article), or `failure` for every title when given.
    public init(_ bodies: [String: ArticleBody] = [:], failing failure: ArticleFailure? = nil) {
        self.bodies = bodies.mapValues { .success(ArticleAnswer(value: $0)) }
        self.failure = failure
    }

    /// The titles asked for so far.
    public var questions: [String] { asked.withLock { $0 } }

    public func body(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleBody> {
        asked.withLock { $0.append(title) }
        if let failure { throw failure }
        guard let answer = bodies[title] else { throw .missingArticle(title: title) }
        return try answer.get()
    }
}
