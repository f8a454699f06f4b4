import PlacesDomain
import PlacesPresentation

/// The REPL's `add` form: a thin renderer over ``CustomLocationFormViewModel``.
///
/// It asks for the name, the latitude and the longitude one at a time; a refused value is explained and only that
/// field is asked again. Without a name, it then offers where the place is as the name (end of input there keeps it
/// unnamed). The cancel word (or end of input, or Ctrl-C) stops without saving. It reads through the
/// same ``LineReader`` as the REPL, so it works the same when standard input is a pipe.
@MainActor
struct AddForm {
    let list: ListAccess
    let form: CustomLocationFormViewModel

    /// Asks field by field and adds the location.
    ///
    /// - Parameter missing: The usage problem to report when input ends before the first answer, where nobody could
    ///   have been asked (a one-shot `add` from a pipe or a file): the argument was missing, not the form cancelled.
    func run(_ io: CommandIO, missing: UsageProblem? = nil) async -> CommandOutcome {
        guard await list.catalog(io) != nil else { return .failure }
        let localizer = io.localizer
        let console = io.console
        let cancelWords = Choice<Place>.cancelWords(io.language)
        console.message(localizer(SessionText.formIntro))

        var field: CustomLocationFormViewModel.Field? = .name
        var answered = false
        while let current = field {
            let prompt: SessionText = switch current {
            case .name: .formName
            case .latitude: .formLatitude
            case .longitude: .formLongitude
            }
            let input = await io.reader.read(localizer(prompt))
            if case .end = input, !answered, let missing { return io.report(missing, inSession: false) }
            answered = true
            if case .failed(let reason) = input {
                console.message(localizer(SessionText.inputFailed(reason: MessageFormatter(language: io.language).systemReason(reason))))
            }
            guard case .line(let text) = input, !cancelWords.contains(text.trimmed.lowercased()) else {
                console.message(localizer(SessionText.formCancelled))
                return .failure
            }
            if let error = form.enter(text, in: current) {
                console.message(error)
                continue
            }
            field = current == .name ? form.nextField ?? .latitude : form.nextField
        }
        // No name given: offer where the place is as its name.
        if let suggestion = form.suggestedName {
            switch await io.reader.read(localizer(PromptText.formNameSuggested(Quoted(suggestion)))) {
            case .line(let text) where cancelWords.contains(text.trimmed.lowercased()):
                console.message(localizer(SessionText.formCancelled))
                return .failure
            case .line(let text):
                form.answerSuggestion(text)
            case .end:
                // A script that gave the three fields and no more keeps the location unnamed, as it asked.
                form.answerSuggestion("-")
            case .interrupted, .failed:
                console.message(localizer(SessionText.formCancelled))
                return .failure
            }
        }
        return await AddReport.say(await form.submit(), io)
    }
}
