import PlacesDomain
import PlacesPresentation

/// An article's picture on the terminal: the one piece a summary's picture is drawn by (`article` and `handle-url`
/// call ``above(_:width:)``, and `read` above the whole text; `explore`'s summary panel ``prepared(_:for:)``,
/// ``sequence(for:in:graphics:)`` and ``removal(_:)``, to place and remove one in the panel's box). Presentation says where the picture goes (``PictureSlot``);
/// this asks the terminal whether it draws pictures, has the picture fetched, and writes the escape sequences of
/// the protocol the terminal speaks. On a terminal that draws none, nothing at all is written.
struct PictureDrawing: Sendable {
    /// The image id of the picture Places places with kitty's protocol: one at a time, replaced by the next.
    static let imageID = 1_717

    /// What the terminal draws.
    let terminal: TerminalPictures
    /// The pictures; `nil` for none.
    let pictures: ArticlePicturesViewModel?
    /// A picture as PNG, for kitty's protocol; `nil` when it cannot be converted.
    let png: @Sendable (ArticlePicture) -> ArticlePicture?

    /// Draws nothing, asks nothing: tests and pipes.
    static let none = PictureDrawing(terminal: .none, pictures: nil, png: { _ in nil })

    /// What draws `summary`'s thumbnail at the start of the cursor's line, in a box of a text `width` columns wide,
    /// and leaves the cursor at the start of the line below it; `nil` (nothing to write) when the summary has no
    /// thumbnail, the terminal draws no pictures, or the picture cannot be had.
    func above(_ summary: ArticleSummary, width: Int) async -> String? {
        guard let pictures, let slot = PictureSlot.thumbnail(of: summary, width: width), let graphics = terminal.graphics(),
              let picture = await pictures.picture(of: summary),
              let (image, rows) = sequence(for: picture, in: slot, graphics: graphics)
        else { return nil }
        // Room first (the screen scrolls if it must), then back up to draw in it, then below it.
        return String(repeating: "\n", count: rows) + "\u{1B}[\(rows)A" + image + "\u{1B}[\(rows)B\r"
    }

    /// `summary`'s picture as `graphics` takes it (PNG for kitty's protocol, the file as it is for inline images);
    /// `nil` when it has none, none can be had, or it cannot be converted.
    func prepared(_ summary: ArticleSummary, for graphics: TerminalGraphics) async -> ArticlePicture? {
        guard let pictures, let picture = await pictures.picture(of: summary) else { return nil }
        switch graphics {
        case .kitty: return png(picture)
        case .inlineImages: return picture
        }
    }

    /// The escape sequences that draw `picture` at the cursor within `slot`'s box and leave the cursor where it was,
    /// and the rows the picture takes; `nil` when the terminal's protocol cannot take this picture (a JPEG for kitty
    /// without a converter).
    func sequence(for picture: ArticlePicture, in slot: PictureSlot, graphics: TerminalGraphics) -> (text: String, rows: Int)? {
        switch graphics {
        case .kitty:
            guard let png = png(picture) else { return nil }
            let cells = slot.fitting(pixelWidth: png.pixelWidth, pixelHeight: png.pixelHeight)
            return (KittyGraphics.place(png: png.bytes, id: Self.imageID, columns: cells.columns, rows: cells.rows), cells.rows)
        case .inlineImages:
            let cells = slot.fitting(pixelWidth: picture.pixelWidth, pixelHeight: picture.pixelHeight)
            // The terminal moves the cursor past the picture; saved and restored, it stays where the box begins.
            return ("\u{1B}7" + InlineImages.place(file: picture.bytes, columns: cells.columns, rows: cells.rows) + "\u{1B}8", cells.rows)
        }
    }

    /// What removes the picture drawn with `graphics`: kitty's deletion of the image; for inline images, which are
    /// cells' contents, nothing (the text drawn over the cells replaces it).
    static func removal(_ graphics: TerminalGraphics) -> String {
        switch graphics {
        case .kitty: KittyGraphics.delete(id: imageID)
        case .inlineImages: ""
        }
    }
}
