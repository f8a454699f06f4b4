import Foundation
import PlacesDomain
import PlacesSystem
import PlacesTestSupport
import Testing

/// One policy for every file Places writes, and reads that never block on what is not a regular file.
@Suite struct POSIXFileTests {
    @Test("writing through a symbolic link replaces the file it leads to and keeps the link", arguments: [true, false])
    func keepsLinks(relative: Bool) throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.appending("dotfiles"), withIntermediateDirectories: true)
        let target = folder.appending("dotfiles/mimeapps.list")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.appending("mimeapps.list")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: relative ? "dotfiles/mimeapps.list" : target)
        try POSIXFile.writeAtomically(Data("new\n".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == (relative ? "dotfiles/mimeapps.list" : target))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending("dotfiles")) == ["mimeapps.list"])
    }

    @Test("a chain of links, and a link whose file does not exist yet, are followed; a loop is reported")
    func chainsAndLoops() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: folder.appending("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder.appending("b"), withDestinationPath: folder.appending("c"))
        try POSIXFile.writeAtomically(Data("x".utf8), to: folder.appending("a"))
        #expect(try String(contentsOfFile: folder.appending("c"), encoding: .utf8) == "x")
        try FileManager.default.createSymbolicLink(atPath: folder.appending("loop1"), withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: folder.appending("loop2"), withDestinationPath: "loop1")
        #expect(throws: SystemError.self) { try POSIXFile.writeAtomically(Data("x".utf8), to: folder.appending("loop1")) }
    }

    @Test("a pipe is refused at once where a regular file is expected, and timed out where a pipe is allowed")
    func pipes() throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.appending("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // A writer that never writes: reading would wait forever.
        let writer = open(fifo, O_RDWR | O_NONBLOCK)
        defer { close(writer) }
        #expect(throws: SystemError.notRegularFile) { try POSIXFile.read(path: fifo, limit: 1 << 20) }
        #expect(SystemError.notRegularFile.reason == .notRegularFile)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: SystemError(code: ETIMEDOUT)) {
            try POSIXFile.read(path: fifo, limit: 1 << 20, regularOnly: false, deadline: .milliseconds(300))
        }
        #expect(clock.now - start < .seconds(10))
    }
}
