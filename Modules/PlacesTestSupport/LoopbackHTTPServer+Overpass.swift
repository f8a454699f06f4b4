// Linux only, like the server itself.
#if os(Linux)
public import Foundation

extension LoopbackHTTPServer {
    /// The Overpass API interpreter this server plays for `scenario`: `http://127.0.0.1:PORT/overpass/SCENARIO/api/interpreter`,
    /// for `--map-server` and `PLACES_MAP_SERVER`.
    public func overpassServer(_ scenario: String = "helsinki") -> URL {
        url("/overpass/\(scenario)/api/interpreter")
    }

    /// How many questions the Overpass scenarios were asked so far.
    public var overpassRequestCount: Int {
        receivedRequests.filter { $0.hasPrefix("/overpass/") }.count
    }

    /// Plays an Overpass API server at `/overpass/SCENARIO/api/interpreter?data=QUERY`:
    ///
    /// | scenario | what it does |
    /// |---|---|
    /// | `helsinki` | answers from `Fixtures/overpass/helsinki-*.json`: the smallest fixture whose box holds the query's centre and is at least as tall, else the largest that holds it; the elements that reach into the query's `[bbox:S,W,N,E]` |
    /// | `empty` | a whole answer with no elements |
    /// | `runtime-error` | a 200 whose remark is a runtime error (overpy's real answer) |
    /// | `runtime-remark` | a whole answer with a remark that is no error |
    /// | `busy` | 429 with `Retry-After: 30` |
    /// | `busy-once` | each query's first request 429 with `Retry-After: 1`, then `helsinki` |
    /// | `slow` | nothing for 60 seconds (or until the server stops), then `helsinki` |
    /// | `huge` | a 200 of 20 MB of JSON-ish filler |
    /// | `garbage` | bytes that are not HTTP at all |
    /// | `not-json` | a 200 web page |
    ///
    /// A query without a box (`[bbox:…]`) gets the server's 400 page.
    func overpassAnswer(path: String, query: [String: String]) -> WikipediaAnswer? {
        let inside = path.dropFirst("/overpass/".count)
        guard let slash = inside.firstIndex(of: "/"), inside[slash...] == "/api/interpreter" else { return nil }
        let scenario = String(inside[..<slash])
        let data = query["data"] ?? ""
        let count = locked {
            wikipediaCounts["overpass " + data, default: 0] += 1
            return wikipediaCounts["overpass " + data, default: 0]
        }
        let html = "text/html; charset=utf-8"
        switch scenario {
        case "busy":
            return WikipediaAnswer(status: 429, type: html, body: Data("<html><body>Too many requests</body></html>\n".utf8), headers: [("Retry-After", "30")])
        case "busy-once" where count == 1:
            return WikipediaAnswer(status: 429, type: html, body: Data("<html><body>Too many requests</body></html>\n".utf8), headers: [("Retry-After", "1")])
        case "slow":
            sleep(seconds: 60)
        case "huge":
            return WikipediaAnswer(body: Data(repeating: UInt8(ascii: " "), count: 20 << 20))
        case "garbage":
            return WikipediaAnswer(raw: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }))
        case "not-json":
            return WikipediaAnswer(type: html, body: Data("<!DOCTYPE html><html><body>Overpass</body></html>\n".utf8))
        case "runtime-error", "runtime-remark":
            let name = scenario == "runtime-error" ? "remark-runtime-error-01" : "remark-runtime-remark-01"
            guard let body = try? Data(contentsOf: Fixtures.url("overpass/overpy/\(name).json")) else { return nil }
            return WikipediaAnswer(body: body)
        default:
            break
        }
        guard let box = Self.overpassBox(data) else {
            return WikipediaAnswer(status: 400, type: html, body: Data("<html><body>Error: no bbox</body></html>\n".utf8))
        }
        var elements: [Any] = []
        if scenario != "empty", let fixture = Self.overpassFixture(for: box) {
            elements = fixture.filter { element in
                guard let bounds = element["bounds"] as? [String: Double],
                      let minlat = bounds["minlat"], let maxlat = bounds["maxlat"], let minlon = bounds["minlon"], let maxlon = bounds["maxlon"]
                else { return false }
                return !(maxlat < box.south || minlat > box.north || maxlon < box.west || minlon > box.east)
            }
        }
        let answer: [String: Any] = [
            "version": 0.6,
            "generator": "Overpass API (Places' loopback server)",
            "osm3s": ["copyright": "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL."],
            "elements": elements,
        ]
        guard let body = try? JSONSerialization.data(withJSONObject: answer) else { return nil }
        return WikipediaAnswer(body: body)
    }

    /// The `[bbox:S,W,N,E]` of an Overpass query.
    static func overpassBox(_ query: String) -> (south: Double, west: Double, north: Double, east: Double)? {
        guard let start = query.range(of: "[bbox:"), let end = query[start.upperBound...].firstIndex(of: "]") else { return nil }
        let numbers = query[start.upperBound..<end].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4 else { return nil }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// The elements of the Helsinki fixture for a query's box.
    static func overpassFixture(for box: (south: Double, west: Double, north: Double, east: Double)) -> [[String: Any]]? {
        let folder = Fixtures.url("overpass")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("helsinki-") && $0.hasSuffix(".json") }
        let centre = ((box.south + box.north) / 2, (box.west + box.east) / 2)
        let fixtures = names.compactMap { name -> (height: Double, elements: [[String: Any]])? in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let bbox = object["bbox"] as? [String: Double], let elements = object["elements"] as? [[String: Any]],
                  let south = bbox["south"], let north = bbox["north"], let west = bbox["west"], let east = bbox["east"],
                  (south...north).contains(centre.0), (west...east).contains(centre.1)
            else { return nil }
            return (north - south, elements)
        }.sorted { $0.height < $1.height }
        return (fixtures.first { $0.height >= box.north - box.south } ?? fixtures.last)?.elements
    }
}
#endif
