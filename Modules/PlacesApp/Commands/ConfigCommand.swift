import PlacesDomain
import PlacesPresentation
import PlacesSystem

/// `config`: the settings in force, their values and where each came from.
@MainActor
struct ConfigCommand: Command {
    static let name = "config"
    static let argument = ArgumentShape.none

    static func help(_ language: Language) -> CommandHelp {
        let keys = Configuration.settings.map(\.key).joined(separator: ", ")
        switch language {
        case .english:
            return CommandHelp(
                synopsis: "config",
                summary: "show the settings in force and where each came from",
                usage: ["config"],
                details: """
                Shows each setting, its value and where it came from: an option, the environment, a line of the \
                config file, or the default. The config file, $XDG_CONFIG_HOME/places/config (or \
                ~/.config/places/config), keeps lasting choices, one key = value a line; a line starting with # \
                is a comment. The keys (\(keys)) each stand for an environment variable (wiki for PLACES_WIKI, \
                link-style for PLACES_LINK_STYLE, quiet for PLACES_QUIET, plain for PLACES_PLAIN, colour for \
                NO_COLOR, timeout for PLACES_TIMEOUT, map-server for PLACES_MAP_SERVER, source for PLACES_SOURCE) \
                and take what its option takes; quiet, plain and colour take yes or no. An option wins over the \
                environment, and the environment over the file. A line Places cannot use is said with its number \
                and left out; the rest of the file applies.
                """,
                examples: ["config", "places --json config", "places --wiki nl config"]
            )
        case .dutch:
            return CommandHelp(
                synopsis: "config",
                summary: "toon de instellingen die gelden en waar elk vandaan komt",
                usage: ["config"],
                details: """
                Toont elke instelling, haar waarde en waar ze vandaan komt: een optie, de omgeving, een regel van \
                het configuratiebestand, of de standaard. Het configuratiebestand, $XDG_CONFIG_HOME/places/config \
                (of ~/.config/places/config), bewaart blijvende keuzes, één sleutel = waarde per regel; een regel \
                die met # begint is een opmerking. De sleutels (\(keys)) staan elk voor een omgevingsvariabele \
                (wiki voor PLACES_WIKI, link-style voor PLACES_LINK_STYLE, quiet voor PLACES_QUIET, plain voor \
                PLACES_PLAIN, colour voor NO_COLOR, timeout voor PLACES_TIMEOUT, map-server voor PLACES_MAP_SERVER, \
                source voor PLACES_SOURCE) en nemen wat hun optie neemt; quiet, plain en colour nemen yes of no. \
                Een optie gaat voor de omgeving, en de omgeving voor het bestand. Een regel die Places niet kan \
                gebruiken wordt met zijn nummer gemeld en overgeslagen; de rest van het bestand geldt.
                """,
                examples: ["config", "places --json config", "places --wiki nl config"]
            )
        }
    }

    let configuration: Configuration
    let standardSite: WikipediaSite
    /// The Overpass server asked when nothing names another.
    let standardMapServer: String

    static func make(_ app: AppGraph) -> ConfigCommand {
        ConfigCommand(configuration: app.configuration, standardSite: app.standardSite, standardMapServer: AppGraph.standardMapServer)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        let globals = input.globals
        let rows = Configuration.settings.map { setting in
            (setting: setting, value: value(of: setting.key, globals), origin: configuration.origin(of: setting, given: globals.given))
        }
        if globals.json {
            let settings = rows.map { row in
                var members: [(String, String)] = [("key", JSONText.quoted(row.setting.key)), ("value", JSONText.quoted(row.value))]
                switch row.origin {
                case .option(let option): members += [("from", "\"option\""), ("option", JSONText.quoted(option))]
                case .environment(let variable): members += [("from", "\"environment\""), ("variable", JSONText.quoted(variable))]
                case .file(_, let line): members += [("from", "\"file\""), ("line", String(line))]
                case .standard: members += [("from", "\"default\"")]
                }
                return JSONOutput.object(members)
            }
            let file = configuration.path.map(JSONText.quoted) ?? "null"
            io.console.line("{\"file\": \(file), \"settings\": [\n  " + settings.joined(separator: ",\n  ") + "\n]}")
            return .success
        }
        let origins = rows.map { words(for: $0.origin, io) }
        if io.console.style.plain {
            for (row, origin) in zip(rows, origins) {
                io.console.line(io.localizer(ConfigText.plainRow(key: row.setting.key, value: row.value, from: origin)))
            }
        } else {
            let heading = [io.localizer(ConfigText.columnSetting), io.localizer(ConfigText.columnValue), io.localizer(ConfigText.columnFrom)]
            let table = [heading] + zip(rows, origins).map { [$0.setting.key, DisplayText.sanitized($0.value), $1] }
            let widths = (0..<2).map { column in table.map { $0[column].count }.max() ?? 0 }
            func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: width + 2 - text.count) }
            for line in table { io.console.line(padded(line[0], widths[0]) + padded(line[1], widths[1]) + line[2]) }
        }
        if let path = configuration.path {
            io.console.line(io.localizer(ConfigText.file(path: Quoted(locator: path), exists: configuration.exists)))
        } else {
            io.console.line(io.localizer(ConfigText.noFolder))
        }
        return .success
    }

    /// The value in force for `key`, as the file would write it.
    private func value(of key: String, _ globals: GlobalOptions) -> String {
        switch key {
        case "wiki": (globals.wiki?.site ?? standardSite).base
        case "link-style": globals.linkStyle.rawValue
        case "quiet": globals.quiet ? "yes" : "no"
        case "plain": globals.plain ? "yes" : "no"
        case "colour": globals.noColor ? "no" : "yes"
        case "timeout": globals.timeout == globals.timeout.rounded() ? String(Int(globals.timeout)) : String(globals.timeout)
        case "map-server": globals.mapServer.text(standard: standardMapServer)
        case "source": globals.source ?? FeedSource.standard.description
        default: ""
        }
    }

    private func words(for origin: ConfigOrigin, _ io: CommandIO) -> String {
        switch origin {
        case .option(let option): io.localizer(ConfigText.fromOption(option))
        case .environment(let variable): io.localizer(ConfigText.fromEnvironment(variable))
        case .file(_, let line): io.localizer(ConfigText.fromFile(line: line))
        case .standard: io.localizer(ConfigText.fromDefault)
        }
    }
}
