import PlacesDomain
import PlacesPresentation

/// The sentence for each ``UsageError``: what was wrong and how to write it instead.
struct UsageMessages {
    let localizer: Localizer
    let messages: MessageFormatter
    let inSession: Bool

    func text(for error: UsageError) -> String {
        let styles = PlacesLinkStyle.allCases.map(\.rawValue).joined(separator: ", ")
        switch error {
        case .unknownOption(let option):
            return localizer(AppText.unknownOption, quoted(option))
        case .missingOptionValue(let option):
            return localizer(AppText.missingOptionValue, option)
        case .unexpectedOptionValue(let option):
            return localizer(AppText.unexpectedOptionValue, option)
        case .invalidLinkStyle(let text):
            return localizer(AppText.invalidLinkStyle, quoted(text), styles)
        case .invalidTimeout(let text):
            return localizer(AppText.invalidTimeout, quoted(text))
        case .invalidSource(let text):
            return messages.feedFailure(.unsupportedSource(quoted(text)), source: text)
        case .unknownCommand(let name):
            let hint = localizer(inSession ? AppText.hintSession : .hintCommandLine)
            return localizer(AppText.unknownCommand, quoted(name), hint)
        case .missingArgument(let command):
            let example = HelpTopic(command: command)?.example ?? command
            return localizer(AppText.missingArgument, command, inSession ? example : "places " + example)
        case .unexpectedArgument(let command):
            return localizer(AppText.unexpectedArgument, command)
        case .onlyInSession(let command):
            return localizer(AppText.onlyInSession, command)
        case .unknownHelpTopic(let topic):
            return localizer(AppText.unknownHelpTopic, quoted(topic), Command.names.joined(separator: ", "))
        }
    }

    /// Untrusted text in a message: made inert and kept short, so a 1 MB line cannot flood the screen.
    private func quoted(_ text: String) -> String {
        TerminalText.truncated(TerminalText.sanitized(text), toWidth: 60)
    }
}
