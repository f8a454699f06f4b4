/// What an export writes of a saved article beside its name and coordinates: its web address and its wiki's host.
struct PointLink {
    /// The article's web address.
    let url: String
    /// The wiki's host (`en.wikipedia.org`).
    let wiki: String
}
