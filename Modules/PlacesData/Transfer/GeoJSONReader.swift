#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// Reads the points of a GeoJSON document (RFC 7946), as geojson.io, GIS tools and Google Takeout write them.
///
/// A FeatureCollection's features are the entries (a single Feature, or a bare Point geometry, is one entry). A
/// feature is a place when its geometry is a Point, `[longitude, latitude]` with an optional altitude; other
/// geometries are skipped with their type, a null geometry as ``ImportSkipReason/noCoordinates``. The name is the
/// string property `name`, else `title` (either in any case), else Google Takeout's `location.name`. Members may
/// come in any order. The document itself must be valid JSON in UTF-8, UTF-16 or UTF-32, checked by the feed
/// parser's grammar (`FeedJSONParser`), so JSON is read one way everywhere: numbers exactly, depth at most 512.
struct GeoJSONReader {
    private var json: FeedJSONParser
    private var lines = LineCounter()
    private var entries: [ImportEntry] = []
    private var skipped: [ImportSkip] = []
    private var count = 0

    /// The entries of a GeoJSON file.
    static func read(_ data: Data) throws(TransferFailure) -> TransferReading {
        guard let utf8 = UnicodeDetection.utf8(from: data) else { throw .invalidText(line: 1) }
        let bytes = [UInt8](utf8)
        let outcome = bytes.withUnsafeBufferPointer { buffer -> Result<TransferReading, TransferFailure> in
            var reader = GeoJSONReader(json: FeedJSONParser(grammarOf: buffer))
            do throws(JSONSyntaxError) {
                guard try reader.document() else { return .failure(.notGeoJSON) }
                return .success(TransferReading(format: .geojson, entries: reader.entries, skipped: reader.skipped))
            } catch {
                let (line, column) = reader.lines.position(of: error.offset, in: buffer)
                if error.tooDeep { return .failure(.jsonTooDeep(line: line, column: column, limit: FeedJSONParser.maximumDepth)) }
                return .failure(.malformedJSON(line: line, column: column))
            }
        }
        return try outcome.get()
    }

    private init(json: FeedJSONParser) {
        self.json = json
    }

    // MARK: Structure

    /// A number of a position as written, and its value when it is one a `Double` holds.
    private struct Number {
        let value: Double?
        let text: String
    }

    private struct Geometry {
        var type: String?
        var numbers: [Number] = []
        var nested = false
    }

    private struct Feature {
        var type: String?
        var geometry: Geometry?
        var name: String?
        var url: String?
    }

    /// Parses the whole document; whether it is GeoJSON with places in it.
    private mutating func document() throws(JSONSyntaxError) -> Bool {
        json.skipWhitespace()
        guard json.peek() == UInt8(ascii: "{") else {
            try json.skipValue(depth: 1)
            try end()
            return false
        }
        var top = Feature()
        var geometry = Geometry()
        var sawFeatures = false
        if try !json.openContainer(depth: 1, closing: UInt8(ascii: "}")) {
            repeat {
                let key = try key()
                switch key {
                case "type": top.type = try string(depth: 2)
                case "features" where json.peek() == UInt8(ascii: "["):
                    sawFeatures = true
                    try features(depth: 2)
                case "geometry": top.geometry = try geometryValue(depth: 2)
                case "properties": (top.name, top.url) = try properties(depth: 2)
                case "coordinates": try coordinates(into: &geometry, depth: 2)
                default: try json.skipValue(depth: 2)
                }
            } while try !json.endOfMember(closing: UInt8(ascii: "}"))
        }
        try end()
        let whole = TransferPosition(entry: 1, line: 1)
        switch top.type {
        case "FeatureCollection":
            return sawFeatures
        case "Feature":
            count = 1
            add(top, at: whole)
            return true
        case "Point", "MultiPoint", "LineString", "MultiLineString", "Polygon", "MultiPolygon", "GeometryCollection":
            geometry.type = top.type
            count = 1
            add(Feature(type: "Feature", geometry: geometry), at: whole)
            return true
        default:
            return top.type == nil && sawFeatures
        }
    }

    private mutating func end() throws(JSONSyntaxError) {
        json.skipWhitespace()
        guard json.position == json.bytes.count else { throw json.error() }
    }

    private mutating func features(depth: Int) throws(JSONSyntaxError) {
        guard try !json.openContainer(depth: depth, closing: UInt8(ascii: "]")) else { return }
        repeat {
            count += 1
            let position = TransferPosition(entry: count, line: lines.line(at: json.position, in: json.bytes))
            if json.peek() == UInt8(ascii: "{") {
                add(try feature(depth: depth + 1), at: position)
            } else {
                try json.skipValue(depth: depth + 1)
                skipped.append(ImportSkip(position: position, reason: .notAFeature))
            }
        } while try !json.endOfMember(closing: UInt8(ascii: "]"))
    }

    private mutating func feature(depth: Int) throws(JSONSyntaxError) -> Feature {
        var feature = Feature()
        guard try !json.openContainer(depth: depth, closing: UInt8(ascii: "}")) else { return feature }
        repeat {
            switch try key() {
            case "type": feature.type = try string(depth: depth + 1)
            case "geometry": feature.geometry = try geometryValue(depth: depth + 1)
            case "properties": (feature.name, feature.url) = try properties(depth: depth + 1)
            default: try json.skipValue(depth: depth + 1)
            }
        } while try !json.endOfMember(closing: UInt8(ascii: "}"))
        return feature
    }

    /// A geometry object, or `nil` for `null` or any other value.
    private mutating func geometryValue(depth: Int) throws(JSONSyntaxError) -> Geometry? {
        guard json.peek() == UInt8(ascii: "{") else {
            try json.skipValue(depth: depth)
            return nil
        }
        var geometry = Geometry()
        guard try !json.openContainer(depth: depth, closing: UInt8(ascii: "}")) else { return geometry }
        repeat {
            switch try key() {
            case "type": geometry.type = try string(depth: depth + 1)
            case "coordinates": try coordinates(into: &geometry, depth: depth + 1)
            default: try json.skipValue(depth: depth + 1)
            }
        } while try !json.endOfMember(closing: UInt8(ascii: "}"))
        return geometry
    }

    /// A position's numbers, or, for the nested arrays of lines and areas, only the fact that they are nested.
    private mutating func coordinates(into geometry: inout Geometry, depth: Int) throws(JSONSyntaxError) {
        guard json.peek() == UInt8(ascii: "[") else {
            try json.skipValue(depth: depth)
            return
        }
        guard try !json.openContainer(depth: depth, closing: UInt8(ascii: "]")) else { return }
        repeat {
            let start = json.position
            switch json.peek() {
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let value = try json.parseNumber(convert: true)
                geometry.numbers.append(Number(value: value, text: text(from: start)))
            case UInt8(ascii: "["):
                geometry.nested = true
                try json.skipValue(depth: depth + 1)
            default:
                try json.skipValue(depth: depth + 1)
                geometry.numbers.append(Number(value: nil, text: text(from: start)))
            }
        } while try !json.endOfMember(closing: UInt8(ascii: "]"))
    }

    /// The name among a feature's properties: `name`, else `title`, else `location.name` (Google Takeout); and the
    /// string property `url`, the page a saved article's point links to.
    private mutating func properties(depth: Int) throws(JSONSyntaxError) -> (name: String?, url: String?) {
        guard json.peek() == UInt8(ascii: "{") else {
            try json.skipValue(depth: depth)
            return (nil, nil)
        }
        var candidates: [String?] = [nil, nil, nil]
        var url: String?
        guard try !json.openContainer(depth: depth, closing: UInt8(ascii: "}")) else { return (nil, nil) }
        repeat {
            let key = try key().lowercased()
            let rank = ["name", "title", "location"].firstIndex(of: key)
            if let rank, candidates[rank] == nil {
                candidates[rank] = rank == 2 ? try properties(depth: depth + 1).name : try string(depth: depth + 1)
            } else if key == "url", url == nil {
                url = try string(depth: depth + 1)
            } else {
                try json.skipValue(depth: depth + 1)
            }
        } while try !json.endOfMember(closing: UInt8(ascii: "}"))
        return (candidates.compactMap { $0 }.first, url)
    }

    // MARK: Entries

    private mutating func add(_ feature: Feature, at position: TransferPosition) {
        if let type = feature.type, type != "Feature" {
            skipped.append(ImportSkip(position: position, reason: .notAFeature))
            return
        }
        guard let geometry = feature.geometry else {
            skipped.append(ImportSkip(position: position, reason: .noCoordinates))
            return
        }
        switch point(geometry) {
        case .success(let point):
            entries.append(ImportEntry(name: feature.name, latitude: point.latitude, longitude: point.longitude, address: feature.url, position: position))
        case .failure(let failure):
            skipped.append(ImportSkip(position: position, reason: failure.reason))
        }
    }

    /// Why a geometry is not a point.
    private struct PointError: Error {
        let reason: ImportSkipReason
    }

    private func point(_ geometry: Geometry) -> Result<PointValues, PointError> {
        switch geometry.type {
        case "Point":
            break
        case nil where !geometry.nested:
            // A position without a type is still unambiguous.
            break
        case let type:
            return .failure(PointError(reason: .notAPoint(geometry: type ?? "")))
        }
        let numbers = geometry.numbers
        guard !numbers.isEmpty else { return .failure(PointError(reason: .noCoordinates)) }
        guard numbers.count >= 2 else { return .failure(PointError(reason: .coordinate(.missingLongitude))) }
        for number in numbers.prefix(3) where number.value == nil {
            return .failure(PointError(reason: .coordinate(.notANumber(number.text))))
        }
        guard let longitude = numbers[0].value, let latitude = numbers[1].value else {
            return .failure(PointError(reason: .noCoordinates))
        }
        return .success(PointValues(latitude: latitude, longitude: longitude))
    }

    // MARK: Values

    private mutating func key() throws(JSONSyntaxError) -> String {
        guard json.peek() == UInt8(ascii: "\"") else { throw json.error() }
        let key = try json.parseString(decode: true) ?? ""
        try json.expectColon()
        return key
    }

    /// A string value, or `nil` (skipping it) for any other value.
    private mutating func string(depth: Int) throws(JSONSyntaxError) -> String? {
        guard json.peek() == UInt8(ascii: "\"") else {
            try json.skipValue(depth: depth)
            return nil
        }
        return try json.parseString(decode: true)
    }

    private func text(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: json.bytes[start..<json.position]), as: UTF8.self)
    }
}
