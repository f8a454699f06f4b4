import Foundation
import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// The files themselves: bounded reads, atomic writes through the one file policy.
@Suite struct LocationFileTests {
    private let dam = [Location(name: "Dam", coordinate: try! Coordinate(latitude: 52.3731, longitude: 4.8926), origin: .custom)]

    @Test("a 2 GB file is refused from its size, before it is read")
    func hugeFile() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("huge.gpx")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 2 << 30) == 0)
        await #expect(throws: TransferFailure.tooLarge(path: path, limit: 64 << 20)) { try await LocationFile.read(path: path) }
    }

    @Test("a device that never ends is read only up to the limit")
    func endlessDevice() async {
        await #expect(throws: TransferFailure.tooLarge(path: "/dev/zero", limit: 1 << 20)) {
            try await LocationFile.read(path: "/dev/zero", format: .csv, maximumBytes: 1 << 20)
        }
    }

    @Test("a missing file, a folder and a file that cannot be read are each named")
    func unreadable() async throws {
        let folder = try TemporaryDirectory()
        await #expect(throws: TransferFailure.fileNotFound(path: folder.appending("none.kml"))) {
            try await LocationFile.read(path: folder.appending("none.kml"))
        }
        await #expect(throws: TransferFailure.unreadable(path: folder.path, reason: .isDirectory)) {
            try await LocationFile.read(path: folder.path)
        }
    }

    @Test("an export replaces the file atomically and keeps a symbolic link to it")
    func writes() async throws {
        let folder = try TemporaryDirectory()
        let target = folder.appending("synced/places.kml")
        try FileManager.default.createDirectory(atPath: folder.appending("synced"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.appending("places.kml")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try await LocationFile.write(dam, as: .kml, to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try await LocationFile.read(path: link).entries.map(\.name) == ["Dam"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending("synced")) == ["places.kml"])
    }

    @Test("an export onto a folder, a pipe no program reads or into a missing folder is refused; nothing there is replaced")
    func refusedTargets() async throws {
        let folder = try TemporaryDirectory()
        await #expect(throws: TransferFailure.unwritable(path: folder.path, reason: .isDirectory)) {
            try await LocationFile.write(dam, as: .csv, to: folder.path)
        }
        let fifo = folder.appending("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        await #expect(throws: TransferFailure.unwritable(path: fifo, reason: .notRegularFile)) {
            try await LocationFile.write(dam, as: .csv, to: fifo)
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        await #expect(throws: TransferFailure.unwritable(path: folder.appending("no/such.csv"), reason: .notFound)) {
            try await LocationFile.write(dam, as: .csv, to: folder.appending("no/such.csv"))
        }
    }

    @Test("a pipe is read as an import source, as data arrives")
    func pipe() async throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.appending("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // The writer is open (and its data waiting) before the reader opens, as with `places import <(command)`,
        // and closes once the reader has taken the data, so the reader sees the data arrive and then the end —
        // driven by what the reader did, not by a wait a loaded machine could outlast.
        let writer = open(fifo, O_RDWR | O_NONBLOCK)
        #expect(writer >= 0)
        let data = LocationFile.encode(dam, as: .geojson).data
        #expect(data.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } == data.count)
        let closer = Thread {
            var waiting: Int32 = 1
            while ioctl(writer, UInt(FIONREAD), &waiting) == 0 && waiting > 0 { usleep(5_000) }
            close(writer)
        }
        closer.start()
        let reading = try await LocationFile.read(path: fifo)
        #expect(reading.format == .geojson && reading.entries.map(\.name) == ["Dam"])
    }
}
