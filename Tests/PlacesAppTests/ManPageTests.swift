import Foundation
@testable import PlacesApp
import PlacesPresentation
import PlacesTestSupport
import Testing

/// The manual page places(1): `places help --man` makes it from the commands' declarations, `docs/places.1` is that
/// output committed, and groff reads it without a warning.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ManPageTests {
    /// The committed page, under the repository's root.
    static let file = "docs/places.1"

    @Test("docs/places.1 is what places help --man prints (regenerate it when a declaration changed)")
    func inSync() async throws {
        let result = try await BuiltBinary.run(["help", "--man"], environment: [:])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == ManPage.render())
        let url = Fixtures.root.appendingPathComponent(Self.file)
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if Fixtures.updatingGolden, committed != result.out {
            try result.out.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("wrote \(Self.file); review it with git diff and commit it")
            return
        }
        #expect(committed == result.out, """
            \(Self.file) is not what `places help --man` prints: a command, option or help text changed since it was \
            made. Regenerate it with `swift run places help --man > \(Self.file)` (or `PLACES_UPDATE_GOLDEN=1 swift test \
            --filter ManPageTests`), read `git diff \(Self.file)`, and commit it.
            """)
    }

    @Test("the page has every command and alias, every option, every option's variable and every exit status")
    func complete() {
        let page = ManPage.render()
        for command in CommandSet.all {
            #expect(page.contains(".SS \"\(ManPage.text(command.help(.english).synopsis))\""), "\(command.name)")
            for name in command.names { #expect(page.contains(ManPage.text(name)), "\(name)") }
            for option in command.options {
                for name in option.names { #expect(page.contains("\\fB" + ManPage.text(name)), "\(command.name) \(name)") }
            }
        }
        for option in GlobalOptions.all {
            #expect(page.contains(ManPage.text(option.name)), "\(option.name)")
            if let variable = option.environment { #expect(page.contains(".B \"\(ManPage.text(variable))\""), "\(variable)") }
        }
        for status in ExitStatus.allCases { #expect(page.contains(".B \(status.rawValue)\n"), "exit status \(status.rawValue)") }
        #expect(!page.unicodeScalars.contains { !$0.isASCII }, "every other character is written as its code point")
    }

    @Test("every environment variable the program reads is under ENVIRONMENT")
    func environment() throws {
        let page = ManPage.render()
        let section = page.components(separatedBy: ".SH ENVIRONMENT").last?.components(separatedBy: ".SH FILES").first ?? ""
        var read: Set<String> = []
        for module in ["PlacesApp", "PlacesData", "PlacesSystem", "PlacesPresentation", "PlacesDomain"] {
            for text in try SourceText.module(module).values {
                for match in text.matches(of: /environment\["([A-Z_]+)"\]|base\("([A-Z_]+)"/) {
                    read.insert(String(match.1 ?? match.2 ?? ""))
                }
            }
        }
        #expect(read.count > 10, "the variables were found")
        for variable in read.sorted() {
            #expect(section.contains(ManPage.text(variable)), "\(variable) is read but not under ENVIRONMENT")
        }
    }

    @Test(
        "groff -ww reads the page without a warning",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed (apt-get install groff-base)")
    )
    func groffWarnsNothing() async throws {
        let page = Fixtures.root.appendingPathComponent(Self.file).path
        let result = try await FinishedProcess.run("/usr/bin/groff", ["-ww", "-man", "-Tutf8", page], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(result.status == 0)
        #expect(result.err.isEmpty, "groff: \(result.err)")
        #expect(result.out.contains("PLACES(1)"))
    }
}

/// `COMMAND --help` prints the command's help and exits 0, for every command and alias — those that work only in a
/// session too — as `help COMMAND` does.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct CommandHelpOptionTests {
    @Test("places COMMAND --help, every command, built binary")
    func everyCommand() async throws {
        for command in CommandSet.all {
            for name in command.names {
                let result = try await BuiltBinary.run([name, "--help"], environment: [:])
                #expect(result.status == 0, "\(name) --help: \(result.err)")
                #expect(result.out.hasPrefix(command.help(.english).usage[0]), "\(name) --help: \(result.out)")
                #expect(result.err.isEmpty, "\(name) --help: \(result.err)")
            }
        }
    }

    @Test("help undo reads as one sentence: no stray backslash in any command's help")
    func noStrayBackslash() {
        for command in CommandSet.all {
            for language in Language.allCases {
                #expect(!command.help(language).details.contains("\\"), "\(command.name) (\(language))")
            }
        }
    }
}
