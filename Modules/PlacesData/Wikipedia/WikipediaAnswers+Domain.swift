import PlacesDomain

extension CoordinateAnswer {
    /// The coordinate, when it is a valid one on Earth; a wiki's coordinates on the Moon are not a place to show.
    var coordinate: Coordinate? {
        if let globe, globe.lowercased() != "earth" { return nil }
        return try? Coordinate(latitude: lat, longitude: lon)
    }
}

extension GeosearchAnswer.Page {
    /// The article, or `nil` for an entry without an id or a title (nothing to show or to ask about).
    func article(on site: WikipediaSite) -> Article? {
        guard let pageid, let title, missing != true, Location.normalizedName(title) != nil else { return nil }
        let located = coordinates ?? []
        let coordinate = (located.first { $0.primary == true } ?? located.first)?.coordinate
        return Article(
            pageID: pageid,
            title: title,
            description: description,
            coordinate: coordinate,
            url: site.articleURL(title: title)
        )
    }
}

extension SummaryAnswer {
    /// The summary, or `nil` when the answer has no title at all.
    ///
    /// - Parameters:
    ///   - site: Where the article lives, for its address.
    ///   - requested: The title asked for, when the answer names none in its reader's form.
    func summary(on site: WikipediaSite, requested: String) -> ArticleSummary? {
        let shown = titles?.normalized ?? title?.replacing("_", with: " ") ?? requested
        guard Location.normalizedName(shown) != nil else { return nil }
        return ArticleSummary(
            title: shown,
            description: description,
            extract: extract ?? "",
            coordinate: coordinates?.coordinate,
            url: site.articleURL(title: shown),
            pageID: pageid
        )
    }
}
