import PlacesDomain
import PlacesPresentation
import Testing

/// Where a summary's thumbnail goes on a grid of cells: a 3 : 2 box at most 32 columns wide, and a picture fitted in
/// it with its shape kept, in cells twice as tall as they are wide.
@Suite struct PictureSlotTests {
    private func summary(thumbnail: String?) -> ArticleSummary {
        ArticleSummary(title: "Royal Palace of Amsterdam", description: nil, extract: "", coordinate: nil, url: "https://example.org", pageID: nil, thumbnailURL: thumbnail)
    }

    @Test("a box only for a summary with a thumbnail, in a text wide enough")
    func box() throws {
        let slot = try #require(PictureSlot.thumbnail(of: summary(thumbnail: "https://example.org/a.jpg"), width: 100))
        #expect(slot == PictureSlot(address: "https://example.org/a.jpg", columns: 32, rows: 11))
        #expect(PictureSlot.thumbnail(of: summary(thumbnail: "https://example.org/a.jpg"), width: 20)?.columns == 20)
        #expect(PictureSlot.thumbnail(of: summary(thumbnail: "https://example.org/a.jpg"), width: 7) == nil)
        #expect(PictureSlot.thumbnail(of: summary(thumbnail: nil), width: 100) == nil)
    }

    @Test("a picture takes as much of the box as fits its shape")
    func fitting() {
        let slot = PictureSlot(address: "a", columns: 32, rows: 11)
        #expect(slot.fitting(pixelWidth: 320, pixelHeight: 213) == (32, 11))
        // Wider than the box: fewer rows.
        #expect(slot.fitting(pixelWidth: 400, pixelHeight: 100) == (32, 4))
        // Taller than the box: fewer columns.
        #expect(slot.fitting(pixelWidth: 100, pixelHeight: 200) == (11, 11))
        #expect(slot.fitting(pixelWidth: nil, pixelHeight: 200) == (32, 11))
    }
}
