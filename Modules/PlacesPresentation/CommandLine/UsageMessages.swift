import PlacesDomain

/// The sentence for each ``UsageProblem``: what was wrong and how to write it instead.
package struct UsageMessages: Sendable {
    private let localizer: Localizer
    private let messages: MessageFormatter
    /// In a session commands are typed without `places` in front, and help is `help`, not `places help`.
    private let inSession: Bool

    /// Messages in `language`, worded for a session or for the command line.
    package init(language: Language, inSession: Bool) {
        localizer = Localizer(language: language)
        messages = MessageFormatter(language: language)
        self.inSession = inSession
    }

    /// The sentence for `problem`.
    package func text(for problem: UsageProblem) -> String {
        switch problem {
        case .unknownOption(let option):
            localizer(UsageText.unknownOption, option)
        case .missingOptionValue(let option):
            localizer(UsageText.missingOptionValue, option)
        case .unexpectedOptionValue(let option):
            localizer(UsageText.unexpectedOptionValue, option)
        case .invalidLinkStyle(let text, let styles):
            localizer(UsageText.invalidLinkStyle, text, styles.joined(separator: ", "))
        case .invalidTimeout(let text):
            localizer(UsageText.invalidTimeout, text)
        case .invalidSource(let text):
            messages.feedFailure(.unsupportedSource(text), source: text)
        case .invalidWiki(let text):
            localizer(UsageText.invalidWiki, text)
        case .invalidRadius(let text):
            localizer(UsageText.invalidRadius, text, String(NearbyQuery.radii.lowerBound), String(NearbyQuery.radii.upperBound))
        case .invalidLimit(let text):
            localizer(UsageText.invalidLimit, text, String(NearbyQuery.limits.lowerBound), String(NearbyQuery.limits.upperBound))
        case .unknownCommand(let name):
            localizer(UsageText.unknownCommand, name, localizer(inSession ? UsageText.hintSession : .hintCommandLine))
        case .missingArgument(let command, let example):
            localizer(UsageText.missingArgument, command, inSession ? example : "places " + example)
        case .unexpectedArgument(let command):
            localizer(UsageText.unexpectedArgument, command)
        case .onlyInSession(let command):
            localizer(UsageText.onlyInSession, command)
        case .unknownHelpTopic(let topic, let commands):
            localizer(UsageText.unknownHelpTopic, topic, commands.joined(separator: ", "))
        }
    }
}
