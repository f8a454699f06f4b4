import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesSystem
import PlacesTestSupport
import Testing

/// The answer cache by the policy of every file Places keeps: regular files only, bounded in files and in bytes,
/// nothing written that would not be read, killed writers' leftovers removed, and answers checked again when read.
@Suite struct ArticleCacheTests {
    private let folder: TemporaryDirectory
    private let site = WikipediaSite.english

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func articles(_ count: Int, description: String? = nil) -> [Article] {
        (1...count).map { Article(pageID: $0, title: "Article \($0)", description: description, coordinate: nil, url: site.articleURL(title: "Article \($0)")) }
    }

    @Test("a link to a pipe where an answer is kept is refused, and the pipe left as it is")
    func linkToPipe() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"))
        try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
        let fifo = folder.appending("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: cache.path(for: "q"), withDestinationPath: fifo)
        await cache.save(articles(2), for: "q")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(await cache.articles(for: "q", on: site) == nil)
    }

    @Test("an answer larger than the reader takes is not written")
    func writerNeverOutgrowsReader() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"))
        let long = String(repeating: "x", count: 20_000)
        await cache.save(articles(500, description: long), for: "huge")
        #expect(!FileManager.default.fileExists(atPath: cache.path(for: "huge")))
        await cache.save(articles(500), for: "normal")
        #expect(await cache.articles(for: "normal", on: site)?.articles.count == 500)
    }

    @Test("the answers together are bounded in bytes as well as in number; the newest are kept")
    func boundedInBytes() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"), maximumFiles: 200, maximumTotalBytes: 100_000)
        let description = String(repeating: "y", count: 300)
        for index in 1...12 {
            await cache.save(articles(50, description: description), for: "question \(index)")
            let date = Date(timeIntervalSinceNow: Double(index - 20) * 60)
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: cache.path(for: "question \(index)"))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.directory)
        let total = try names.reduce(0) { sum, name in
            sum + ((try FileManager.default.attributesOfItem(atPath: cache.directory + "/" + name)[.size] as? Int) ?? 0)
        }
        #expect(total <= 100_000)
        #expect(names.count < 12)
        #expect(await cache.articles(for: "question 12", on: site) != nil)
        #expect(await cache.articles(for: "question 1", on: site) == nil)
    }

    @Test("temporary files a killed writer left in the cache are removed by the next save; a running writer's stay")
    func abandonedTemporaries() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"))
        try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
        let ended = try await EndedProcess.identifier()
        let abandoned = POSIXFile.name(of: cache.path(for: "other question")) + ".tmp-\(ended)-4242"
        let running = POSIXFile.name(of: cache.path(for: "third question")) + ".tmp-\(getpid())-4243"
        for name in [abandoned, running] {
            #expect(FileManager.default.createFile(atPath: cache.directory + "/" + name, contents: Data("{\"question\": ".utf8)))
        }
        await cache.save(articles(1), for: "q")
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.directory)
        #expect(!names.contains(abandoned))
        #expect(names.contains(running))
    }

    @Test("an edited saved answer whose address is not the wiki's own is not shown")
    func editedAnswer() async throws {
        let cache = ArticleCache(directory: folder.appending("cache"))
        await cache.save(articles(2), for: "q")
        let path = cache.path(for: "q")
        var record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var saved = try #require(record["articles"] as? [[String: Any]])
        saved[1]["url"] = "file:///etc/passwd"
        record["articles"] = saved
        try JSONSerialization.data(withJSONObject: record).write(to: URL(fileURLWithPath: path))
        #expect(await cache.articles(for: "q", on: site) == nil)
    }
}
