import PlacesDomain
import PlacesPresentation

/// `style`: shows or sets the link style for the session.
enum StyleCommand: Command {
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

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        let names = LinkStyle.allCases.map(\.rawValue)
        guard let name = argument.text else {
            context.console.line(context.localizer(SessionText.styleShow(style: context.list.linkStyle.rawValue, styles: names)))
            return .success
        }
        guard let style = LinkStyle(rawValue: name.lowercased()) else {
            return context.report(.invalidLinkStyle(TerminalText.quoted(name), styles: names))
        }
        context.list.linkStyle = style
        context.options.linkStyle = style
        context.console.line(context.localizer(SessionText.styleSet(style: style.rawValue)))
        return .success
    }
}
