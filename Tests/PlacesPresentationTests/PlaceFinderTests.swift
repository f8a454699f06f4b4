import Foundation
import PlacesData
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

/// The gazetteer as the view models use it: labels, lookups that never choose silently, and the form's offer.
@MainActor
@Suite struct PlaceFinderTests {
    let gazetteer: EmbeddedGazetteer

    init() throws {
        gazetteer = try #require(EmbeddedGazetteer())
    }

    /// A list over `feed` in English with the embedded gazetteer, loaded.
    private func loadedList(feed: [Location]) async -> LocationsViewModel {
        let list = LocationsViewModel(
            feed: InMemoryLocationRepository(feed),
            custom: InMemoryCustomLocationRepository(),
            opener: RecordingOpener().opener,
            sourceName: "test",
            language: .english,
            gazetteer: gazetteer
        )
        await list.load()
        return list
    }

    @Test("a coordinate's label: the nearest place and its distance, in each language")
    func labels() throws {
        let dam = try Coordinate(latitude: 52.3731, longitude: 4.8926)
        #expect(PlaceLabeler(gazetteer: gazetteer, language: .english).label(for: dam) == "223 m from the centre of Amsterdam, The Netherlands")
        #expect(PlaceLabeler(gazetteer: gazetteer, language: .dutch).sentence(for: dam) == "Dat is 223 m van het centrum van Amsterdam, Nederland.")
        #expect(PlaceLabeler(gazetteer: nil, language: .english).label(for: dam) == nil)
        let kyoto = try #require(gazetteer.search("kyoto", limit: 1).matches.first?.place)
        #expect(PlaceLabeler(gazetteer: gazetteer, language: .english).sentence(for: kyoto.coordinate, named: "Kyoto") == nil)
    }

    @Test("lookups: one place, a choice with a hint, or nothing")
    func lookUp() {
        let finder = PlaceFinder(gazetteer: gazetteer, language: .english)
        guard case .place(let place, let note) = finder.lookUp("Kyoto") else {
            Issue.record("Kyoto is not one place")
            return
        }
        #expect(place.countryCode == "JP" && note == "Kyoto, Japan — from the built-in gazetteer.")
        guard case .ambiguousPlaces(let message, let choices, let hint) = finder.lookUp("springfield") else {
            Issue.record("springfield is not a choice")
            return
        }
        #expect(message == "“springfield” could be 9 places:")
        #expect(choices.count == 9 && choices[0].label == "Springfield, Missouri, United States")
        #expect(choices[0].sentence == "Springfield, Missouri, United States, population 170,188, 37.22 degrees north, 93.30 degrees west.")
        #expect(hint == "Say which: add a country or US state after a comma, as in “springfield, Missouri”.")
        #expect(finder.lookUp("Qwxyzzy") == nil)
        #expect(PlaceFinder(gazetteer: nil, language: .english).lookUp("Kyoto") == nil)
    }

    @Test("the list finds its own locations first, numbers only in the list, then the gazetteer")
    func listFirst() async throws {
        let list = await loadedList(feed: [Location(name: "Kyoto", coordinate: try Coordinate(latitude: 1, longitude: 2), origin: .feed)])
        guard case .location(let row) = list.findPlace("kyoto") else {
            Issue.record("the list's Kyoto was not found")
            return
        }
        #expect(row.number == 1)
        guard case .notFound(let message) = list.findPlace("7") else {
            Issue.record("a number went to the gazetteer")
            return
        }
        #expect(message == "There is no location #7. Numbers go from 1 to 1.")
        guard case .place(let osaka, _) = list.findPlace("Osaka") else {
            Issue.record("Osaka was not found in the gazetteer")
            return
        }
        #expect(list.link(for: osaka) == "wikipedia://places?lat=34.69379&lon=135.50107&name=Osaka")
    }

    @Test("thousands are grouped by the language's separator")
    func grouping() {
        #expect(Localizer(language: .english).grouped(1_463_723) == "1,463,723")
        #expect(Localizer(language: .dutch).grouped(1_463_723) == "1.463.723")
        #expect(Localizer(language: .english).grouped(999) == "999")
        #expect(Localizer(language: .english).grouped(-15_000) == "-15,000")
    }

    @Test("the add form offers the label as the name when none was given")
    func formOffer() async throws {
        let list = await loadedList(feed: [])
        let form = CustomLocationFormViewModel(list: list, language: .english)
        #expect(form.suggestedName == nil)
        form.enter("52.09 5.12", in: .latitude)
        #expect(form.suggestedName == "178 m from the centre of Utrecht, The Netherlands")
        form.answerSuggestion("  ")
        #expect(form.name == "178 m from the centre of Utrecht, The Netherlands")
        #expect(form.suggestedName == nil)
        form.enter("", in: .name)
        form.answerSuggestion("-")
        #expect(form.name == "")
        form.answerSuggestion("Dom")
        #expect(form.name == "Dom")
    }
}
