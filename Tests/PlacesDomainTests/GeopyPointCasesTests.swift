import Foundation
import PlacesDomain
import PlacesTestSupport
import Testing

/// geopy's own cases for reading a point from text (Fixtures/geopy/test_point.json, from geopy 2.5.0's
/// test/test_point.py, MIT): what Places accepts is the point geopy expects, within the precision the text was
/// written with; what it does not accept it refuses with a reason. The outcome of every case, as a pasted coordinate
/// and as the words of `add`, is the table in Fixtures/golden/geopy/outcomes.md (PLACES_UPDATE_GOLDEN=1 rewrites it).
@Suite struct GeopyPointCasesTests {
    /// One string geopy reads, and what geopy makes of it.
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let test: String
        let text: String?
        let prefix: String?
        let `repeat`: String?
        let count: Int?
        let suffix: String?
        let geopy: Expectation
        let note: String?

        /// The string; the overlong one is built, not stored.
        var input: String {
            text ?? (prefix ?? "") + String(repeating: `repeat` ?? "", count: count ?? 0) + (suffix ?? "")
        }

        /// The string as the table shows it.
        var shown: String {
            text.map { "`\($0)`".replacing("|", with: "\\|") }
                ?? "`\(prefix ?? "")` + \(count ?? 0) × `\(`repeat` ?? "")` + `\(suffix ?? "")`"
        }

        var testDescription: String { text ?? "overlong input" }
    }

    /// geopy's answer: a point, or a refusal (`ValueError`).
    enum Expectation: Decodable, Sendable {
        case refused
        case point(latitude: Double, longitude: Double)

        private struct Point: Decodable {
            let latitude: Double
            let longitude: Double
        }

        init(from decoder: any Decoder) throws {
            if let point = try? decoder.singleValueContainer().decode(Point.self) {
                self = .point(latitude: point.latitude, longitude: point.longitude)
            } else if try decoder.singleValueContainer().decode(String.self) == "refused" {
                self = .refused
            } else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a point"))
            }
        }
    }

    /// What Places did with a case, judged against geopy.
    enum Outcome: Equatable {
        case acceptedAndRight(String)
        case refusedWithReason(CoordinateTextError)
        case acceptedAndWrong(String)

        var verdict: String {
            switch self {
            case .acceptedAndRight: "accepted and right"
            case .refusedWithReason: "refused with a reason"
            case .acceptedAndWrong: "accepted and WRONG"
            }
        }

        var detail: String {
            switch self {
            case .acceptedAndRight(let point), .acceptedAndWrong(let point): point
            case .refusedWithReason(let reason): "refused: `\(reason)`"
            }
        }
    }

    private struct File: Decodable {
        let cases: [Case]
    }

    /// Degrees, minutes and seconds are kept to six decimals beyond the seconds' own (about 0.1 m), where geopy
    /// keeps every bit of a floating-point sum; closer than this is the same point.
    private static let tolerance = 1e-6

    static func load() throws -> [Case] {
        try JSONDecoder().decode(File.self, from: Fixtures.data("geopy/test_point.json")).cases
    }

    static let cases = (try? load()) ?? []

    private static func judge(_ coordinate: Coordinate, name: String?, against expected: Expectation) -> Outcome {
        let shown = (name.map { "name “\($0)”, " } ?? "") + coordinate.description
        guard case let .point(latitude, longitude) = expected,
              abs(coordinate.latitude - latitude) <= tolerance, abs(coordinate.longitude - longitude) <= tolerance
        else { return .acceptedAndWrong(shown) }
        return .acceptedAndRight(shown)
    }

    /// The case read as pasted coordinates.
    static func pasted(_ item: Case) -> Outcome {
        do {
            return judge(try CoordinateTextParser.coordinate(from: item.input), name: nil, against: item.geopy)
        } catch {
            return .refusedWithReason(error)
        }
    }

    /// The case read as `add` reads its words: a name, then coordinates.
    static func named(_ item: Case) -> Outcome {
        do {
            let named = try CoordinateTextParser.namedCoordinate(from: item.input)
            return judge(named.coordinate, name: named.name, against: item.geopy)
        } catch {
            return .refusedWithReason(error)
        }
    }

    @Test("the fixture holds geopy's cases, some accepted by geopy and some refused")
    func fixture() throws {
        let cases = try Self.load()
        #expect(cases.contains { if case .refused = $0.geopy { true } else { false } })
        #expect(cases.contains { if case .point = $0.geopy { true } else { false } })
    }

    @Test("no case of geopy's is read as another point than geopy's", arguments: cases)
    func neverWrong(item: Case) {
        #expect(Self.pasted(item).verdict != "accepted and WRONG", "\(Self.pasted(item).detail)")
        #expect(Self.named(item).verdict != "accepted and WRONG", "\(Self.named(item).detail)")
    }

    @Test("the outcome of every case is the table in Fixtures/golden/geopy/outcomes.md")
    func table() throws {
        let cases = try Self.load()
        var lines: [String] = []
        for (title, read) in [("pasted (`coordinate(from:)`)", Self.pasted), ("as `add` reads it (`namedCoordinate(from:)`)", Self.named)] {
            let verdicts = cases.map { read($0).verdict }
            let counts = ["accepted and right", "refused with a reason", "accepted and WRONG"].map { verdict in
                "\(verdicts.filter { $0 == verdict }.count) \(verdict)"
            }
            lines.append("- \(title): \(counts.joined(separator: ", ")) of \(cases.count)")
        }
        lines += ["", "| # | text | geopy | pasted | as `add` reads it |", "|---|---|---|---|---|"]
        for (index, item) in cases.enumerated() {
            let geopy = switch item.geopy {
            case .refused: "refused"
            case let .point(latitude, longitude): "\(latitude), \(longitude)" + (item.note.map { " (\($0))" } ?? "")
            }
            lines.append("| \(index + 1) | \(item.shown) | \(geopy) | \(Self.pasted(item).detail) | \(Self.named(item).detail) |")
        }
        let table = """
            # geopy's cases, read by Places

            Generated by `GeopyPointCasesTests` from `test_point.json` (geopy 2.5.0, test/test_point.py, MIT).

            \(lines.joined(separator: "\n"))

            """
        #expect(table == (try Fixtures.golden("geopy/outcomes.md", actual: table)))
    }
}
