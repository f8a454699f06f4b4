import PlacesDomain
import PlacesPresentation

/// `style`: shows or sets the link style for the session.
@MainActor
struct StyleCommand: Command {
    static let name = "style"
    static let argument = ArgumentShape.optional
    static let completion = CompletionKind.linkStyles

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "style [STYLE]",
                summary: "show or change the link style for this session",
                usage: ["style [STYLE]"],
                details: """
                Without STYLE, shows the link style in use; with STYLE, uses it for the rest of the session. Styles:
                lat-lon, latitude-longitude, lat-long, wmf, location, article (for the unmodified app; needs a name)
                and web (the Wikipedia website).
                """,
                examples: ["style", "style wmf"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "style [STIJL]",
                summary: "toon of wijzig de linkstijl voor deze sessie",
                usage: ["style [STIJL]"],
                details: """
                Zonder STIJL toont het de linkstijl die in gebruik is; met STIJL geldt die voor de rest van de
                sessie. Stijlen: lat-lon, latitude-longitude, lat-long, wmf, location, article (voor de gewone app;
                heeft een naam nodig) en web (de website van Wikipedia).
                """,
                examples: ["style", "style wmf"]
            )
        }
    }

    static func make(_ app: AppGraph) -> StyleCommand {
        StyleCommand()
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let names = LinkStyle.allCases.map(\.rawValue)
        guard let name = input.argument.text else {
            io.console.line(io.localizer(SessionText.styleShow(style: input.globals.linkStyle.rawValue, styles: names)))
            return .success
        }
        guard let style = LinkStyle(rawValue: name.lowercased()) else {
            return io.report(.invalidLinkStyle(name, styles: names), inSession: input.inSession)
        }
        io.console.line(io.localizer(SessionText.styleSet(style: style.rawValue)))
        return CommandOutcome(.success, [.choseLinkStyle(style)])
    }
}
