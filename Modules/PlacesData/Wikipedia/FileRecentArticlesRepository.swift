#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import PlacesDomain
import PlacesSystem

/// The last list of articles in a file (`$XDG_STATE_HOME/places/last-articles.json` in `places`), so that `@3`
/// still means the same article in the next run. Replaced atomically; a file that cannot be read is no list.
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
        let latitude: Double
        let longitude: Double
        let label: String?
        let articles: [SavedArticle]
    }

    /// 500 articles take about 150 KB; anything much larger is not a file Places wrote.
    private static let maximumBytes = 4 << 20

    public func loadRecent() async -> ArticleList? {
        guard let path else { return nil }
        return await DedicatedThread.run {
            guard case .contents(let data)? = try? POSIXFile.read(path: path, limit: Self.maximumBytes),
                  let record = try? JSONDecoder().decode(Record.self, from: data),
                  let site = WikipediaSite(base: record.site),
                  let centre = try? Coordinate(latitude: record.latitude, longitude: record.longitude)
            else { return nil }
            return ArticleList(site: site, centre: centre, label: record.label, articles: record.articles.map(\.article))
        }
    }

    public func saveRecent(_ list: ArticleList) async throws(RecentArticlesFailure) {
        guard let path else { throw .noFolder }
        let record = Record(
            site: list.site.base,
            latitude: list.centre.latitude,
            longitude: list.centre.longitude,
            label: list.label,
            articles: list.articles.map(SavedArticle.init)
        )
        guard let data = try? JSONEncoder().encode(record) else { return }
        let result = await DedicatedThread.run {
            Result { () throws(SystemError) in
                try POSIXFile.createDirectories(POSIXFile.parent(of: path))
                try POSIXFile.writeAtomically(data, to: path, mode: 0o600)
            }
        }
        if case .failure(let error) = result { throw .unwritable(path: path, reason: error.reason) }
    }
}
