import PlacesPresentation

/// `link`: the link `open` would use, in the current style.
enum LinkCommand: Command {
    static let name = "link"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.locationNames

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "link N|NAME",
                summary: "print the link that open would use",
                usage: ["link N|NAME"],
                details: """
                Prints the link open would use, in the current style (see style and --link-style), without opening
                anything.
                """,
                examples: ["link 1", "places --link-style wmf link mumbai"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "link N|NAAM",
                summary: "toon de link die open zou gebruiken",
                usage: ["link N|NAAM"],
                details: """
                Toont de link die open zou gebruiken, in de huidige stijl (zie style en --link-style), zonder iets
                te openen.
                """,
                examples: ["link 1", "places --link-style wmf link mumbai"]
            )
        }
    }

    @MainActor
    static func run(_ argument: CommandArgument, in context: CommandContext) async -> ExitStatus {
        switch await context.findPlace(argument.text ?? "") {
        case .location(let row):
            guard context.options.json else { return context.printLink(for: row) }
            JSONOutput.writeRows([(row.number, row.location, context.linkText(row))], to: context.console)
            return context.linkText(row) == nil ? .failure : .success
        case .place(let place):
            let link = context.list.link(for: place)
            if context.options.json {
                context.console.line(JSONOutput.place(place, link: link))
            } else {
                context.console.line(link)
            }
            return .success
        case .none(let status):
            return status
        }
    }
}
