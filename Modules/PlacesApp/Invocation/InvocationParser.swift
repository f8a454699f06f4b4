import PlacesDomain
import PlacesPresentation

/// Reads the command line. Options may stand anywhere before `--`; a word that starts with `-` and a digit or
/// `.` is a negative number (`add Somewhere 40.7 -74.0`), not an option.
enum InvocationParser {
    static func parse(_ arguments: [String], environment: [String: String]) -> Result<Invocation, UsageProblem> {
        var options = Options()
        if let source = environment["PLACES_SOURCE"], !source.isEmpty { options.source = source }
        if let plain = environment["PLACES_PLAIN"], !plain.isEmpty, plain != "0" { options.plain = true }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.noColor = true }
        if let wiki = environment["PLACES_WIKI"], !wiki.isEmpty {
            guard let choice = WikiChoice(parsing: wiki) else {
                return .failure(.invalidWiki(TerminalText.quoted(FeedSource.masked(wiki))))
            }
            options.wiki = choice
        }

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
            func value() -> Result<String, UsageProblem> {
                if let inlineValue { return .success(inlineValue) }
                guard index < arguments.count else { return .failure(.missingOptionValue(name)) }
                index += 1
                return .success(arguments[index - 1])
            }
            func flag() -> UsageProblem? {
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
                    guard let style = LinkStyle(rawValue: text) else {
                        return .failure(.invalidLinkStyle(TerminalText.quoted(text), styles: LinkStyle.allCases.map(\.rawValue)))
                    }
                    options.linkStyle = style
                case .failure(let error): return .failure(error)
                }
            case "--timeout":
                switch value() {
                case .success(let text):
                    // Plain decimal seconds only (no sign, hex or exponent), and at least a millisecond: libcurl reads
                    // a deadline rounded down to 0 ms as none at all.
                    guard text.first?.isASCII == true, text.first?.isNumber == true,
                          let seconds = DecimalNotation.parseStrict(text), (0.001...600).contains(seconds)
                    else {
                        return .failure(.invalidTimeout(TerminalText.quoted(FeedSource.masked(text))))
                    }
                    options.timeout = seconds
                case .failure(let error): return .failure(error)
                }
            case "--wiki", "--radius", "--limit":
                let text: String
                switch value() {
                case .success(let given): text = given
                case .failure(let error): return .failure(error)
                }
                let shown = TerminalText.quoted(FeedSource.masked(text))
                switch name {
                case "--wiki":
                    guard let choice = WikiChoice(parsing: text) else { return .failure(.invalidWiki(shown)) }
                    options.wiki = choice
                case "--radius":
                    guard let radius = NearbyOptionValue.radius(text) else { return .failure(.invalidRadius(shown)) }
                    options.radius = radius
                default:
                    guard let limit = NearbyOptionValue.limit(text) else { return .failure(.invalidLimit(shown)) }
                    options.limit = limit
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
                return .failure(.unknownOption(TerminalText.quoted(FeedSource.masked(name))))
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
