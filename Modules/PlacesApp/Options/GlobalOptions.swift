#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain
import PlacesPresentation

/// The options every command takes, declared once, and their values for one command or one session line.
struct GlobalOptions: Equatable, Sendable {
    /// `--source` or `PLACES_SOURCE`, as typed; `nil` for the standard feed.
    var source: String?
    /// `--json`: machine-readable output.
    var json = false
    /// `--dry-run`: `open` prints the link instead of launching anything.
    var dryRun = false
    /// `--no-color`, or `NO_COLOR` set and non-empty.
    var noColor = false
    /// `--plain` or `PLACES_PLAIN=1`: sentences instead of tables and maps, no animation.
    var plain = false
    /// `--quiet` or `PLACES_QUIET=1`: no notices and no progress, only results and failures.
    var quiet = false
    /// `--no-pager`: long output is printed, not shown through the pager.
    var noPager = false
    /// `--link-style`.
    var linkStyle: LinkStyle = .latLon
    /// `--timeout`: the most seconds a question to a server, or reading a pipe, may take, all of it.
    var timeout: Double = 15
    /// `--wiki` or `PLACES_WIKI`: the Wikipedia asked; `nil` for the one in the session's language.
    var wiki: WikiChoice?
    /// Why `PLACES_WIKI` names no Wikipedia, when it does not and `--wiki` did not replace it: said only by a
    /// command that asks Wikipedia, so that `help` and `list` still work.
    var wikiProblem: UsageProblem?
    /// Why a variable of the environment (`PLACES_LINK_STYLE`, `PLACES_TIMEOUT`, `PLACES_MAP_SERVER`) is not a value
    /// its option takes, by the option's name, unless that option was given: a usage problem of every command.
    var environmentProblems: [String: UsageProblem] = [:]
    /// The global options given on the command line or the session line (by name): what `config` says came from
    /// an option.
    var given: Set<String> = []
    /// `--map-server` or `PLACES_MAP_SERVER`: where maps' streets come from.
    var mapServer: MapServer = .standard
    /// `--help` or `-h`.
    var help = false
    /// `--version` or `-V`.
    var version = false

    /// The values the environment sets before the command line is read.
    init(environment: [String: String] = [:]) {
        if let source = environment["PLACES_SOURCE"], !source.isEmpty { self.source = source }
        if let plain = environment["PLACES_PLAIN"], !plain.isEmpty, plain != "0" { self.plain = true }
        if let quiet = environment["PLACES_QUIET"], !quiet.isEmpty, quiet != "0" { self.quiet = true }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { self.noColor = true }
        for spec in [Self.linkStyle, Self.timeout, Self.mapServer] {
            guard let variable = spec.environment, let text = environment[variable], !text.isEmpty else { continue }
            if let value = spec.parse(text) {
                set(spec, value)
            } else {
                environmentProblems[spec.name] = .invalidEnvironment(variable: variable, option: spec.name, spec.invalid(text))
            }
        }
        if let wiki = environment["PLACES_WIKI"], !wiki.isEmpty {
            if let choice = WikiChoice(parsing: wiki) {
                self.wiki = choice
            } else {
                wikiProblem = .invalidEnvironmentWiki(wiki)
            }
        }
    }

    /// Sets the value of a global option given on the command line or a session line.
    mutating func apply(_ spec: OptionSpec, _ value: OptionValue) {
        given.insert(spec.name)
        environmentProblems[spec.name] = nil
        set(spec, value)
    }

    /// Sets the value of a global option, from wherever it came.
    private mutating func set(_ spec: OptionSpec, _ value: OptionValue) {
        switch (spec.name, value) {
        case ("--source", .text(let text)): source = text
        case ("--json", _): json = true
        case ("--dry-run", _): dryRun = true
        case ("--no-color", _): noColor = true
        case ("--no-pager", _): noPager = true
        case ("--plain", _): plain = true
        case ("--quiet", _): quiet = true
        case ("--link-style", .text(let text)): linkStyle = LinkStyle(rawValue: text) ?? linkStyle
        case ("--timeout", .seconds(let seconds)): timeout = seconds
        case ("--wiki", .text(let text)):
            wiki = WikiChoice(parsing: text)
            wikiProblem = nil
        case ("--map-server", .text(let text)): mapServer = MapServer(parsing: text) ?? mapServer
        case ("--help", _): help = true
        case ("--version", _): version = true
        default: break
        }
    }

    // MARK: Declarations

    static let source = OptionSpec(
        "--source", value: .text, environment: "PLACES_SOURCE", completion: .files,
        placeholder: { $0 == .dutch ? "URL|PAD" : "URL|PATH" },
        help: {
            switch $0 {
            case .english: "read the feed, at most 64 MB, from another http(s) URL or file (also PLACES_SOURCE)"
            case .dutch: "lees de feed, hoogstens 64 MB, van een andere http(s)-URL of een bestand (ook PLACES_SOURCE)"
            }
        },
        invalid: { .invalidSource($0) }
    )
    static let json = OptionSpec("--json", value: .flag, help: {
        switch $0 {
        case .english: "print list, search, link, where, nearby, find, article, map, inspect and handle-url as JSON"
        case .dutch: "geef list, search, link, where, nearby, find, article, map, inspect en handle-url als JSON"
        }
    })
    static let dryRun = OptionSpec("--dry-run", value: .flag, help: {
        switch $0 {
        case .english: "open prints the link instead of opening it"
        case .dutch: "open toont de link in plaats van hem te openen"
        }
    })
    static let linkStyle = OptionSpec(
        "--link-style", value: .choice(LinkStyle.allCases.map(\.rawValue)), environment: "PLACES_LINK_STYLE",
        placeholder: { $0 == .dutch ? "STIJL" : "STYLE" },
        help: {
            switch $0 {
            case .english: "lat-lon (default), latitude-longitude, lat-long, wmf, location, article, web (also PLACES_LINK_STYLE)"
            case .dutch: "lat-lon (standaard), latitude-longitude, lat-long, wmf, location, article, web (ook PLACES_LINK_STYLE)"
            }
        },
        invalid: { .invalidLinkStyle($0, styles: LinkStyle.allCases.map(\.rawValue)) }
    )
    static let timeout = OptionSpec(
        "--timeout", value: .seconds(0.001...600), environment: "PLACES_TIMEOUT",
        placeholder: { $0 == .dutch ? "SECONDEN" : "SECONDS" },
        help: {
            switch $0 {
            case .english: "give up a question to a server, or a pipe being read, after this long, all of it: 0.001 to 600 (default 15; also PLACES_TIMEOUT)"
            case .dutch: "geef een vraag aan een server, of een pipe die wordt gelezen, op na zo lang, alles bij elkaar: 0.001 tot 600 (standaard 15; ook PLACES_TIMEOUT)"
            }
        },
        invalid: { .invalidTimeout($0) }
    )
    static let wiki = OptionSpec(
        "--wiki", value: .text, environment: "PLACES_WIKI",
        // The languages Places speaks, whose Wikipedias it asks by default; any other code or address works too.
        completion: .words(Language.allCases.map(\.rawValue)),
        placeholder: { $0 == .dutch ? "TAAL|URL" : "LANG|URL" },
        help: {
            switch $0 {
            case .english: "the Wikipedia to ask: a language code or an address (also PLACES_WIKI; default en)"
            case .dutch: "de Wikipedia die gevraagd wordt: een taalcode of een adres (ook PLACES_WIKI; standaard nl)"
            }
        },
        invalid: { .invalidWiki($0) },
        check: { WikiChoice(parsing: $0) != nil }
    )
    static let mapServer = OptionSpec(
        "--map-server", value: .text, environment: "PLACES_MAP_SERVER",
        placeholder: { _ in "URL|off" },
        help: {
            switch $0 {
            case .english: "the Overpass API server maps' streets come from, or off (also PLACES_MAP_SERVER; default https://overpass-api.de/api/interpreter)"
            case .dutch: "de Overpass API-server waar de straten van kaarten vandaan komen, of off (ook PLACES_MAP_SERVER; standaard https://overpass-api.de/api/interpreter)"
            }
        },
        invalid: { .invalidOptionValue($0, option: "--map-server") },
        check: { MapServer(parsing: $0) != nil }
    )
    static let plain = OptionSpec("--plain", value: .flag, environment: "PLACES_PLAIN", help: {
        switch $0 {
        case .english: "for screen readers: sentences instead of tables and maps, no animation (also PLACES_PLAIN=1)"
        case .dutch: "voor schermlezers: zinnen in plaats van tabellen en kaarten, geen animatie (ook PLACES_PLAIN=1)"
        }
    })
    static let quiet = OptionSpec("--quiet", aliases: ["-q"], value: .flag, environment: "PLACES_QUIET", help: {
        switch $0 {
        case .english: "no notices (a saved copy shown, entries left out…) and no progress, only results and failures (also PLACES_QUIET=1)"
        case .dutch: "geen mededelingen (een bewaarde kopie, weggelaten items…) en geen voortgang, alleen resultaten en fouten (ook PLACES_QUIET=1)"
        }
    })
    static let noColor = OptionSpec("--no-color", value: .flag, environment: "NO_COLOR", help: {
        switch $0 {
        case .english: "no colour (also NO_COLOR)"
        case .dutch: "geen kleur (ook NO_COLOR)"
        }
    })
    static let noPager = OptionSpec("--no-pager", value: .flag, help: {
        switch $0 {
        case .english: "print long output instead of showing it through the pager ($PAGER, else less); never paged into a pipe"
        case .dutch: "druk lange uitvoer af in plaats van hem door de pager te tonen ($PAGER, anders less); nooit in een pipe"
        }
    })
    static let helpOption = OptionSpec("--help", aliases: ["-h"], value: .flag, help: {
        switch $0 {
        case .english: "show this help; places COMMAND --help shows one command's"
        case .dutch: "toon deze hulp; places OPDRACHT --help toont die van één opdracht"
        }
    })
    static let versionOption = OptionSpec("--version", aliases: ["-V"], value: .flag, help: {
        switch $0 {
        case .english: "print the version"
        case .dutch: "toon de versie"
        }
    })

    /// Every global option, in the order help lists them.
    static let all: [OptionSpec] = [source, json, dryRun, linkStyle, timeout, wiki, mapServer, plain, quiet, noColor, noPager, helpOption, versionOption]

    /// Global options that hold for a whole session, so a session line cannot change them.
    static let sessionWide: Set<String> = ["--source", "--help", "--version"]
}

/// Where maps' streets come from: `--map-server` or `PLACES_MAP_SERVER`.
enum MapServer: Equatable, Sendable {
    /// The public Overpass API instance.
    case standard
    /// No street layer: maps draw the land mask only.
    case off
    /// The Overpass API interpreter at this http(s) address.
    case address(URL)

    /// Reads `off` or an http(s) address; `nil` for anything else.
    init?(parsing text: String) {
        if text == "off" {
            self = .off
            return
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty
        else { return nil }
        self = .address(url)
    }

    /// The host asked, for progress ("Asking overpass-api.de…"); `nil` for `off`.
    func host(standard: String) -> String? {
        self == .off ? nil : URL(string: text(standard: standard))?.host
    }

    /// The value as `--map-server` takes it: the server's address (`standard`'s is the composition root's to say),
    /// or `off`.
    func text(standard: String) -> String {
        switch self {
        case .standard: standard
        case .off: "off"
        case .address(let url): url.absoluteString
        }
    }
}
