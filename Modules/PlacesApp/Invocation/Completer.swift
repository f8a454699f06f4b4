import PlacesDomain
import PlacesPresentation

/// What Tab completes to: command names at the start of a line, then whatever the command's argument takes.
///
/// Location names and article titles match like search (case and accents ignored) but by prefix of the whole
/// argument, so `open new y<Tab>` completes "New York". A line editor replaces only the word under the cursor, so
/// each candidate is cut to the part from that word on. Names with control or bidirectional characters are never
/// offered: completion must not type them. Article references (`@1`, `@2`…) and the saved list's (`S1`, `S2`…)
/// complete where an article can be named.
struct Completer: Sendable {
    /// The most names offered at once.
    static let limit = 100

    private let commands: [String: CommandCompletion]
    private let commandNames: [String]
    /// The global options' names, offered before a command is named.
    private let globalOptions: [String]
    /// Every spelling of every option that takes a value, with what its value completes to.
    private let valueOptions: [String: CompletionKind]
    private let words: CompletionWords
    /// The last list's article titles folded as search folds names, in step with `words.articleTitles` (the list's
    /// location names are the catalog's own, folded once when it was made).
    private let foldedTitles: FoldedNames

    /// A completer for `commands` (every name and alias, with what its argument completes), the global options and
    /// the words the arguments can take now.
    init(commands: [CommandCompletion], globalOptions: [String] = [], words: CompletionWords = CompletionWords()) {
        self.commands = Dictionary(commands.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        commandNames = commands.map(\.name)
        self.globalOptions = globalOptions
        valueOptions = commands.reduce(into: [:]) { all, command in all.merge(command.values) { first, _ in first } }
        self.words = words
        foldedTitles = FoldedNames(names: words.articleTitles)
    }

    /// A completer for `commands` and the list's names.
    init(commands: [CommandCompletion], globalOptions: [String] = [], locationNames: [String]) {
        self.init(commands: commands, globalOptions: globalOptions, words: CompletionWords(locationNames: locationNames))
    }

    /// The same commands with the words as they are now.
    func with(_ words: CompletionWords) -> Completer {
        Completer(commands: commandNames.compactMap { commands[$0] }, globalOptions: globalOptions, words: words)
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

    /// Where the word being completed stands on a line: the command's name, an option's name, an option's value, or
    /// the command's argument (with the argument's words before it).
    enum Position: Equatable {
        case command
        case optionName(options: [String])
        case value(CompletionKind)
        case argument(CompletionKind, typedBefore: String)
    }

    /// Where `word` stands after `before`: options and their values are skipped wherever they stand, as the parser
    /// skips them (`places --json open ams`, `nearby --radius 500 ams`), and the word after an option that takes a
    /// value is that value.
    func position(before: String, word: String) -> Position {
        var command: CommandCompletion?
        var arguments: [String] = []
        var value: CompletionKind?
        var optionsEnded = false
        for typed in before.split(separator: " ").map(String.init) {
            if value != nil {
                value = nil
            } else if !optionsEnded && typed == "--" {
                optionsEnded = true
            } else if !optionsEnded && CommandLineParser.looksLikeOption(typed) {
                if !typed.contains("=") { value = valueOptions[typed] }
            } else if command != nil {
                arguments.append(typed)
            } else {
                guard let found = commands[typed.lowercased()] else { return .argument(.nothing, typedBefore: "") }
                command = found
            }
        }
        if let value { return .value(value) }
        if word.hasPrefix("-") && !optionsEnded { return .optionName(options: command?.options ?? globalOptions) }
        guard let command else { return .command }
        return .argument(command.argument, typedBefore: arguments.map { $0 + " " }.joined())
    }

    /// The completions of `word`, given the text before it on the line.
    func candidates(before: String, word: String) -> [String] {
        switch position(before: before, word: word) {
        case .command:
            return Self.prefixed(commandNames, by: word)
        case .optionName(let options):
            return Self.prefixed(options, by: word)
        case .value(let kind):
            return candidates(of: kind, word: word, typedBefore: "")
        case .argument(let kind, let typedBefore):
            return candidates(of: kind, word: word, typedBefore: typedBefore)
        }
    }

    /// Whether the word is a file's name, which a shell completes and the session does not.
    func takesFile(before: String, word: String) -> Bool {
        switch position(before: before, word: word) {
        case .value(.files), .argument(.files, _): true
        default: false
        }
    }

    private func candidates(of kind: CompletionKind, word: String, typedBefore: String) -> [String] {
        switch kind {
        case .nothing, .files:
            return []
        case .commands:
            return Self.prefixed(commandNames, by: word)
        case .linkStyles:
            return Self.prefixed(LinkStyle.allCases.map(\.rawValue), by: word)
        case .words(let words):
            return Self.prefixed(words, by: word)
        case .locationNames:
            return locations(typedBefore: typedBefore, word: word)
        case .locationsOrReferences:
            if typedBefore.isEmpty && word.hasPrefix("@") { return Self.prefixed(words.articleReferences, by: word) }
            return locations(typedBefore: typedBefore, word: word)
        case .articles:
            if typedBefore.isEmpty && word.hasPrefix("@") { return Self.prefixed(words.articleReferences, by: word) }
            let titles = Self.completions(of: typedBefore + word, keep: typedBefore.count, from: forEachTitle)
            return savedReferences(typedBefore: typedBefore, word: word) + titles
        case .articleReferences:
            guard typedBefore.isEmpty && word.hasPrefix("@") else { return [] }
            return Self.prefixed(words.articleReferences, by: word)
        }
    }

    /// The saved list's references (`S1`, `S2`…) that start with `word` when it is the argument's first word and
    /// `S` or `s` and digits; `s` completes as `S`, the way `saved` shows them.
    private func savedReferences(typedBefore: String, word: String) -> [String] {
        guard typedBefore.isEmpty, let first = word.first, first == "S" || first == "s",
              word.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) else { return [] }
        let typed = "S" + word.dropFirst()
        return words.savedReferences.filter { $0.hasPrefix(typed) }.prefix(Self.limit).map { $0 }
    }

    /// The list's numbers that start with `word` when it is digits and the argument's first word, else the names
    /// that start like the argument.
    private func locations(typedBefore: String, word: String) -> [String] {
        guard typedBefore.isEmpty, !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return Self.completions(of: typedBefore + word, keep: typedBefore.count, from: words.locations.forEachName)
        }
        let catalog = words.locations
        return catalog.locations.indices.lazy.map { String(catalog.number(at: $0)) }.filter { $0.hasPrefix(word) }.prefix(Self.limit).map { $0 }
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
    /// Every spelling of the options it takes that take a value, with what the value completes to.
    let values: [String: CompletionKind]

    /// A command's completion.
    init(name: String, argument: CompletionKind, options: [String] = [], values: [String: CompletionKind] = [:]) {
        self.name = name
        self.argument = argument
        self.options = options
        self.values = values
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
    /// `S1`, `S2`…: the references of the saved list.
    var savedReferences: [String]

    /// Words to complete: the names of `locations`, the last list of articles and the saved list.
    init(locations: LocationCatalog, articleReferences: [String] = [], articleTitles: [String] = [], savedReferences: [String] = []) {
        self.locations = locations
        self.articleReferences = articleReferences
        self.articleTitles = articleTitles
        self.savedReferences = savedReferences
    }

    /// Words to complete, with `locationNames` as the list's names.
    init(locationNames: [String] = [], articleReferences: [String] = [], articleTitles: [String] = [], savedReferences: [String] = []) {
        let locations = (try? Coordinate(latitude: 0, longitude: 0)).map { point in
            locationNames.map { Location(name: $0, coordinate: point) }
        } ?? []
        self.init(
            locations: LocationCatalog(feed: locations), articleReferences: articleReferences, articleTitles: articleTitles,
            savedReferences: savedReferences
        )
    }
}
