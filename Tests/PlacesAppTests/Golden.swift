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

    /// The transcript as the golden file holds it.
    static func render(_ transcript: Transcript, replacing: [String: String] = [:]) -> String {
        var text = "$ places " + transcript.arguments.map(shellWord).joined(separator: " ") + "\n"
        for line in transcript.lines { text += "> " + line + "\n" }
        text += "exit status \(transcript.status.rawValue)\n"
        text += section("standard output", transcript.out)
        text += section("standard error", transcript.err)
        var fixed = replacing
        fixed[transcript.home] = "<home>"
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

    private static func shellWord(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789-_./:=@,+%".unicodeScalars.contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
