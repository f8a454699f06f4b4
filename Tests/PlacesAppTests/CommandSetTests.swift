import Foundation
@testable import PlacesApp
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// Every command is one complete unit: these fail when a command lacks help or an example in a language, when an
/// example does not parse, when an option is missing from help, completion or README, or when README.md does not
/// list the command.
@MainActor
@Suite struct CommandSetTests {
    @Test("every command has a synopsis, a summary, usage, details and at least one example in every language")
    func helpIsComplete() {
        for command in CommandSet.all {
            for language in Language.allCases {
                let help = command.help(language)
                let label = "\(command.name) (\(language))"
                #expect(help.synopsis.hasPrefix(command.name), "\(label): the synopsis starts with the name")
                #expect(!help.summary.isEmpty, "\(label) has no summary")
                #expect(!help.usage.isEmpty && help.usage.allSatisfy { $0.hasPrefix(command.name) }, "\(label) usage")
                #expect(!help.details.isEmpty, "\(label) has no details")
                #expect(!help.examples.isEmpty, "\(label) has no example")
            }
            #expect(command.help(.dutch).details != command.help(.english).details, "\(command.name) is not translated")
            for option in command.options + GlobalOptions.all {
                for language in Language.allCases {
                    #expect(!option.help(language).isEmpty, "\(option.name) has no \(language) help")
                    #expect(!option.takesValue || !option.placeholder(language).isEmpty, "\(option.name) has no \(language) placeholder")
                }
                #expect(option.help(.dutch) != option.help(.english), "\(option.name) is not translated")
            }
        }
    }

    @Test("Tab after open, nearby and map offers article references; after search and link only names")
    func referenceCompletion() {
        let completer = Completer(commands: CommandSet.completions, words: CompletionWords(
            locationNames: ["Amsterdam"], articleReferences: ["@1", "@2"], articleTitles: ["Dam Square"]
        ))
        for command in ["open", "nearby", "map"] {
            #expect(completer.candidates(before: "\(command) ", word: "@") == ["@1", "@2"], "\(command)")
            #expect(completer.candidates(before: "\(command) ", word: "am") == ["Amsterdam"], "\(command)")
        }
        for command in ["search", "link", "remove"] {
            #expect(completer.candidates(before: "\(command) ", word: "@").isEmpty, "\(command)")
        }
        #expect(completer.candidates(before: "article ", word: "d") == ["Dam Square"])
    }

    @Test("every example is a line that parses as the command it illustrates")
    func examplesParse() {
        for command in CommandSet.all {
            for example in Language.allCases.flatMap({ command.help($0).examples }) {
                let parsed: Result<Invocation, UsageProblem>?
                if example.hasPrefix("places ") {
                    let words = Self.shellWords(example).dropFirst().map { $0 }
                    parsed = CommandLineParser.parse(arguments: words, globals: GlobalOptions(), language: .english)
                } else {
                    parsed = CommandLineParser.parse(line: example, globals: GlobalOptions(), language: .english)
                }
                guard case .success(let result)? = parsed else {
                    Issue.record("\(command.name): example “\(example)” does not parse: \(String(describing: parsed))")
                    continue
                }
                #expect(result.command?.name == command.name, "\(command.name): “\(example)” runs \(result.command?.name ?? "nothing")")
            }
        }
    }

    @Test("an option a command does not take is a usage error that names the command, the options it takes and who takes it", arguments: [
        ["list", "--radius", "50"],
        ["search", "cop", "--limit", "3"],
        ["where", "kyoto", "--radius", "5"],
    ])
    func optionsBelongToCommands(arguments: [String]) throws {
        let command = try #require(CommandSet.command(named: arguments[0]))
        let option = try #require(arguments.first { $0.hasPrefix("--") })
        let owners = CommandSet.all.filter { $0.options.contains { $0.name == option } }.map(\.name)
        #expect(!owners.isEmpty && !owners.contains(command.name))
        let expected = UsageProblem.optionNotTaken(option, command: command.name, takes: command.options.map(\.name), takenBy: owners)
        guard case .failure(let problem) = CommandLineParser.parse(arguments: arguments, globals: GlobalOptions(), language: .english) else {
            Issue.record("\(arguments) parsed")
            return
        }
        #expect(problem == expected)
        let line = arguments.joined(separator: " ")
        guard case .failure(let inSession)? = CommandLineParser.parse(line: line, globals: GlobalOptions(), language: .english) else {
            Issue.record("the line \(line) parsed")
            return
        }
        #expect(inSession == expected)
    }

    @Test("every option that takes a value refuses a wrong one with a sentence that quotes it, in every language")
    func wrongValuesAreNamed() {
        let bad = "§nonsense§"
        for (owner, option) in CommandSet.all.flatMap({ command in command.options.map { (command.name, $0) } })
            + GlobalOptions.all.map({ ("places", $0) }) where option.takesValue && option.name != "--source" {
            // --source is any path or address; what it names is checked when the feed is read.
            #expect(option.parse(bad) == nil, "\(owner) \(option.name) took \(bad)")
            for language in Language.allCases {
                let sentence = UsageMessages(language: language, inSession: false).text(for: option.invalid(bad))
                #expect(sentence.contains(bad), "\(owner) \(option.name) in \(language): \(sentence)")
            }
        }
    }

    @Test("a session line takes the same options as the command line, global ones included, for that line only")
    func sessionLineOptions() throws {
        let session = GlobalOptions()
        let line = try #require(CommandLineParser.parse(line: "nearby 52.37 4.89 --radius 500 --wiki nl --json", globals: session, language: .english))
        let invocation = try line.get()
        #expect(invocation.command?.name == "nearby")
        #expect(invocation.argument.words == ["52.37", "4.89"])
        #expect(invocation.argument.text == "52.37 4.89")
        #expect(invocation.options.number(NearbyListing.radius) == 500)
        #expect(invocation.globals.json)
        #expect(invocation.globals.wiki?.site.host == "nl.wikipedia.org")
        let command = try CommandLineParser.parse(arguments: ["nearby", "52.37", "4.89", "--radius", "500", "--wiki", "nl", "--json"], globals: session, language: .english).get()
        #expect(command.argument.words == invocation.argument.words)
        #expect(command.options == invocation.options)
        #expect(command.globals == invocation.globals)
        guard case .failure(.sessionWideOption("--source"))? = CommandLineParser.parse(line: "list --source x.json", globals: session, language: .english) else {
            Issue.record("--source on a session line was taken")
            return
        }
    }

    @Test("help COMMAND lists every option the command declares, with its help, in both languages")
    func helpListsOptions() {
        for command in CommandSet.all where !command.options.isEmpty {
            for language in Language.allCases {
                let page = HelpCommand.page(for: command, language: language, width: 200)
                for option in command.options {
                    #expect(page.contains(option.synopsis(language)) && page.contains(option.help(language)), "\(command.name) \(option.name) \(language)")
                }
            }
        }
        for language in Language.allCases {
            let overview = HelpCommand.overview(language, width: 1_000)
            for option in GlobalOptions.all {
                #expect(overview.contains(option.synopsis(language)) && overview.contains(option.help(language)), "\(option.name) \(language)")
            }
        }
    }

    @Test("Tab completes a command's options and the global ones, never another command's")
    func optionCompletion() {
        let completer = Completer(commands: CommandSet.completions)
        for command in CommandSet.all {
            let offered = Set(completer.candidates(before: "\(command.name) ", word: "--"))
            let declared = Set((command.options + GlobalOptions.all).flatMap(\.names).filter { $0.hasPrefix("--") })
            #expect(offered == declared, "\(command.name)")
        }
    }

    @Test("README's option tables are the declarations: every global option, and every command's own")
    func readmeOptionTables() throws {
        let readme = UserDocs.readme
        for option in GlobalOptions.all {
            let row = "| `\(Self.markdown(option.synopsis(.english)))` | \(option.help(.english)) |"
            #expect(readme.contains(row), "README.md lacks: \(row)")
        }
        for command in CommandSet.all {
            for option in command.options {
                let row = "| `\(command.name)` | `\(Self.markdown(option.synopsis(.english)))` | \(option.help(.english)) |"
                #expect(readme.contains(row), "README.md lacks: \(row)")
            }
        }
    }

    @Test("README's exit-status table has a row for every exit status, and no other, and help's overview names each")
    func readmeExitTable() throws {
        let section = try #require(UserDocs.readme.components(separatedBy: "### Exit status").dropFirst().first)
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        let statuses = rows.dropFirst(2).compactMap { row in Int32(row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? "") }
        #expect(statuses == ExitStatus.allCases.map(\.rawValue))
        for language in Language.allCases {
            let overview = HelpCommand.overview(language, width: 400)
            for status in ExitStatus.allCases { #expect(overview.contains(" \(status.rawValue) "), "\(language): \(status)") }
        }
    }

    /// `|` as a Markdown table cell writes it.
    private static func markdown(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    /// Splits a command line as a POSIX shell would for the simple quoting examples use.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    @Test("names and aliases are unique")
    func uniqueNames() {
        #expect(Set(CommandSet.names).count == CommandSet.names.count)
    }

    @Test("the overview lists every command's synopsis and summary, in both languages")
    func overviewIsDerived() {
        for language in Language.allCases {
            let overview = HelpCommand.overview(language, width: 1_000)
            for command in CommandSet.all {
                let help = command.help(language)
                #expect(overview.contains("  \(help.synopsis)"), "\(language) overview misses \(command.name)")
                #expect(overview.contains(help.summary))
            }
        }
    }

    @Test("README's command table has a row for every command")
    func readmeListsEveryCommand() throws {
        let readme = UserDocs.readme
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for command in CommandSet.all {
            #expect(rows.contains { $0.hasPrefix("| `\(command.name)") }, "README.md has no row for \(command.name)")
        }
    }
}
