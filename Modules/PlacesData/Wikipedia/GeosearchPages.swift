import PlacesDomain

/// The pages of one geosearch as its rounds arrive: each page's parts merged by its id, in first-seen order, and at
/// most ``maximumPages`` of them, whatever a wiki sends.
struct GeosearchPages {
    /// The most pages kept: twice the most a geosearch may ask for, so no honest answer comes near it.
    static let maximumPages = 2 * NearbyQuery.limits.upperBound

    private var order: [Int] = []
    private var pages: [Int: GeosearchAnswer.Page] = [:]
    /// Whether a round named more pages than are kept.
    private(set) var overflowed = false

    /// Adds the pages (and rows of `list=geosearch`) of one round.
    mutating func add(_ query: GeosearchAnswer.Query?) {
        for page in (query?.pages ?? []) + (query?.geosearch ?? []).map(\.page) {
            guard let id = page.pageid else { continue }
            if let earlier = pages[id] {
                pages[id] = GeosearchAnswer.Page(
                    pageid: id,
                    title: earlier.title ?? page.title,
                    description: earlier.description ?? page.description,
                    coordinates: (earlier.coordinates ?? []) + (page.coordinates ?? []),
                    missing: earlier.missing ?? page.missing
                )
            } else if order.count < Self.maximumPages {
                order.append(id)
                pages[id] = page
            } else {
                overflowed = true
            }
        }
    }

    /// The articles, in first-seen order: all of them, even past the limit a server should have kept to, since
    /// which are nearest is decided by who ranks them.
    func articles(on site: WikipediaSite) -> [Article] {
        order.compactMap { pages[$0]?.article(on: site) }
    }
}

extension GeosearchAnswer.Row {
    /// The row as a page with one coordinate, so that both forms of answer are placed by the same rule.
    var page: GeosearchAnswer.Page {
        let coordinate = lat.flatMap { lat in lon.map { CoordinateAnswer(lat: lat, lon: $0, primary: primary, globe: globe) } }
        return GeosearchAnswer.Page(pageid: pageid, title: title, description: nil, coordinates: coordinate.map { [$0] }, missing: nil)
    }
}
