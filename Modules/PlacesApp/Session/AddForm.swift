import PlacesPresentation

/// The REPL's `add` form: a thin renderer over ``CustomLocationFormViewModel``.
///
/// It asks for the name, the latitude and the longitude one at a time; a refused value is explained and only that
/// field is asked again. The cancel word (or end of input, or Ctrl-C) stops without saving. It reads through the
/// same ``LineReader`` as the REPL, so it works the same when standard input is a pipe.
@MainActor
struct AddForm {
    let runner: CommandRunner

    func run() async -> ExitStatus {
        guard await runner.ensureLoaded() else { return .failure }
        let localizer = runner.localizer
        let console = runner.console
        let cancelWords: Set<String> = ["cancel", localizer(AppText.cancelWord)]
        let form = CustomLocationFormViewModel(list: runner.list, language: runner.list.language)
        console.message(localizer(AppText.formIntro, localizer(AppText.cancelWord)))

        var field: CustomLocationFormViewModel.Field? = .name
        while let current = field {
            let prompt: AppText = switch current {
            case .name: .formName
            case .latitude: .formLatitude
            case .longitude: .formLongitude
            }
            guard case .line(let text) = await runner.reader.read(localizer(prompt)),
                  !cancelWords.contains(text.trimmed.lowercased())
            else {
                console.message(localizer(AppText.formCancelled))
                return .failure
            }
            if let error = form.enter(text, in: current) {
                console.message(error)
                continue
            }
            field = current == .name ? form.nextField ?? .latitude : form.nextField
        }
        return runner.reportAdding(await form.submit())
    }
}
