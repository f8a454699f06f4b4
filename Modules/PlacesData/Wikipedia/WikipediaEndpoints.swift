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
/// when there are any, are sent back as they came. The summary is the REST API's `page/summary/TITLE`.
struct WikipediaEndpoints: Sendable {
    let site: WikipediaSite

    /// The geosearch for `query`, continuing an earlier answer with its `continue` values.
    func nearby(_ query: NearbyQuery, continuing: [(key: String, value: String)] = []) -> URL? {
        let point = "\(query.centre.decimalLatitude)|\(query.centre.decimalLongitude)"
        var parameters: [(String, String)] = [
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
        parameters += continuing.map { ($0.key, $0.value) }
        let text = parameters.map { "\(PercentEncoding.encode($0))=\(PercentEncoding.encode($1))" }.joined(separator: "&")
        return URL(string: "\(site.base)/w/api.php?\(text)")
    }

    /// The summary of the article titled `title`.
    func summary(title: String) -> URL? {
        URL(string: "\(site.base)/api/rest_v1/page/summary/\(WikipediaSite.pathComponent(title))")
    }
}
