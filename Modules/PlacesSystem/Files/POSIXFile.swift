#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// File operations with the guarantees Places promises, on plain POSIX calls.
///
/// Foundation's `Data.write(options: .atomic)` neither syncs the folder nor reports which step failed, replaces a
/// symbolic link with a copy, and `Data(contentsOf:)` reads a file of any size and blocks on a pipe; these helpers
/// bound what is read, refuse or time-limit what could block, and make replacement durable through links
/// (`POSIXFile+Writing.swift`).
package enum POSIXFile {
    /// Reads a whole file, refusing more than `limit` bytes.
    ///
    /// The file is opened non-blocking, so that opening a pipe never waits for a writer. Files Places owns (the
    /// store, the cache, `mimeapps.list`) must be regular files: anything else is refused before a byte is read,
    /// because a pipe there can only be a mistake or a trap. A source the person names may be a pipe or a device;
    /// it is then read as data arrives, and given up on at `deadline`. A named pipe opened before its writer would
    /// read as ended at once: its writer is waited for, within the same deadline.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The most bytes read; more is `.tooLarge`.
    ///   - regularOnly: Whether anything but a regular file is refused with ``SystemError/notRegularFile``.
    ///   - deadline: For a pipe or device, how long to wait for it in all: when it is reached, `ENODATA` if nothing
    ///     had arrived (not even the end, from a writer that closed at once), `ETIMEDOUT` if the data had not ended.
    /// - Returns: The bytes, or `.tooLarge` when the file holds more than `limit`.
    package static func read(
        path: String,
        limit: Int,
        regularOnly: Bool = true,
        deadline: Duration = .seconds(15)
    ) throws(SystemError) -> FileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SystemError(code: errno) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { throw SystemError(code: EISDIR) }
        guard kind == S_IFREG else {
            if regularOnly { throw .notRegularFile }
            return try readStream(descriptor, limit: limit, deadline: ContinuousClock.now + deadline, waitsForWriter: kind == S_IFIFO)
        }
        if Int(info.st_size) > limit { return .tooLarge }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
        // Read straight into a buffer of the file's size (not zero-filled first, and not mapped: a mapped file
        // truncated by someone else would crash the reader).
        var data = Data()
        let size = Int(info.st_size)
        if size > 0 {
            guard let base = MemoryAdvice.allocate(byteCount: size) else { throw SystemError(code: ENOMEM) }
            var filled = 0
            while filled < size {
                let count = OS.read(descriptor, base + filled, size - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    free(base)
                    throw SystemError(code: code)
                }
                if count == 0 { break }
                filled += count
            }
            data = Data(bytesNoCopy: base, count: filled, deallocator: .free)
            // The file may have shrunk since fstat; anything it grew by is read below.
            if filled < size { return .contents(data) }
        }
        var grown = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = grown.withUnsafeMutableBytes { OS.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(code: errno)
            }
            if count == 0 { return .contents(data) }
            if data.count + count > limit { return .tooLarge }
            data.append(contentsOf: grown[0..<count])
        }
    }

    /// Reads the end of a regular file that grows by lines: all of it when it holds at most `limit` bytes, otherwise
    /// its last `limit` bytes from the first line that starts within them. A file that is not regular is refused
    /// with ``SystemError/notRegularFile`` without waiting on it.
    package static func readTail(path: String, limit: Int) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SystemError(code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile }
        let start = max(0, Int(info.st_size) - limit)
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) - start)
        let filled = bytes.withUnsafeMutableBytes { raw in
            raw.baseAddress.map { readFully(descriptor, into: $0, count: raw.count, at: start) } ?? 0
        }
        guard filled >= 0 else { throw SystemError(code: errno) }
        bytes.removeSubrange(filled...)
        guard start > 0 else { return bytes }
        // The first line began before the part that was read.
        guard let lineBreak = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return [] }
        return Array(bytes[(lineBreak + 1)...])
    }

    /// Reads `count` bytes at `offset` into `base`: how many were read before the end of the file, or -1 with
    /// `errno` set.
    static func readFully(_ descriptor: Int32, into base: UnsafeMutableRawPointer, count: Int, at offset: Int) -> Int {
        var filled = 0
        while filled < count {
            let read = pread(descriptor, base + filled, count - filled, off_t(offset + filled))
            if read < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if read == 0 { break }
            filled += read
        }
        return filled
    }

    /// Reads a pipe or device as data arrives, waiting at most until `deadline` in all.
    ///
    /// A read of a named pipe that no writer has opened yet finds its end at once; `waitsForWriter` first waits
    /// until a writer has sent something or closed it, which is what `poll` reports on Linux and the BSDs (a pipe
    /// that never had a writer is not "hung up").
    private static func readStream(
        _ descriptor: Int32,
        limit: Int,
        deadline: ContinuousClock.Instant,
        waitsForWriter: Bool
    ) throws(SystemError) -> FileContents {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        if waitsForWriter {
            while !wait(for: descriptor, until: deadline) {
                guard ContinuousClock.now < deadline else { throw SystemError(code: ENODATA) }
            }
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { OS.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                if data.count + count > limit { return .tooLarge }
                data.append(contentsOf: buffer[0..<count])
                continue
            }
            if count == 0 { return .contents(data) }
            if errno == EINTR { continue }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { throw SystemError(code: errno) }
            guard ContinuousClock.now < deadline else { throw SystemError(code: data.isEmpty ? ENODATA : ETIMEDOUT) }
            _ = wait(for: descriptor, until: deadline)
        }
    }

    /// Waits until `descriptor` has data or its end to read, or `deadline` (or a signal) comes first: whether it has.
    private static func wait(for descriptor: Int32, until deadline: ContinuousClock.Instant) -> Bool {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { return false }
        var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        return poll(&wait, 1, Int32(clamping: max(1, milliseconds))) > 0
    }

    /// The folder part of `path` (`/a/b/c.json` → `/a/b`, `c.json` → ``), as `dirname` without the system call.
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path` (`/a/b/c.json` → `c.json`).
    package static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Creates `path` and any missing parents, private to the user (`0700`), as XDG asks.
    package static func createDirectories(_ path: String) throws(SystemError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { throw SystemError(code: errno) }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw SystemError(code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { throw SystemError(code: ENOTDIR) }
    }

    /// The modification time of `path`, or `nil` when it cannot be read.
    package static func modificationDate(_ path: String) -> Date? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Date(timeIntervalSince1970: OS.modificationSeconds(info))
    }
}
