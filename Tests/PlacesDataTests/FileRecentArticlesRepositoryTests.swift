import Foundation
import PlacesData
import PlacesDomain
import PlacesSystem
import PlacesTestSupport
import Testing

/// The last list of articles in a real file: written and read by one policy, checked again when read.
@Suite struct FileRecentArticlesRepositoryTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    private var list: ArticleList {
        get throws {
            ArticleList(
                site: try #require(WikipediaSite(language: "nl")),
                centre: try Coordinate(latitude: 52.3731, longitude: 4.8926),
                label: "Dam \u{1B}[31m",
                articles: [
                    Article(pageID: 1, title: "Dam (Amsterdam)", description: "plein", coordinate: try Coordinate(latitude: 52.37, longitude: 4.89), url: "https://nl.wikipedia.org/wiki/Dam_(Amsterdam)"),
                    Article(pageID: 2, title: "Kalverstraat", description: nil, coordinate: nil, url: "https://nl.wikipedia.org/wiki/Kalverstraat"),
                ]
            )
        }
    }

    /// What loading `path` throws, or `nil` when it loads.
    private func loadFailure(_ path: String) async -> RecentArticlesFailure? {
        do throws(RecentArticlesFailure) {
            _ = try await FileRecentArticlesRepository(path: path).loadRecent()
            return nil
        } catch {
            return error
        }
    }

    /// Saves the list, then rewrites the second article of the file with `change`, as an editor would.
    private func saveAndEdit(_ path: String, _ change: (inout [String: Any]) -> Void) async throws {
        try await FileRecentArticlesRepository(path: path).saveRecent(try list)
        var record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var articles = try #require(record["articles"] as? [[String: Any]])
        change(&articles[1])
        record["articles"] = articles
        try JSONSerialization.data(withJSONObject: record).write(to: URL(fileURLWithPath: path))
    }

    /// What saving `list` to `path` throws, or `nil` when it is saved.
    private func saveFailure(_ list: ArticleList, to path: String) async -> RecentArticlesFailure? {
        do throws(RecentArticlesFailure) {
            try await FileRecentArticlesRepository(path: path).saveRecent(list)
            return nil
        } catch {
            return error
        }
    }

    @Test("a list saved is the list loaded, in a new folder, private to the user")
    func roundTrip() async throws {
        let path = folder.appending("state/places/last-articles.json")
        let repository = FileRecentArticlesRepository(path: path)
        #expect(try await repository.loadRecent() == nil)
        try await repository.saveRecent(try list)
        #expect(try await FileRecentArticlesRepository(path: path).loadRecent() == (try list))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("a file that is not a list Places wrote is damaged, not none", arguments: [
        "", "[]", "{}", "not json",
        #"{"site": "ftp://x", "latitude": 0, "longitude": 0, "articles": []}"#,
        #"{"site": "https://a.b", "latitude": 95, "longitude": 0, "articles": []}"#,
    ])
    func garbage(text: String) async throws {
        let path = folder.appending("last-articles.json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(await loadFailure(path) == .corrupt(path: path))
    }

    @Test("an edited list cannot make open hand another address to the opener", arguments: [
        "file:///etc/passwd", "javascript:alert(1)", "https://evil.example/wiki/Dam", "https://nl.wikipedia.org/w/index.php?title=Dam",
        "https://nl.wikipedia.org/wiki/", "https://nl.wikipedia.org/wiki/Dam\u{1B}]8;;x", "https://nl.wikipedia.org.evil.example/wiki/Dam",
    ])
    func editedAddress(address: String) async throws {
        let path = folder.appending("last-articles.json")
        try await saveAndEdit(path) { $0["url"] = address }
        #expect(await loadFailure(path) == .corrupt(path: path))
    }

    @Test("half a coordinate, or one off the globe, in an edited list is damage, not a missing coordinate")
    func editedCoordinates() async throws {
        let path = folder.appending("last-articles.json")
        try await saveAndEdit(path) { $0["latitude"] = 52.37 }
        #expect(await loadFailure(path) == .corrupt(path: path))
        try await saveAndEdit(path) { article in
            article["latitude"] = 152.37
            article["longitude"] = 4.89
        }
        #expect(await loadFailure(path) == .corrupt(path: path))
        // The file as Places wrote it is believed.
        try await FileRecentArticlesRepository(path: path).saveRecent(try list)
        #expect(await loadFailure(path) == nil)
    }

    @Test("a folder, a pipe or a file too large where the list should be is named as such")
    func unreadable() async throws {
        let path = folder.appending("last-articles.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(await loadFailure(path) == .unreadable(path: path, reason: .isDirectory))
        try FileManager.default.removeItem(atPath: path)

        #expect(mkfifo(path, 0o600) == 0)
        let writer = open(path, O_RDWR | O_NONBLOCK)
        defer { close(writer) }
        #expect(await loadFailure(path) == .unreadable(path: path, reason: .notRegularFile))
        try FileManager.default.removeItem(atPath: path)

        try Data(count: FileKind.articleList.maximumBytes + 1).write(to: URL(fileURLWithPath: path))
        #expect(await loadFailure(path) == .tooLarge(path: path, limit: FileKind.articleList.maximumBytes))
    }

    @Test("a file that may not be read is named with the reason", .enabled(if: getuid() != 0, "root reads files whatever their mode"))
    func forbidden() async throws {
        let path = folder.appending("last-articles.json")
        try await FileRecentArticlesRepository(path: path).saveRecent(try list)
        #expect(chmod(path, 0) == 0)
        #expect(await loadFailure(path) == .unreadable(path: path, reason: .accessDenied))
    }

    @Test("a list larger than the reader takes is not written, and the one before it stays")
    func writerNeverOutgrowsReader() async throws {
        let path = folder.appending("last-articles.json")
        try await FileRecentArticlesRepository(path: path).saveRecent(try list)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let long = String(repeating: "a very long description ", count: 400)
        let list = try self.list
        let huge = ArticleList(site: list.site, centre: list.centre, label: nil, articles: (1...500).map {
            Article(pageID: $0, title: "Article \($0)", description: long, coordinate: nil, url: "https://nl.wikipedia.org/wiki/Article_\($0)")
        })
        #expect(await saveFailure(huge, to: path) == .tooLarge(path: path, limit: FileKind.articleList.maximumBytes))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try await FileRecentArticlesRepository(path: path).loadRecent() == list)
    }

    @Test("a link to a pipe is refused, and the pipe is left as it is")
    func linkToPipe() async throws {
        let path = folder.appending("last-articles.json")
        let fifo = folder.appending("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: fifo)
        let list = try self.list
        #expect(await saveFailure(list, to: path) == .unwritable(path: path, reason: .notRegularFile))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test("the wiki's user name and password are not written, and article addresses never carry them")
    func noCredentials() async throws {
        let path = folder.appending("last-articles.json")
        let site = try #require(WikipediaSite(base: "http://user:secret@wiki.example"))
        let list = ArticleList(site: site, centre: try Coordinate(latitude: 1, longitude: 2), label: nil, articles: [
            Article(pageID: 1, title: "Dam", description: nil, coordinate: nil, url: site.articleURL(title: "Dam")),
        ])
        try await FileRecentArticlesRepository(path: path).saveRecent(list)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("secret") && !text.contains("user"))
        let loaded = try #require(try await FileRecentArticlesRepository(path: path).loadRecent())
        #expect(loaded.site.base == "http://wiki.example")
        #expect(loaded.articles.map(\.url) == ["http://wiki.example/wiki/Dam"])
    }

    @Test("a list that cannot be written says where and why; without a folder, that there is none")
    func unwritable() async throws {
        let blocker = folder.appending("file")
        try Data().write(to: URL(fileURLWithPath: blocker))
        let list = try self.list
        #expect(await saveFailure(list, to: blocker + "/last-articles.json")
            == .unwritable(path: blocker + "/last-articles.json", reason: .notDirectory))
        do throws(RecentArticlesFailure) {
            try await FileRecentArticlesRepository(path: nil).saveRecent(list)
            Issue.record("saving without a folder succeeded")
        } catch {
            #expect(error == .noFolder)
        }
    }
}
