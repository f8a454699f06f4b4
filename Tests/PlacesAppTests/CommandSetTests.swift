import Foundation
@testable import PlacesApp
import PlacesPresentation
import PlacesTestSupport
import Testing

/// Every command is one complete unit: these fail when a command lacks help or an example in a language, when an
/// example does not parse, or when README.md does not list it.
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
                let parsed: Result<ParsedCommand, UsageProblem>?
                if example.hasPrefix("places ") {
                    // A command line: the shell's words, then the options, then the command.
                    switch InvocationParser.parse(Self.shellWords(example).dropFirst().map { $0 }, environment: [:]) {
                    case .success(let invocation): parsed = CommandParser.parse(words: invocation.words, language: .english)
                    case .failure(let problem): parsed = .failure(problem)
                    }
                } else {
                    parsed = CommandParser.parse(line: example, language: .english)
                }
                guard case .success(let result)? = parsed else {
                    Issue.record("\(command.name): example “\(example)” does not parse: \(String(describing: parsed))")
                    continue
                }
                #expect(ObjectIdentifier(result.command) == ObjectIdentifier(command), "\(command.name): “\(example)” runs \(result.command.name), not \(command.name)")
            }
        }
    }

    /// Splits a command line as a POSIX shell would for the simple quoting examples use.
    private static func shellWords(_ line: String) -> [String] {
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
            let overview = HelpCommand.overview(language)
            for command in CommandSet.all {
                let help = command.help(language)
                #expect(overview.contains("  \(help.synopsis)"), "\(language) overview misses \(command.name)")
                #expect(overview.contains(help.summary))
            }
        }
    }

    @Test("README's command table has a row for every command")
    func readmeListsEveryCommand() throws {
        let readme = try String(contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for command in CommandSet.all {
            #expect(rows.contains { $0.hasPrefix("| `\(command.name)") }, "README.md has no row for \(command.name)")
        }
    }
}
