import Foundation
import PlacesTestSupport
import Testing

/// Undo you can trust, through the built `places` binary and the files of a fresh home: removals made in one-shot
/// commands and in a session are all brought back, newest first, each with its number, in later runs.
@Suite(.serialized) struct UndoEndToEndTests {
    private let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: home.appending("data/places"), withIntermediateDirectories: true)
        // The fixture feed has four entries; the user's locations are #5 to #9.
        try Data("""
        {"next_number": 10, "locations": [
          {"number": 5, "name": "Home", "lat": 52.1, "long": 4.1},
          {"number": 6, "name": "Work", "lat": 52.2, "long": 4.2},
          {"number": 7, "name": "Gym", "lat": 52.3, "long": 4.3},
          {"number": 8, "name": "Pool", "lat": 52.4, "long": 4.4},
          {"number": 9, "name": "Park", "lat": 52.5, "long": 4.5}
        ]}
        """.utf8).write(to: URL(fileURLWithPath: home.appending("data/places/custom-locations.json")))
    }

    private func places(_ arguments: [String], input: String = "") async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(["--source", Fixtures.url("locations.json").path] + arguments, environment: home.xdgEnvironment, input: input)
    }

    @Test("remove three across two one-shot runs and a session, undo all three in later runs: numbers intact")
    func acrossRuns() async throws {
        let first = try await places(["remove", "6"])
        #expect(first.status == 0)
        #expect(first.out == "Removed #6: Work. places undo brings it back, with its number.\n")
        let second = try await places(["remove", "Pool"])
        #expect(second.out == "Removed #8: Pool. places undo brings it back, with its number.\n")
        let session = try await places([], input: "remove 9\nundo\nremove 9\n")
        #expect(session.status == 0)
        #expect(session.out.contains("Removed #9: Park. undo brings it back, with its number."))
        #expect(session.out.contains("Brought back #9: Park."))

        let undone = [try await places(["undo"]), try await places([], input: "undo\n"), try await places(["undo"])]
        #expect(undone.map(\.status) == [0, 0, 0])
        #expect(undone.map(\.out) == ["Brought back #9: Park.\n", "Brought back #8: Pool.\n", "Brought back #6: Work.\n"])
        let list = try await places(["list"])
        for row in ["5 * Home", "6 * Work", "7 * Gym", "8 * Pool", "9 * Park"] { #expect(list.out.contains(row)) }

        let nothing = try await places(["undo"])
        #expect(nothing.status == 1)
        #expect(nothing.err.hasPrefix("Nothing to undo"))
        let help = try await places(["help", "undo"])
        #expect(help.status == 0 && !help.out.contains("\\"))
    }

    @Test("a damaged history is said once, set aside, and the list is untouched")
    func damagedHistory() async throws {
        try Data("{ broken".utf8).write(to: URL(fileURLWithPath: home.appending("data/places/removed-locations.json")))
        let removed = try await places(["remove", "7"])
        #expect(removed.status == 0)
        #expect(removed.out == "Removed #7: Gym. places undo brings it back, with its number.\n")
        #expect(removed.err.contains("The history of removed locations could not be read"))
        #expect(removed.err.contains("Your list itself is untouched."))
        let undone = try await places(["undo"])
        #expect(undone.out == "Brought back #7: Gym.\n" && undone.err.isEmpty)
        let aside = try FileManager.default.contentsOfDirectory(atPath: home.appending("data/places")).filter { $0.hasPrefix("removed-locations.json.unreadable-") }
        #expect(aside.count == 1)
    }
}
