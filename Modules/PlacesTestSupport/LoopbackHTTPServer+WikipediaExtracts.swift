// Linux only, like the server itself.
#if os(Linux)
import Foundation

extension LoopbackHTTPServer {
    /// The answer to a request for an article's whole text, from `folder`'s `extracts/`; `nil` when the scenario has
    /// no such folder and has no answer of its own for it either.
    static func extractAnswer(in folder: URL, query: [String: String]) -> WikipediaAnswer? {
        let extracts = folder.appendingPathComponent("extracts")
        guard FileManager.default.fileExists(atPath: extracts.path) else {
            // As a geosearch is answered: the scenario's web page, or its one answer, whatever was asked.
            if let page = try? Data(contentsOf: folder.appendingPathComponent("geosearch.html")) {
                return WikipediaAnswer(type: "text/html; charset=utf-8", body: page)
            }
            return (try? Data(contentsOf: folder.appendingPathComponent("geosearch.json"))).map { WikipediaAnswer(body: $0) }
        }
        if let problem = extractProblem(query) { return apiError(problem) }
        let title = query["titles"] ?? ""
        let name = title.replacing(" ", with: "_")
        guard !name.contains("/"), !name.contains("..") else { return missingPage(title) }
        if let body = try? Data(contentsOf: extracts.appendingPathComponent("\(name).json")) {
            return WikipediaAnswer(body: body)
        }
        guard let target = try? String(contentsOf: extracts.appendingPathComponent("\(name).redirect"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines),
              let body = try? Data(contentsOf: extracts.appendingPathComponent("\(target.replacing(" ", with: "_")).json")),
              var answer = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              var inner = answer["query"] as? [String: Any]
        else { return missingPage(title) }
        inner["redirects"] = [["from": title, "to": target]]
        answer["query"] = inner
        return (try? JSONSerialization.data(withJSONObject: answer)).map { WikipediaAnswer(body: $0) }
    }

    /// What is wrong with a request for an article's whole text, or `nil` when it asks the documented way.
    static func extractProblem(_ query: [String: String]) -> String? {
        let expected = [
            "action": "query", "prop": "extracts|pageprops", "ppprop": "disambiguation", "explaintext": "1",
            "exsectionformat": "wiki", "redirects": "1", "format": "json", "formatversion": "2",
        ]
        for (key, value) in expected.sorted(by: { $0.key < $1.key }) where query[key] != value {
            return "The test server expected \(key)=\(value)."
        }
        return query["titles"]?.isEmpty ?? true ? "The test server expected titles." : nil
    }

    /// The API's answer for a title no page has.
    static func missingPage(_ title: String) -> WikipediaAnswer {
        let answer: [String: Any] = ["batchcomplete": true, "query": ["pages": [["ns": 0, "title": title, "missing": true]]]]
        return WikipediaAnswer(body: (try? JSONSerialization.data(withJSONObject: answer)) ?? Data())
    }

    /// An article whose plain text is `megabytes` long (`huge-article-M`): sections of numbered paragraphs, each
    /// paragraph a kilobyte, titled as asked. No real article comes near 2 MB.
    static func hugeArticle(megabytes: Double, title: String) -> WikipediaAnswer {
        let paragraph = String(repeating: "This paragraph is here to make the article long. ", count: 20)
        var text = "The lead of an article far longer than any real one.\n"
        var section = 0
        while Double(text.utf8.count) < megabytes * 1_048_576 {
            section += 1
            text += "\n\n== Part \(section) ==\n"
            for number in 1...40 { text += "\(number). \(paragraph)\n" }
        }
        let page: [String: Any] = ["pageid": 1, "ns": 0, "title": title, "extract": text]
        let answer: [String: Any] = ["batchcomplete": true, "query": ["pages": [page]]]
        return WikipediaAnswer(body: (try? JSONSerialization.data(withJSONObject: answer)) ?? Data())
    }
}
#endif
