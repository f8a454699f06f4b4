import PlacesDomain
import PlacesPresentation
import Testing

/// `where`'s words about the places it left out.
@Suite struct PlaceFinderTests {
    private let finder = PlaceFinder(gazetteer: nil, language: .english)

    @Test("places left out: --limit is suggested only while it can show more")
    func more() {
        #expect(finder.more(9, shown: 3, mostShown: 500) == "9 more not shown; --limit shows more, a country after a comma fewer.")
        let atMost = finder.more(3_102, shown: 500, mostShown: 500)
        #expect(atMost == "3,102 more not shown (--limit shows at most 500); a country after a comma narrows the list.")
    }
}
