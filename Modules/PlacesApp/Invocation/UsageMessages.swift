import PlacesDomain
import PlacesPresentation

/// The sentence for each ``UsageProblem``: what was wrong and how to write it instead.
struct UsageMessages: Sendable {
    private let localizer: Localizer
    private let messages: MessageFormatter
    /// In a session commands are typed without `places` in front, and help is `help`, not `places help`.
    private let inSession: Bool

    /// Messages in `language`, worded for a session or for the command line.
    init(language: Language, inSession: Bool) {
        localizer = Localizer(language: language)
        messages = MessageFormatter(language: language)
        self.inSession = inSession
    }

    /// The sentence for `problem`.
    func text(for problem: UsageProblem) -> String {
        switch problem {
        case .unknownOption(let option):
            localizer(UsageText.unknownOption(Quoted(option)))
        case .missingOptionValue(let option):
            localizer(UsageText.missingOptionValue(option))
        case .unexpectedOptionValue(let option):
            localizer(UsageText.unexpectedOptionValue(Quoted(option)))
        case .invalidLinkStyle(let text, let styles):
            localizer(UsageText.invalidLinkStyle(Quoted(text), styles: styles))
        case .invalidFormat(let text, let formats):
            localizer(UsageText.invalidFormat(Quoted(text), formats: formats))
        case .invalidTimeout(let text):
            localizer(UsageText.invalidTimeout(Quoted(text)))
        case .invalidChoice(let text, let option, let choices):
            localizer(UsageText.invalidChoice(Quoted(text), option: option, choices: choices))
        case .invalidOptionValue(let text, let option):
            localizer(UsageText.invalidOptionValue(Quoted(text), option: option))
        case .invalidSource(let text):
            messages.feedFailure(.unsupportedSource(text), source: text)
        case .invalidWiki(let text):
            localizer(UsageText.invalidWiki(Quoted(locator: text)))
        case .invalidEnvironmentWiki(let text):
            localizer(UsageText.invalidEnvironmentWiki(Quoted(locator: text)))
        case .invalidEnvironment(let variable, let option, let problem):
            localizer(UsageText.invalidEnvironment(variable: variable, option: option, sentence: text(for: problem)))
        case .invalidPlaceLimit(let text):
            localizer(UsageText.invalidPlaceLimit(Quoted(text), range: NearbyQuery.limits))
        case .sessionWideOption(let option):
            localizer(UsageText.sessionWideOption(Quoted(option)))
        case .optionNotTaken(let option, let command, let takes, let takenBy):
            localizer(UsageText.optionNotTaken(Quoted(option), command: command, takes: takes, takenBy: takenBy))
        case .invalidRadius(let text):
            localizer(UsageText.invalidRadius(Quoted(text), range: NearbyQuery.radii))
        case .invalidLimit(let text):
            localizer(UsageText.invalidLimit(Quoted(text), range: NearbyQuery.limits))
        case .invalidFindLimit(let text):
            localizer(UsageText.invalidLimit(Quoted(text), range: FindArticles.limits))
        case .unknownCommand(let name, let suggestion):
            localizer(UsageText.unknownCommand(Quoted(name), suggestion: suggestion, inSession: inSession))
        case .missingArgument(let command, let example):
            localizer(UsageText.missingArgument(command: command, example: inSession ? example : "places " + example))
        case .unexpectedArgument(let command):
            localizer(UsageText.unexpectedArgument(command: command))
        case .onlyInSession(let command):
            localizer(UsageText.onlyInSession(command: command))
        case .unknownHelpTopic(let topic, let commands):
            localizer(UsageText.unknownHelpTopic(Quoted(topic), commands: commands))
        case .unknownShell(let shell, let shells):
            localizer(UsageText.unknownShell(Quoted(shell), shells: shells))
        }
    }
}
