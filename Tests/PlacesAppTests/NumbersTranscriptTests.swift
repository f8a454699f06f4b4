import Foundation
@testable import PlacesApp
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// A location keeps its number for as long as it exists: removing one renumbers nothing, its number is not given
/// again, `undo` brings it back with it, and part of a name is confirmed before anything is removed.
@MainActor
@Suite struct NumbersTranscriptTests {
    /// A home with Home, Work, Gym and Pool added: #5 to #8 after the fixture feed's four.
    private static func fourAdded() async throws -> TemporaryDirectory {
        let home = try TemporaryDirectory()
        let added = try await Transcript.run(Transcript.fixture + ["--quiet"], lines: [
            "add Home 52.1 4.1", "add Work 52.2 4.2", "add Gym 52.3 4.3", "add Pool 52.4 4.4",
        ], folder: home)
        #expect(added.status == .success)
        return home
    }

    @Test("remove 6, then remove 7 removes what #7 was; undo brings #7 back as #7, undo again #6 as #6; the next run has the same numbers")
    func removeAndUndo() async throws {
        let home = try await Self.fourAdded()
        let session = try await Transcript.run(Transcript.fixture, lines: [
            "list", "remove 6", "list", "remove 7", "list", "undo", "list", "undo", "open 6",
        ], folder: home)
        Golden.expect(session, "numbers/remove-undo.txt")
        let nextRun = try await Transcript.run(Transcript.fixture + ["list"], folder: home)
        #expect(nextRun.out.contains("5 * Home") && nextRun.out.contains("6 * Work") && nextRun.out.contains("7 * Gym") && nextRun.out.contains("8 * Pool"))
        let added = try await Transcript.run(Transcript.fixture + ["add", "Office", "52.5", "4.5"], folder: home)
        #expect(added.out.hasPrefix(LocationText.added(number: 9, title: "Office").english))
    }

    @Test("part of a name: a person at a terminal is asked (yes removes, Enter keeps); a pipe or a one-shot command is refused, status 2")
    func confirmation() async throws {
        let home = try await Self.fourAdded()
        let terminal = OutputStyle(interactive: true, animated: false, color: false, plain: false, width: 80)
        let asked = try await Transcript.run(Transcript.fixture, lines: ["remove gy", "yes", "remove poo", "", "remove Work"], folder: home, style: terminal)
        Golden.expect(asked, "numbers/remove-confirm-terminal.txt")
        let piped = try await Transcript.run(Transcript.fixture, lines: ["remove hom", "yes"], folder: home)
        #expect(piped.status == .usage)
        #expect(!piped.out.contains(LocationText.removed(number: 5, title: "Home").english))
        let oneShot = try await Transcript.run(Transcript.fixture + ["remove", "hom"], folder: home)
        Golden.expect(oneShot, "numbers/remove-not-exact.txt")
        let list = try await Transcript.run(Transcript.fixture + ["--json", "list"], folder: home)
        #expect(list.out.contains("\"Home\"") && list.out.contains("\"Pool\"") && !list.out.contains("\"Gym\"") && !list.out.contains("\"Work\""))
    }

    @Test("undo in a one-shot command: with nothing kept it says so, status 1; a one-shot removal comes back with its number")
    func undoOneShot() async throws {
        let home = try await Self.fourAdded()
        let nothing = try await Transcript.run(Transcript.fixture + ["undo"], folder: home)
        #expect(nothing.status == .failure)
        #expect(nothing.err == CommandHintText.nothingToUndo.english + "\n")
        let removed = try await Transcript.run(Transcript.fixture + ["remove", "6"], folder: home)
        #expect(removed.out == LocationText.removed(number: 6, title: "Work").english + " " + CommandHintText.undoHint(inSession: false).english + "\n")
        let back = try await Transcript.run(Transcript.fixture + ["undo"], folder: home)
        #expect(back.status == .success)
        #expect(back.out == LocationText.restored(number: 6, title: "Work").english + "\n", "\(back.err)")
    }
}
