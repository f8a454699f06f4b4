import PlacesDomain

/// What Tab completes to: command names at the start of a line, then whatever the command's argument takes.
///
/// Location names match like search (case and accents ignored) but by prefix of the whole argument, so
/// `open new y<Tab>` completes "New York". A line editor replaces only the word under the cursor, so each candidate
/// is cut to the part from that word on. Names with control or bidirectional characters are never offered:
/// completion must not type them.
package struct Completer: Sendable {
    /// The most location names offered at once.
    static let limit = 100

    private let commands: [String: CompletionKind]
    private let commandNames: [String]
    private let names: [String]
    private let folded: [[UInt8]]

    /// A completer for `commands` (every name and alias, with what its argument completes) and the list's names.
    package init(commands: [(name: String, argument: CompletionKind)], locationNames: [String]) {
        self.commands = Dictionary(commands.map { ($0.name, $0.argument) }, uniquingKeysWith: { first, _ in first })
        commandNames = commands.map(\.name)
        names = locationNames.filter { !$0.unicodeScalars.contains(where: ControlCharacters.contains) }
        var folding = SearchFolding()
        folded = names.map { folding.fold($0) }
    }

    /// The same commands with the list's names as they are now.
    package func with(locationNames: [String]) -> Completer {
        Completer(commands: commandNames.map { ($0, commands[$0] ?? .nothing) }, locationNames: locationNames)
    }

    /// The completions of `word`, given the text before it on the line.
    package func candidates(before: String, word: String) -> [String] {
        let leading = before.drop { $0 == " " }
        guard let commandEnd = leading.firstIndex(of: " ") else {
            return Self.prefixed(commandNames, by: word)
        }
        switch commands[leading[..<commandEnd].lowercased()] ?? .nothing {
        case .nothing:
            return []
        case .commands:
            return Self.prefixed(commandNames, by: word)
        case .linkStyles:
            return Self.prefixed(LinkStyle.allCases.map(\.rawValue), by: word)
        case .locationNames:
            let typedBefore = leading[commandEnd...].drop { $0 == " " }
            return names(completing: String(typedBefore) + word, keep: typedBefore.count)
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
