import PlacesDomain
import PlacesPresentation
import Testing

/// `where`'s words about the places it left out.
@Suite struct PlaceFinderTests {
    private let finder = PlaceFinder(gazetteer: nil, language: .english)

    @Test("places left out: --limit is suggested only while it can show more")
    func more() {
        #expect(finder.more(9, shown: 3, mostShown: 500) == PlaceText.whereMore(count: 9, limitAtMost: nil).english)
        let atMost = finder.more(3_102, shown: 500, mostShown: 500)
        #expect(atMost == PlaceText.whereMore(count: 3_102, limitAtMost: 500).english)
    }
}
