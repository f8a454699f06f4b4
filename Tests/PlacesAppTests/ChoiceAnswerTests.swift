@testable import PlacesApp
import PlacesPresentation
import Testing

@Suite struct ChoiceAnswerTests {
    let choice = Choice(question: "Which?", rows: [], values: ["a", "b"], hint: "Say which.", language: .english)

    @Test("a number picks; Enter, the end of input and the cancel word choose none; anything else is asked again")
    func answers() {
        guard case .chosen("b") = choice.reply(to: " 2 ") else { Issue.record("2"); return }
        for none in ["", "cancel", "CANCEL", nil] as [String?] {
            guard case .none(let message) = choice.reply(to: none) else { Issue.record("\(none ?? "end of input")"); continue }
            #expect(message == PlaceText.chooseCancelled.english)
        }
        for wrong in ["3", "0", "x", "-1", "1.5"] {
            guard case .invalid(let message) = choice.reply(to: wrong) else { Issue.record("\(wrong)"); continue }
            #expect(message == PlaceText.chooseInvalid(Quoted(wrong), count: 2).english)
        }
        let dutch = Choice(question: "", rows: [], values: ["a"], hint: "", language: .dutch)
        let word = SessionText.cancelWord.dutch
        guard case .none = dutch.reply(to: word) else { Issue.record("\(word)"); return }
    }

    @Test("a removal is asked with yes or no: yes removes; Enter, no, the cancel word and the end of input keep it")
    func confirmation() {
        let question = Choice(confirmingRemoval: "Sure?", value: 5, hint: LocationText.removeExactly.english, next: .removeExactly(number: 5), declined: "Kept.", language: .english)
        #expect(question.prompt == PromptText.removePrompt.english)
        #expect(question.hint == "Nothing was removed. To remove it, give its number or its whole name: remove 5")
        for yes in ["yes", " Y "] {
            guard case .chosen(5) = question.reply(to: yes) else { Issue.record("\(yes) removes"); return }
        }
        for keep in ["", "no", "cancel", nil] as [String?] {
            guard case .none(message: "Kept.") = question.reply(to: keep) else { Issue.record("\(keep ?? "end of input") keeps it"); return }
        }
        guard case .invalid(let message) = question.reply(to: "maybe") else { Issue.record("anything else is asked again"); return }
        #expect(message == PromptText.removeAnswerInvalid.english)
        let dutch = Choice(confirmingRemoval: "", value: 5, hint: "", next: nil, declined: "", language: .dutch)
        guard case .chosen(5) = dutch.reply(to: "ja") else { Issue.record("ja removes"); return }
    }

    @Test("a pick's hint ends with the command line's way to name an article")
    func hints() {
        let titles = Choice(question: "", rows: [], values: [1], hint: SearchText.narrowDown(example: "Colosseum").english, next: .findThenReference, language: .english)
        #expect(titles.hint == "Say which: type the whole title, as in “Colosseum”, or use find and an @ reference.")
        #expect(titles.prompt == "Which one? Type its number, or press Enter for none: ")
    }
}
