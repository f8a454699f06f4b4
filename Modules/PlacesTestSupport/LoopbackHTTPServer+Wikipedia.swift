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
    ///   (any `…continue` value besides `continue` itself), or `geosearch.html` as a web page when there is one;
    ///   in a scenario with a `geosearch/` folder, the file there named after the coordinate (`LAT,LON.json`)
    ///   nearest to the one asked about.
    /// - A search (`generator=prefixsearch` or `generator=search`, asked as `searchProblem` says) answers
    ///   `prefixsearch/TEXT.json` or `search/TEXT.json`, TEXT lowercased with spaces as `_`, and the API's empty
    ///   answer for a text without a file; a scenario without a `prefixsearch/` folder answers every search as it
    ///   answers a geosearch, so that its faults and shapes reach the search too.
    ///   A request of another shape gets the API's error object.
    /// - An article's whole text (`prop=extracts…&titles=TITLE`, asked as `extractProblem` says) answers
    ///   `extracts/TITLE.json` (TITLE with spaces as `_`), follows `extracts/TITLE.redirect` to the title in it
    ///   (listing the redirect under `query.redirects`, as `redirects=1` does), or answers the page as missing; a
    ///   scenario without an `extracts/` folder answers it as it answers a geosearch, web page and fault alike.
    /// - `api/rest_v1/page/summary/TITLE` answers `summary/TITLE.json` (TITLE as sent, `%2F` and all), redirects
    ///   (302, as the REST API does) to the title in `summary/TITLE.redirect`, or answers the REST API's 404
    ///   problem document. A thumbnail's address on `https://upload.wikimedia.org/` is rewritten to this server's
    ///   `/wikipedia/upload.wikimedia.org/`, where the picture's fixture is served as a file.
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
            if query["prop"]?.hasPrefix("extracts") == true, let extract = Self.extractAnswer(in: folder, query: query) { return extract }
            if let problem = Self.queryProblem(query) { return Self.apiError(problem) }
            if let search = Self.searchAnswer(in: folder, query: query) { return search }
            if let page = try? Data(contentsOf: folder.appendingPathComponent("geosearch.html")) {
                return WikipediaAnswer(type: "text/html; charset=utf-8", body: page)
            }
            if let nearest = Self.nearestGeosearch(in: folder, to: query["ggscoord"]) { return WikipediaAnswer(body: nearest) }
            let continues = query.keys.contains { $0 != "continue" && $0.hasSuffix("continue") }
            guard let body = try? Data(contentsOf: folder.appendingPathComponent(continues ? "geosearch-2.json" : "geosearch.json"))
            else { return nil }
            return WikipediaAnswer(body: body)
        }
        let summaryPath = "/api/rest_v1/page/summary/"
        guard rest.hasPrefix(summaryPath) else { return nil }
        let title = String(rest.dropFirst(summaryPath.count))
        if !title.contains("/"), var body = try? Data(contentsOf: folder.appendingPathComponent("summary/\(title).json")) {
            // The server plays Wikimedia's image server too: a thumbnail's address leads to the picture's fixture here.
            body = Data(String(decoding: body, as: UTF8.self)
                .replacingOccurrences(of: "https://upload.wikimedia.org/", with: url("/wikipedia/upload.wikimedia.org/").absoluteString).utf8)
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

    /// What is wrong with a request to the Action API — a geosearch or a search — or `nil` when it asks the
    /// documented way.
    static func queryProblem(_ query: [String: String]) -> String? {
        ["prefixsearch", "search"].contains(query["generator"]) ? searchProblem(query) : geosearchProblem(query)
    }

    /// What is wrong with a search request, or `nil` when it asks the documented way: the search box's generator
    /// in the main namespace, with a limit, redirects followed, coordinates and descriptions, JSON version 2.
    static func searchProblem(_ query: [String: String]) -> String? {
        let prefix = query["generator"] == "prefixsearch" ? "gps" : "gsr"
        let expected = [
            "action": "query", "prop": "coordinates|description", "colimit": "max", "redirects": "1",
            "format": "json", "formatversion": "2", "\(prefix)namespace": "0",
        ]
        for (key, value) in expected.sorted(by: { $0.key < $1.key }) where query[key] != value {
            return "The test server expected \(key)=\(value)."
        }
        for key in ["\(prefix)search", "\(prefix)limit"] where query[key]?.isEmpty ?? true {
            return "The test server expected \(key)."
        }
        return nil
    }

    /// The answer to a search in a scenario that has search answers (a `prefixsearch/` folder); `nil` for any
    /// other request or scenario.
    static func searchAnswer(in folder: URL, query: [String: String]) -> WikipediaAnswer? {
        guard let generator = query["generator"], ["prefixsearch", "search"].contains(generator),
              let text = query[generator == "prefixsearch" ? "gpssearch" : "gsrsearch"],
              FileManager.default.fileExists(atPath: folder.appendingPathComponent("prefixsearch").path)
        else { return nil }
        let name = text.lowercased().replacing(" ", with: "_")
        guard !name.contains("/"), !name.contains(".."),
              let body = try? Data(contentsOf: folder.appendingPathComponent("\(generator)/\(name).json"))
        else {
            // What the API answers when nothing matches: no `query` at all.
            return WikipediaAnswer(body: Data(#"{"batchcomplete":true}"#.utf8))
        }
        return WikipediaAnswer(body: body)
    }

    /// In a scenario with a `geosearch/` folder, the answer whose name (`LAT,LON.json`) is the coordinate nearest
    /// to `ggscoord` (`LAT|LON`), so that each landmark has the articles around it.
    static func nearestGeosearch(in folder: URL, to point: String?) -> Data? {
        let parts = (point ?? "").split(separator: "|").compactMap { Double($0) }
        let geosearch = folder.appendingPathComponent("geosearch")
        guard parts.count == 2, let names = try? FileManager.default.contentsOfDirectory(atPath: geosearch.path) else { return nil }
        let nearest = names.compactMap { name -> (name: String, squared: Double)? in
            let numbers = name.dropLast(".json".count).split(separator: ",").compactMap { Double($0) }
            guard name.hasSuffix(".json"), numbers.count == 2 else { return nil }
            let dLat = numbers[0] - parts[0], dLon = (numbers[1] - parts[1]) * cos(parts[0] * .pi / 180)
            return (name, dLat * dLat + dLon * dLon)
        }.min { $0.squared < $1.squared }
        return nearest.flatMap { try? Data(contentsOf: geosearch.appendingPathComponent($0.name)) }
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
