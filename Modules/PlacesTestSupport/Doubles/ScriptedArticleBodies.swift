public import PlacesDomain
import Synchronization

/// A wiki's articles' text as a test says, remembering the titles asked for: for the rules of `read`'s use case and
/// view model, where the real client (tested against the loopback Wikipedia) would only get in the way.
public final class ScriptedArticleBodies: ArticleBodyRepository {
    private let bodies: [String: Result<ArticleAnswer<ArticleBody>, ArticleFailure>]
    private let asked = Mutex<[String]>([])

    /// Articles' text by the title asked for; any other title is a missing article.
    public init(_ bodies: [String: Result<ArticleAnswer<ArticleBody>, ArticleFailure>]) {
        self.bodies = bodies
    }

    /// The titles asked for so far.
    public var questions: [String] { asked.withLock { $0 } }

    public func body(ofArticleTitled title: String) async throws(ArticleFailure) -> ArticleAnswer<ArticleBody> {
        asked.withLock { $0.append(title) }
        guard let answer = bodies[title] else { throw .missingArticle(title: title) }
        return try answer.get()
    }
}
