/// The shapes of the Wikipedia answers Places reads, as documented for `formatversion=2` and the REST API. Every
/// field a page may lack is optional; the mapping to Domain (``GeosearchAnswer/Page/article(on:)``,
/// ``SummaryAnswer/summary(on:requested:)``) decides what a usable answer is.

/// The Action API's answer to a geosearch, or its error object.
struct GeosearchAnswer: Decodable {
    struct Query: Decodable {
        let pages: [Page]?
    }

    struct Page: Decodable {
        let pageid: Int?
        let title: String?
        let description: String?
        let coordinates: [CoordinateAnswer]?
        let missing: Bool?
    }

    let batchcomplete: Bool?
    let query: Query?
    /// The values to send again for the rest of the answer (`cocontinue`, `continue`); strings, always.
    let `continue`: [String: String]?
    let error: APIErrorAnswer?
}

/// A coordinate as both APIs write it. `primary` and `globe` appear in the Action API's list only.
struct CoordinateAnswer: Decodable {
    let lat: Double
    let lon: Double
    let primary: Bool?
    let globe: String?
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

    let type: String?
    let title: String?
    let titles: Titles?
    let pageid: Int?
    let description: String?
    let extract: String?
    let coordinates: CoordinateAnswer?
}

/// The REST API's problem document (RFC 7807), which a 404 carries: `{"type": "…/not_found", "title": "Not found."}`.
struct ProblemAnswer: Decodable {
    let type: String
    let title: String?
    let detail: String?
}
