/// Where articles' pictures come from: the port behind a summary's thumbnail. Data implements it over HTTP, within
/// the same deadline and size bound as every question to a server, and keeps what it fetched for when the network
/// is gone.
public protocol ArticlePictureRepository: Sendable {
    /// The picture at `address` (a summary's ``ArticleSummary/thumbnailURL``).
    ///
    /// - Parameter address: The picture's web address.
    /// - Returns: The picture, fresh or saved.
    /// - Throws: ``ArticleFailure`` when there is none, fresh or saved, or the answer is not a picture.
    func picture(at address: String) async throws(ArticleFailure) -> ArticleAnswer<ArticlePicture>
}
