/// The shapes of the Wikipedia answers Places reads. Places asks for `formatversion=2`, but mirrors and older
/// MediaWikis answer in `formatversion=1` (pages as an object keyed by page id, flags as `""`), continuation values
/// may be numbers (`{"excontinue": 1}`), and a server may answer the `list=geosearch` form (rows with `dist`). A
/// search's pages come in the order of their ids, each with its rank as `index`, and the redirects it followed are
/// listed beside them (`{"index": 3, "from": "Barack Hussein Obama", "to": "Barack Obama"}`).
/// Every field a page may lack is optional; the mapping to Domain (``QueryAnswer/Page/article(on:)``,
/// ``SummaryAnswer/summary(on:requested:)``) decides what a usable answer is.

/// The Action API's answer to a query with a generator — a geosearch or a search — or its error object.
struct QueryAnswer: Decodable {
    struct Query: Decodable {
        /// The generator's pages, in the order the answer lists them (by page id under `formatversion=1`).
        let pages: [Page]?
        /// The rows of `list=geosearch`.
        let geosearch: [Row]?
        /// The redirects followed to the pages (`redirects=1`).
        let redirects: [Redirect]?

        private enum CodingKeys: String, CodingKey { case pages, geosearch, redirects }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            geosearch = try container.decodeIfPresent([Row].self, forKey: .geosearch)
            // A malformed redirect names no page: it is dropped, not the whole answer.
            redirects = try? container.decodeIfPresent([Redirect].self, forKey: .redirects)
            if let list = try? container.decodeIfPresent([Page].self, forKey: .pages) {
                pages = list
            } else if let keyed = try container.decodeIfPresent([String: Page].self, forKey: .pages) {
                // formatversion=1: the key is the page id (negative for a missing page), which the page may omit.
                pages = keyed.map { key, page in page.withID(page.pageid ?? Int(key)) }
                    .sorted { ($0.pageid ?? 0) < ($1.pageid ?? 0) }
            } else {
                pages = nil
            }
        }
    }

    struct Page: Decodable {
        let pageid: Int?
        let title: String?
        let description: String?
        let coordinates: [CoordinateAnswer]?
        let missing: APIFlag?
        /// A search's rank for the page, from 1.
        let index: Int?

        func withID(_ id: Int?) -> Page {
            Page(pageid: id, title: title, description: description, coordinates: coordinates, missing: missing, index: index)
        }
    }

    /// A redirect a query followed: its title, the title of the page it leads to, and a search's rank for it.
    struct Redirect: Decodable {
        let from: String
        let to: String
        let index: Int?
    }

    /// A row of `list=geosearch`: the page and its coordinate in one, with its distance from the point asked about.
    struct Row: Decodable {
        let pageid: Int?
        let title: String?
        let lat: Double?
        let lon: Double?
        let primary: APIFlag?
        let globe: String?
    }

    let batchcomplete: APIFlag?
    let query: Query?
    /// The values to send again for the rest of the answer (`cocontinue`, `continue`), as the API wrote them.
    let `continue`: [String: ContinueValue]?
    let error: APIErrorAnswer?
}

/// A coordinate as both APIs write it. `primary` and `globe` appear in the Action API's list only.
struct CoordinateAnswer: Decodable {
    let lat: Double
    let lon: Double
    let primary: APIFlag?
    let globe: String?
}

/// A flag of the Action API: `true`/`false` under `formatversion=2`, present as `""` (true) under version 1.
struct APIFlag: Decodable, Equatable {
    let isSet: Bool

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            isSet = flag
        } else {
            // formatversion=1 writes a set flag as an empty string, and leaves an unset one out.
            _ = try container.decode(String.self)
            isSet = true
        }
    }
}

/// A value of `continue`, sent back as text: a string, or a whole number (`{"excontinue": 1}`).
struct ContinueValue: Decodable, Equatable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let whole = try? container.decode(Int.self) {
            text = String(whole)
        } else {
            text = try container.decode(String.self)
        }
    }
}

/// The Action API's error object: `{"error": {"code": "badvalue", "info": "…"}}`.
struct APIErrorAnswer: Decodable {
    let code: String
    let info: String?
}

/// The object that holds only an Action API error, to recognise one in an answer of any status.
struct APIErrorEnvelope: Decodable {
    let error: APIErrorAnswer
}

/// The REST API's page summary.
struct SummaryAnswer: Decodable {
    struct Titles: Decodable {
        let normalized: String?
    }

    struct Addresses: Decodable {
        struct Page: Decodable {
            let page: String?
        }

        let desktop: Page?
    }

    struct Image: Decodable {
        let source: String?
    }

    /// `standard`, `disambiguation`, `mainpage` or `no-extract`: every summary has one.
    let type: String?
    let title: String?
    let titles: Titles?
    let pageid: Int?
    let description: String?
    let extract: String?
    let coordinates: CoordinateAnswer?
    let contentURLs: Addresses?
    let thumbnail: Image?

    private enum CodingKeys: String, CodingKey {
        case type, title, titles, pageid, description, extract, coordinates, thumbnail
        case contentURLs = "content_urls"
    }
}

/// The REST API's problem document (RFC 7807), which a 404 carries: `{"type": "…/not_found", "title": "Not found."}`.
struct ProblemAnswer: Decodable {
    let type: String
    let title: String?
    let detail: String?
}
