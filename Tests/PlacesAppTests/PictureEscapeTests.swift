import Foundation
@testable import PlacesApp
import PlacesDomain
import PlacesPresentation
import Testing

/// The escape sequences of pictures: kitty's graphics protocol (its base64 in pieces of 4096 bytes, the keys on the
/// first, placement over cells, deletion), iTerm2's inline images, and the answers that say which a terminal speaks.
@Suite struct PictureEscapeTests {
    /// The pieces of `text`'s kitty sequences: their keys and their payloads.
    private func kittyPieces(_ text: String) -> [(keys: String, payload: String)] {
        text.split(separator: "\u{1B}\\", omittingEmptySubsequences: true).map { piece in
            let body = piece.dropFirst(3)  // ESC _ G
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    @Test("kitty: a PNG in pieces of 4096 bytes of base64, the keys on the first, m=1 on all but the last")
    func kittyChunks() throws {
        let png = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let text = KittyGraphics.place(png: png, id: 1_717, columns: 32, rows: 11)
        #expect(text.hasPrefix("\u{1B}_Ga=T,f=100,t=d,i=1717,c=32,r=11,C=1,q=2,m=1;"))
        let pieces = kittyPieces(text)
        // 10,000 bytes are 13,336 of base64: three full pieces and 1,048 bytes.
        #expect(pieces.map(\.payload.utf8.count) == [4_096, 4_096, 4_096, 1_048])
        #expect(pieces.dropFirst().map(\.keys) == ["m=1,q=2", "m=1,q=2", "m=0,q=2"])
        #expect(Data(base64Encoded: pieces.map(\.payload).joined()) == Data(png))
        let small = kittyPieces(KittyGraphics.place(png: [1, 2, 3], id: 5, columns: 8, rows: 3))
        #expect(small.count == 1 && small[0].keys == "a=T,f=100,t=d,i=5,c=8,r=3,C=1,q=2,m=0" && small[0].payload == "AQID")
    }

    @Test("kitty: deleting the image frees it and its placements")
    func kittyDelete() {
        #expect(KittyGraphics.delete(id: 1_717) == "\u{1B}_Ga=d,d=I,i=1717,q=2\u{1B}\\")
    }

    @Test("inline images: the file whole, its size, the box in cells, the shape kept")
    func inlineImages() {
        let text = InlineImages.place(file: [0xFF, 0xD8, 0xFF, 0xE0], columns: 20, rows: 7)
        #expect(text == "\u{1B}]1337;File=inline=1;size=4;width=20;height=7;preserveAspectRatio=1:/9j/4A==\u{07}")
    }

    @Test("the question: kitty's query, iTerm2's feature report, then the device attributes, in that order")
    func question() {
        let text = String(decoding: TerminalGraphics.question, as: UTF8.self)
        #expect(text == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}]1337;Capabilities\u{1B}\\\u{1B}[c")
    }

    @Test("answers: kitty's OK before the attributes, iTerm2's F, or nothing; the attributes end the wait")
    func answers() {
        let attributes = "\u{1B}[?62;22c"
        func spoken(_ text: String) -> TerminalGraphics? { TerminalGraphics.spoken(in: Array(text.utf8)) }
        #expect(spoken("\u{1B}_Gi=31;OK\u{1B}\\" + attributes) == .kitty)
        #expect(spoken(attributes) == nil)
        #expect(spoken("") == nil)
        // An error is no: the terminal knows the protocol but cannot draw this.
        #expect(spoken("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\" + attributes) == nil)
        // After the attributes it answers nothing this question asked.
        #expect(spoken(attributes + "\u{1B}_Gi=31;OK\u{1B}\\") == nil)
        #expect(spoken("\u{1B}]1337;Capabilities=T3CwLrMSxF\u{1B}\\" + attributes) == .inlineImages)
        #expect(spoken("\u{1B}]1337;Capabilities=T3CwLrMSx\u{07}" + attributes) == nil)
        #expect(TerminalGraphics.features(in: "T3CwLrMSxF") == ["T", "Cw", "Lr", "M", "Sx", "F"])
        #expect(TerminalGraphics.isAnswered(Array(("\u{1B}_Gi=31;OK\u{1B}\\" + attributes).utf8)))
        #expect(!TerminalGraphics.isAnswered(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;2".utf8)))
    }

    @Test("the drawing: room made, the picture placed at the box's start with the cursor kept, then below it")
    func drawing() async throws {
        let png = ArticlePicture(kind: .png, bytes: [0x89, 1, 2], pixelWidth: 320, pixelHeight: 213)
        let drawing = PictureDrawing(terminal: TerminalPictures { .kitty }, pictures: nil, png: { $0 })
        let slot = PictureSlot(address: "a", columns: 32, rows: 11)
        let kitty = try #require(drawing.sequence(for: png, in: slot, graphics: .kitty))
        #expect(kitty.rows == 11 && kitty.text.hasPrefix("\u{1B}_Ga=T,f=100,t=d,i=1717,c=32,r=11,C=1,q=2,m=0;"))
        let jpeg = ArticlePicture(kind: .jpeg, bytes: [0xFF, 0xD8, 0xFF])
        let none = PictureDrawing(terminal: TerminalPictures { .kitty }, pictures: nil, png: { _ in nil })
        #expect(none.sequence(for: jpeg, in: slot, graphics: .kitty) == nil)
        let inline = try #require(none.sequence(for: jpeg, in: slot, graphics: .inlineImages))
        #expect(inline.text.hasPrefix("\u{1B}7\u{1B}]1337;File=inline=1;size=3;width=32;height=11;") && inline.text.hasSuffix("\u{07}\u{1B}8"))
        #expect(PictureDrawing.removal(.kitty) == KittyGraphics.delete(id: PictureDrawing.imageID))
        #expect(PictureDrawing.removal(.inlineImages).isEmpty)
        // No pictures: nothing asked, nothing drawn.
        let summary = ArticleSummary(title: "t", description: nil, extract: "", coordinate: nil, url: "u", pageID: nil, thumbnailURL: "https://a/b.jpg")
        #expect(await PictureDrawing.none.above(summary, width: 80) == nil)
        let shown = PictureDrawing(terminal: TerminalPictures { .kitty }, pictures: ArticlePicturesViewModel(pictures: OnePicture(picture: png)), png: { $0 })
        #expect(await shown.above(summary, width: 80)
            == String(repeating: "\n", count: 11) + "\u{1B}[11A" + kitty.text + "\u{1B}[11B\r")
        let notDrawn = PictureDrawing(terminal: TerminalPictures { nil }, pictures: ArticlePicturesViewModel(pictures: OnePicture(picture: png)), png: { $0 })
        #expect(await notDrawn.above(summary, width: 80) == nil)
    }
}

/// A picture for every address.
private struct OnePicture: ArticlePictureRepository {
    let picture: ArticlePicture

    func picture(at address: String) async throws(ArticleFailure) -> ArticleAnswer<ArticlePicture> {
        ArticleAnswer(value: picture)
    }
}
