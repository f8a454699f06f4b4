public import PlacesDomain

/// Articles' pictures for a front end that can draw them: where a summary's thumbnail goes, and its bytes. A picture
/// is extra: when there is none, nothing is said.
public struct ArticlePicturesViewModel: Sendable {
    private let load: LoadArticlePicture

    /// Pictures from `pictures`.
    ///
    /// - Parameter pictures: Where pictures come from.
    public init(pictures: any ArticlePictureRepository) {
        load = LoadArticlePicture(pictures: pictures)
    }

    /// The picture of `summary`, fresh or saved; `nil` when it has none or none can be had.
    ///
    /// - Parameter summary: The article's summary.
    /// - Returns: The picture, or `nil`.
    public func picture(of summary: ArticleSummary) async -> ArticlePicture? {
        await load(summary)
    }
}
