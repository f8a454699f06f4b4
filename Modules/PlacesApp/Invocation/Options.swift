import PlacesDomain

/// The global options, from the command line and the environment.
struct Options: Equatable, Sendable {
    /// `--source` or `PLACES_SOURCE`, as typed; `nil` for the standard feed.
    var source: String?
    /// `--json`: machine-readable output for list, search, link, inspect and handle-url.
    var json = false
    /// `--dry-run`: open prints the link instead of launching anything.
    var dryRun = false
    /// `--no-color`, or `NO_COLOR` set and non-empty.
    var noColor = false
    /// `--plain` or `PLACES_PLAIN=1`: one sentence per location, no animation, no alignment by spaces.
    var plain = false
    /// `--link-style`.
    var linkStyle: PlacesLinkStyle = .latLon
    /// `--timeout`: the most seconds a fetch may take.
    var timeout: Double = 15
    /// `--help` or `-h`.
    var help = false
    /// `--version` or `-V`.
    var version = false
}

/// A parsed command line: the options and the words of the command.
struct Invocation: Equatable, Sendable {
    var options: Options
    var words: [String]
}

/// Reads the command line. Options may stand anywhere before `--`; a word that starts with `-` and a digit or
/// `.` is a negative number (`add Somewhere 40.7 -74.0`), not an option.
enum InvocationParser {
    static func parse(_ arguments: [String], environment: [String: String]) -> Result<Invocation, UsageError> {
        var options = Options()
        if let source = environment["PLACES_SOURCE"], !source.isEmpty { options.source = source }
        if let plain = environment["PLACES_PLAIN"], !plain.isEmpty, plain != "0" { options.plain = true }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.noColor = true }

        var words: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !looksLikeOption(argument) {
                words.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() -> Result<String, UsageError> {
                if let inlineValue { return .success(inlineValue) }
                guard index < arguments.count else { return .failure(.missingOptionValue(name)) }
                index += 1
                return .success(arguments[index - 1])
            }
            func flag() -> UsageError? {
                inlineValue == nil ? nil : .unexpectedOptionValue(name)
            }
            switch name {
            case "--source":
                switch value() {
                case .success(let text): options.source = text
                case .failure(let error): return .failure(error)
                }
            case "--link-style":
                switch value() {
                case .success(let text):
                    guard let style = PlacesLinkStyle(rawValue: text) else { return .failure(.invalidLinkStyle(text)) }
                    options.linkStyle = style
                case .failure(let error): return .failure(error)
                }
            case "--timeout":
                switch value() {
                case .success(let text):
                    guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 600 else {
                        return .failure(.invalidTimeout(text))
                    }
                    options.timeout = seconds
                case .failure(let error): return .failure(error)
                }
            case "--json", "--dry-run", "--no-color", "--plain", "--help", "-h", "--version", "-V":
                if let error = flag() { return .failure(error) }
                switch name {
                case "--json": options.json = true
                case "--dry-run": options.dryRun = true
                case "--no-color": options.noColor = true
                case "--plain": options.plain = true
                case "--help", "-h": options.help = true
                default: options.version = true
                }
            default:
                return .failure(.unknownOption(name))
            }
        }
        return .success(Invocation(options: options, words: words))
    }

    private static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let second = argument.dropFirst().first
        return !(second.map { $0.isNumber || $0 == "." } ?? false)
    }
}
