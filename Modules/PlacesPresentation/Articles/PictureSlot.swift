public import PlacesDomain

/// Where an article's picture goes on a grid of character cells, and how large: a box beside or above the text,
/// whose rows the text leaves free. A front end that can draw pictures draws it there; any other ignores it.
public struct PictureSlot: Sendable, Equatable {
    /// The widest box, in columns: a thumbnail is a glance, not the page.
    public static let maximumColumns = 32
    /// The narrowest box worth drawing, in columns.
    public static let minimumColumns = 8

    /// The picture's web address.
    public let address: String
    /// The box's width in columns.
    public let columns: Int
    /// The box's height in rows.
    public let rows: Int

    /// Creates a box.
    ///
    /// - Parameters:
    ///   - address: The picture's web address.
    ///   - columns: The width in columns.
    ///   - rows: The height in rows.
    public init(address: String, columns: Int, rows: Int) {
        self.address = address
        self.columns = columns
        self.rows = rows
    }

    /// The box for `summary`'s thumbnail in a text `width` columns wide; `nil` when it has none or the text is too
    /// narrow. The box is 3 : 2, as most thumbnails are, in cells twice as tall as they are wide.
    ///
    /// - Parameters:
    ///   - summary: The article's summary.
    ///   - width: The columns the text may take.
    /// - Returns: The box, or `nil`.
    public static func thumbnail(of summary: ArticleSummary, width: Int) -> PictureSlot? {
        guard let address = summary.thumbnailURL else { return nil }
        let columns = min(maximumColumns, width)
        guard columns >= minimumColumns else { return nil }
        return PictureSlot(address: address, columns: columns, rows: max(1, (columns + 2) / 3))
    }

    /// The cells a picture of `pixelWidth` × `pixelHeight` takes within the box, as large as fits without changing
    /// its shape (cells twice as tall as they are wide); the whole box when the size is unknown.
    ///
    /// - Parameters:
    ///   - pixelWidth: The picture's width in pixels, if known.
    ///   - pixelHeight: The picture's height in pixels, if known.
    /// - Returns: The columns and rows the picture takes.
    public func fitting(pixelWidth: Int?, pixelHeight: Int?) -> (columns: Int, rows: Int) {
        guard let width = pixelWidth, let height = pixelHeight, width > 0, height > 0 else { return (columns, rows) }
        // Rows the whole width would take: each row is as tall as two columns are wide.
        let rowsAtFullWidth = (columns * height + width) / (2 * width)
        if rowsAtFullWidth <= rows { return (columns, max(1, rowsAtFullWidth)) }
        return (max(1, min(columns, (2 * rows * width + height / 2) / height)), rows)
    }
}
