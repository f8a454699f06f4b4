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

    @Test("invalid coordinates and links the app opens nothing for are still rejected")
    func stillRejected() {
        #expect(!LinkInspection(link: "wikipedia://places?lat=91&lon=0", language: .english).isValid)
        #expect(!LinkInspection(link: "wikipedia://places?lat=52", language: .english).isValid)
        let maps = LinkInspection(link: "wikipedia://maps", language: .english)
        #expect(!maps.isValid)
        #expect(maps.sentence == "Rejected: " + LinkText.linkUnknownAppLink("wikipedia://maps").english)
    }

    @Test("the app's other links are valid links to the app, each said for what it opens")
    func appLinks() {
        for (link, what) in [
            ("wikipedia://en.wikipedia.org/wiki/Dam_Square", LinkText.appArticle(title: "Dam Square", host: "en.wikipedia.org")),
            ("wikipedia://search?q=Einstein", LinkText.appSearch("Einstein")),
            ("wikipedia://explore", LinkText.appScreen(.explore)),
            ("wikipedia://saved", LinkText.appScreen(.saved)),
        ] {
            let inspection = LinkInspection(link: link, language: .english)
            #expect(inspection.isValid && inspection.request == nil, "\(link)")
            #expect(inspection.sentence == LinkText.inspectAppLink(what: what.english).english, "\(link)")
        }
    }
}
