import PlacesDomain
import Testing

@Suite struct TransferFormatTests {
    @Test("a file name's extension names the format, in any case; other names leave it to the content")
    func fileNames() {
        #expect(TransferFormat(fileName: "places.geojson") == .geojson)
        #expect(TransferFormat(fileName: "/tmp/Saved Places.JSON") == .geojson)
        #expect(TransferFormat(fileName: "favourites.gpx") == .gpx)
        #expect(TransferFormat(fileName: "My Map.KML") == .kml)
        #expect(TransferFormat(fileName: "sheet.csv") == .csv)
        #expect(TransferFormat(fileName: "sheet.tsv") == .csv)
        #expect(TransferFormat(fileName: "map.kmz") == nil)
        #expect(TransferFormat(fileName: "places") == nil)
        #expect(TransferFormat(fileName: ".gpx") == nil)
        #expect(TransferFormat(fileName: "folder.gpx/places") == nil)
        for format in TransferFormat.allCases {
            #expect(TransferFormat(fileName: "export." + format.fileExtension) == format)
        }
    }

    @Test("the first bytes tell JSON, GPX and KML apart; anything else is read as CSV")
    func content() {
        func format(_ text: String) -> TransferFormat? { TransferFormat(content: Array(text.utf8)) }
        #expect(format("{\"type\":\"FeatureCollection\"}") == .geojson)
        #expect(format("\n  [1, 2]") == .geojson)
        #expect(format("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\">") == .gpx)
        #expect(format("<gpx>") == .gpx)
        #expect(format("<?xml version=\"1.0\"?><!-- a <kml> in a comment --><!DOCTYPE x><kml:kml xmlns:kml=\"k\">") == .kml)
        #expect(format("<?xml version=\"1.0\"?>\n<rss version=\"2.0\">") == nil)
        #expect(format("<?xml version=\"1.0\"?>") == nil)
        #expect(format("name,lat,lon\nDam,52.37,4.89") == .csv)
        #expect(format("sep=;") == .csv)
    }

    @Test("a byte order mark, UTF-16 and UTF-32 are seen through")
    func encodings() {
        let kml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><kml>"
        #expect(TransferFormat(content: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .geojson)
        #expect(TransferFormat(content: [0xFF, 0xFE] + kml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) == .kml)
        #expect(TransferFormat(content: [0xFE, 0xFF] + kml.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) == .kml)
        #expect(TransferFormat(content: "<gpx>".unicodeScalars.flatMap { [0, 0, 0, UInt8($0.value)] }) == .gpx)
    }
}
