import PlacesDomain

/// The pages of one question — a geosearch or a search — as its rounds arrive: each page's parts merged by its id,
/// in first-seen order, and at most ``maximumPages`` of them, whatever a wiki sends; and the redirects a search
/// followed to them.
struct QueryPages {
    /// The most pages kept: twice the most a geosearch may ask for, so no honest answer comes near it.
    static let maximumPages = 2 * NearbyQuery.limits.upperBound

    private var order: [Int] = []
    private var pages: [Int: QueryAnswer.Page] = [:]
    /// The titles of the redirects followed, by the title they lead to.
    private var redirects: [String: [String]] = [:]
    /// A search's best rank for a redirect to each title, for a page that came without its own.
    private var redirectRanks: [String: Int] = [:]
    /// Whether a round named more pages than are kept.
    private(set) var overflowed = false

    /// Adds the pages (and rows of `list=geosearch`, and redirects) of one round.
    mutating func add(_ query: QueryAnswer.Query?) {
        for page in (query?.pages ?? []) + (query?.geosearch ?? []).map(\.page) {
            guard let id = page.pageid else { continue }
            if let earlier = pages[id] {
                pages[id] = QueryAnswer.Page(
                    pageid: id,
                    title: earlier.title ?? page.title,
                    description: earlier.description ?? page.description,
                    coordinates: (earlier.coordinates ?? []) + (page.coordinates ?? []),
                    missing: earlier.missing ?? page.missing,
                    index: earlier.index ?? page.index
                )
            } else if order.count < Self.maximumPages {
                order.append(id)
                pages[id] = page
            } else {
                overflowed = true
            }
        }
        for redirect in query?.redirects ?? [] where redirects[redirect.to]?.contains(redirect.from) != true {
            // As many as there are pages: a redirect list longer than the answer is no honest one.
            guard redirects.values.reduce(0, { $0 + $1.count }) < Self.maximumPages else { break }
            redirects[redirect.to, default: []].append(redirect.from)
            if let index = redirect.index { redirectRanks[redirect.to] = min(index, redirectRanks[redirect.to] ?? index) }
        }
    }

    /// The articles, in first-seen order: all of them, even past the limit a server should have kept to, since
    /// which are nearest is decided by who ranks them.
    func articles(on site: WikipediaSite) -> [Article] {
        order.compactMap { pages[$0]?.article(on: site) }
    }

    /// A search's articles in its order — by `index`, the rank it gave each page or, for a page reached through a
    /// redirect that came without one, the redirect's; pages without any after those with one, in first-seen
    /// order — each with the redirects followed to it.
    func found(on site: WikipediaSite) -> [FoundArticle] {
        func rank(_ id: Int) -> Int? {
            guard let page = pages[id] else { return nil }
            return page.index ?? page.title.flatMap { redirectRanks[$0] }
        }
        let ranked = order.enumerated().sorted { lhs, rhs in
            switch (rank(lhs.element), rank(rhs.element)) {
            case let (left?, right?): left != right ? left < right : lhs.offset < rhs.offset
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.offset < rhs.offset
            }
        }
        return ranked.compactMap { _, id in
            pages[id]?.article(on: site).map { FoundArticle(article: $0, redirects: redirects[$0.title] ?? []) }
        }
    }
}

extension QueryAnswer.Row {
    /// The row as a page with one coordinate, so that both forms of answer are placed by the same rule.
    var page: QueryAnswer.Page {
        let coordinate = lat.flatMap { lat in lon.map { CoordinateAnswer(lat: lat, lon: $0, primary: primary, globe: globe) } }
        return QueryAnswer.Page(pageid: pageid, title: title, description: nil, coordinates: coordinate.map { [$0] }, missing: nil, index: nil)
    }
}
