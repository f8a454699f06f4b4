import PlacesDomain
import PlacesPresentation

/// `handle-url`: plays the Places tab for a link: the place, the nearest locations and the web page.
enum HandleURLCommand: Command {
    static let name = "handle-url"
    static let argument = ArgumentShape.required

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "handle-url URL",
                summary: "show a link's place and the nearest locations",
                usage: ["handle-url URL"],
                details: """
                Plays the Places tab for a link: shows its place, the nearest locations of the list with their
                distances, and the same place on the Wikipedia website. install-handler makes the desktop call this
                for wikipedia:// links.
                """,
                examples: ["handle-url \"wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam\""]
            )
        case .dutch:
            CommandHelp(
                synopsis: "handle-url URL",
                summary: "toon de plek van een link en de dichtstbijzijnde locaties",
                usage: ["handle-url URL"],
                details: """
                Speelt het tabblad Places na voor een link: toont de plek, de dichtstbijzijnde locaties uit de lijst
                met hun afstand, en dezelfde plek op de website van Wikipedia. install-handler laat het bureaublad
                dit aanroepen voor wikipedia://-links.
                """,
                examples: ["handle-url \"wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam\""]
            )
        }
    }

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        let tab = PlacesTabViewModel(list: context.list)
        let request: PlacesLinkRequest
        switch tab.request(for: argument.text ?? "") {
        case .success(let parsed):
            request = parsed
        case .failure(let rejected):
            context.console.message(rejected.message)
            return .failure
        }
        // The nearest locations are a bonus: the place is still shown when the list cannot be loaded.
        if request.coordinate != nil { _ = await context.ensureLoaded() }
        let state = tab.state(for: request)
        if context.options.json {
            context.console.line(JSONOutput.placesTab(state))
        } else {
            render(state, in: context)
        }
        return .success
    }

    @MainActor
    private static func render(_ state: PlacesTabState, in context: CommandContext) {
        let console = context.console
        let localizer = context.localizer
        switch state {
        case .article(let label, let url):
            console.line(localizer(LinkText.handleNoLocation, TerminalText.sanitized(label ?? ""), url))
        case .place(let place):
            console.line(localizer(LinkText.handleShowing, TerminalText.sanitized(place.title)))
            if let article = place.articleURL { console.line(localizer(LinkText.handleArticleOnly, article)) }
            if !place.nearest.isEmpty {
                console.line(localizer(LinkText.handleNearest))
                console.out.write(NearbyTable(style: console.style, localizer: localizer).render(place.nearest))
            }
            console.line(localizer(LinkText.handleOnWeb, place.webFallback))
        }
    }
}
