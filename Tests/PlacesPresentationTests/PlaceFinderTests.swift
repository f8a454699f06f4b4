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

    @Test("places left out: --limit is suggested only while it can show more")
    func more() {
        #expect(finder.more(9, shown: 3, mostShown: 500) == "9 more not shown; --limit shows more, a country after a comma fewer.")
        let atMost = finder.more(3_102, shown: 500, mostShown: 500)
        #expect(atMost == "3,102 more not shown (--limit shows at most 500); a country after a comma narrows the list.")
    }

    @Test("a coordinate's label: the place a person would name, from its centre when within it, in each language")
    func labels() throws {
        let dam = try Coordinate(latitude: 52.3731, longitude: 4.8926)
        #expect(PlaceLabeler(gazetteer: gazetteer, language: .english).label(for: dam) == "223 m from the centre of Amsterdam, The Netherlands")
        #expect(PlaceLabeler(gazetteer: gazetteer, language: .dutch).sentence(for: dam) == "Dat is 223 m van het centrum van Amsterdam, Nederland.")
        #expect(PlaceLabeler(gazetteer: nil, language: .english).label(for: dam) == nil)
        let kyoto = try #require(gazetteer.search("kyoto", limit: 1).matches.first?.place)
        #expect(PlaceLabeler(gazetteer: gazetteer, language: .english).sentence(for: kyoto.coordinate, named: "Kyoto") == nil)
    }

    @Test("a row found by another of its names says which name matched, its country in the session's language")
    func foundAs() throws {
        let english = PlaceFinder(gazetteer: gazetteer, language: .english).rows(matching: "den haag", limit: 1).rows
        #expect(english.first?.label == "Den Haag → The Hague, The Netherlands")
        let dutch = PlaceFinder(gazetteer: gazetteer, language: .dutch).rows(matching: "madrid", limit: 1).rows
        #expect(dutch.first?.label == "Madrid, Spanje")
    }
}
