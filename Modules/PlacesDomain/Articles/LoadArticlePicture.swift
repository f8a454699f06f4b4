/// An article's picture, for a front end that can show one: the summary's thumbnail, asked of the pictures' port.
///
/// A picture is extra: a summary without a thumbnail, or one the server cannot give, has none, and that is never a
/// failure to tell anyone about; the summary is the answer.
public struct LoadArticlePicture: Sendable {
    private let pictures: any ArticlePictureRepository

    /// A loader over `pictures`.
    ///
    /// - Parameter pictures: Where pictures come from.
    public init(pictures: any ArticlePictureRepository) {
        self.pictures = pictures
    }

    /// The picture of `summary`, fresh or saved; `nil` when it has none or none can be had.
    ///
    /// - Parameter summary: The article's summary.
    /// - Returns: The picture, or `nil`.
    public func callAsFunction(_ summary: ArticleSummary) async -> ArticlePicture? {
        guard let address = summary.thumbnailURL else { return nil }
        return try? await pictures.picture(at: address).value
    }
}
