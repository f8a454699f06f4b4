extension PlacesLinkParser {
    /// What the Wikipedia app opens for `text`; see ``WikipediaAppLink``.
    static func appLink(_ text: String) throws(PlacesLinkRejection) -> WikipediaAppLink {
        guard let link = Location.normalizedName(text), let separator = link.schemeSeparator else {
            throw .notALink
        }
        let scheme = asciiLowercased(link[..<separator.lowerBound])
        switch scheme {
        case "wikipedia", "wikipedia-official":
            break
        case "http", "https":
            return try webAppLink(link)
        default:
            throw .unsupportedScheme(String(link[..<separator.lowerBound]))
        }
        var rest = link[separator.upperBound...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var query: Substring = ""
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = asciiLowercased(rest[..<slash])
        let path = rest[slash...]
        // The app reads a screen's host and ignores the rest of its link, as it does here.
        switch host {
        case "places":
            return try places(link)
        case "search":
            return .search(query: try searchTerm(try value(of: "q", in: query), link: link), site: nil)
        default:
            if let screen = WikipediaAppScreen(rawValue: host) { return .screen(screen) }
        }
        guard let site = WikipediaSite(articleURL: "https://\(host)/") else { throw .unknownAppLink(link) }
        if let term = try value(of: "search", in: query) { return .search(query: try searchTerm(term, link: link), site: site) }
        return try article(path: path, on: site, link: link)
    }

    /// A Places link; one with no place is the tab as it is.
    private static func places(_ link: String) throws(PlacesLinkRejection) -> WikipediaAppLink {
        do {
            return .places(try parse(link))
        } catch .nothingToShow {
            return .places(nil)
        }
    }

    /// A Wikipedia web address: Special:Nearby (with coordinates or without), an article, or a search.
    private static func webAppLink(_ link: String) throws(PlacesLinkRejection) -> WikipediaAppLink {
        guard let (host, address) = splitWebAddress(link), let site = WikipediaSite(articleURL: "https://\(host)/") else {
            throw .unknownAppLink(link)
        }
        var path = address
        var fragment: Substring = ""
        if let hash = path.firstIndex(of: "#") {
            fragment = path[path.index(after: hash)...]
            path = path[..<hash]
        }
        var query: Substring = ""
        if let question = path.firstIndex(of: "?") {
            query = path[path.index(after: question)...]
            path = path[..<question]
        }
        if path == "/wiki/Special:Nearby" {
            return fragment.isEmpty ? .places(nil) : .places(try parse(link))
        }
        if let term = try value(of: "search", in: query) { return .search(query: try searchTerm(term, link: link), site: site) }
        return try article(path: path, on: site, link: link)
    }

    /// `/wiki/TITLE` on `site`, the title percent-decoded with `_` as a space.
    private static func article(path: Substring, on site: WikipediaSite, link: String) throws(PlacesLinkRejection) -> WikipediaAppLink {
        guard path.hasPrefix("/wiki/"), let title = title(afterWiki: path.dropFirst("/wiki/".count)) else {
            throw .unknownAppLink(link)
        }
        return .article(WikipediaArticle(title: title, url: site.articleURL(title: title)), site: site)
    }

    /// `term`, when it is a search Wikipedia would run: at most ``WikipediaAppLink/maximumSearchLength`` characters.
    private static func searchTerm(_ term: String?, link: String) throws(PlacesLinkRejection) -> String? {
        guard let term else { return nil }
        guard term.count <= WikipediaAppLink.maximumSearchLength else { throw .unknownAppLink(link) }
        return term
    }

    /// The decoded value of the first query item called `name`, or `nil` when there is none or it is empty.
    private static func value(of name: String, in query: Substring) throws(PlacesLinkRejection) -> String? {
        for item in query.split(separator: "&") {
            let equals = item.firstIndex(of: "=") ?? item.endIndex
            guard PercentEncoding.decode(item[..<equals]) == name else { continue }
            let raw = equals == item.endIndex ? "" : item[item.index(after: equals)...]
            guard let value = PercentEncoding.decode(raw) else { throw .malformedEncoding(parameter: name) }
            return Location.normalizedName(value)
        }
        return nil
    }
}
