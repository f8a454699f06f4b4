import Foundation
import PlacesDomain
import PlacesSystem
import PlacesTestSupport
import Synchronization
import Testing

/// One policy for every file Places writes, and reads that never block on what is not a regular file.
@Suite struct POSIXFileTests {
    private let kind = FileKind(maximumBytes: 1 << 20)

    @Test("writing through a symbolic link replaces the file it leads to and keeps the link, synced or not (a cache)", arguments: [true, false], [true, false])
    func keepsLinks(relative: Bool, durable: Bool) throws {
        let kind = FileKind(maximumBytes: 1 << 20, access: .usersChoice, durable: durable)
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.appending("dotfiles"), withIntermediateDirectories: true)
        let target = folder.appending("dotfiles/mimeapps.list")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        #expect(chmod(target, 0o640) == 0)
        let link = folder.appending("mimeapps.list")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: relative ? "dotfiles/mimeapps.list" : target)
        try POSIXFile.writeAtomically(Data("new\n".utf8), to: link, as: kind)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == (relative ? "dotfiles/mimeapps.list" : target))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending("dotfiles")) == ["mimeapps.list"])
        let permissions = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }

    @Test("the user's own data is 0600 whatever the file was; a file of the user's choice keeps its permissions")
    func permissions() throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("file")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        for (access, before, after) in [(FileKind.Access.ownerOnly, 0o644, 0o600), (.usersChoice, 0o600, 0o600), (.usersChoice, 0o664, 0o664)] {
            #expect(chmod(path, mode_t(before)) == 0)
            try POSIXFile.writeAtomically(Data("new".utf8), to: path, as: FileKind(maximumBytes: 8, access: access))
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(permissions == after, "\(access) over \(String(before, radix: 8))")
        }
    }

    @Test("an output that is a pipe is written into as it stands, once a program reads it; a regular file is replaced")
    func outputIntoPipe() throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.appending("fifo")
        #expect(mkfifo(fifo, 0o600) == 0 && POSIXFile.isStream(fifo))
        // Nobody reads it yet: refused at once rather than waited on.
        #expect(throws: SystemError.notRegularFile) { try POSIXFile.writeOutput(Data("early\n".utf8), to: fifo, as: kind) }
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        try POSIXFile.writeOutput(Data("through\n".utf8), to: fifo, as: kind)
        var bytes = [UInt8](repeating: 0, count: 16)
        #expect(read(reader, &bytes, bytes.count) == 8)
        #expect(String(decoding: bytes.prefix(8), as: UTF8.self) == "through\n")
        try POSIXFile.writeOutput(Data("file".utf8), to: folder.appending("plain"), as: kind)
        #expect(try String(contentsOfFile: folder.appending("plain"), encoding: .utf8) == "file")
    }

    @Test("a chain of links, and a link whose file does not exist yet, are followed; a loop is reported")
    func chainsAndLoops() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: folder.appending("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder.appending("b"), withDestinationPath: folder.appending("c"))
        try POSIXFile.writeAtomically(Data("x".utf8), to: folder.appending("a"), as: kind)
        #expect(try String(contentsOfFile: folder.appending("c"), encoding: .utf8) == "x")
        try FileManager.default.createSymbolicLink(atPath: folder.appending("loop1"), withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: folder.appending("loop2"), withDestinationPath: "loop1")
        #expect(throws: SystemError.self) { try POSIXFile.writeAtomically(Data("x".utf8), to: folder.appending("loop1"), as: kind) }
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
        // Nothing is ever written: only the deadline can end the read, and it says that nothing arrived.
        #expect(throws: SystemError(code: ENODATA)) {
            try POSIXFile.read(path: fifo, limit: 1 << 20, regularOnly: false, deadline: .milliseconds(300))
        }
        // Some data, then nothing more: the pipe had not ended.
        #expect(write(writer, "lat,lon\n", 8) == 8)
        #expect(throws: SystemError(code: ETIMEDOUT)) {
            try POSIXFile.read(path: fifo, limit: 1 << 20, regularOnly: false, deadline: .milliseconds(300))
        }
    }

    @Test("a named pipe no writer has opened is waited for within the deadline, not read as an empty file")
    func pipeBeforeItsWriter() throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.appending("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // No writer ever comes: only the deadline ends the wait, and says nothing arrived.
        #expect(throws: SystemError(code: ENODATA)) {
            try POSIXFile.read(path: fifo, limit: 1 << 20, regularOnly: false, deadline: .milliseconds(300))
        }
    }

    @Test("a link to a pipe or a device is refused and what it leads to is left as it is", arguments: ["fifo", "device"])
    func linkToSpecialFile(special: String) throws {
        let folder = try TemporaryDirectory()
        let target = folder.appending(special)
        // A device node of our own (the null device's numbers) stands in for /dev/null, which a broken policy would
        // replace on the machine running the tests.
        // Major 1, minor 3 in Linux's encoding of a device number.
        let made = special == "fifo" ? mkfifo(target, 0o600) : mknod(target, S_IFCHR | 0o600, dev_t((1 << 8) | 3))
        try #require(made == 0, "could not make the \(special)")
        let link = folder.appending("last-articles.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: SystemError.notRegularFile) { try POSIXFile.writeAtomically(Data("x".utf8), to: link, as: kind) }
        #expect(throws: SystemError.notRegularFile) {
            try POSIXFile.replaceAtomically(link, as: kind) { (_: String) throws(SystemError) in }
        }
        var info = stat()
        #expect(lstat(target, &info) == 0 && (info.st_mode & S_IFMT) == (special == "fifo" ? S_IFIFO : S_IFCHR))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["last-articles.json", special].sorted())
    }

    @Test("a folder where the file should be is refused")
    func folderInPlace() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.appending("history"), withIntermediateDirectories: true)
        #expect(throws: SystemError(code: EISDIR)) { try POSIXFile.writeAtomically(Data("x".utf8), to: folder.appending("history"), as: kind) }
    }

    @Test("nothing larger than its kind allows is written, by either writer, synced or not; the old file stays", arguments: [true, false])
    func writerNeverOutgrowsReader(durable: Bool) throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("list.json")
        let small = FileKind(maximumBytes: 8, durable: durable)
        try POSIXFile.writeAtomically(Data("old".utf8), to: path, as: small)
        #expect(throws: SystemError.tooLarge(limit: 8)) { try POSIXFile.writeAtomically(Data("123456789".utf8), to: path, as: small) }
        // A writer that fills the file itself (libedit's write_history) is measured before the rename.
        #expect(throws: SystemError.tooLarge(limit: 8)) {
            try POSIXFile.replaceAtomically(path, as: small) { (temporary: String) throws(SystemError) in
                guard FileManager.default.createFile(atPath: temporary, contents: Data("123456789".utf8)) else { throw .current }
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["list.json"])
        #expect(try POSIXFile.read(path: path, as: small) == .contents(Data("old".utf8)))
    }

    @Test("temporary files of a killed writer are removed by the next write; a running writer's are kept")
    func abandonedTemporaries() async throws {
        let folder = try TemporaryDirectory()
        let ended = try await EndedProcess.identifier()
        let abandoned = "answer-1.json.tmp-\(ended)-12345"
        let running = "answer-1.json.tmp-\(getpid())-67890"
        let otherFile = "answer-2.json.tmp-\(ended)-1"
        for name in [abandoned, running, otherFile, "notes.tmp-x"] {
            #expect(FileManager.default.createFile(atPath: folder.appending(name), contents: Data("partial".utf8)))
        }
        try POSIXFile.writeAtomically(Data("{}".utf8), to: folder.appending("answer-1.json"), as: kind)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            == ["answer-1.json", running, otherFile, "notes.tmp-x"].sorted())
        POSIXFile.removeAbandonedTemporaries(in: folder.path) { $0.hasPrefix("answer-") }
        #expect(!FileManager.default.fileExists(atPath: folder.appending(otherFile)))
        #expect(FileManager.default.fileExists(atPath: folder.appending(running)))
    }

    @Test("a temporary file's name tells whose it is, and nothing else is taken for one", arguments: [
        ("a.json.tmp-123-456", "a.json", Int32(123)), ("a.tmp-1.json.tmp-9-9", "a.tmp-1.json", 9),
        ("a.json.tmp-", nil, nil), ("a.json.tmp-12", nil, nil), ("a.json.tmp-x-1", nil, nil), ("a.json.tmp-0-1", nil, nil),
        ("a.json", nil, nil),
    ] as [(String, String?, Int32?)])
    func temporaryNames(name: String, file: String?, process: Int32?) {
        let owner = POSIXFile.temporaryOwner(name)
        #expect(owner?.file == file && owner?.process == process)
    }
}

/// Appending records, for files that grow by lines (the history): the same policy as replacing.
@Suite struct POSIXFileAppendTests {
    @Test("appending creates a private file through the user's link, adds to its end and returns its size")
    func appends() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.appending("dotfiles"), withIntermediateDirectories: true)
        let link = folder.appending("history")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "dotfiles/history")
        #expect(try POSIXFile.append(Array("one\n".utf8), to: link) == 4)
        #expect(try POSIXFile.append(Array("two\n".utf8), to: link) == 8)
        let target = folder.appending("dotfiles/history")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "one\ntwo\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "dotfiles/history")
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test("a pipe, with or without a reader, or a device is refused at once and left as it is")
    func refusesPipesAndDevices() throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.appending("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: SystemError.notRegularFile) { try POSIXFile.append(Array("x\n".utf8), to: fifo) }
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        #expect(throws: SystemError.notRegularFile) { try POSIXFile.append(Array("x\n".utf8), to: fifo) }
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0)
        let device = folder.appending("device")
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/null")
        #expect(throws: SystemError.notRegularFile) { try POSIXFile.append(Array("x\n".utf8), to: device) }
    }

    @Test("records appended by many writers at once are all kept, none inside another")
    func concurrentWriters() throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("log")
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            for record in 0..<200 {
                _ = try? POSIXFile.append(Array("writer \(writer) record \(record) \(String(repeating: "x", count: 80))\n".utf8), to: path)
            }
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1_600)
        #expect(Set(lines).count == 1_600)
        #expect(lines.allSatisfy { $0.hasPrefix("writer ") && $0.hasSuffix(String(repeating: "x", count: 80)) })
    }

    @Test("the end of a file: all of a short one, the whole lines in the last bytes of a long one")
    func tail() throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("log")
        try Data("first\nsecond\nthird\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try POSIXFile.readTail(path: path, limit: 100) == Array("first\nsecond\nthird\n".utf8))
        #expect(try POSIXFile.readTail(path: path, limit: 10) == Array("third\n".utf8))
        #expect(try POSIXFile.readTail(path: path, limit: 3) == [])
        #expect(throws: SystemError(code: ENOENT)) { try POSIXFile.readTail(path: folder.appending("missing"), limit: 10) }
    }

    @Test("a large file is read in two halves at once, the second handed to its own thread; anything else is read whole")
    func readInParts() throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("large")
        let bytes = Data((0..<3_000_001).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
        try bytes.write(to: URL(fileURLWithPath: path))
        let seen = Mutex<(start: Int, bytes: Data)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let read = try POSIXFile.readInParts(path: path, limit: 4 << 20, minimum: 1 << 20, prefix: 4096) { buffer, start, count in
            let second = Data(UnsafeBufferPointer(rebasing: buffer[start..<(start + count)]))
            let prefix = Data(UnsafeBufferPointer(rebasing: buffer[0..<4096]))
            seen.withLock { $0 = (start, prefix + second) }
            finished.signal()
        }
        // The second thread goes on working after the read returns; the caller waits for it.
        finished.wait()
        #expect(read.parted && read.started)
        #expect(read.contents == .contents(bytes))
        let second = try #require(seen.withLock { $0 })
        #expect(second.start == bytes.count / 2)
        #expect(second.bytes == bytes.prefix(4096) + bytes.suffix(from: bytes.count / 2))
        // Too large, too small, or not a regular file: the plain read's answer, and no second thread.
        let small = try POSIXFile.readInParts(path: path, limit: 4 << 20, minimum: 4 << 20, prefix: 4096) { _, _, _ in
            Issue.record("a file below the minimum is read whole")
        }
        #expect(small.contents == .contents(bytes) && !small.parted && !small.started)
        let large = try POSIXFile.readInParts(path: path, limit: 1 << 20, minimum: 1 << 10, prefix: 4096) { _, _, _ in
            Issue.record("a file over the limit is not read")
        }
        #expect(large.contents == .tooLarge && !large.started)
        let device = try POSIXFile.readInParts(path: "/dev/null", limit: 1 << 20, minimum: 0, prefix: 0, regularOnly: false) { _, _, _ in
            Issue.record("a device is read as a stream")
        }
        #expect(device.contents == .contents(Data()) && !device.started)
    }
}

