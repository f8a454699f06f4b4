import PlacesDomain
import PlacesPresentation
import Testing

@Suite struct LinkInspectionTests {
    @Test("a Places link with no place is the Places tab itself: valid, with no request", arguments: [
        "wikipedia://places", "wikipedia://places/", "wikipedia-official://places?name=Somewhere",
    ])
    func placesTab(link: String) {
        let inspection = LinkInspection(link: link, language: .english)
        #expect(inspection.isValid)
        #expect(inspection.request == nil)
        #expect(inspection.machineReason == nil)
        #expect(inspection.sentence == "Valid: the Places tab, with no place to centre on.")
        #expect(LinkInspection(link: link, language: .dutch).sentence == "Geldig: het tabblad Places, zonder plek om op te centreren.")
    }

    @Test("invalid coordinates and other hosts are still rejected")
    func stillRejected() {
        #expect(!LinkInspection(link: "wikipedia://places?lat=91&lon=0", language: .english).isValid)
        #expect(!LinkInspection(link: "wikipedia://places?lat=52", language: .english).isValid)
        #expect(LinkInspection(link: "wikipedia://maps", language: .english).sentence
            == "Rejected: The link goes to “maps”, not to “places”.")
    }
}
