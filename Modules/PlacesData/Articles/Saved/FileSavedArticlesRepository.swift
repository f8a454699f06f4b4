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

/// Keeps the saved articles in `$XDG_DATA_HOME/places/saved-articles.json`, beside the user's locations.
///
/// - Every change is a read-modify-write under an exclusive `flock` of its own (`saved-articles.lock`), written by
///   the one write policy (`POSIXFile.writeAtomically`, mode 0600): a process killed at any moment leaves the old or
///   the new list, and two processes saving at once both keep their article.
/// - Bounded: at most `SavedArticles.maximumCount` articles and `FileKind.savedArticles` bytes; a change past either
///   is refused, and the list left as it was.
/// - A list that cannot be read is moved aside as `saved-articles.json.unreadable-TIMESTAMP` by the rule every file
///   of the user's follows (`POSIXFile.setAside`), never deleted, with the entries that could be read carried over,
///   and the caller is told once (`SavedArticles/recovery`).
///
/// Blocking file and lock calls run on a thread of their own, not on the shared concurrency pool.
public struct FileSavedArticlesRepository: SavedArticlesRepository {
    /// The list's name in its folder.
    static let fileName = "saved-articles.json"
    /// The name of the file whose lock every change holds, beside the list.
    static let lockName = "saved-articles.lock"
    /// The list's file, or `nil` when there is no data folder.
    public let path: String?
    private let directory: String?
    private let lockTimeout: Duration
    private let kind: FileKind

    /// A list in `directory`.
    ///
    /// - Parameters:
    ///   - directory: Usually `$XDG_DATA_HOME/places`; `nil` when no data folder is known.
    ///   - lockTimeout: The longest wait for another process's lock before a change is given up.
    public init(directory: String?, lockTimeout: Duration = .seconds(10)) {
        self.init(directory: directory, lockTimeout: lockTimeout, maximumBytes: FileKind.savedArticles.maximumBytes)
    }

    /// A list in `directory` of at most `maximumBytes`: for tests of the bound.
    init(directory: String?, lockTimeout: Duration = .seconds(10), maximumBytes: Int) {
        self.directory = directory
        self.path = directory.map { $0 + "/" + Self.fileName }
        self.lockTimeout = lockTimeout
        kind = FileKind(maximumBytes: maximumBytes)
    }

    public func loadSaved() async throws(SavedArticlesFailure) -> SavedArticles {
        try await transaction { _ throws(SavedArticlesFailure) in nil }
    }

    public func save(_ article: SavedArticle) async throws(SavedArticlesFailure) -> SavedArticles {
        try await transaction { current throws(SavedArticlesFailure) in
            guard let changed = current.saving(article) else { throw .full(count: current.articles.count) }
            return changed
        }
    }

    public func add(contentsOf articles: [SavedArticle]) async throws(SavedArticlesFailure) -> SavedArticles {
        try await transaction { current throws(SavedArticlesFailure) in
            guard let changed = current.adding(contentsOf: articles) else { throw .full(count: current.articles.count) }
            return changed
        }
    }

    public func unsave(titled title: String, on site: WikipediaSite) async throws(SavedArticlesFailure) -> SavedArticles {
        try await transaction { $0.removing(titled: title, on: site) }
    }

    /// Reads the list under the lock, makes the new one with `change` (`nil`: no change) and writes it.
    private func transaction(
        _ change: @escaping @Sendable (SavedArticles) throws(SavedArticlesFailure) -> [SavedArticle]?
    ) async throws(SavedArticlesFailure) -> SavedArticles {
        guard let directory, let path else { throw .noDataFolder }
        let (lockTimeout, kind) = (lockTimeout, kind)
        let result = await DedicatedThread.run { () -> Result<SavedArticles, SavedArticlesFailure> in
            do throws(SystemError) {
                try POSIXFile.createDirectories(directory)
                return try FileLock.withLock(at: directory + "/" + Self.lockName, timeout: lockTimeout) { () throws(SystemError) -> Result<SavedArticles, SavedArticlesFailure> in
                    let target = try POSIXFile.resolvingLinks(path)
                    let current = try Self.read(target, kind: kind)
                    let articles: [SavedArticle]?
                    do throws(SavedArticlesFailure) {
                        articles = try change(current)
                    } catch {
                        return .failure(error)
                    }
                    guard let articles, articles != current.articles else { return .success(current) }
                    guard let data = SavedArticlesDocument.encoded(articles), data.count <= kind.maximumBytes else {
                        return .failure(.tooLarge(path: path, limit: kind.maximumBytes))
                    }
                    try POSIXFile.writeAtomically(data, to: target, as: kind)
                    return .success(SavedArticles(articles: articles, recovery: current.recovery))
                }
            } catch {
                if error.code == ETIMEDOUT { return .failure(.busy(path: path, seconds: Int(lockTimeout.components.seconds))) }
                return .failure(.inaccessible(path: path, reason: error.reason))
            }
        }
        return try result.get()
    }

    /// The list at `target`; one that cannot be read whole is moved aside, and what could be read carried over.
    private static func read(_ target: String, kind: FileKind) throws(SystemError) -> SavedArticles {
        let contents: FileContents
        do {
            contents = try POSIXFile.read(path: target, as: kind)
        } catch where error.code == ENOENT {
            return SavedArticles(articles: [])
        }
        let damage: StoreDamage
        var salvaged: [SavedArticle] = []
        switch contents {
        case .tooLarge:
            damage = .tooLarge(limit: kind.maximumBytes)
        case .contents(let data):
            guard let document = try? JSONDecoder().decode(SavedArticlesDocument.self, from: data) else {
                damage = .notAList
                break
            }
            salvaged = document.saved.compactMap(\.article)
            let unreadable = document.saved.count - salvaged.count
            guard unreadable > 0 else { return SavedArticles(articles: salvaged) }
            damage = .invalidEntries(count: unreadable, firstLine: 0)
        }
        let aside = try POSIXFile.setAside(target)
        if !salvaged.isEmpty, let data = SavedArticlesDocument.encoded(salvaged) {
            try POSIXFile.writeAtomically(data, to: target, as: kind)
        }
        return SavedArticles(articles: salvaged, recovery: StoreRecovery(movedTo: aside, carriedOver: salvaged.count, damage: damage))
    }
}
