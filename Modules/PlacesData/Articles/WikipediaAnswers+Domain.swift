import PlacesDomain

extension CoordinateAnswer {
    /// The coordinate, when it is a valid one on Earth; a wiki's coordinates on the Moon are not a place to show.
    var coordinate: Coordinate? {
        if let globe, globe.lowercased() != "earth" { return nil }
        return try? Coordinate(latitude: lat, longitude: lon)
    }

    /// Whether the wiki marks this as the page's own coordinate. A secondary one (no `primary`, or `false`) is of
    /// something the article mentions, not of its subject, and never places the article.
    var isPrimary: Bool { primary?.isSet == true }
}

extension QueryAnswer.Page {
    /// The article, or `nil` for a missing page or an entry without an id or a title (nothing to show or ask about).
    /// It is placed at its primary coordinate when that is on Earth, and nowhere otherwise.
    func article(on site: WikipediaSite) -> Article? {
        guard let pageid, let title, missing?.isSet != true, Location.normalizedName(title) != nil else { return nil }
        return Article(
            pageID: pageid,
            title: title,
            description: description,
            coordinate: coordinates?.first(where: \.isPrimary)?.coordinate,
            url: site.articleURL(title: title)
        )
    }
}

extension SummaryAnswer {
    /// The summary, or `nil` when the answer is not a page summary at all: every summary names its `type` and
    /// `title`, so JSON without them (`{"hello": "world"}`) is some other answer.
    ///
    /// The address is the wiki's own canonical one (`content_urls`) when it is an article address of this wiki,
    /// else it is built from the title; the thumbnail's address is kept when it is a plain web address.
    ///
    /// - Parameter site: Where the article lives, for its address.
    func summary(on site: WikipediaSite) -> ArticleSummary? {
        guard let type, let title else { return nil }
        let shown = titles?.normalized ?? title.replacing("_", with: " ")
        guard Location.normalizedName(shown) != nil else { return nil }
        let canonical = contentURLs?.desktop?.page.flatMap { site.isArticleAddress($0) ? $0 : nil }
        return ArticleSummary(
            title: shown,
            description: description,
            extract: extract ?? "",
            coordinate: coordinates?.coordinate,
            url: canonical ?? site.articleURL(title: shown),
            pageID: pageid,
            kind: type == "disambiguation" ? .disambiguation : .article,
            thumbnailURL: thumbnail?.source.flatMap(Self.thumbnailAddress)
        )
    }

    /// `text` when it is an http(s) address written in printable ASCII only (as a thumbnail's is), else `nil`.
    static func thumbnailAddress(_ text: String) -> String? {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), text.utf8.count <= 2048,
              text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
        else { return nil }
        return text
    }
}
