import Foundation
import PlacesTestSupport
import Testing

/// Whole outputs compared with files under `Fixtures/golden/`, so that a change of wording changes its catalog and
/// its golden files, not the bodies of tests.
///
/// After a deliberate change, rewrite the files with
/// `PLACES_UPDATE_GOLDEN=1 swift test --filter PlacesAppTests` and review the difference (`git diff Fixtures/golden`)
/// before committing: the diff is the change in what people see. A test that writes a file also fails, so an update
/// run can never pass by accident in CI.
enum Golden {
    /// Compares `text` with `Fixtures/golden/NAME`, or writes it there when updating (``Fixtures/golden(_:actual:)``).
    ///
    /// - Parameters:
    ///   - text: The whole output.
    ///   - name: The file's path under `Fixtures/golden/`, e.g. `list/table.txt`.
    static func expect(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let expected = try Fixtures.golden(name, actual: text)
            #expect(text == expected, "differs from Fixtures/golden/\(name) (PLACES_UPDATE_GOLDEN=1 rewrites it; review it with git diff)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Fixtures/golden/\(name): \(error); PLACES_UPDATE_GOLDEN=1 writes it", sourceLocation: sourceLocation)
        }
    }

    /// Compares a whole transcript — what was typed, the exit status, standard output and standard error — with
    /// `Fixtures/golden/NAME`, after writing the parts that change from run to run as fixed words.
    ///
    /// - Parameters:
    ///   - transcript: The run.
    ///   - name: The file's path under `Fixtures/golden/`.
    ///   - replacing: More text to write as fixed words (a server's address as `<server>`), longest first.
    static func expect(
        _ transcript: Transcript,
        _ name: String,
        replacing: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(render(transcript, replacing: replacing), name, sourceLocation: sourceLocation)
    }

    /// Compares several runs that tell one story (add, then list, then remove…) with one file, in order.
    static func expect(
        _ transcripts: [Transcript],
        _ name: String,
        replacing: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(transcripts.map { render($0, replacing: replacing) }.joined(separator: "\n"), name, sourceLocation: sourceLocation)
    }

    /// Compares runs of the built binary with one file, in order; `home` is the folder of their XDG folders.
    static func expect(
        _ runs: [BuiltBinary.Result],
        home: TemporaryDirectory,
        in name: String,
        replacing: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let texts = runs.map { run in
            render(
                command: assignments(run.environment.filter { home.xdgEnvironment[$0.key] != $0.value })
                    + run.command.enumerated().map { $0.offset == 0 && $0.element == BuiltBinary.path ? "places" : shellWord($0.element) },
                lines: lines(of: run.input),
                status: run.status,
                out: run.out,
                err: run.err,
                fixed: replacing.merging([home.path: "<home>", BuiltBinary.path: "places"]) { given, _ in given }
            )
        }
        expect(texts.joined(separator: "\n"), name, sourceLocation: sourceLocation)
    }

    /// The loopback server's address as `<server>`: its port is new in every run.
    static func server(_ server: LoopbackHTTPServer) -> [String: String] {
        ["127.0.0.1:\(server.port)": "<server>"]
    }

    /// The transcript as the golden file holds it.
    static func render(_ transcript: Transcript, replacing: [String: String] = [:]) -> String {
        render(
            command: assignments(transcript.environment) + ["places"] + transcript.arguments.map(shellWord),
            lines: transcript.lines,
            status: transcript.status.rawValue,
            out: transcript.out,
            err: transcript.err,
            fixed: replacing.merging([transcript.home: "<home>"]) { given, _ in given }
        )
    }

    private static func render(command: [String], lines: [String], status: Int32, out: String, err: String, fixed: [String: String]) -> String {
        var text = "$ " + command.joined(separator: " ") + "\n"
        for line in lines { text += "> " + visible(line) + "\n" }
        text += "exit status \(status)\n"
        text += section("standard output", out)
        text += section("standard error", err)
        var fixed = fixed
        fixed[Fixtures.root.path] = "<repo>"
        for (from, to) in fixed.sorted(by: { $0.key.count > $1.key.count }) where !from.isEmpty {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text
    }

    private static func section(_ title: String, _ body: String) -> String {
        guard !body.isEmpty else { return "── \(title): nothing\n" }
        let ending = body.hasSuffix("\n") ? "" : "\n⟨no line break at the end⟩\n"
        return "── \(title) ──\n" + body + ending
    }

    /// The environment as a shell writes it before a command: `LANG=nl_NL.UTF-8 places list`.
    private static func assignments(_ environment: [String: String]) -> [String] {
        environment.sorted { $0.key < $1.key }.map { "\($0.key)=" + shellWord($0.value) }
    }

    /// Standard input as the lines a person would have typed; bytes that are not UTF-8 become U+FFFD.
    private static func lines(of input: Data) -> [String] {
        var lines = String(decoding: input, as: UTF8.self).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func shellWord(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789-_./:=@,+%".unicodeScalars.contains($0) }
        return visible(plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'")
    }

    /// What was typed, with control and format characters written as `\u{1B}` so the file shows them and holds
    /// none: hostile input is part of some transcripts.
    private static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
