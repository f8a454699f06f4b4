import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

@MainActor
@Suite struct CustomLocationFormViewModelTests {
    private func makeForm(language: Language = .english) async -> (CustomLocationFormViewModel, LocationsViewModel) {
        let list = LocationsViewModel(
            feed: InMemoryLocationRepository([Location(name: "Amsterdam", coordinate: try! Coordinate(latitude: 52.37, longitude: 4.89))]),
            custom: InMemoryCustomLocationRepository(), files: InMemoryLocationFiles(),
            opener: RecordingOpener().opener,
            sourceName: "feed",
            language: language
        )
        await list.load()
        return (CustomLocationFormViewModel(list: list, gazetteer: nil), list)
    }

    @Test("validates each field as it is entered, with a specific message")
    func validates() async {
        let (form, _) = await makeForm()
        #expect(form.enter("abc", in: .latitude) == InputText.textUnexpected("abc").english)
        #expect(form.enter("91", in: .latitude) == InputText.textLatitudeRange("91").english)
        #expect(form.enter("", in: .latitude) == InputText.latitudeEmpty.english)
        #expect(form.enter("4E", in: .latitude) == InputText.textWrongHemisphere(letter: "E", forLatitude: true).english)
        #expect(form.errors[.latitude] != nil)
        #expect(form.enter("52,35", in: .latitude) == nil)
        #expect(form.errors[.latitude] == nil)
        #expect(form.nextField == .longitude)
        #expect(form.enter("-181", in: .longitude) == InputText.textLongitudeRange("-181").english)
        #expect(form.enter("4°50'N", in: .longitude) == InputText.textWrongHemisphere(letter: "N", forLatitude: false).english)
        #expect(form.enter("4.83", in: .longitude) == nil)
        #expect(form.isComplete)
    }

    @Test("a whole pair pasted into the latitude field fills both")
    func pastedPair() async {
        let (form, _) = await makeForm()
        #expect(form.enter("52°21'17\"N 4°50'02\"E", in: .latitude) == nil)
        #expect(form.nextField == nil)
        #expect(abs((form.latitude ?? 0) - 52.354722) < 1e-5)
    }

    @Test("a map link pasted into the latitude field fills both, and names the place when no name was given")
    func pastedLink() async {
        let (form, _) = await makeForm()
        #expect(form.enter("", in: .name) == nil)
        #expect(form.enter("https://www.google.com/maps/place/Dam/@52.3731,4.8926,17z/data=!3m1!4b1", in: .latitude) == nil)
        #expect(form.nextField == nil)
        #expect(form.latitude == 52.3731 && form.longitude == 4.8926)
        #expect(form.name == "Dam")
        #expect(form.suggestedName == nil)
        // A name typed first stays; a link that names no place says why, and fills nothing.
        let (named, _) = await makeForm()
        named.enter("Office", in: .name)
        #expect(named.enter("geo:0,0?q=34.99,-106.61(Treasure)", in: .latitude) == nil)
        #expect(named.name == "Office" && named.latitude == 34.99 && named.longitude == -106.61)
        let (short, _) = await makeForm()
        #expect(short.enter("https://maps.app.goo.gl/XyZ", in: .latitude)?.contains("short link") == true)
        #expect(short.latitude == nil)
    }

    @Test("the latitude field reads one latitude, degrees and minutes with or without a letter, never a pair", arguments: [
        ("23 25 N", 23.4167), ("23 25", 23.4167), ("-45 12", -45.2), ("40 26.433", 40.44055), ("52 21 17", 52.354722),
        ("52 21 S", -52.35),
    ])
    func oneLatitude(text: String, latitude: Double) async {
        let (form, _) = await makeForm()
        #expect(form.enter(text, in: .latitude) == nil)
        #expect(form.latitude == latitude)
        #expect(form.longitude == nil)
        #expect(form.nextField == .longitude)
    }

    @Test("only text that cannot be one latitude fills both fields; a longitude's letter is refused")
    func onlyPairsFillBoth() async {
        let (form, _) = await makeForm()
        #expect(form.enter("23 25 N 4 50 E", in: .latitude) == nil)
        #expect(form.latitude == 23.4167)
        #expect(form.longitude == 4.8333)
        let (other, _) = await makeForm()
        #expect(other.enter("4 50 E", in: .latitude) == InputText.textWrongHemisphere(letter: "E", forLatitude: true).english)
        #expect(other.latitude == nil && other.longitude == nil)
        #expect(other.enter("4 50 2", in: .longitude) == nil)
        #expect(other.longitude == 4.833889)
    }

    @Test("submit saves the location after the feed's, with a blank name meaning none")
    func submits() async throws {
        let (form, list) = await makeForm()
        form.enter("   ", in: .name)
        form.enter("1.5", in: .latitude)
        form.enter("2.5", in: .longitude)
        let row = try await form.submit().get().row
        #expect(row.number == 2)
        #expect(row.location.name == nil)
        #expect(row.location.origin == .custom)
        #expect(list.catalog.locations.count == 2)
    }

    @Test("submit refuses an incomplete form")
    func incomplete() async {
        let (form, _) = await makeForm()
        form.enter("1.5", in: .latitude)
        #expect(await form.submit() == .failure(ActionFailure(message: InputText.textEmpty.english)))
    }

    @Test("messages are Dutch in Dutch")
    func dutch() async {
        let (form, _) = await makeForm(language: .dutch)
        #expect(form.enter("abc", in: .latitude) == InputText.textUnexpected("abc").dutch)
    }
}
