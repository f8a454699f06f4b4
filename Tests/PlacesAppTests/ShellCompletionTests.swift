import Foundation
@testable import PlacesApp
import PlacesTestSupport
import Testing

/// `places completion bash|zsh|fish` in the real shells, each through its own completion machinery, against the
/// built binary: bash with bash-completion (the function called as bash calls it, COMP_WORDS and COMP_CWORD set),
/// zsh (compinit in an interactive zsh on a pseudo-terminal, zpty, Tab typed) and fish (`complete -C`). Each
/// completes a command, an option, a link style and a location name, which the script asks `places` for. A shell
/// that is not installed is skipped, with the package to install; CI installs them all (.ci/run).
@Suite(.timeLimit(.minutes(5))) struct ShellCompletionTests {
    /// A line typed so far, and what Tab offers after it.
    struct Case: CustomStringConvertible, Sendable {
        let line: String
        let offered: Set<String>
        var description: String { line }
    }

    static let cases = [
        Case(line: "places op", offered: ["open"]),
        Case(line: "places nearby --rad", offered: ["--radius"]),
        Case(line: "places --link-style w", offered: ["wmf", "web"]),
        Case(line: "places open ams", offered: ["Amsterdam"]),
        Case(line: "places export --format g", offered: ["geojson", "gpx"]),
        Case(line: "places completion ", offered: ["bash", "zsh", "fish"]),
    ]

    /// The program's path when it is installed, on this process's PATH or in /usr/bin or /bin.
    static func installed(_ program: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
        return folders.map { $0 + "/" + program }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let bashCompletion = "/usr/share/bash-completion/bash_completion"

    /// Runs `shell` with `arguments` in a folder of its own, with the built `places` first on PATH and the XDG
    /// folders empty: the list is the copy compiled in.
    static func run(_ shell: String, _ arguments: [String], folder: TemporaryDirectory) async throws -> FinishedProcess {
        let binaries = URL(fileURLWithPath: BuiltBinary.path).deletingLastPathComponent().path
        var environment = folder.xdgEnvironment
        environment["PATH"] = binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        environment["LANG"] = "C.UTF-8"
        return try await FinishedProcess.run(shell, arguments, environment: environment, in: folder.path)
    }

    @Test(
        "bash with bash-completion completes commands, options, link styles and names",
        .enabled(if: installed("bash") != nil && FileManager.default.fileExists(atPath: bashCompletion),
                 "bash or bash-completion is not installed (apt-get install bash-completion)"),
        arguments: cases
    )
    func bash(_ test: Case) async throws {
        let bash = try #require(Self.installed("bash"))
        let folder = try TemporaryDirectory()
        let script = """
        source \(Self.bashCompletion)
        source <(places completion bash)
        line=$1
        read -ra COMP_WORDS <<< "$line"
        [[ $line == *' ' ]] && COMP_WORDS+=("")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE=$line; COMP_POINT=${#line}
        _places
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let result = try await Self.run(bash, ["-c", script, "bash", test.line], folder: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(Set(result.out.split(separator: "\n").map(String.init)) == test.offered, "bash: \(test.line)")
    }

    @Test(
        "zsh's completion system, Tab typed on a pseudo-terminal, completes commands, options, link styles and names",
        .enabled(if: installed("zsh") != nil, "zsh is not installed (apt-get install zsh)"),
        arguments: cases
    )
    func zsh(_ test: Case) async throws {
        let zsh = try #require(Self.installed("zsh"))
        let folder = try TemporaryDirectory()
        let script = folder.appending("_places")
        let completion = try await Self.run(BuiltBinary.path, ["completion", "zsh"], folder: folder)
        try completion.out.write(toFile: script, atomically: true, encoding: .utf8)
        let harness = folder.appending("harness.zsh")
        try Self.zshHarness.write(toFile: harness, atomically: true, encoding: .utf8)
        let matches = folder.appending("matches")
        let result = try await Self.run(zsh, ["-f", harness, script, matches, test.line], folder: folder)
        #expect(result.status == 0, "\(result.err)")
        let offered = (try? String(contentsOfFile: matches, encoding: .utf8)) ?? ""
        #expect(Set(offered.split(separator: "\n").map(String.init)) == test.offered, "zsh: \(test.line)")
    }

    @Test(
        "fish's complete -C completes commands, options, link styles and names",
        .enabled(if: installed("fish") != nil, "fish is not installed (apt-get install fish)"),
        arguments: cases
    )
    func fish(_ test: Case) async throws {
        let fish = try #require(Self.installed("fish"))
        let folder = try TemporaryDirectory()
        let result = try await Self.run(fish, ["--no-config", "-c", "places completion fish | source; complete -C $argv[1]", test.line], folder: folder)
        #expect(result.status == 0, "\(result.err)")
        // fish prints each candidate with a tab and its description.
        let offered = result.out.split(separator: "\n").map { String($0.split(separator: "\t", maxSplits: 1).first ?? "") }
        #expect(Set(offered) == test.offered, "fish: \(test.line)")
    }

    /// `zsh -f harness.zsh SCRIPT OUT LINE`: types LINE and Tab into an interactive zsh on a pseudo-terminal (zpty)
    /// whose completion system (compinit) has SCRIPT loaded, and writes each match the completion adds to OUT, one a
    /// line, by wrapping compadd (calls that only ask for matches, -O, -A or -D, pass through).
    static let zshHarness = #"""
    zmodload zsh/zpty || exit 3
    script=$1 out=$2 line=$3
    : >| $out
    zpty z TERM=xterm zsh -f -i
    zpty -w z "PS1='> '; autoload -U compinit; compinit -u -d ${(q)out}.dump; source ${(q)script}"
    zpty -w z "zstyle ':completion:*' insert-tab false; zstyle ':completion:*' list-prompt ''; LISTMAX=10000"
    zpty -w z 'compadd() { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return; fi; local -a __m; builtin compadd -A __m "$@"; print -rl -- "${__m[@]}" >>| '${(q)out}'; builtin compadd "$@"; }'
    zpty -w z "$line"$'\t'
    zpty -w z $'\C-u'
    zpty -w z 'print -r -- __do""ne__'
    zpty -r z reply '*__done__*' || exit 4
    zpty -d z
    """#
}
