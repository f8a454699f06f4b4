@testable import PlacesApp
import PlacesPresentation
import PlacesTestSupport
import Testing

/// Every text of the front end exists in English and Dutch, with the same placeholders.
@Suite struct CatalogCompletenessTests {
    @Test("AppText and HelpTopic are complete in both languages")
    func complete() {
        #expect(CatalogAudit.problems(in: AppText.self) == [])
        #expect(CatalogAudit.problems(in: HelpTopic.self) == [])
    }

    @Test("every command has a help topic in both languages, and the overview names every command")
    func helpCoversCommands() {
        for name in Command.names {
            let topic = HelpTopic(command: name)
            #expect(topic != nil, "no help for \(name)")
            for language in Language.allCases {
                #expect(HelpTopic.overview.template(language).contains(name), "\(language) overview misses \(name)")
                #expect(topic.map { $0.template(language).contains(name) } ?? false, "\(language) help for \(name)")
            }
        }
    }

    @Test("Dutch help differs from English help for every topic")
    func dutchIsTranslated() {
        for topic in HelpTopic.allCases {
            #expect(topic.template(.dutch) != topic.template(.english), "\(topic) is not translated")
        }
    }
}

@Suite struct CompletionSourceTests {
    private let source = CompletionSource(words: ["Amsterdam", "Amstelveen", "New York", "New Delhi", "Zürich", "Evil \u{1B}[31m"])

    @Test("commands at the start of the line, by prefix")
    func commands() {
        #expect(source.candidates(before: "", word: "o") == ["open"])
        #expect(source.candidates(before: "  ", word: "re") == ["remove", "refresh"])
        #expect(source.candidates(before: "help ", word: "in") == ["inspect", "install-handler"])
        #expect(source.candidates(before: "style ", word: "lat") == ["lat-lon", "latitude-longitude", "lat-long"])
    }

    @Test("location names after open, link, remove and search, ignoring case and accents")
    func names() {
        #expect(source.candidates(before: "open ", word: "ams") == ["Amstelveen", "Amsterdam"])
        #expect(source.candidates(before: "link ", word: "zur") == ["Zürich"])
        #expect(source.candidates(before: "open new ", word: "y") == ["York"])
        #expect(source.candidates(before: "remove ", word: "new") == ["New Delhi", "New York"])
        #expect(source.candidates(before: "open ", word: "evil").isEmpty)
        #expect(source.candidates(before: "list ", word: "a").isEmpty)
    }
}
