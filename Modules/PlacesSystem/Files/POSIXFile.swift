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
/// Foundation's `Data.write(options: .atomic)` neither syncs the folder nor reports which step failed, and
/// `Data(contentsOf:)` reads a file of any size; these helpers bound what is read and make replacement durable.
package enum POSIXFile {
    /// Reads a whole file, refusing more than `limit` bytes.
    ///
    /// Non-regular files (pipes, `/dev/stdin`) are read up to the limit too. The file is opened non-blocking
    /// so that a pipe without a writer reads as empty instead of hanging, then switched back to blocking reads.
    ///
    /// - Returns: The bytes, or `.tooLarge` when the file holds more than `limit`.
    package static func read(path: String, limit: Int) throws(SystemError) -> FileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SystemError(code: errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw SystemError(code: EISDIR) }
        if (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) > limit { return .tooLarge }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)

        // A regular file is read straight into a buffer of its size (not zero-filled first, and not mapped:
        // a mapped file truncated by someone else would crash the reader); pipes and devices in chunks.
        if (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
            let size = Int(info.st_size)
            guard let base = malloc(size) else { throw SystemError(code: ENOMEM) }
            MemoryAdvice.preferHugePages(base, byteCount: size)
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
            let data = Data(bytesNoCopy: base, count: filled, deallocator: .free)
            // The file may have shrunk since fstat; anything it grew by is read below.
            if filled < size { return .contents(data) }
            return try readRest(descriptor, into: data, limit: limit)
        }
        return try readRest(descriptor, into: Data(), limit: limit)
    }

    /// Reads until end of file in chunks, refusing more than `limit` bytes in all.
    private static func readRest(_ descriptor: Int32, into start: Data, limit: Int) throws(SystemError) -> FileContents {
        var data = start
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { OS.read(descriptor, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(code: errno)
            }
            if count == 0 { return .contents(data) }
            if data.count + count > limit { return .tooLarge }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Replaces the file at `path` with `data` so that a crash at any moment leaves the old or the new file.
    ///
    /// Writes a temporary file in the same folder, syncs it, renames it over `path` and syncs the folder, so the
    /// rename itself survives a power cut. Permissions are `mode`, not those of the file it replaces.
    package static func writeAtomically(_ data: Data, to path: String, mode: Int = 0o600) throws(SystemError) {
        let folder = parent(of: path)
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        var failure: SystemError?
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = OS.write(descriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = SystemError(code: errno)
                    return
                }
                offset += written
            }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = SystemError(code: errno) }
        close(descriptor)
        if failure == nil && rename(temporary, path) != 0 { failure = SystemError(code: errno) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
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
