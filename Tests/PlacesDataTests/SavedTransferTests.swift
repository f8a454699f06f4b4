import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// `export --saved`: the saved articles with coordinates, through real files in every format, read back by the import
/// readers as their titles and exact coordinates; each format carries the page's address where it has room.
@Suite struct SavedTransferTests {
    static let site = WikipediaSite.english

    static func article(_ title: String, _ coordinate: Coordinate?) -> SavedArticle {
        let summary = ArticleSummary(title: title, description: nil, extract: "\(title).", coordinate: coordinate,
                                     url: site.articleURL(title: title), pageID: title.count)
        return SavedArticle(site: site, summary: summary, body: nil, savedAt: Date(timeIntervalSince1970: 0))
    }

    static let articles = [
        article("Rijksmuseum", try! Coordinate(latitude: 52.36, longitude: 4.885)),
        article("Nowhere & <odd> \"title\", =1", try! Coordinate(latitude: -33.8688197, longitude: 151.2092955)),
        article("Unplaced", nil),
    ]

    @Test("every format: the placed articles' titles and coordinates read back exactly; the unplaced one is left out", arguments: TransferFormat.allCases)
    func roundTrip(format: TransferFormat) async throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("saved." + format.fileExtension)
        _ = try await LocationFile().write(saved: Self.articles, as: format, to: path)
        let reading = try await LocationFile.read(path: path)
        #expect(reading.entries.map(\.name) == ["Rijksmuseum", "Nowhere & <odd> \"title\", =1"])
        #expect(reading.entries.map(\.latitude) == [52.36, -33.8688197])
        #expect(reading.entries.map(\.longitude) == [4.885, 151.2092955])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(Self.site.articleURL(title: "Rijksmuseum")))
        #expect(!text.contains("Unplaced"))
    }

    @Test("GeoJSON: each feature's properties are the title as name, the page's address as url and the wiki's host")
    func geoJSONProperties() async throws {
        let document = await LocationFile().encode(saved: Array(Self.articles.prefix(1)), as: .geojson).data
        let object = try #require(try JSONSerialization.jsonObject(with: document) as? [String: Any])
        let feature = try #require((object["features"] as? [[String: Any]])?.first)
        let properties = try #require(feature["properties"] as? [String: String])
        #expect(properties == ["name": "Rijksmuseum", "url": Self.site.articleURL(title: "Rijksmuseum"), "wiki": "en.wikipedia.org"])
    }
}

/// `import --saved`: the other half. A file `export --saved` wrote, in every format, imported into an empty saved list
/// on real files, read back by a new repository (every record check passing: nothing moved aside), and refused or
/// skipped with a reason for hostile entries.
@Suite struct SavedImportTests {
    static let site = SavedTransferTests.site
    static let when = Date(timeIntervalSince1970: 1_000_000)

    private func importFile(_ path: String, into folder: TemporaryDirectory) async throws -> ImportedSavedArticles {
        let reading = try await LocationFile.read(path: path)
        let repository = FileSavedArticlesRepository(directory: folder.appending("data"))
        return try await ImportSavedArticles(saved: repository, now: { Self.when })(reading, site: Self.site)
    }

    @Test("every format: export --saved, then import --saved into an empty folder gives the placed articles back, summary only", arguments: TransferFormat.allCases)
    func roundTrip(format: TransferFormat) async throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("saved." + format.fileExtension)
        _ = try await LocationFile().write(saved: SavedTransferTests.articles, as: format, to: path)
        let imported = try await importFile(path, into: folder)
        #expect(imported.numbers == [1, 2])
        #expect(imported.review.skipped.isEmpty && imported.review.duplicates.isEmpty)
        // Read back by a new repository from the file: every record check accepts an article with no text.
        let list = try await FileSavedArticlesRepository(directory: folder.appending("data")).loadSaved()
        #expect(list.recovery == nil)
        #expect(list.articles.map(\.title) == ["Rijksmuseum", "Nowhere & <odd> \"title\", =1"])
        #expect(list.articles.map(\.summary.coordinate) == SavedTransferTests.articles.prefix(2).map(\.summary.coordinate))
        #expect(list.articles.map(\.summary.url) == SavedTransferTests.articles.prefix(2).map(\.summary.url))
        #expect(list.articles.allSatisfy { $0.body == nil && $0.site == Self.site && $0.savedAt == Self.when })
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.appending("data")).filter { $0.contains("unreadable") }
        #expect(aside.isEmpty)
        // Again: each is saved already, kept as it was; nothing is written twice.
        let again = try await importFile(path, into: folder)
        #expect(again.numbers == nil && again.review.duplicates.count == 2)
        #expect(try await FileSavedArticlesRepository(directory: folder.appending("data")).loadSaved().articles.count == 2)
    }

    @Test("hostile entries: no address, a javascript: link, another site, a search, a bad coordinate are skipped; an article saved already keeps its copy")
    func hostile() async throws {
        let folder = try TemporaryDirectory()
        let kept = SavedTransferTests.articles[0]
        let repository = FileSavedArticlesRepository(directory: folder.appending("data"))
        _ = try await repository.save(kept)
        let path = folder.appending("hostile.geojson")
        let features = [
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[4.9,52.37]},"properties":{"name":"No address"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[4.9,52.37]},"properties":{"name":"x","url":"javascript:alert(1)//https://en.wikipedia.org/wiki/X"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[4.9,52.37]},"properties":{"name":"x","url":"https://example.com/wiki/Dam_Square"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[4.9,52.37]},"properties":{"url":"https://en.wikipedia.org/w/index.php?search=dam"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[200,95]},"properties":{"url":"https://en.wikipedia.org/wiki/Dam_Square"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"Other","url":"https://en.wikipedia.org/wiki/Rijksmuseum"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[4.8932,52.3731]},"properties":{"name":"Dam","url":"https://nl.wikipedia.org/wiki/Dam_(Amsterdam)"}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[4.8932,52.3731]},"properties":{"url":"https://nl.m.wikipedia.org/wiki/Dam_%28Amsterdam%29"}}"#,
        ]
        try ("{\"type\":\"FeatureCollection\",\"features\":[" + features.joined(separator: ",\n") + "]}").write(toFile: path, atomically: true, encoding: .utf8)
        let imported = try await importFile(path, into: folder)
        #expect(imported.review.skipped.map(\.position.entry) == [1, 2, 3, 4, 5])
        #expect(imported.review.skipped.prefix(4).allSatisfy { $0.reason == .notAnArticle })
        #expect(imported.review.skipped[4].reason == .coordinate(.latitudeOutOfRange(95)))
        #expect(imported.review.duplicates.map(\.position.entry) == [6, 8])
        #expect(imported.review.duplicates.last?.repeats?.entry == 7)
        #expect(imported.numbers == [2])
        let list = try await FileSavedArticlesRepository(directory: folder.appending("data")).loadSaved()
        #expect(list.articles.first == kept)
        #expect(list.articles.last?.title == "Dam (Amsterdam)" && list.articles.last?.site.host == "nl.wikipedia.org")
    }

    @Test("a file larger than an import reads is refused before a byte is saved")
    func huge() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("huge.geojson")
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(LocationFile.maximumBytes + 1))
        try handle.close()
        await #expect(throws: TransferFailure.tooLarge(path: path, limit: LocationFile.maximumBytes)) { try await importFile(path, into: folder) }
        #expect(!FileManager.default.fileExists(atPath: folder.appending("data/saved-articles.json")))
    }
}
