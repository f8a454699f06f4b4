import Foundation
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

@Suite struct CoordinateFormatterTests {
    @Test("writes hemispheres and four decimals in both languages", arguments: [
        (52.3547498, 4.8339215, Language.english, "52.3547° N, 4.8339° E"),
        (-33.8688197, -151.2092955, .english, "33.8688° S, 151.2093° W"),
        (0, 0, .english, "0.0000° N, 0.0000° E"),
        (-0.00001, 0.00001, .english, "0.0000° S, 0.0000° E"),
        (52.3547498, 4.8339215, .dutch, "52,3547° NB, 4,8339° OL"),
        (-33.8688197, -151.2092955, .dutch, "33,8688° ZB, 151,2093° WL"),
    ])
    func writes(latitude: Double, longitude: Double, language: Language, expected: String) throws {
        let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        #expect(CoordinateFormatter(language: language).string(for: coordinate) == expected)
    }

    @Test("the eight compass points, abbreviated and spoken, in both languages")
    func directions() {
        let english = CoordinateFormatter(language: .english)
        let dutch = CoordinateFormatter(language: .dutch)
        let bearings = stride(from: 0.0, to: 360, by: 45).map { $0 }
        #expect(bearings.map(english.direction(bearing:)) == ["N", "NE", "E", "SE", "S", "SW", "W", "NW"])
        #expect(bearings.map(dutch.direction(bearing:)) == ["N", "NO", "O", "ZO", "Z", "ZW", "W", "NW"])
        #expect(english.spokenDirection(bearing: 135) == FormatText.spokenDirection(.southEast).english)
        #expect(dutch.spokenDirection(bearing: 315) == FormatText.spokenDirection(.northWest).dutch)
        #expect(english.spokenDistance(metres: 1_250) == FormatText.spokenKilometres("1.3").english)
        #expect(dutch.spokenDistance(metres: 80.4) == FormatText.spokenMetres(80).dutch)
    }

    @Test("a radius: whole kilometres without decimals", arguments: [(10_000, "10 km"), (1_000, "1 km"), (2_500, "2.5 km"), (500, "500 m"), (10, "10 m")])
    func radius(metres: Int, expected: String) {
        #expect(CoordinateFormatter(language: .english).radius(metres: metres) == expected)
    }

    @Test("the spoken form has words, not symbols")
    func spoken() throws {
        let coordinate = try Coordinate(latitude: 55.6713442, longitude: 12.523785)
        let english = FormatText.spokenPair(latitude: "55.67", south: false, longitude: "12.52", west: false)
        let dutch = FormatText.spokenPair(latitude: "55,67", south: false, longitude: "12,52", west: false)
        #expect(CoordinateFormatter(language: .english).spoken(for: coordinate) == english.english)
        #expect(CoordinateFormatter(language: .dutch).spoken(for: coordinate) == dutch.dutch)
        #expect(!english.english.contains("°") && !dutch.dutch.contains("°"))
    }

    @Test("distances in metres and kilometres", arguments: [(850.4, "850 m"), (12_345, "12.3 km"), (5_432_100, "5432 km")])
    func distance(metres: Double, expected: String) {
        #expect(CoordinateFormatter(language: .english).distance(metres: metres) == expected)
    }

    @Test("a distance is rounded first and its unit chosen after, at every boundary", arguments: [
        (0, FormatText.distanceMetres(0), FormatText.spokenMetres(0)), (0.49, .distanceMetres(0), .spokenMetres(0)),
        (0.5, .distanceMetres(1), .spokenMetres(1)), (1.4, .distanceMetres(1), .spokenMetres(1)),
        (1.5, .distanceMetres(2), .spokenMetres(2)), (999.4, .distanceMetres(999), .spokenMetres(999)),
        (999.5, .distanceKilometres("1.0"), .spokenKilometres("1.0")), (1_049, .distanceKilometres("1.0"), .spokenKilometres("1.0")),
        (1_050, .distanceKilometres("1.1"), .spokenKilometres("1.1")), (99_949, .distanceKilometres("99.9"), .spokenKilometres("99.9")),
        (99_950, .distanceKilometres("100"), .spokenKilometres("100")), (100_499, .distanceKilometres("100"), .spokenKilometres("100")),
        (100_500, .distanceKilometres("101"), .spokenKilometres("101")), (-3, .distanceMetres(0), .spokenMetres(0)),
        (Double.nan, .distanceMetres(0), .spokenMetres(0)),
        (1e300, .distanceKilometres("1000000000"), .spokenKilometres("1000000000")),
    ] as [(Double, FormatText, FormatText)])
    func boundaries(metres: Double, shown: FormatText, spoken: FormatText) {
        let formatter = CoordinateFormatter(language: .english)
        #expect(formatter.distance(metres: metres) == shown.english)
        #expect(formatter.spokenDistance(metres: metres) == spoken.english)
    }

    @Test("one metre is singular when spoken; Dutch says meter for one and for more")
    func singular() {
        #expect(CoordinateFormatter(language: .english).spokenDistance(metres: 1) == FormatText.spokenMetres(1).english)
        #expect(FormatText.spokenMetres(1).english != FormatText.spokenMetres(2).english.replacingOccurrences(of: "2", with: "1"))
        #expect(CoordinateFormatter(language: .dutch).spokenDistance(metres: 1) == FormatText.spokenMetres(1).dutch)
        #expect(FormatText.spokenMetres(1).dutch == FormatText.spokenMetres(2).dutch.replacingOccurrences(of: "2", with: "1"))
        #expect(CoordinateFormatter(language: .dutch).spokenDistance(metres: 999.5) == FormatText.spokenKilometres("1,0").dutch)
        #expect(CoordinateFormatter(language: .dutch).distance(metres: 99_950) == "100 km")
    }

    @Test("a distance that shows as 0 m has no direction", arguments: [(0, false), (0.49, false), (0.5, true), (12, true)])
    func direction(metres: Double, has: Bool) {
        #expect(CoordinateFormatter(language: .english).hasDirection(metres: metres) == has)
    }
}

@Suite struct LanguageTests {
    @Test("follows LC_ALL, LC_MESSAGES, LANG and LANGUAGE as gettext does", arguments: [
        ([:], Language.english),
        (["LANG": "nl_NL.UTF-8"], .dutch),
        (["LANG": "nl_BE"], .dutch),
        (["LANG": "en_US.UTF-8"], .english),
        (["LANG": "de_DE.UTF-8"], .english),
        (["LC_ALL": "en_GB.UTF-8", "LANG": "nl_NL.UTF-8"], .english),
        (["LC_MESSAGES": "nl_NL.UTF-8", "LANG": "en_US.UTF-8"], .dutch),
        (["LC_ALL": "", "LC_MESSAGES": "nl_NL"], .dutch),
        (["LANG": "en_US.UTF-8", "LANGUAGE": "nl"], .dutch),
        (["LANG": "en_US.UTF-8", "LANGUAGE": "fr:nl:en"], .dutch),
        (["LANG": "C", "LANGUAGE": "nl"], .english),
        (["LANG": "C.UTF-8", "LANGUAGE": "nl"], .english),
        (["LANGUAGE": "nl"], .english),
    ])
    func chooses(environment: [String: String], language: Language) {
        #expect(Language(environment: environment) == language)
    }
}

@Suite struct MessageTests {
    @Test("every feed failure becomes a sentence in both languages")
    func feedFailures() {
        let failures: [FeedFailure] = [
            .unreachable(host: "h"), .timedOut(seconds: 15), .httpStatus(500), .tooLarge(limit: 32 << 20), .invalidJSON(byteOffset: 3),
            .notAFeed, .tooManyRedirects, .redirectNotHTTP, .headerTooLarge, .notHTTP, .fileNotFound(path: "/p"), .fileUnreadable(path: "/p", reason: .isDirectory), .unsupportedSource("ftp://x"),
            .connectionLost, .incomplete, .secureConnectionFailed, .httpLibraryMissing, .transfer(code: 2), .cancelled,
        ]
        for language in Language.allCases {
            let formatter = MessageFormatter(language: language)
            let sentences = failures.map { formatter.feedFailure($0, source: "src") }
            #expect(Set(sentences).count == failures.count)
            #expect(sentences.allSatisfy { $0.hasSuffix(".") && !$0.contains("FeedFailure") })
        }
    }

    @Test("ages read naturally", arguments: [
        (0.0, FeedText.ageJustNow), (59, .ageJustNow), (60, .ageMinutes(1)), (3_599, .ageMinutes(59)), (3_600, .ageHours(1)),
        (7_200, .ageHours(2)), (86_400, .ageDays(1)), (259_200, .ageDays(3)), (-50, .ageJustNow),
    ] as [(Double, FeedText)])
    func ages(seconds: Double, expected: FeedText) {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(MessageFormatter(language: .english).age(of: now.addingTimeInterval(-seconds), now: now) == expected.english)
    }

    @Test("valid links are described as the Places tab would show them")
    func requests() throws {
        let formatter = MessageFormatter(language: .english)
        let amsterdam = try PlacesLinkParser.parse("wikipedia://places?lat=52.3547498&lon=4.8339215&name=Amsterdam")
        #expect(formatter.request(amsterdam) == LinkText.placesAtLabelled(coordinates: "52.3547° N, 4.8339° E", label: "Amsterdam").english)
        let bare = try PlacesLinkParser.parse("wikipedia://places?lat=1&lon=2")
        #expect(formatter.request(bare) == LinkText.placesAt(coordinates: "1.0000° N, 2.0000° E").english)
        let article = try PlacesLinkParser.parse("wikipedia://places?WMFArticleURL=https://en.wikipedia.org/wiki/New_York_City")
        #expect(formatter.request(article) == LinkText.placesAtArticle(title: "New York City").english)
    }
}
