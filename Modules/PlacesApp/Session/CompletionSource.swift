import PlacesDomain

/// What Tab completes to: command names at the start of a line, location names after `open`, `link`, `remove`
/// and `search`, topics after `help` and styles after `style`.
///
/// Names match like search (case and accents ignored) but by prefix of the whole argument, so `open new y<Tab>`
/// completes "New York". libedit replaces only the word under the cursor, so each candidate is cut to the part
/// from that word on. Names with control characters are never offered: completion must not type them.
struct CompletionSource: Sendable {
    private static let nameCommands: Set<String> = ["open", "link", "remove", "search"]
    private static let limit = 100

    private let names: [String]
    private let folded: [[UInt8]]

    init(words: [String]) {
        names = words.filter { !$0.unicodeScalars.contains(where: TerminalText.isUnsafe) }
        var folding = SearchFolding()
        folded = names.map { folding.fold($0) }
    }

    /// The completions of `word`, given the text before it on the line.
    func candidates(before: String, word: String) -> [String] {
        let leading = before.drop { $0 == " " }
        guard let commandEnd = leading.firstIndex(of: " ") else {
            return Self.prefixed(Command.names, by: word)
        }
        let command = leading[..<commandEnd].lowercased()
        switch command {
        case "help", "?":
            return Self.prefixed(Command.names, by: word)
        case "style":
            return Self.prefixed(PlacesLinkStyle.allCases.map(\.rawValue), by: word)
        case _ where Self.nameCommands.contains(command):
            let typedBefore = leading[commandEnd...].drop { $0 == " " }
            return names(completing: String(typedBefore) + word, keep: typedBefore.count)
        default:
            return []
        }
    }

    private func names(completing argument: String, keep dropped: Int) -> [String] {
        var folding = SearchFolding()
        let prefix = folding.fold(argument)
        var seen = Set<String>()
        var result: [String] = []
        for (name, foldedName) in zip(names, folded) where foldedName.starts(with: prefix) {
            guard name.count >= dropped else { continue }
            let completion = String(name.dropFirst(dropped))
            if seen.insert(completion).inserted { result.append(completion) }
            if result.count == Self.limit { break }
        }
        return result.sorted()
    }

    private static func prefixed(_ words: [String], by word: String) -> [String] {
        let lowered = word.lowercased()
        return words.filter { $0.hasPrefix(lowered) }
    }
}
