public import PlacesDomain
import PlacesPixbufShim

/// A picture as PNG, for a terminal protocol that takes PNG and not JPEG (kitty's): a PNG as it is, anything else
/// through the system's gdk-pixbuf, loaded the first time it is needed (`PlacesPixbufShim`). Places decodes no image
/// itself; without gdk-pixbuf there is no PNG of a JPEG, and the front end shows no picture.
public enum PictureConverter {
    /// `picture` as PNG, with its size in pixels; `nil` when it cannot be converted (no gdk-pixbuf, or bytes it does
    /// not read).
    ///
    /// - Parameter picture: The picture, of any kind.
    /// - Returns: The PNG, or `nil`.
    public static func png(of picture: ArticlePicture) -> ArticlePicture? {
        if picture.kind == .png { return picture }
        var result = places_picture_png()
        picture.bytes.withUnsafeBufferPointer { bytes in
            places_picture_to_png(bytes.baseAddress, bytes.count, &result)
        }
        defer { places_picture_release(&result) }
        guard result.converted == 1, let png = result.png, result.png_count > 0 else { return nil }
        return ArticlePicture(
            kind: .png,
            bytes: Array(UnsafeBufferPointer(start: png, count: result.png_count)),
            pixelWidth: Int(result.width),
            pixelHeight: Int(result.height)
        )
    }
}
