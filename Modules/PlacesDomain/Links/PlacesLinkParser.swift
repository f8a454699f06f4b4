/// The receiving side of the contract: turns a link into what the Places tab should show, or a reason why not.
///
/// Accepted: schemes `wikipedia` and `wikipedia-official` with host `places` (and an optional `/`), carrying any
/// dialect of ``PlacesLinkStyle`` — `lat`/`latitude`/`WMFLatitude` with `lon`/`lng`/`long`/`longitude`/
/// `WMFLongitude`, or one pair `location`/`coordinate`/`loc` = `LAT,LON` — plus `name` or `title`, and
/// `WMFArticleURL`; and the web fallback `https://….wikipedia.org/wiki/Special:Nearby#/coord/LAT,LON`.
///
/// ``WikipediaAppLink/parse(_:)`` reads the app's other links, and a Places link with no place, with these rules.
///
/// The parser is strict on purpose: a receiving app must never show 0,0 because a value was missing or garbled.
/// Numbers follow ``DecimalNotation/parseStrict(_:)``; both halves of a pair are required and range-checked; a
/// parameter given twice is refused. Parameter names are matched without regard to ASCII case, and unknown
/// parameters are ignored so that senders can add to the contract. `+` is a literal plus sign, and a fragment
/// (`#…`) is not part of the query.
public enum PlacesLinkParser {
    private enum Role {
        case latitude, longitude, pair, name, article
    }

    /// The parameters found, by role, each with its name as written and its decoded value: a field per role, where
    /// a dictionary hashed the role at every look-up.
    private struct Found {
        private var latitude, longitude, pair, name, article: (String, String)?

        subscript(_ role: Role) -> (String, String)? {
            get {
                switch role {
                case .latitude: latitude
                case .longitude: longitude
                case .pair: pair
                case .name: name
                case .article: article
                }
            }
            set {
                switch role {
                case .latitude: latitude = newValue
                case .longitude: longitude = newValue
                case .pair: pair = newValue
                case .name: name = newValue
                case .article: article = newValue
                }
            }
        }
    }

    private static let roles: [String: Role] = [
        "lat": .latitude, "latitude": .latitude, "wmflatitude": .latitude,
        "lon": .longitude, "lng": .longitude, "long": .longitude, "longitude": .longitude, "wmflongitude": .longitude,
        "location": .pair, "coordinate": .pair, "loc": .pair,
        "name": .name, "title": .name,
        "wmfarticleurl": .article,
    ]

    /// Parses a link.
    ///
    /// - Parameter text: The link; white space around it is ignored.
    /// - Returns: What the Places tab should show.
    /// - Throws: ``PlacesLinkRejection`` with the first reason the link is rejected.
    public static func parse(_ text: String) throws(PlacesLinkRejection) -> PlacesLinkRequest {
        guard let link = Location.normalizedName(text), let separator = link.schemeSeparator else {
            // `geo:52.37,4.89`, `mailto:…`: a link of another kind, not text that is no link at all.
            if let text = Location.normalizedName(text), let scheme = uriScheme(of: text) { throw .unsupportedScheme(scheme) }
            throw .notALink
        }
        let scheme = asciiLowercased(link[..<separator.lowerBound])
        var rest = link[separator.upperBound...]
        switch scheme {
        case "wikipedia", "wikipedia-official":
            break
        case "http", "https":
            return try webRequest(String(rest), original: link)
        default:
            throw .unsupportedScheme(String(link[..<separator.lowerBound]))
        }
        if let hash = rest.firstIndex(ofASCII: UInt8(ascii: "#")) { rest = rest[..<hash] }
        let query: Substring
        if let question = rest.firstIndex(ofASCII: UInt8(ascii: "?")) {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        } else {
            query = ""
        }
        let slash = rest.firstIndex(ofASCII: UInt8(ascii: "/")) ?? rest.endIndex
        let host = rest[..<slash]
        guard asciiLowercased(host) == "places" else { throw .wrongHost(String(host)) }
        let path = rest[slash...]
        guard path.isEmpty || path == "/" else { throw .unexpectedPath(String(path)) }
        return try interpret(parameters(in: query))
    }

    /// The scheme of `text` when it starts like a URI without `//` (`geo:`, `mailto:`), by RFC 3986's grammar: a
    /// letter, then letters, digits, `+`, `-` or `.`, then a colon with something after it.
    private static func uriScheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":"), text.index(after: colon) < text.endIndex else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
              scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { return nil }
        return String(scheme)
    }

    /// Splits a query into decoded `(name, value)` pairs, refusing duplicates of any known role.
    private static func parameters(in query: Substring) throws(PlacesLinkRejection) -> Found {
        var found = Found()
        for item in query.split(ascii: UInt8(ascii: "&")) {
            let equals = item.firstIndex(ofASCII: UInt8(ascii: "=")) ?? item.endIndex
            let rawKey = item[..<equals]
            guard let key = PercentEncoding.decode(rawKey) else {
                throw .malformedEncoding(parameter: String(rawKey))
            }
            guard let role = roles[asciiLowercased(key[...])] else { continue }
            let rawValue = equals == item.endIndex ? "" : item[item.index(after: equals)...]
            guard let value = PercentEncoding.decode(rawValue) else { throw .malformedEncoding(parameter: key) }
            if found[role] != nil { throw .duplicateParameter(key) }
            found[role] = (key, value)
        }
        return found
    }

    private static func interpret(_ found: Found) throws(PlacesLinkRejection) -> PlacesLinkRequest {
        var latitude: Double?
        var longitude: Double?
        if let (key, value) = found[.pair] {
            if found[.latitude] != nil || found[.longitude] != nil { throw .conflictingCoordinates }
            guard !value.isEmpty else { throw .emptyValue(parameter: key) }
            let halves = value.split(separator: ",", omittingEmptySubsequences: false)
            guard halves.count == 2 else { throw .malformedPair(parameter: key, value: value) }
            latitude = try number(String(halves[0]), parameter: key, pairValue: value)
            longitude = try number(String(halves[1]), parameter: key, pairValue: value)
        } else {
            if let (key, value) = found[.latitude] { latitude = try number(value, parameter: key, pairValue: nil) }
            if let (key, value) = found[.longitude] { longitude = try number(value, parameter: key, pairValue: nil) }
        }
        let coordinate = try coordinate(latitude: latitude, longitude: longitude, texts: found)
        var article: WikipediaArticle?
        if let (key, value) = found[.article] {
            guard !value.isEmpty else { throw .emptyValue(parameter: key) }
            article = try self.article(from: value)
        }
        guard coordinate != nil || article != nil else { throw .nothingToShow }
        return PlacesLinkRequest(coordinate: coordinate, name: found[.name]?.1, article: article)
    }

    private static func number(_ text: String, parameter: String, pairValue: String?) throws(PlacesLinkRejection) -> Double {
        guard !text.isEmpty || pairValue != nil else { throw .emptyValue(parameter: parameter) }
        guard let value = DecimalNotation.parseStrict(text) else {
            if let pairValue { throw .malformedPair(parameter: parameter, value: pairValue) }
            throw .malformedNumber(parameter: parameter, value: text)
        }
        return value
    }

    private static func coordinate(
        latitude: Double?,
        longitude: Double?,
        texts found: Found
    ) throws(PlacesLinkRejection) -> Coordinate? {
        switch (latitude, longitude) {
        case (nil, nil):
            return nil
        case (nil, _):
            throw .missingLatitude
        case (_, nil):
            throw .missingLongitude
        case let (latitude?, longitude?):
            // The range is checked on the text: a latitude of 90.00000000000000000000001 rounds to 90 as a Double.
            let pair = found[.pair]?.1.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let latitudeText = pair?[0] ?? found[.latitude]?.1 ?? ""
            let longitudeText = pair?[1] ?? found[.longitude]?.1 ?? ""
            guard DecimalNotation.magnitude(of: latitudeText, isAtMost: 90) else { throw .latitudeOutOfRange(latitudeText) }
            guard DecimalNotation.magnitude(of: longitudeText, isAtMost: 180) else { throw .longitudeOutOfRange(longitudeText) }
            do {
                return try Coordinate(latitude: latitude, longitude: longitude)
            } catch {
                switch error {
                case .latitudeOutOfRange: throw .latitudeOutOfRange(latitudeText)
                case .longitudeOutOfRange: throw .longitudeOutOfRange(longitudeText)
                }
            }
        }
    }

    /// The title in what follows `/wiki/` in an article's address: up to a query or a section, percent-decoded,
    /// `_` read as a space; `nil` when that cannot be a title (empty, badly encoded, over 255 bytes).
    static func title(afterWiki rawTitle: Substring) -> String? {
        let end = rawTitle.firstIndex { $0 == "?" || $0 == "#" } ?? rawTitle.endIndex
        guard let decoded = PercentEncoding.decode(rawTitle[..<end]),
              let title = Location.normalizedName(decoded.replacing("_", with: " ")),
              title.utf8.count <= WikipediaSite.maximumTitleBytes
        else { return nil }
        return title
    }

    /// Reads `https://LANG.wikipedia.org/wiki/TITLE` (also `http`, and mobile `LANG.m.wikipedia.org`).
    private static func article(from text: String) throws(PlacesLinkRejection) -> WikipediaArticle {
        guard let (host, path) = splitWebAddress(text),
              isWikipediaHost(host),
              path.hasPrefix("/wiki/")
        else { throw .invalidArticleURL(text) }
        let afterWiki = path.dropFirst("/wiki/".count)
        guard let title = title(afterWiki: afterWiki) else { throw .invalidArticleURL(text) }
        let rawTitle = afterWiki.prefix { $0 != "?" && $0 != "#" }
        // The address kept is the article's own: a query after the title is dropped, and a section (`#History`)
        // kept when it could be one, so what is shown and opened is bounded by the title's 255 bytes.
        let fragment = path.firstIndex(of: "#").map { path[$0...] } ?? ""
        let section = fragment.utf8.count <= WikipediaSite.maximumTitleBytes ? fragment : ""
        let scheme = text.prefix { $0 != ":" }
        return WikipediaArticle(title: title, url: "\(scheme)://\(host)/wiki/\(rawTitle)\(section)")
    }

    /// Reads the web fallback, `https://….wikipedia.org/wiki/Special:Nearby#/coord/LAT,LON`.
    private static func webRequest(_ rest: String, original: String) throws(PlacesLinkRejection) -> PlacesLinkRequest {
        guard let hash = rest.firstIndex(of: "#"),
              let (host, path) = splitWebAddress("https://" + rest[..<hash]),
              isWikipediaHost(host),
              path == "/wiki/Special:Nearby"
        else { throw .notAPlacesPage(original) }
        let fragment = rest[rest.index(after: hash)...]
        guard fragment.hasPrefix("/coord/") else { throw .notAPlacesPage(original) }
        let value = String(fragment.dropFirst("/coord/".count))
        let halves = value.split(separator: ",", omittingEmptySubsequences: false)
        guard halves.count == 2 else { throw .malformedPair(parameter: "coord", value: value) }
        let latitude = try number(String(halves[0]), parameter: "coord", pairValue: value)
        let longitude = try number(String(halves[1]), parameter: "coord", pairValue: value)
        var texts = Found()
        texts[.pair] = ("coord", value)
        return PlacesLinkRequest(
            coordinate: try coordinate(latitude: latitude, longitude: longitude, texts: texts),
            name: nil,
            article: nil
        )
    }

    static func splitWebAddress(_ text: String) -> (host: String, path: Substring)? {
        guard let separator = text.schemeSeparator else { return nil }
        let scheme = asciiLowercased(text[..<separator.lowerBound])
        guard scheme == "https" || scheme == "http" else { return nil }
        let rest = text[separator.upperBound...]
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        return (asciiLowercased(rest[..<slash]), rest[slash...])
    }

    private static func isWikipediaHost(_ host: String) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 3, labels.suffix(2) == ["wikipedia", "org"] else { return false }
        return labels.dropLast(2).allSatisfy { label in
            !label.isEmpty && label.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "-")
            }
        }
    }

    static func asciiLowercased(_ text: Substring) -> String {
        String(decoding: text.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 },
               as: UTF8.self)
    }
}
