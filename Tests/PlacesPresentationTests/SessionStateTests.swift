import PlacesDomain
import PlacesPresentation
import Testing

@Suite struct SessionStateTests {
    @Test("a session remembers the last place, the last search, what map draws and the link style, from what commands report")
    func records() throws {
        var state = SessionState()
        #expect(state.lastPlace == nil && state.lastSearch == "" && state.mapSubject == .locations && state.linkStyle == nil)
        let place = Place(coordinate: try Coordinate(latitude: 1, longitude: 2), name: "P", origin: .coordinates)
        let list = ArticleList(site: .english, centre: place.coordinate, label: "P", articles: [])
        state.record(.showedPlace(place))
        state.record(.listedArticles(list))
        #expect(state.lastPlace == place && state.mapSubject == .articles(list))
        state.record(.searched("cop"))
        #expect(state.lastSearch == "cop" && state.mapSubject == .locations, "a search makes map draw the locations again")
        state.record(.choseLinkStyle(.wmf))
        #expect(state.linkStyle == .wmf && state.lastPlace == place)
    }
}

@Suite struct ChoiceTests {
    let choice = Choice(question: "Which?", rows: [], values: ["a", "b"], hint: "Say which.", language: .english)

    @Test("a candidate's number picks it; nothing chooses none; anything else is not an answer")
    func answers() {
        guard case .chosen("b") = choice.answer(" 2 ") else { Issue.record("2"); return }
        guard case .none(let message) = choice.answer("  ") else { Issue.record("nothing"); return }
        #expect(message == PlaceText.chooseCancelled.english)
        for wrong in ["3", "0", "x", "-1", "1.5"] {
            guard case .invalid(let message) = choice.answer(wrong) else { Issue.record("\(wrong)"); continue }
            #expect(message == PlaceText.chooseInvalid(Quoted(wrong), count: 2).english)
        }
    }
}
