// Linux only, like the server itself.
#if os(Linux)
import Foundation

extension LoopbackHTTPServer {
    /// One answer of the fake Wikipedia.
    struct WikipediaAnswer {
        var status = 200
        var type = "application/json; charset=utf-8"
        var body: Data
        var headers: [(String, String)] = []
    }

    /// Plays a Wikipedia at `/wiki/SCENARIO/`, from the files in `Fixtures/wikipedia/SCENARIO/`:
    ///
    /// - `w/api.php` checks that the geosearch is asked the documented way (`generator=geosearch`,
    ///   `prop=coordinates|description`, `colimit=max`, `format=json&formatversion=2`, a coordinate, radius and
    ///   limit) and answers `geosearch.json`, or `geosearch-2.json` when the request carries `cocontinue`, or
    ///   `geosearch.html` as a web page when there is one. A request of another shape gets the API's error object.
    /// - `api/rest_v1/page/summary/TITLE` answers `summary/TITLE.json` (TITLE as sent, `%2F` and all), or the REST
    ///   API's 404 problem document.
    ///
    /// Four scenarios need no folder: `busy` answers 429 with `Retry-After: 30`, `unavailable` 503 without one,
    /// `busy-once` answers each path's first request with 429 and `Retry-After: 1`, then plays `amsterdam`, and
    /// `slow` sends nothing for 60 seconds (or until the server stops), then plays `amsterdam`.
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
        let busyPage = Data("<!DOCTYPE html><html><body><h1>Too many requests</h1></body></html>\n".utf8)
        switch scenario {
        case "busy":
            return WikipediaAnswer(status: 429, type: "text/html; charset=utf-8", body: busyPage, headers: [("Retry-After", "30")])
        case "unavailable":
            return WikipediaAnswer(status: 503, type: "text/html; charset=utf-8", body: busyPage)
        case "slow":
            sleep(seconds: 60)
            scenario = "amsterdam"
        case "busy-once":
            if count == 1 {
                return WikipediaAnswer(status: 429, type: "text/html; charset=utf-8", body: busyPage, headers: [("Retry-After", "1")])
            }
            scenario = "amsterdam"
        default:
            break
        }
        let folder = Fixtures.url("wikipedia/\(scenario)")
        if rest == "/w/api.php" {
            let expected = [
                "action": "query", "generator": "geosearch", "prop": "coordinates|description", "colimit": "max",
                "format": "json", "formatversion": "2",
            ]
            for (key, value) in expected.sorted(by: { $0.key < $1.key }) where query[key] != value {
                return apiError("The test server expected \(key)=\(value).")
            }
            for key in ["ggscoord", "ggsradius", "ggslimit"] where query[key]?.isEmpty ?? true {
                return apiError("The test server expected \(key).")
            }
            if let page = try? Data(contentsOf: folder.appendingPathComponent("geosearch.html")) {
                return WikipediaAnswer(type: "text/html; charset=utf-8", body: page)
            }
            let name = query["cocontinue"] == nil ? "geosearch.json" : "geosearch-2.json"
            guard let body = try? Data(contentsOf: folder.appendingPathComponent(name)) else { return nil }
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
        let problem = (try? Data(contentsOf: Fixtures.url("wikipedia/not-found.json"))) ?? Data()
        return WikipediaAnswer(status: 404, type: "application/problem+json", body: problem)
    }

    private func apiError(_ info: String) -> WikipediaAnswer {
        let body = #"{"error":{"code":"badrequest","info":"\#(info)"},"servedby":"loopback"}"#
        return WikipediaAnswer(body: Data(body.utf8))
    }
}
#endif
