import PlacesDomain
import PlacesPresentation

/// `inspect`: what a Wikipedia app would do with a link, or why it would reject it.
@MainActor
struct InspectCommand: Command {
    static let name = "inspect"
    static let argument = ArgumentShape.required

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "inspect URL",
                summary: "show what a Wikipedia app would do with a link",
                usage: ["inspect URL"],
                details: """
                Shows what a Wikipedia app that understands coordinates would do with a link, or why it would
                reject it. Every link style is understood, and the app's links to its other screens (an article,
                a search, explore…) are valid links to the app. Exit status 0 for a valid link, 1 for a rejected one.
                """,
                examples: ["inspect \"wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam\"", "places --json inspect \"wikipedia://places?lat=91&lon=0\""]
            )
        case .dutch:
            CommandHelp(
                synopsis: "inspect URL",
                summary: "toon wat een Wikipedia-app met een link zou doen",
                usage: ["inspect URL"],
                details: """
                Toont wat een Wikipedia-app die coördinaten begrijpt met een link zou doen, of waarom ze hem zou
                weigeren. Elke linkstijl wordt begrepen, en de links van de app naar zijn andere schermen (een artikel,
                een zoekopdracht, explore…) zijn geldige links naar de app. Afsluitstatus 0 voor een geldige link, 1
                voor een geweigerde.
                """,
                examples: ["inspect \"wikipedia://places?lat=52.3547&lon=4.8339&name=Amsterdam\"", "places --json inspect \"wikipedia://places?lat=91&lon=0\""]
            )
        }
    }

    let gazetteer: (any Gazetteer)?

    static func make(_ app: AppGraph) -> InspectCommand {
        InspectCommand(gazetteer: app.gazetteer)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let inspection = LinkInspection(link: input.text, language: io.language, gazetteer: gazetteer)
        if input.globals.json {
            io.console.line(JSONOutput.inspection(inspection))
        } else {
            io.console.line(DisplayText.sanitized(io.localizer.sentence(inspection.sentence, then: inspection.next)))
            if let sentence = inspection.whereSentence { io.console.line(DisplayText.sanitized(sentence)) }
        }
        return inspection.isValid ? .success : .failure
    }
}
