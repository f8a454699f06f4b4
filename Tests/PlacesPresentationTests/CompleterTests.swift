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
        let updated = completer.with(CompletionWords(locationNames: ["Utrecht"]))
        #expect(updated.candidates(before: "open ", word: "u") == ["Utrecht"])
        #expect(updated.candidates(before: "open ", word: "ams").isEmpty)
        #expect(updated.candidates(before: "", word: "o") == ["open"])
    }

    @Test("article references after open and article; titles after article; never a reference after other commands")
    func articles() {
        let commands: [(name: String, argument: CompletionKind)] = [
            ("open", .locationsOrReferences), ("article", .articles), ("search", .locationNames),
        ]
        let completer = Completer(commands: commands, words: CompletionWords(
            locationNames: ["Amsterdam"],
            articleReferences: ["@1", "@2", "@10"],
            articleTitles: ["Royal Palace of Amsterdam", "Rijksmuseum", "Évora \u{202E}evil"]
        ))
        #expect(completer.candidates(before: "open ", word: "@1") == ["@1", "@10"])
        #expect(completer.candidates(before: "open ", word: "am") == ["Amsterdam"])
        #expect(completer.candidates(before: "article ", word: "@") == ["@1", "@2", "@10"])
        #expect(completer.candidates(before: "article ", word: "r") == ["Rijksmuseum", "Royal Palace of Amsterdam"])
        #expect(completer.candidates(before: "article royal palace ", word: "of") == ["of Amsterdam"])
        #expect(completer.candidates(before: "article ", word: "ev").isEmpty)
        #expect(completer.candidates(before: "search ", word: "@").isEmpty)
    }
}
