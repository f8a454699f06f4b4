#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// The addresses of the two Wikipedia APIs Places uses, under a site's base.
///
/// The geosearch asks the Action API for the pages near a point with their coordinates and short descriptions in
/// one request (`generator=geosearch`, `prop=coordinates|description`, always `format=json&formatversion=2`);
/// `colimit=max` keeps the coordinates of every page in the first answer, and the answer's `continue` values,
/// when there are any, are sent back as they came. The search asks the same API the same way, with the search box's
/// generator instead (`generator=prefixsearch`, or `generator=search` for the articles' text) in the main namespace
/// and `redirects`, so that a title found through a redirect comes back as its article, with the redirect named.
/// The summary is the REST API's `page/summary/TITLE`; the whole text is TextExtracts' plain-text extract
/// (`prop=extracts&explaintext=1&exsectionformat=wiki`) with the page property that marks a disambiguation page,
/// a redirect followed (`redirects=1`).
struct WikipediaEndpoints: Sendable {
    let site: WikipediaSite

    /// The geosearch for `query`, continuing an earlier answer with its `continue` values.
    func nearby(_ query: NearbyQuery, continuing: [(key: String, value: String)] = []) -> URL? {
        let point = "\(query.centre.decimalLatitude)|\(query.centre.decimalLongitude)"
        let parameters: [(String, String)] = [
            ("action", "query"),
            ("generator", "geosearch"),
            ("ggscoord", point),
            ("ggsradius", String(query.radius)),
            ("ggslimit", String(query.limit)),
            ("prop", "coordinates|description"),
            ("colimit", "max"),
            ("format", "json"),
            ("formatversion", "2"),
        ]
        return actionAPI(parameters + continuing.map { ($0.key, $0.value) })
    }

    /// The search for `query`, continuing an earlier answer with its `continue` values.
    func search(_ query: ArticleSearchQuery, continuing: [(key: String, value: String)] = []) -> URL? {
        let pages = String(ArticleSearchQuery.pages)
        let generator: [(String, String)] = switch query.kind {
        case .titles: [("generator", "prefixsearch"), ("gpssearch", query.text), ("gpsnamespace", "0"), ("gpslimit", pages)]
        case .text: [("generator", "search"), ("gsrsearch", query.text), ("gsrnamespace", "0"), ("gsrlimit", pages)]
        }
        let parameters: [(String, String)] = [("action", "query")] + generator + [
            ("prop", "coordinates|description"),
            ("colimit", "max"),
            ("redirects", "1"),
            ("format", "json"),
            ("formatversion", "2"),
        ]
        return actionAPI(parameters + continuing.map { ($0.key, $0.value) })
    }

    /// The whole plain text of the article titled `title`, headings written `== Heading ==`.
    func extract(title: String) -> URL? {
        actionAPI([
            ("action", "query"),
            ("prop", "extracts|pageprops"),
            ("ppprop", "disambiguation"),
            ("explaintext", "1"),
            ("exsectionformat", "wiki"),
            ("redirects", "1"),
            ("titles", title),
            ("format", "json"),
            ("formatversion", "2"),
        ])
    }

    private func actionAPI(_ parameters: [(String, String)]) -> URL? {
        let text = parameters.map { "\(PercentEncoding.encode($0))=\(PercentEncoding.encode($1))" }.joined(separator: "&")
        return URL(string: "\(site.base)/w/api.php?\(text)")
    }

    /// The summary of the article titled `title`.
    func summary(title: String) -> URL? {
        URL(string: "\(site.base)/api/rest_v1/page/summary/\(WikipediaSite.pathComponent(title))")
    }
}
