import PlacesPresentation
import Testing

@Suite struct CompleterTests {
    private let completer = Completer(
        commands: [
            ("list", .nothing), ("open", .locationNames), ("link", .locationNames), ("remove", .locationNames),
            ("refresh", .nothing), ("inspect", .nothing), ("install-handler", .nothing), ("help", .commands),
            ("style", .linkStyles),
        ],
        locationNames: ["Amsterdam", "Amstelveen", "New York", "New Delhi", "Zürich", "Evil \u{1B}[31m"]
    )

    @Test("commands at the start of the line, by prefix")
    func commands() {
        #expect(completer.candidates(before: "", word: "o") == ["open"])
        #expect(completer.candidates(before: "  ", word: "re") == ["remove", "refresh"])
        #expect(completer.candidates(before: "help ", word: "in") == ["inspect", "install-handler"])
        #expect(completer.candidates(before: "style ", word: "lat") == ["lat-lon", "latitude-longitude", "lat-long"])
    }

    @Test("location names after commands that take one, ignoring case and accents; never a control character")
    func names() {
        #expect(completer.candidates(before: "open ", word: "ams") == ["Amstelveen", "Amsterdam"])
        #expect(completer.candidates(before: "link ", word: "zur") == ["Zürich"])
        #expect(completer.candidates(before: "open new ", word: "y") == ["York"])
        #expect(completer.candidates(before: "remove ", word: "new") == ["New Delhi", "New York"])
        #expect(completer.candidates(before: "open ", word: "evil").isEmpty)
        #expect(completer.candidates(before: "list ", word: "a").isEmpty)
    }

    @Test("new names replace the old ones; the commands stay")
    func updatedNames() {
        let updated = completer.with(locationNames: ["Utrecht"])
        #expect(updated.candidates(before: "open ", word: "u") == ["Utrecht"])
        #expect(updated.candidates(before: "open ", word: "ams").isEmpty)
        #expect(updated.candidates(before: "", word: "o") == ["open"])
    }
}
