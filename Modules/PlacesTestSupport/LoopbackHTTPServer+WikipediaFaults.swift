// Linux only, like the server itself.
#if os(Linux)
import Foundation

extension LoopbackHTTPServer {
    /// What a fault scenario does with a request: answer it itself, or play a scenario of fixtures after all.
    enum WikipediaFault {
        case answer(WikipediaAnswer)
        case play(String)
    }

    /// The scenarios of the fake Wikipedia that need no folder:
    ///
    /// | scenario | what it does |
    /// |---|---|
    /// | `busy` | 429 with `Retry-After: 30` |
    /// | `busy-once` | each path's first request 429 with `Retry-After: 1`, then plays `amsterdam` |
    /// | `unavailable` | 503 without `Retry-After` |
    /// | `slow` | nothing for 60 seconds (or until the server stops), then plays `amsterdam` |
    /// | `slow-rounds-S` | a geosearch whose first round comes at once and every later one after S seconds, each continuing, forever |
    /// | `huge-rounds-K` | a geosearch whose every round is K kilobytes (three new pages with long descriptions) and continues, forever |
    /// | `endless` | a geosearch that continues forever, with new `continue` values and new pages each round |
    /// | `redirect-loop` | 302 to the same address, forever |
    /// | `redirect-file`, `redirect-ftp`, `redirect-gopher`, `redirect-javascript` | 302 to `file:///etc/passwd`, `ftp://…`, `gopher://…`, `javascript:alert(1)` |
    /// | `not-http` | bytes that are not HTTP at all |
    /// | `huge-header` | a 200 whose head has a 200 KB header line |
    /// | `huge-article-M` | an article's whole text of M megabytes, in sections, titled as asked; everything else as `amsterdam` |
    func wikipediaFault(_ scenario: String, rest: String, query: [String: String], count: Int) -> WikipediaFault? {
        let busyPage = Data("<!DOCTYPE html><html><body><h1>Too many requests</h1></body></html>\n".utf8)
        let html = "text/html; charset=utf-8"
        switch scenario {
        case "busy":
            return .answer(WikipediaAnswer(status: 429, type: html, body: busyPage, headers: [("Retry-After", "30")]))
        case "unavailable":
            return .answer(WikipediaAnswer(status: 503, type: html, body: busyPage))
        case "slow":
            sleep(seconds: 60)
            return .play("amsterdam")
        case "busy-once":
            guard count == 1 else { return .play("amsterdam") }
            return .answer(WikipediaAnswer(status: 429, type: html, body: busyPage, headers: [("Retry-After", "1")]))
        case "redirect-loop":
            return .answer(WikipediaAnswer(status: 302, type: "text/plain", headers: [("Location", "/wiki/\(scenario)\(rest)")]))
        case "redirect-file", "redirect-ftp", "redirect-gopher", "redirect-javascript":
            let targets = [
                "redirect-file": "file:///etc/passwd", "redirect-ftp": "ftp://127.0.0.1/pub/answer.json",
                "redirect-gopher": "gopher://127.0.0.1/1", "redirect-javascript": "javascript:alert(1)",
            ]
            return .answer(WikipediaAnswer(status: 302, type: "text/plain", headers: [("Location", targets[scenario] ?? "")]))
        case "not-http":
            return .answer(WikipediaAnswer(raw: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })))
        case "huge-header":
            let head = Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n".utf8)
            return .answer(WikipediaAnswer(raw: head + Self.hugeHeader(200_000) + Data("\r\n{}".utf8)))
        case "endless":
            return .answer(Self.round(count: count, pages: [(count, "Page \(count)", "")], query: query))
        default:
            return roundsFault(scenario, count: count, query: query)
        }
    }

    /// `slow-rounds-S` and `huge-rounds-K`: rounds that never end, slow or large.
    private func roundsFault(_ scenario: String, count: Int, query: [String: String]) -> WikipediaFault? {
        if let seconds = Self.parameter(of: scenario, after: "slow-rounds-") {
            // The first round at once, so that a question always has an answer to cut off however loaded the machine.
            if count > 1 { sleep(seconds: seconds) }
            return .answer(Self.round(count: count, pages: [(1, "Slow", "")], query: query))
        }
        if let megabytes = Self.parameter(of: scenario, after: "huge-article-") {
            guard query["prop"]?.hasPrefix("extracts") == true else { return .play("amsterdam") }
            if let problem = Self.extractProblem(query) { return .answer(Self.apiError(problem)) }
            return .answer(Self.hugeArticle(megabytes: megabytes, title: query["titles"] ?? ""))
        }
        if let kilobytes = Self.parameter(of: scenario, after: "huge-rounds-") {
            let each = max(1, Int(kilobytes * 1024) / 3)
            let pages = (1...3).map { index in
                let id = (count - 1) * 3 + index
                return (id, "Huge \(id)", String(repeating: "x", count: each))
            }
            return .answer(Self.round(count: count, pages: pages, query: query))
        }
        return nil
    }

    /// One round of an answer that continues: the pages, with coordinates near Dam Square, and new `continue`
    /// values each time, so that a client cannot tell it from an honest long answer.
    private static func round(count: Int, pages: [(id: Int, title: String, description: String)], query: [String: String]) -> WikipediaAnswer {
        if let problem = queryProblem(query) { return apiError(problem) }
        let entries = pages.map { page in
            #"{"pageid":\#(page.id),"ns":0,"title":"\#(page.title)","description":"\#(page.description)","#
                + #""coordinates":[{"lat":52.3731,"lon":4.8926,"primary":true,"globe":"earth"}]}"#
        }
        let body = #"{"continue":{"cocontinue":"\#(count)|0","continue":"||"},"query":{"pages":["#
            + entries.joined(separator: ",") + "]}}"
        return WikipediaAnswer(body: Data(body.utf8))
    }

    /// The number at the end of a scenario's name: `slow-rounds-3` → 3.
    private static func parameter(of scenario: String, after prefix: String) -> Double? {
        guard scenario.hasPrefix(prefix) else { return nil }
        return Double(scenario.dropFirst(prefix.count))
    }
}
#endif
