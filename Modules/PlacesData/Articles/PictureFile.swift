import PlacesDomain

/// What an image file is, read from its first bytes: the signature of each kind Places knows, and the size in pixels
/// where the file writes it at a fixed place (PNG's header chunk, GIF's screen descriptor). Nothing is decoded.
enum PictureFile {
    /// The picture `bytes` are, or `nil` when they are no image file Places knows (a web page, an error's text).
    static func picture(_ bytes: [UInt8]) -> ArticlePicture? {
        guard let kind = kind(of: bytes) else { return nil }
        let size = pixelSize(of: bytes, kind: kind)
        return ArticlePicture(kind: kind, bytes: bytes, pixelWidth: size?.width, pixelHeight: size?.height)
    }

    /// The kind of image file by its signature.
    static func kind(of bytes: [UInt8]) -> ArticlePicture.Kind? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }

    /// The size in pixels where the kind writes it at a fixed place: PNG's IHDR (big-endian, bytes 16–23) and GIF's
    /// logical screen (little-endian, bytes 6–9); `nil` for the others, and for a size of zero.
    static func pixelSize(of bytes: [UInt8], kind: ArticlePicture.Kind) -> (width: Int, height: Int)? {
        let size: (width: Int, height: Int)
        switch kind {
        case .png:
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
            let word = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            size = (word(16), word(20))
        case .gif:
            guard bytes.count >= 10 else { return nil }
            size = (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        case .jpeg, .webp:
            return nil
        }
        return size.width > 0 && size.height > 0 ? size : nil
    }
}
