// Linux only, like the server itself.
#if os(Linux)
import Foundation
public import PlacesDomain

extension LoopbackHTTPServer {
    /// The Wikipedia this server plays for `scenario`: `http://127.0.0.1:PORT/wiki/SCENARIO`.
    public func wikipediaSite(_ scenario: String) -> WikipediaSite {
        // A loopback address with a port always makes a site; English Wikipedia is never reached in its place.
        WikipediaSite(base: url("/wiki/\(scenario)").absoluteString) ?? .english
    }

    /// One answer of the fake Wikipedia: a response to format, or raw bytes to send as they are.
    struct WikipediaAnswer {
        var status = 200
        var type = "application/json; charset=utf-8"
        var body = Data()
        var headers: [(String, String)] = []
        /// Sent instead of a formatted response: bytes that are not HTTP, or a head no server should send.
        var raw: Data?
    }

    /// Plays a Wikipedia at `/wiki/SCENARIO/`, from the files in `Fixtures/wikipedia/SCENARIO/`:
    ///
    /// - `w/api.php` checks that the geosearch is asked the documented way (`generator=geosearch`,
    ///   `prop=coordinates|description`, `colimit=max`, `format=json&formatversion=2`, a coordinate, radius and
    ///   limit) and answers `geosearch.json`, or `geosearch-2.json` when the request continues an earlier answer
    ///   (any `…continue` value besides `continue` itself), or `geosearch.html` as a web page when there is one.
    ///   A request of another shape gets the API's error object.
    /// - `api/rest_v1/page/summary/TITLE` answers `summary/TITLE.json` (TITLE as sent, `%2F` and all), redirects
    ///   (302, as the REST API does) to the title in `summary/TITLE.redirect`, or answers the REST API's 404
    ///   problem document.
    ///
    /// Scenarios without a folder, in `LoopbackHTTPServer+WikipediaFaults.swift`, misbehave: they are busy, slow,
    /// huge, endless, redirect badly or do not speak HTTP.
    func wikipediaAnswer(path: String, query: [String: String]) -> WikipediaAnswer? {
        let inside = path.dropFirst("/wiki/".count)
        guard let slash = inside.firstIndex(of: "/") else { return nil }
        var scenario = String(inside[..<slash])
        let rest = String(inside[slash...])
        guard !scenario.contains(".."), !rest.contains("..") else { return nil }
        let count = locked {
            wikipediaCounts[path, default: 0] += 1
            return wikipediaCounts[path, default: 0]
        }
        switch wikipediaFault(scenario, rest: rest, query: query, count: count) {
        case .answer(let answer): return answer
        case .play(let played): scenario = played
        case nil: break
        }
        let folder = Fixtures.url("wikipedia/\(scenario)")
        if rest == "/w/api.php" {
            if let problem = Self.geosearchProblem(query) { return Self.apiError(problem) }
            if let page = try? Data(contentsOf: folder.appendingPathComponent("geosearch.html")) {
                return WikipediaAnswer(type: "text/html; charset=utf-8", body: page)
            }
            let continues = query.keys.contains { $0 != "continue" && $0.hasSuffix("continue") }
            guard let body = try? Data(contentsOf: folder.appendingPathComponent(continues ? "geosearch-2.json" : "geosearch.json"))
            else { return nil }
            return WikipediaAnswer(body: body)
        }
        let summaryPath = "/api/rest_v1/page/summary/"
        guard rest.hasPrefix(summaryPath) else { return nil }
        let title = String(rest.dropFirst(summaryPath.count))
        if !title.contains("/"), let body = try? Data(contentsOf: folder.appendingPathComponent("summary/\(title).json")) {
            return WikipediaAnswer(
                type: "application/json; charset=utf-8; profile=\"https://www.mediawiki.org/wiki/Specs/Summary/1.4.2\"",
                body: body
            )
        }
        if !title.contains("/"), let target = try? String(contentsOf: folder.appendingPathComponent("summary/\(title).redirect"), encoding: .utf8) {
            // The REST API answers a redirect page with a relative Location to the target's summary.
            let location = target.trimmingCharacters(in: .whitespacesAndNewlines)
            return WikipediaAnswer(status: 302, type: "text/plain", headers: [("Location", location)])
        }
        let problem = (try? Data(contentsOf: Fixtures.url("wikipedia/not-found.json"))) ?? Data()
        return WikipediaAnswer(status: 404, type: "application/problem+json", body: problem)
    }

    /// What is wrong with a geosearch request, or `nil` when it asks the documented way.
    static func geosearchProblem(_ query: [String: String]) -> String? {
        let expected = [
            "action": "query", "generator": "geosearch", "prop": "coordinates|description", "colimit": "max",
            "format": "json", "formatversion": "2",
        ]
        for (key, value) in expected.sorted(by: { $0.key < $1.key }) where query[key] != value {
            return "The test server expected \(key)=\(value)."
        }
        for key in ["ggscoord", "ggsradius", "ggslimit"] where query[key]?.isEmpty ?? true {
            return "The test server expected \(key)."
        }
        return nil
    }

    /// The API's error object, as a 200.
    static func apiError(_ info: String) -> WikipediaAnswer {
        let body = #"{"error":{"code":"badrequest","info":"\#(info)"},"servedby":"loopback"}"#
        return WikipediaAnswer(body: Data(body.utf8))
    }
}
#endif
