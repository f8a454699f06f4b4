import PlacesDomain
@testable import PlacesApp
import PlacesPresentation
import Testing

@Suite struct CompleterTests {
    private let completer = Completer(
        commands: [
            CommandCompletion(name: "list", argument: .nothing, options: ["--json"]),
            CommandCompletion(name: "open", argument: .locationNames),
            CommandCompletion(name: "link", argument: .locationNames),
            CommandCompletion(name: "remove", argument: .locationNames),
            CommandCompletion(name: "refresh", argument: .nothing),
            CommandCompletion(name: "inspect", argument: .nothing),
            CommandCompletion(name: "install-handler", argument: .nothing),
            CommandCompletion(name: "help", argument: .commands),
            CommandCompletion(name: "style", argument: .linkStyles),
            CommandCompletion(name: "nearby", argument: .locationsOrReferences, options: ["--radius", "--limit", "--json", "--link-style"]),
        ],
        locationNames: ["Amsterdam", "Amstelveen", "New York", "New Delhi", "Zürich", "Evil \u{1B}[31m"]
    )

    @Test("commands at the start of the line, by prefix")
    func commands() {
        #expect(completer.candidates(before: "", word: "o") == ["open"])
        #expect(completer.candidates(before: "  ", word: "re") == ["remove", "refresh"])
        #expect(completer.candidates(before: "", word: "n") == ["nearby"])
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

    @Test("option names after a command: its own and the global ones, never another command's")
    func options() {
        #expect(completer.candidates(before: "nearby amsterdam ", word: "--l") == ["--limit", "--link-style"])
        #expect(completer.candidates(before: "nearby ", word: "--r") == ["--radius"])
        #expect(completer.candidates(before: "list ", word: "--") == ["--json"])
        #expect(completer.candidates(before: "list ", word: "--r").isEmpty)
        #expect(completer.candidates(before: "open ", word: "-").isEmpty)
    }

    @Test("S numbers of the saved list after article, save and unsave, s typed as S, with the titles beside; never after @ or as a later word")
    func savedReferences() {
        let completer = Completer(
            commands: [CommandCompletion(name: "article", argument: .articles), CommandCompletion(name: "unsave", argument: .articles)],
            words: CompletionWords(articleReferences: ["@1"], articleTitles: ["Singel", "Rijksmuseum"], savedReferences: ["S1", "S2", "S10"])
        )
        #expect(completer.candidates(before: "unsave ", word: "S") == ["S1", "S2", "S10", "Singel"])
        #expect(completer.candidates(before: "unsave ", word: "s1") == ["S1", "S10"])
        #expect(completer.candidates(before: "article ", word: "S2") == ["S2"])
        #expect(completer.candidates(before: "article ", word: "Si") == ["Singel"])
        #expect(completer.candidates(before: "article ", word: "@") == ["@1"])
        #expect(completer.candidates(before: "article dam ", word: "S").isEmpty)
        #expect(completer.completion(before: "unsave S2") == .replace(count: 2, with: "S2 "))
    }

    @Test("names come from the list as it is — the feed's and the user's — at most 100, each once, sorted")
    func namesFromTheList() throws {
        let point = try Coordinate(latitude: 1, longitude: 2)
        let feed = (0..<150).map { Location(name: "Place \($0 % 120)", coordinate: point) } + [Location(name: nil, coordinate: point)]
        let mine = Location(name: "Plaza Mayor", coordinate: point, origin: .custom)
        let list = LocationCatalog(feed: feed, custom: [mine])
        let completer = completer.with(CompletionWords(locations: list))
        let offered = completer.candidates(before: "open ", word: "pla")
        // 120 distinct feed names match "pla" before the user's: the first 100 of them, in list order, then sorted.
        #expect(offered == (0..<100).map { "Place \($0)" }.sorted())
        #expect(completer.candidates(before: "open ", word: "plaz") == ["Plaza Mayor"])
        #expect(completer.candidates(before: "open place ", word: "11") == ["110", "111", "112", "113", "114", "115", "116", "117", "118", "119", "11"].sorted())
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
        let commands = [
            CommandCompletion(name: "open", argument: .locationsOrReferences),
            CommandCompletion(name: "article", argument: .articles),
            CommandCompletion(name: "search", argument: .locationNames),
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

    @Test("Tab completes the word before the cursor as far as every candidate agrees; the one candidate gets a space")
    func completionEdits() {
        #expect(completer.completion(before: "op") == .replace(count: 2, with: "open "))
        #expect(completer.completion(before: "open ams") == .replace(count: 3, with: "Amste"))
        #expect(completer.completion(before: "open Amste") == .choices(["Amstelveen", "Amsterdam"]))
        #expect(completer.completion(before: "open new y") == .replace(count: 1, with: "York "))
        #expect(completer.completion(before: "open ") == .choices(["Amstelveen", "Amsterdam", "New Delhi", "New York", "Zürich"]))
        #expect(completer.completion(before: "re") == .choices(["remove", "refresh"]))
        #expect(completer.completion(before: "open xyz") == .none)
        #expect(completer.completion(before: "list ") == .none)
        // The word is replaced by Unicode scalars, as the line editor counts them: "zü" typed as z, u, U+0308.
        #expect(completer.completion(before: "link zu\u{308}") == .replace(count: 3, with: "Zürich "))
    }

    @Test("@ belongs to the word: article, nearby and map complete @N, and only @N")
    func referenceWords() {
        let completer = Completer(
            commands: [
                CommandCompletion(name: "article", argument: .articles),
                CommandCompletion(name: "nearby", argument: .locationsOrReferences),
                CommandCompletion(name: "map", argument: .locationsOrReferences),
            ],
            words: CompletionWords(locationNames: ["@home"], articleReferences: ["@1", "@2", "@10"], articleTitles: ["Rijksmuseum"])
        )
        for command in ["article", "nearby", "map"] {
            #expect(completer.completion(before: "\(command) @") == .choices(["@1", "@2", "@10"]), "\(command)")
            #expect(completer.completion(before: "\(command) @1") == .choices(["@1", "@10"]), "\(command)")
            #expect(completer.completion(before: "\(command) @2") == .replace(count: 2, with: "@2 "), "\(command)")
        }
        #expect(completer.completion(before: "article ri") == .replace(count: 2, with: "Rijksmuseum "))
    }

    @Test("add completes @N, as find lists them, and nothing else: any other word is a new name")
    func addReferences() {
        let completer = Completer(
            commands: [CommandCompletion(name: "add", argument: .articleReferences)],
            words: CompletionWords(locationNames: ["Amsterdam"], articleReferences: ["@1", "@2"], articleTitles: ["Colosseum"])
        )
        #expect(completer.completion(before: "add @") == .choices(["@1", "@2"]))
        #expect(completer.completion(before: "add @2") == .replace(count: 2, with: "@2 "))
        #expect(completer.candidates(before: "add ", word: "am").isEmpty)
        #expect(completer.candidates(before: "add ", word: "col").isEmpty)
        #expect(completer.candidates(before: "add Rome ", word: "@").isEmpty)
    }

    @MainActor
    @Test("options and their values are skipped wherever they stand; the word after an option that takes a value is its value")
    func optionsAndValues() {
        let completer = CommandSet.completer(CompletionWords(locationNames: ["Amsterdam", "Amstelveen"]))
        #expect(completer.candidates(before: "--json ", word: "op") == ["open"])
        #expect(completer.candidates(before: "--link-style wmf ", word: "op") == ["open"])
        #expect(completer.candidates(before: "", word: "--js") == ["--json"])
        #expect(completer.candidates(before: "nearby --radius 500 ", word: "amsterd") == ["Amsterdam"])
        #expect(completer.candidates(before: "--json nearby ", word: "amste") == ["Amstelveen", "Amsterdam"])
        #expect(completer.candidates(before: "nearby ", word: "--ra") == ["--radius"])
        #expect(completer.candidates(before: "open --link-style ", word: "w") == ["wmf", "web"])
        #expect(completer.candidates(before: "export --format ", word: "g") == ["geojson", "gpx"])
        #expect(completer.candidates(before: "--wiki ", word: "n") == ["nl"])
        #expect(completer.candidates(before: "completion ", word: "") == ["bash", "zsh", "fish"])
        #expect(completer.candidates(before: "nearby --radius ", word: "5").isEmpty, "a number is not completed")
    }

    @MainActor
    @Test("a file is the shell's to complete, never the session's; numbers of the list complete where a place is read")
    func filesAndNumbers() {
        let completer = CommandSet.completer(CompletionWords(locationNames: (1...12).map { "Place \($0)" }))
        #expect(completer.takesFile(before: "import ", word: "fav"))
        #expect(completer.takesFile(before: "--source ", word: ""))
        #expect(completer.takesFile(before: "export --all ", word: "out"))
        #expect(!completer.takesFile(before: "export --format ", word: "g"))
        #expect(completer.candidates(before: "import ", word: "fav").isEmpty)
        #expect(completer.candidates(before: "open ", word: "1") == ["1", "10", "11", "12"])
        #expect(completer.candidates(before: "remove ", word: "12") == ["12"])
        #expect(completer.candidates(before: "open place ", word: "1") == ["1", "10", "11", "12"], "after a word, the rest of names")
    }

    @MainActor
    @Test("the shells' entry point answers words or files, each candidate with its description")
    func shellAnswer() {
        let catalog = LocationCatalog(feed: [Location(name: "Amsterdam", coordinate: try! Coordinate(latitude: 52.37, longitude: 4.89))])
        let completer = CommandSet.completer(CompletionWords(locations: catalog))
        func answer(_ words: [String]) -> String {
            ShellCompletion.answer(words, completer: completer, catalog: catalog, language: .english)
        }
        #expect(answer(["--", "op"]) == "words\nopen\topen a location in Wikipedia's Places tab\n")
        #expect(answer(["open", "1"]) == "words\n1\tAmsterdam\n")
        #expect(answer(["open", "ams"]) == "words\nAmsterdam\n")
        #expect(answer(["import", ""]) == "files\n")
        #expect(answer([]).hasPrefix("words\nlist\t"))
        #expect(ShellCompletion.source(in: ["--source", "a.json", "open"]) == "a.json")
        #expect(ShellCompletion.source(in: ["--source=b.json"]) == "b.json")
    }
}
