import PlacesDomain
import PlacesPresentation

/// What a shell's completion script asks `places` for, and the answer: the hidden entry point
/// `places __complete -- WORD… CURRENT`, answered by the one ``Completer`` the session's Tab uses.
///
/// The words are the command line after `places` up to the cursor, the last one the word being completed (empty
/// after a space). The answer is a line `words` or `files` (the shell completes a file's name itself), then one
/// candidate a line, with a tab and a description where there is one: a command's summary, an option's help, the
/// name of a location's number. Location names come from the list as it can be had at once, never the network.
@MainActor
enum ShellCompletion {
    /// The first argument that asks for completions; no command has this name, and `help` does not list it.
    static let entry = "__complete"

    /// The words before the current one, as a line the completer reads, and the current word.
    static func line(_ words: [String]) -> (before: String, word: String) {
        let words = words.first == "--" ? Array(words.dropFirst()) : words
        guard let word = words.last else { return ("", "") }
        return (words.dropLast().map { $0 + " " }.joined(), word)
    }

    /// Whether the answer needs the list's names or the last articles: only then is the list loaded.
    static func needsWords(_ position: Completer.Position) -> Bool {
        switch position {
        case .argument(.locationNames, _), .argument(.locationsOrReferences, _), .argument(.articles, _),
             .argument(.articleReferences, _):
            true
        default:
            false
        }
    }

    /// `--source` as given among `words`, for a line that names another feed.
    static func source(in words: [String]) -> String? {
        var found: String?
        for (index, word) in words.enumerated() {
            if word == GlobalOptions.source.name, index + 1 < words.count { found = words[index + 1] }
            if word.hasPrefix(GlobalOptions.source.name + "=") { found = String(word.dropFirst(GlobalOptions.source.name.count + 1)) }
        }
        return found
    }

    /// The answer for `words`: `files`, or `words` and the candidates, described in `language`.
    static func answer(_ words: [String], completer: Completer, catalog: LocationCatalog?, language: Language) -> String {
        let (before, word) = line(words)
        if completer.takesFile(before: before, word: word) { return "files\n" }
        let position = completer.position(before: before, word: word)
        let lines = completer.candidates(before: before, word: word).map { candidate in
            // Made inert, a tab too: it ends the candidate.
            let description = describe(candidate, at: position, catalog: catalog, language: language).map(DisplayText.sanitized)
            return description.map { candidate + "\t" + $0 } ?? candidate
        }
        return (["words"] + lines).map { $0 + "\n" }.joined()
    }

    /// A candidate's description: a command's summary, an option's help, or the name of a location's number.
    private static func describe(_ candidate: String, at position: Completer.Position, catalog: LocationCatalog?, language: Language) -> String? {
        switch position {
        case .command:
            return CommandSet.command(named: candidate)?.help(language).summary
        case .optionName:
            let options = GlobalOptions.all + CommandSet.all.flatMap(\.options)
            return options.first { $0.names.contains(candidate) }?.help(language)
        case .argument, .value:
            guard let number = Int(candidate), let catalog else { return nil }
            return catalog.location(number: number)?.name
        }
    }
}
