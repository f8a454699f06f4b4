#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// An Overpass API answer in JSON (`[out:json]`, `out geom`): the elements with their tags and geometry, and the
/// server's remark. A remark that is a runtime error ("runtime error: Query timed out…") means the answer is not
/// whole: a failure, never a map with streets missing. Other remarks ("runtime remark: …") leave the answer whole.
struct OverpassAnswer: Decodable {
    struct Point: Decodable {
        let lat: Double
        let lon: Double
    }

    struct Member: Decodable {
        let type: String
        let role: String?
        /// A member's points; `null` for a node of it outside the answer's box.
        let geometry: [Point?]?
    }

    struct Element: Decodable {
        let type: String
        let tags: [String: String]?
        let geometry: [Point?]?
        let members: [Member]?
    }

    let elements: [Element]
    let remark: String?

    /// Decodes `body`: `.invalidAnswer` for anything that is not an Overpass answer in JSON, `.serverError` for one
    /// whose remark is a runtime error.
    static func decode(_ body: Data) throws(StreetMapFailure) -> OverpassAnswer {
        let answer: OverpassAnswer
        do {
            answer = try JSONDecoder().decode(OverpassAnswer.self, from: body)
        } catch {
            throw .invalidAnswer
        }
        if let remark = answer.remark, remark.lowercased().hasPrefix("runtime error") { throw .serverError(remark) }
        return answer
    }

    /// The street map of `area` these elements make: each way or relation member Places draws, as its kind.
    func streetMap(of area: StreetArea) -> StreetMap {
        var ways: [StreetMap.Way] = []
        for element in elements {
            guard let tags = element.tags, let kind = Self.kind(of: tags), area.detail.kinds.contains(kind) else { continue }
            let name = tags["name"].flatMap { $0.isEmpty ? nil : $0 }
            if element.type == "way", let geometry = element.geometry {
                ways.append(contentsOf: Self.ways(geometry, kind: kind, name: name))
            } else if element.type == "relation" {
                // A multipolygon's outer rings are its area; its inner rings (islands) are holes in it. (A relation
                // drawn as lines, a pedestrian square, keeps only its outline.)
                for member in element.members ?? [] where member.type == "way" && (kind.isArea || member.role != "inner") {
                    ways.append(contentsOf: Self.ways(member.geometry ?? [], kind: kind, name: name, isHole: kind.isArea && member.role == "inner"))
                }
            }
        }
        return StreetMap(area: area, ways: ways)
    }

    /// The runs of known points of `geometry` as ways (holes in an area when `isHole`): a missing point (`null`)
    /// splits a way.
    private static func ways(_ geometry: [Point?], kind: StreetMap.Kind, name: String?, isHole: Bool = false) -> [StreetMap.Way] {
        var ways: [StreetMap.Way] = []
        var run: [Coordinate] = []
        for point in geometry + [nil] {
            if let point, let coordinate = try? Coordinate(latitude: point.lat, longitude: point.lon) {
                run.append(coordinate)
            } else {
                if run.count >= 2 { ways.append(StreetMap.Way(kind: kind, points: run, name: name, isHole: isHole)) }
                run = []
            }
        }
        return ways
    }

    /// What a way with `tags` is on the map, if Places draws it.
    static func kind(of tags: [String: String]) -> StreetMap.Kind? {
        if let highway = tags["highway"] {
            if OverpassQuery.majorRoads.split(separator: "|").contains(Substring(highway)) { return .majorRoad }
            if OverpassQuery.minorRoads.split(separator: "|").contains(Substring(highway)) { return .minorRoad }
        }
        if let railway = tags["railway"], ["rail", "light_rail", "subway"].contains(railway) { return .railway }
        if let waterway = tags["waterway"], ["river", "canal", "stream"].contains(waterway) { return .waterLine }
        switch tags["natural"] {
        case "water": return .waterArea
        case "coastline": return .waterLine
        default: break
        }
        if tags["leisure"] == "park" { return .park }
        return nil
    }
}
