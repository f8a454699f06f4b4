import PlacesDomain
import PlacesPresentation

/// What Tab completes to: command names at the start of a line, then whatever the command's argument takes.
///
/// Location names and article titles match like search (case and accents ignored) but by prefix of the whole
/// argument, so `open new y<Tab>` completes "New York". A line editor replaces only the word under the cursor, so
/// each candidate is cut to the part from that word on. Names with control or bidirectional characters are never
/// offered: completion must not type them. Article references (`@1`, `@2`…) complete where an article can be named.
struct Completer: Sendable {
    /// The most names offered at once.
    static let limit = 100

    private let commands: [String: CommandCompletion]
    private let commandNames: [String]
    private let words: CompletionWords
    /// The last list's article titles folded as search folds names, in step with `words.articleTitles` (the list's
    /// location names are the catalog's own, folded once when it was made).
    private let foldedTitles: FoldedNames

    /// A completer for `commands` (every name and alias, with what its argument completes) and the words the
    /// arguments can take now.
    init(commands: [CommandCompletion], words: CompletionWords = CompletionWords()) {
        self.commands = Dictionary(commands.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        commandNames = commands.map(\.name)
        self.words = words
        foldedTitles = FoldedNames(names: words.articleTitles)
    }

    /// A completer for `commands` and the list's names.
    init(commands: [CommandCompletion], locationNames: [String]) {
        self.init(commands: commands, words: CompletionWords(locationNames: locationNames))
    }

    /// The same commands with the words as they are now.
    func with(_ words: CompletionWords) -> Completer {
        Completer(commands: commandNames.compactMap { commands[$0] }, words: words)
    }

    /// What Tab does with the cursor after `textBeforeCursor`: the word under the cursor (everything after the last
    /// space; `@` and other punctuation belong to it) is completed as far as every candidate agrees, and the one
    /// candidate gets a space after it. Only these candidates are ever offered — never file names.
    func completion(before textBeforeCursor: String) -> Completion {
        let wordStart = textBeforeCursor.lastIndex(of: " ").map(textBeforeCursor.index(after:)) ?? textBeforeCursor.startIndex
        let word = String(textBeforeCursor[wordStart...])
        let choices = candidates(before: String(textBeforeCursor[..<wordStart]), word: word)
        let typed = word.unicodeScalars.count
        guard let first = choices.first else { return .none }
        if choices.count == 1 { return .replace(count: typed, with: first + " ") }
        let shared = choices.dropFirst().reduce(Substring(first)) { shared, choice in
            shared.prefix(zip(shared, choice).prefix { $0.0 == $0.1 }.count)
        }
        return shared.count > word.count ? .replace(count: typed, with: String(shared)) : .choices(choices)
    }

    /// The completions of `word`, given the text before it on the line.
    func candidates(before: String, word: String) -> [String] {
        let leading = before.drop { $0 == " " }
        guard let commandEnd = leading.firstIndex(of: " ") else {
            return Self.prefixed(commandNames, by: word)
        }
        let typedBefore = String(leading[commandEnd...].drop { $0 == " " })
        let command = commands[leading[..<commandEnd].lowercased()]
        // An option's name: the command's own and the global ones.
        if word.hasPrefix("-"), let command { return Self.prefixed(command.options, by: word) }
        switch command?.argument ?? .nothing {
        case .nothing:
            return []
        case .commands:
            return Self.prefixed(commandNames, by: word)
        case .linkStyles:
            return Self.prefixed(LinkStyle.allCases.map(\.rawValue), by: word)
        case .locationNames:
            return Self.completions(of: typedBefore + word, keep: typedBefore.count, from: words.locations.forEachName)
        case .locationsOrReferences:
            if typedBefore.isEmpty && word.hasPrefix("@") { return Self.prefixed(words.articleReferences, by: word) }
            return Self.completions(of: typedBefore + word, keep: typedBefore.count, from: words.locations.forEachName)
        case .articles:
            if typedBefore.isEmpty && word.hasPrefix("@") { return Self.prefixed(words.articleReferences, by: word) }
            return Self.completions(of: typedBefore + word, keep: typedBefore.count, from: forEachTitle)
        case .articleReferences:
            guard typedBefore.isEmpty && word.hasPrefix("@") else { return [] }
            return Self.prefixed(words.articleReferences, by: word)
        }
    }

    /// Calls `body` with each article title whose folded form starts with `prefix`, in order, until it returns false.
    private func forEachTitle(foldedPrefix prefix: [UInt8], _ body: (String) -> Bool) {
        for (position, title) in words.articleTitles.enumerated() where foldedTitles.name(at: position).starts(with: prefix) {
            if !body(title) { return }
        }
    }

    /// The names `names` yields for the folded form of `argument` (each whose folded form starts with it, in order,
    /// until told to stop), without their first `dropped` characters (already on the line), at most ``limit``,
    /// sorted; a name with a control or bidirectional character is never offered.
    private static func completions(
        of argument: String,
        keep dropped: Int,
        from names: (_ foldedPrefix: [UInt8], _ body: (String) -> Bool) -> Void
    ) -> [String] {
        var folding = SearchFolding()
        var seen = Set<String>()
        var result: [String] = []
        names(folding.fold(argument)) { name in
            guard !name.unicodeScalars.contains(where: ControlCharacters.contains), name.count >= dropped else { return true }
            let completion = String(name.dropFirst(dropped))
            if seen.insert(completion).inserted { result.append(completion) }
            return result.count < limit
        }
        return result.sorted()
    }

    private static func prefixed(_ words: [String], by word: String) -> [String] {
        let lowered = word.lowercased()
        return words.filter { $0.hasPrefix(lowered) }
    }
}

/// What Tab completes after one command's name: its argument, and the options it takes.
struct CommandCompletion: Sendable, Equatable {
    /// The command's name or alias.
    let name: String
    /// What its argument completes to.
    let argument: CompletionKind
    /// The options it takes, its own and the global ones.
    let options: [String]

    /// A command's completion.
    init(name: String, argument: CompletionKind, options: [String] = []) {
        self.name = name
        self.argument = argument
        self.options = options
    }
}

/// The words Tab can complete in arguments, as they are now.
struct CompletionWords: Sendable {
    /// The list whose location names complete: asked at each Tab for the names that start like the argument.
    var locations: LocationCatalog
    /// `@1`, `@2`…: the references of the last list of articles.
    var articleReferences: [String]
    /// The titles of the last list of articles.
    var articleTitles: [String]

    /// Words to complete: the names of `locations`, and the last list of articles.
    init(locations: LocationCatalog, articleReferences: [String] = [], articleTitles: [String] = []) {
        self.locations = locations
        self.articleReferences = articleReferences
        self.articleTitles = articleTitles
    }

    /// Words to complete, with `locationNames` as the list's names.
    init(locationNames: [String] = [], articleReferences: [String] = [], articleTitles: [String] = []) {
        let locations = (try? Coordinate(latitude: 0, longitude: 0)).map { point in
            locationNames.map { Location(name: $0, coordinate: point) }
        } ?? []
        self.init(locations: LocationCatalog(feed: locations), articleReferences: articleReferences, articleTitles: articleTitles)
    }
}
