import Foundation
@testable import PlacesSystem
import PlacesTestSupport
import Testing

/// The history file: libedit's format both ways, one append per line, cut back now and then, never torn.
@Suite struct HistoryFileTests {
    private let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func contents(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test("lines libedit wrote are read as they were typed")
    func readsLibedit() {
        // Written by libedit 3.1's write_history in a UTF-8 locale (strvis with VIS_WHITE).
        let written = [
            ("plain\\040words", "plain words"),
            ("tab\\011here\\040back\\134slash\\040é\\040東\\040😀\\040e\u{301}", "tab\there back\\slash é 東 😀 e\u{301}"),
            ("ctl\\^A\\^[[31m\\040del\\^?\\040nl\\012x", "ctl\u{1}\u{1B}[31m del\u{7F} nl\nx"),
            ("hash\\040#\\040pct\\040%\\040quote\\040\"\\040'", "hash # pct % quote \" '"),
            ("search\\sold\\\\\\M-C\\M-)", "search old\\é"),
            ("a\\040trailing\\", "a trailing\\"),
        ]
        for (line, entry) in written {
            #expect(HistoryLineCoding.decoded(line) == entry, "\(line)")
        }
    }

    @Test("any line is written on one line of the file, without spaces or control characters, and read back exactly")
    func roundTrip() {
        var random = SeededGenerator(seed: 25)
        let pieces: [String] = [
            "a", "Z", " ", "  ", "\\", "\\040", "\t", "\n", "\r", "\u{0}", "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{9B}", "é",
            "e\u{301}", "東", "😀", "\u{202E}", "\u{2028}", "\u{A0}", "_HiStOrY_V2_", "#", "^", "M-",
        ]
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            let encoded = HistoryLineCoding.encoded(line)
            #expect(!encoded.unicodeScalars.contains { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }, "\(line.debugDescription)")
            #expect(HistoryLineCoding.decoded(encoded) == line, "\(line.debugDescription)")
        }
    }

    @Test("the first line makes the folder and the file, with libedit's header; later lines are appended")
    func appends() throws {
        let path = folder.appending("state/places/history")
        var history = HistoryFile(path: path, limit: 500)
        #expect(history.load().isEmpty)
        try history.append("search ams")
        try history.append("open 1")
        #expect(try contents(path) == ["_HiStOrY_V2_", "search\\040ams", "open\\0401"])
        var again = HistoryFile(path: path, limit: 500)
        #expect(again.load() == ["search ams", "open 1"])
    }

    @Test("the file is cut back to the newest lines once it holds twice as many, keeping other sessions' lines")
    func compacts() throws {
        let path = folder.appending("history")
        var first = HistoryFile(path: path, limit: 3)
        var second = HistoryFile(path: path, limit: 3)
        _ = first.load()
        _ = second.load()
        for index in 1...6 {
            if index.isMultiple(of: 2) {
                try second.append("line \(index)")
            } else {
                try first.append("line \(index)")
            }
        }
        #expect(try contents(path).count == 7)
        // Each session counts its own lines (and those it read): the first cuts back at its seventh.
        for index in 7...9 { try first.append("line \(index)") }
        #expect(try contents(path).count == 10)
        try first.append("line 10")
        #expect(try contents(path) == ["_HiStOrY_V2_", "line\\0408", "line\\0409", "line\\04010"])
        var reader = HistoryFile(path: path, limit: 3)
        #expect(reader.load() == ["line 8", "line 9", "line 10"])
    }

    @Test("a file grown past twice the limit is cut back when it is loaded, and only the newest lines are loaded")
    func compactsOnLoad() throws {
        let path = folder.appending("history")
        let lines = (0..<25).map { "line\\040\($0)" }
        try Data(("_HiStOrY_V2_\n" + lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        var history = HistoryFile(path: path, limit: 10)
        #expect(history.load() == (15..<25).map { "line \($0)" })
        #expect(try contents(path).count == 11)
    }

    @Test("behind a symbolic link the link stays and the file it leads to grows; a pipe there is never written or waited on")
    func linksAndPipes() throws {
        try FileManager.default.createDirectory(atPath: folder.appending("dotfiles"), withIntermediateDirectories: true)
        let link = folder.appending("history")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.appending("dotfiles/history"))
        var history = HistoryFile(path: link, limit: 2)
        for index in 1...5 { try history.append("line \(index)") }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == folder.appending("dotfiles/history"))
        #expect(try contents(folder.appending("dotfiles/history")).suffix(2) == ["line\\0404", "line\\0405"])

        let fifo = folder.appending("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        var piped = HistoryFile(path: fifo, limit: 2)
        #expect(piped.load().isEmpty)
        #expect(throws: SystemError.notRegularFile) { try piped.append("line") }
    }
}
