#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
public import PlacesDomain
import PlacesSystem

/// The last list of articles in a file (`$XDG_STATE_HOME/places/last-articles.json` in `places`), so that `@3`
/// still means the same article in the next run.
///
/// Written and read by the policy of every file Places keeps, with one limit for both (`FileKind.articleList`):
/// a list that would be larger is not written, and said so. Read back, every value is checked again — the wiki's
/// address, the place, each article's title, coordinates and address, which must be one of that wiki's own
/// articles — so an edited file can never make `open @1` hand another address to the opener. A file that cannot be
/// read, is damaged or too large is a typed failure, never mistaken for "no list yet". The wiki's user name and
/// password, if it was named with them, are not written.
public struct FileRecentArticlesRepository: RecentArticlesRepository {
    /// The file.
    public let path: String?

    /// A repository keeping the list in `path`.
    ///
    /// - Parameter path: The file; `nil` when there is no folder for it (the list then lasts one run).
    public init(path: String?) {
        self.path = path
    }

    private struct Record: Codable {
        let site: String
        /// The list's place; both absent for a search's results measured from no place.
        let latitude: Double?
        let longitude: Double?
        let label: String?
        let articles: [ArticleRecord]
        /// What was searched for, for a search's results.
        let search: String?
    }

    public func loadRecent() async throws(RecentArticlesFailure) -> ArticleList? {
        guard let path else { return nil }
        let result = await DedicatedThread.run { () -> Result<ArticleList?, RecentArticlesFailure> in
            let contents: FileContents
            do throws(SystemError) {
                contents = try POSIXFile.read(path: path, as: .articleList)
            } catch {
                if error.code == ENOENT { return .success(nil) }
                return .failure(.unreadable(path: path, reason: error.reason))
            }
            guard case .contents(let data) = contents else {
                return .failure(.tooLarge(path: path, limit: FileKind.articleList.maximumBytes))
            }
            return Self.list(from: data).map { .success($0) } ?? .failure(.corrupt(path: path))
        }
        return try result.get()
    }

    public func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure) {
        guard let path else { throw .noFolder }
        let record = Record(
            site: list.site.withoutCredentials.base,
            latitude: list.centre?.latitude,
            longitude: list.centre?.longitude,
            label: list.label,
            articles: list.articles.map(ArticleRecord.init),
            search: list.search
        )
        guard let data = try? JSONEncoder().encode(record) else { return }
        let result = await DedicatedThread.run {
            Result { () throws(SystemError) in
                try POSIXFile.createDirectories(POSIXFile.parent(of: path))
                try POSIXFile.writeAtomically(data, to: path, as: .articleList)
            }
        }
        guard case .failure(let error) = result else { return }
        if error.code == EFBIG { throw .tooLarge(path: path, limit: FileKind.articleList.maximumBytes) }
        throw .unwritable(path: path, reason: error.reason)
    }

    /// The list in `data`, when it is one Places would have written; `nil` for anything else.
    private static func list(from data: Data) -> ArticleList? {
        guard let record = try? JSONDecoder().decode(Record.self, from: data),
              let site = WikipediaSite(base: record.site)?.withoutCredentials,
              case .valid(let centre) = SavedCoordinate(record.latitude, record.longitude),
              centre != nil || record.search != nil
        else { return nil }
        let articles = record.articles.compactMap { $0.article(on: site) }
        guard articles.count == record.articles.count else { return nil }
        return ArticleList(site: site, centre: centre, label: record.label, articles: articles, search: record.search)
    }
}
