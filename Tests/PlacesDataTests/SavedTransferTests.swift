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
