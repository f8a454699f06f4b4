import PlacesData
import PlacesDomain
import PlacesPresentation
import Testing

/// `where`'s rows and words, and a coordinate's label, over the compiled-in gazetteer.
@Suite struct PlaceFinderTests {
    private let finder = PlaceFinder(gazetteer: nil, language: .english)
    private let gazetteer: EmbeddedGazetteer

    init() throws {
        gazetteer = try #require(EmbeddedGazetteer())
    }

    @Test("where that finds nothing suggests the gazetteer's closest names, by the list's did-you-mean rule")
    func didYouMean() {
        let finder = PlaceFinder(gazetteer: gazetteer, language: .english)
        #expect(gazetteer.closestNames(to: "amstredam").first == "Amsterdam")
        #expect(gazetteer.closestNames(to: "amstredam, NL").first == "Amsterdam")
        #expect(finder.noneMatches("amstredam").hasPrefix("No place in the built-in gazetteer matches “amstredam”. Did you mean Amsterdam"))
        #expect(gazetteer.closestNames(to: "qqqqqqqqqq").isEmpty)
        #expect(!finder.noneMatches("qqqqqqqqqq").contains("?"))
    }

    @Test("places left out: showing more is suggested only while more can be shown")
    func more() {
        let more = finder.more(9, shown: 3, mostShown: 500)
        #expect(more.message == SearchText.notShown(count: 9).english && more.next == .raiseLimitOrNarrow(most: nil))
        let atMost = finder.more(3_102, shown: 500, mostShown: 500)
        #expect(atMost.message == SearchText.notShown(count: 3_102).english && atMost.next == .raiseLimitOrNarrow(most: 500))
    }

    @Test("a coordinate's label: the place a person would name, from its centre when within it, in each language")
    func labels() throws {
        let dam = try Coordinate(latitude: 52.3731, longitude: 4.8926)
        // Within Amsterdam: the distance from its centre, and no country beside the place's own.
        let english = PlaceText.distanceFromCentre(distance: "223 m", place: "Amsterdam, The Netherlands")
        #expect(PlaceLabeler(gazetteer: gazetteer, language: .english).label(for: dam) == english.english)
        let dutch = PlaceText.distanceFromCentre(distance: "223 m", place: "Amsterdam, Nederland")
        #expect(PlaceLabeler(gazetteer: gazetteer, language: .dutch).sentence(for: dam) == PlaceText.thatIs(label: dutch.dutch).dutch)
        #expect(PlaceLabeler(gazetteer: nil, language: .english).label(for: dam) == nil)
        let kyoto = try #require(gazetteer.search("kyoto", limit: 1).matches.first?.place)
        #expect(PlaceLabeler(gazetteer: gazetteer, language: .english).sentence(for: kyoto.coordinate, named: "Kyoto") == nil)
    }

    @Test("a row found by another of its names says which name matched, its country in the session's language")
    func foundAs() throws {
        let english = PlaceFinder(gazetteer: gazetteer, language: .english).rows(matching: "den haag", limit: 1).rows
        #expect(english.first?.label == PlaceText.foundAs(name: "Den Haag", label: "The Hague, The Netherlands").english)
        let dutch = PlaceFinder(gazetteer: gazetteer, language: .dutch).rows(matching: "madrid", limit: 1).rows
        #expect(dutch.first?.label == "Madrid, Spanje")
    }
}
