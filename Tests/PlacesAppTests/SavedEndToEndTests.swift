import Foundation
import PlacesTestSupport
import Testing

/// The saved list through the built `places` binary, a loopback Wikipedia and the files of a fresh home: save three
/// articles, stop the server, and the list, an article and its map still work, saying how old the copies are.
@Suite(.serialized) struct SavedEndToEndTests {
    private let home: TemporaryDirectory
    private let server: LoopbackHTTPServer

    init() throws {
        home = try TemporaryDirectory()
        server = try LoopbackHTTPServer()
    }

    private func places(_ arguments: [String], in folder: TemporaryDirectory? = nil) async throws -> BuiltBinary.Result {
        let environment = (folder ?? home).xdgEnvironment.merging([
            "PLACES_WIKI": server.url("/wiki/amsterdam").absoluteString, "PLACES_MAP_SERVER": "off", "COLUMNS": "80", "LINES": "30",
        ]) { _, new in new }
        return try await BuiltBinary.run(["--source", Fixtures.url("locations.json").path] + arguments, environment: environment)
    }

    /// Makes every saved copy `hours` older, as if saved that long ago: the file's own `savedAt`.
    private func backdate(hours: Double) throws {
        let path = home.appending("data/places/saved-articles.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let saved = try #require(document["saved"] as? [[String: Any]])
        document["saved"] = saved.map { entry in
            var entry = entry
            entry["savedAt"] = ((entry["savedAt"] as? Double) ?? 0) - hours * 3600
            return entry
        }
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
    }

    @Test("save three, the server stopped: saved, article and read from its copy with its age, map saved")
    func offlineSession() async throws {
        let nearby = try await places(["nearby", "Dam Square", "52.3731", "4.8926", "--limit", "5"])
        #expect(nearby.status == 0)
        var online: [BuiltBinary.Result] = [nearby]
        for target in ["@1", "@4", "Rijksmuseum"] {
            let saved = try await places(["save", target])
            #expect(saved.status == 0, "\(target): \(saved.err)")
            online.append(saved)
        }
        try backdate(hours: 3)
        // Nothing but the saved list to fall back on: no answer cache.
        try FileManager.default.removeItem(atPath: home.appending("cache"))
        server.stop()

        let saved = try await places(["saved"])
        #expect(saved.status == 0)
        #expect(saved.out.contains("S3  Rijksmuseum"))
        #expect(saved.out.contains("3 hours ago"))
        let article = try await places(["article", "@1"])
        #expect(article.status == 0)
        #expect(article.err.contains("Showing the answer saved 3 hours ago."))
        let byTitle = try await places(["article", "Rijksmuseum"])
        #expect(byTitle.status == 0 && byTitle.out.hasPrefix("Rijksmuseum\n"))
        // S3 names the saved article as its title does.
        let bySaved = try await places(["article", "S3"])
        #expect(bySaved.status == 0 && bySaved.out == byTitle.out)
        // read S3 offline: the whole text the save kept, from the saved copy, with its age.
        let read = try await places(["read", "S3"])
        #expect(read.status == 0, "\(read.err)")
        #expect(read.out.hasPrefix("Rijksmuseum\n") && read.out.contains("Collection") && read.out.contains("Rembrandt"))
        #expect(read.err.contains("3 hours ago"))
        let beyond = try await places(["article", "s9"])
        #expect(beyond.status != 0 && beyond.err.contains("s9") && beyond.out.isEmpty)
        // export --saved works offline: a real file, each feature with its title, address and wiki.
        let file = home.appending("saved.geojson")
        let exported = try await places(["export", "--saved", file])
        #expect(exported.status == 0, "\(exported.err)")
        #expect(exported.out.contains("Exported 3 saved articles"))
        // No feed is asked for: nothing said about one.
        #expect(exported.err.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        let properties = (document["features"] as? [[String: Any]] ?? []).compactMap { $0["properties"] as? [String: String] }
        #expect(properties.count == 3 && properties.last?["name"] == "Rijksmuseum")
        #expect(properties.allSatisfy { $0["url"]?.contains("/wiki/") == true && $0["wiki"] != nil })
        let csv = try await places(["export", "--saved", "--format", "csv"])
        #expect(csv.status == 0 && csv.out.hasPrefix("name,latitude,longitude,url\r\n"))
        // import --saved, offline, into an empty data folder: the same three, summary only, in the same order.
        let other = try TemporaryDirectory()
        let imported = try await places(["import", "--saved", file], in: other)
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.out.contains("Read 3 entries") && imported.out.contains("Saved 3 articles: S1 to S3."))
        #expect(imported.err.isEmpty)
        let list = try await places(["saved"], in: other)
        #expect(list.status == 0, "\(list.err)")
        #expect(list.out.contains("Rijksmuseum"))
        let again = try await places(["import", "--saved", file], in: other)
        #expect(again.status == 0 && again.out.contains("Saved nothing") && again.out.contains("Left out 3 entries"))
        let exportedAgain = try await places(["export", "--saved"], in: other)
        #expect(exportedAgain.status == 0)
        let before = (document["features"] as? [[String: Any]] ?? []).compactMap { $0["properties"] as? [String: String] }.map { $0["name"] ?? "" }
        let after = try #require(try JSONSerialization.jsonObject(with: Data(exportedAgain.out.utf8)) as? [String: Any])
        #expect((after["features"] as? [[String: Any]] ?? []).compactMap { ($0["properties"] as? [String: String])?["name"] } == before)
        let map = try await places(["map", "saved"])
        #expect(map.status == 0)
        #expect(map.out.contains("S1") && map.out.contains("S3"))
        Golden.expect(online + [saved, article, byTitle, read, map], home: home, in: "saved/end-to-end-offline.txt", replacing: Golden.server(server))
    }
}
