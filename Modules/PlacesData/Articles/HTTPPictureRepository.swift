#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PlacesDomain

/// Articles' pictures over HTTP: one question per picture, by the one policy of a question to a server
/// (``HTTPQuestion``: one deadline, one size bound, a retry after 429 or 503 that says when), through the one HTTP
/// client; an answer that is not an image file Places knows is `ArticleFailure.invalidAnswer`. With a cache, each
/// picture fetched is kept, and when the server cannot be asked the picture saved for the same address comes back
/// with its age.
public struct HTTPPictureRepository: ArticlePictureRepository {
    /// The time one picture may take.
    public let deadline: Duration
    /// The bytes one picture may take: a thumbnail takes tens of kilobytes.
    public let maximumBytes: Int
    private let transport: HTTPTransport
    private let cache: PictureCache?

    /// Pictures through `transport`.
    ///
    /// - Parameters:
    ///   - transport: How to fetch; ``HTTPTransport/libcurl(limits:userAgent:)`` in `places`.
    ///   - cache: Where pictures are kept for when the server cannot be reached; `nil` for none.
    ///   - deadline: The time one picture may take: `--timeout` in `places`.
    ///   - maximumBytes: The bytes one picture may take.
    public init(transport: HTTPTransport, cache: PictureCache? = nil, deadline: Duration = .seconds(15), maximumBytes: Int = 2 << 20) {
        self.transport = transport
        self.cache = cache
        self.deadline = deadline
        self.maximumBytes = maximumBytes
    }

    public func picture(at address: String) async throws(ArticleFailure) -> ArticleAnswer<ArticlePicture> {
        guard var parts = URLComponents(string: address), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https", parts.host?.isEmpty == false, let url = parts.url
        else { throw .invalidAnswer }
        // A user name and password in the address are never stored.
        parts.user = nil
        parts.password = nil
        let question = parts.url?.absoluteString ?? address
        do throws(ArticleFailure) {
            let policy = HTTPQuestion(deadline: deadline, maximumBytes: maximumBytes)
            let response: HTTPResponse
            do {
                response = try await policy.fetch(url, through: transport, within: policy.budget())
            } catch {
                throw ArticleFailure(error)
            }
            guard response.isSuccess else { throw .httpStatus(response.status) }
            guard let picture = PictureFile.picture(Array(response.body)) else { throw .invalidAnswer }
            await cache?.save(picture, for: question)
            return ArticleAnswer(value: picture)
        } catch {
            guard error.allowsSavedAnswer, let saved = await cache?.picture(for: question) else { throw error }
            return ArticleAnswer(value: saved.picture, savedAt: saved.savedAt, failure: error)
        }
    }
}
