/// An article's picture as the wiki serves it: the bytes of an image file, what kind of file they are, and its size
/// in pixels when the file says so plainly. Nothing here decodes it: a terminal that shows pictures does.
public struct ArticlePicture: Sendable, Hashable {
    /// The kinds of image file Places recognises by their first bytes.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Portable Network Graphics.
        case png
        /// JPEG, as most of Wikipedia's thumbnails are.
        case jpeg
        /// GIF.
        case gif
        /// WebP.
        case webp
    }

    /// What kind of image file ``bytes`` is.
    public let kind: Kind
    /// The image file, as served.
    public let bytes: [UInt8]
    /// The width in pixels, when known.
    public let pixelWidth: Int?
    /// The height in pixels, when known.
    public let pixelHeight: Int?

    /// Creates a picture.
    ///
    /// - Parameters:
    ///   - kind: What kind of image file `bytes` is.
    ///   - bytes: The image file.
    ///   - pixelWidth: The width in pixels, when known.
    ///   - pixelHeight: The height in pixels, when known.
    public init(kind: Kind, bytes: [UInt8], pixelWidth: Int? = nil, pixelHeight: Int? = nil) {
        self.kind = kind
        self.bytes = bytes
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}
