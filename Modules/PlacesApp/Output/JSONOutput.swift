#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain
import PlacesPresentation
import PlacesSystem

/// Machine-readable output, rendered from view states. Never localized, never shortened: exact names, numbers and
/// links, with keys in a fixed order.
enum JSONOutput {
    /// An array of objects with `number`, `name` (null when unnamed), `latitude`, `longitude`, `link` (null when the
    /// style cannot build one) and `origin` (`feed` or `custom`), one object per line, written a chunk at a time and
    /// stopped when nobody reads the output.
    static func writeRows(_ rows: some Sequence<(number: Int, location: Location, link: String?)>, to console: Console) {
        var chunk = ChunkedOutput(console: console)
        var first = true
        for (number, location, link) in rows {
            // One interpolation per row rather than an object(_:) of pairs: this loop runs for every location.
            let coordinate = location.coordinate
            let object = #"{"number": \#(number), "name": \#(string(location.name)), "latitude": \#(coordinate.decimalLatitude), "#
                + #""longitude": \#(coordinate.decimalLongitude), "link": \#(string(link)), "origin": "\#(location.origin.rawValue)"}"#
            guard chunk.append((first ? "[\n  " : ",\n  ") + object) else { return }
            first = false
        }
        _ = chunk.append(first ? "[]\n" : "\n]\n")
        chunk.flush()
    }

    /// A gazetteer place as `link --json` prints a location, named as its link names it ("Den Haag"), with `number`
    /// null and `origin` `gazetteer`.
    static func place(_ place: Place, link: String) -> String {
        "[\n  " + object([
            ("number", "null"),
            ("name", string(place.name)),
            ("latitude", number(place.coordinate.latitude)),
            ("longitude", number(place.coordinate.longitude)),
            ("link", string(link)),
            ("origin", string("gazetteer")),
        ]) + "\n]"
    }

    /// `where --json`: an array of `{name, region, country, country_code, population, latitude, longitude, match,
    /// alternate_name}`, best first; `match` is `exact`, `prefix` or `contained`, and `alternate_name` the other name
    /// a place was found by (null when its own name matched).
    static func places(_ rows: [PlaceRow]) -> String {
        guard !rows.isEmpty else { return "[]" }
        return "[\n  " + rows.map { row in
            let place = row.place
            return object([
                ("name", string(place.name)),
                ("region", string(place.regionName)),
                ("country", string(place.countryName)),
                ("country_code", string(place.countryCode)),
                ("population", String(place.population)),
                ("latitude", number(place.coordinate.latitude)),
                ("longitude", number(place.coordinate.longitude)),
                ("match", string(["exact", "prefix", "contained"][row.kind.rawValue])),
                ("alternate_name", string(row.alternateName)),
            ])
        }.joined(separator: ",\n  ") + "\n]"
    }

    /// `map --json`: `{"title", "lines", "scale", "key", "notes"}`, the picture as plain lines of text (no colour).
    static func map(_ picture: MapPicture) -> String {
        func strings(_ items: [String]) -> String { "[" + items.map(JSONText.quoted).joined(separator: ", ") + "]" }
        return object([
            ("title", string(picture.title)),
            ("lines", strings(picture.cells.map { String($0.map(\.glyph)) })),
            ("scale", string(picture.scaleBar)),
            ("key", strings(picture.key)),
            ("notes", strings(picture.notes)),
        ])
    }

    /// `{"name", "country_code", "distance"}` of the nearest gazetteer place (distance in whole metres), or null.
    static func near(_ nearest: NearestPlace?) -> String {
        guard let nearest else { return "null" }
        return object([
            ("name", string(nearest.place.name)),
            ("country_code", string(nearest.place.countryCode)),
            ("distance", String(Int(nearest.metres.rounded()))),
        ])
    }

    /// `{"valid", "latitude", "longitude", "name", "article", "reason"}`; the reason is English in every language.
    static func inspection(_ inspection: LinkInspection) -> String {
        let request = inspection.request
        return object([
            ("valid", inspection.isValid ? "true" : "false"),
            ("latitude", number(request?.coordinate?.latitude)),
            ("longitude", number(request?.coordinate?.longitude)),
            ("name", string(request?.label)),
            ("article", string(request?.article?.url)),
            ("reason", string(inspection.machineReason.map { Localizer(language: .english).sentence($0, then: inspection.next) })),
            ("near", near(inspection.nearestPlace)),
        ])
    }

    /// `handle-url --json` for a search link: `{"location", "article", "nearest", "web", "search", "found"}`, with the
    /// text, the same search on the web, and the articles `find` lists (as ``found(_:)``; null when the wiki could not
    /// answer).
    static func placesTabSearch(_ text: String, web: String?, found: String?) -> String {
        object([
            ("location", "null"), ("article", "null"), ("nearest", "[]"), ("web", string(web)), ("search", string(text)),
            ("found", found ?? "null"),
        ])
    }

    /// `handle-url --json` for a link to something only the app shows: no place, the sentence, the web page.
    static func placesTabElsewhere(sentence: String, web: String?) -> String {
        object([("location", "null"), ("article", "null"), ("nearest", "[]"), ("web", string(web)), ("note", string(sentence))])
    }

    /// `{"location", "article", "nearest", "web", "articles"}` for a place: the place, the article the link names, the
    /// nearest locations with their distances in whole metres, the same place on the web, and Wikipedia's articles
    /// around it (as ``articles(_:)``; null when the wiki could not answer). For a link with an article and no
    /// coordinates, `location` is null and `summary` (as ``card(_:)``, null when there is none) takes `articles`' place.
    static func placesTab(_ state: PlacesTabState, articles: String? = nil, summary: String? = nil) -> String {
        switch state {
        case .article(_, let url):
            return object([
                ("location", "null"), ("article", string(url)), ("nearest", "[]"), ("web", string(url)),
                ("summary", summary ?? "null"),
            ])
        case .place(let place):
            let location = object([
                ("name", string(place.label)),
                ("latitude", number(place.coordinate.latitude)),
                ("longitude", number(place.coordinate.longitude)),
                ("near", near(place.nearestPlace)),
            ])
            let nearest = place.nearest.map { nearby in
                object([
                    ("number", String(nearby.row.number)),
                    ("name", string(nearby.row.location.name)),
                    ("latitude", number(nearby.row.location.coordinate.latitude)),
                    ("longitude", number(nearby.row.location.coordinate.longitude)),
                    ("distance_m", String(Int(nearby.metres.rounded()))),
                ])
            }
            return object([
                ("location", location),
                ("article", string(place.articleURL)),
                ("nearest", "[" + nearest.joined(separator: ", ") + "]"),
                ("web", string(place.webFallback)),
                ("articles", articles ?? "null"),
            ])
        }
    }

    /// An array of `{title, description, latitude, longitude, distance, bearing, url, pageid}`, nearest first:
    /// the distance in whole metres and the bearing in degrees clockwise from north (one decimal), both null for an
    /// article without coordinates, as are its latitude and longitude.
    static func articles(_ rows: [ArticleRow]) -> String {
        guard !rows.isEmpty else { return "[]" }
        return "[\n  " + rows.map { object(article($0.article, metres: $0.metres, bearing: $0.bearing)) }.joined(separator: ",\n  ") + "\n]"
    }

    /// An article's members, with its distance in whole metres and its bearing to one decimal, or `null`.
    private static func article(_ article: Article, metres: Double?, bearing: Double?) -> [(String, String)] {
        [
            ("title", string(article.title)),
            ("description", string(article.description)),
            ("latitude", number(article.coordinate?.latitude)),
            ("longitude", number(article.coordinate?.longitude)),
            ("distance", metres.map { String(Int($0.rounded())) } ?? "null"),
            ("bearing", number(bearing.map { ($0 * 10).rounded() / 10 })),
            ("url", string(article.url)),
            ("pageid", String(article.pageID)),
        ]
    }

    /// `find --json`: an array of `{reference, title, description, latitude, longitude, distance, bearing, url,
    /// pageid}` in the wiki's order; the distance in whole metres and the bearing in degrees clockwise from north
    /// (one decimal) from the last place, both null when there is none.
    static func found(_ rows: [FoundArticleRow]) -> String {
        guard !rows.isEmpty else { return "[]" }
        return "[\n  " + rows.map { row in
            object([("reference", string(row.reference))] + article(row.article, metres: row.metres, bearing: row.bearing))
        }.joined(separator: ",\n  ") + "\n]"
    }

    /// `saved --json`: an array of `{reference, title, description, latitude, longitude, distance, bearing, url,
    /// pageid, wiki, saved_at, has_text}`, the first saved first; the distance in whole metres and the bearing from
    /// the last place (null when there is none), `saved_at` in ISO 8601 (UTC), `has_text` whether the whole text is
    /// kept or only the summary.
    static func saved(_ rows: [SavedArticleRow]) -> String {
        guard !rows.isEmpty else { return "[]" }
        return "[\n  " + rows.map { row in
            let summary = row.article.summary
            return object([
                ("reference", string(row.reference)),
                ("title", string(summary.title)),
                ("description", string(summary.description)),
                ("latitude", number(summary.coordinate?.latitude)),
                ("longitude", number(summary.coordinate?.longitude)),
                ("distance", row.metres.map { String(Int($0.rounded())) } ?? "null"),
                ("bearing", number(row.bearing.map { ($0 * 10).rounded() / 10 })),
                ("url", string(summary.url)),
                ("pageid", summary.pageID.map(String.init) ?? "null"),
                ("wiki", string(row.article.site.base)),
                ("saved_at", string(row.article.savedAt.formatted(.iso8601))),
                ("has_text", row.summaryOnly ? "false" : "true"),
            ])
        }.joined(separator: ",\n  ") + "\n]"
    }

    /// `{title, description, extract, latitude, longitude, url, pageid, type, thumbnail}`: the summary exactly as the
    /// wiki gave it; `type` is `article` or `disambiguation`.
    static func card(_ card: ArticleCard) -> String {
        let summary = card.summary
        return object([
            ("title", string(summary.title)),
            ("description", string(summary.description)),
            ("extract", string(summary.extract)),
            ("latitude", number(summary.coordinate?.latitude)),
            ("longitude", number(summary.coordinate?.longitude)),
            ("url", string(summary.url)),
            ("pageid", summary.pageID.map(String.init) ?? "null"),
            ("type", string(summary.kind == .disambiguation ? "disambiguation" : "article")),
            ("thumbnail", string(summary.thumbnailURL)),
        ])
    }

    /// `{"key": value, …}` from already-encoded values, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func string(_ text: String?) -> String {
        text.map(JSONText.quoted) ?? "null"
    }

    private static func number(_ value: Double?) -> String {
        value.map(DecimalNotation.string) ?? "null"
    }
}
