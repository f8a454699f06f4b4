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

/// Writing files, by one policy for every file Places keeps:
///
/// - Only regular files are replaced. A symbolic link of the user's is kept and what it leads to is replaced —
///   a dotfile manager's link to `mimeapps.list`, or a store linked into a synced folder, goes on pointing where it
///   did and sees every change — but only when that is a regular file (or nothing yet): a link to a pipe or to
///   `/dev/null` is refused, so that neither the pipe nor, run as root, the device itself is ever replaced.
/// - Nothing is written that the reader would refuse: a file larger than its ``FileKind``'s limit is refused with
///   ``SystemError/tooLarge(limit:)``, which names Places' limit rather than the system's.
/// - Who may read the file follows its kind's ``FileKind/Access``: the user's own data stays `0600`; any other file
///   keeps the permissions it had when it is replaced, and a new one gets the user's umask, as any program's file.
/// - Replacement is atomic and durable: a temporary file beside the target is written, synced and renamed over it,
///   and the folder synced. Temporary files that a killed process left behind are removed by the next write. A kind
///   that is not ``FileKind/durable`` (a copy that can be fetched again) is replaced the same way without the syncs:
///   atomic for every reader and for a crash of the process, left to the system to write to disk.
extension POSIXFile {
    /// Reads a file Places keeps: a regular file only, at most the kind's limit.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - kind: Its kind, whose limit the writer kept to as well.
    /// - Returns: The bytes, or `.tooLarge`.
    package static func read(path: String, as kind: FileKind) throws(SystemError) -> FileContents {
        try read(path: path, limit: kind.maximumBytes)
    }

    /// Replaces the file at `path` with `data` so that a crash at any moment leaves the old or the new file.
    ///
    /// - Parameters:
    ///   - data: The new contents.
    ///   - path: The file, or a link to it.
    ///   - kind: Its kind: who may read it, and the most bytes it may hold.
    /// - Throws: ``SystemError/tooLarge(limit:)`` when `data` is larger than the kind allows, ``SystemError/notRegularFile`` when `path`
    ///   (or where its links lead) is not a regular file, and the failure of any step.
    package static func writeAtomically(_ data: Data, to path: String, as kind: FileKind) throws(SystemError) {
        guard data.count <= kind.maximumBytes else { throw .tooLarge(limit: kind.maximumBytes) }
        try replaceAtomically(path, as: kind) { descriptor throws(SystemError) in
            try writeAll(data, to: descriptor)
        }
    }

    /// Writes an output the person names, such as an export: a regular file (or nothing yet) is replaced by the
    /// policy above; a pipe or a character device — a terminal, `/dev/null`, `/dev/stdout` when it is a pipe — is
    /// written to as it stands, as any Unix tool writes to it, since there is no file there to replace. A pipe no
    /// program is reading yet is refused with ``SystemError/notRegularFile``, never waited on. Anything else (a
    /// folder, a socket, a disk) is refused.
    ///
    /// - Parameters:
    ///   - data: What to write.
    ///   - path: The file, a link to it, or a pipe or character device.
    ///   - kind: The kind of a file written: its limit and who may read it.
    package static func writeOutput(_ data: Data, to path: String, as kind: FileKind) throws(SystemError) {
        guard isStream(path) else {
            try writeAtomically(data, to: path, as: kind)
            return
        }
        // Opening a pipe for writing waits for a reader unless O_NONBLOCK, which fails at once with ENXIO instead.
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { throw errno == ENXIO ? .notRegularFile : .current }
        defer { close(descriptor) }
        // Once open, writes wait for the reader as they would for any program writing into a pipe.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        try writeAll(data, to: descriptor)
    }

    /// Whether `path` leads to a pipe or a character device, which ``writeOutput(_:to:as:)`` writes to as it
    /// stands. Its links are followed by the system, not read one by one: `/dev/stdout` leads through
    /// `/proc/self/fd/1` to a pipe whose link names no file.
    package static func isStream(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && [S_IFIFO, S_IFCHR].contains(info.st_mode & S_IFMT)
    }

    /// Writes all of `data` to `descriptor`, however many calls that takes.
    private static func writeAll(_ data: Data, to descriptor: Int32) throws(SystemError) {
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
        if let failure { throw failure }
    }

    /// Replaces the file at `path` (or, when it is a symbolic link, the file the link leads to) with what `write`
    /// writes to a fresh temporary file beside it, atomically and durably.
    ///
    /// - Parameters:
    ///   - path: The file, or a link to it.
    ///   - kind: Its kind: who may read it, and the most bytes it may hold.
    ///   - write: Fills the temporary file, given its open descriptor.
    package static func replaceAtomically(
        _ path: String,
        as kind: FileKind,
        write: (Int32) throws(SystemError) -> Void
    ) throws(SystemError) {
        try replaceAtomically(path, as: kind) { temporary throws(SystemError) in
            // The mode the system gives a new file: less the umask, as for any program's file.
            let created: mode_t = kind.access == .ownerOnly ? 0o600 : 0o666
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, created)
            guard descriptor >= 0 else { throw .current }
            defer { close(descriptor) }
            try write(descriptor)
        }
    }

    /// Replaces the file at `path` (or the file its links lead to) with the file `create` writes at a temporary
    /// path beside it — for writers that take a path, such as libedit's `write_history` — atomically and durably.
    ///
    /// - Parameters:
    ///   - path: The file, or a link to it.
    ///   - kind: Its kind: who may read it, and the most bytes it may hold.
    ///   - create: Creates and fills the file at the temporary path it is given.
    package static func replaceAtomically(
        _ path: String,
        as kind: FileKind,
        creating create: (String) throws(SystemError) -> Void
    ) throws(SystemError) {
        let (target, replacedMode) = try replaceableTarget(of: path)
        let folder = parent(of: target)
        removeAbandonedTemporaries(in: folder.isEmpty ? "." : folder, named: name(of: target))
        let temporary = "\(target)\(temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do throws(SystemError) {
            try create(temporary)
            // A new file of the user's choice keeps what the umask gave it when it was created.
            let mode: mode_t? = kind.access == .ownerOnly ? 0o600 : replacedMode
            if let mode { guard chmod(temporary, mode) == 0 else { throw SystemError.current } }
            let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw SystemError.current }
            var info = stat()
            let measured = fstat(descriptor, &info) == 0
            let synced = measured && (!kind.durable || fsync(descriptor) == 0)
            let syncError = SystemError.current
            close(descriptor)
            guard synced else { throw syncError }
            // A writer that fills the file itself (libedit) is measured after the fact.
            guard Int(info.st_size) <= kind.maximumBytes else { throw SystemError.tooLarge(limit: kind.maximumBytes) }
            guard rename(temporary, target) == 0 else { throw SystemError.current }
        } catch {
            unlink(temporary)
            throw error
        }
        // The rename itself survives a power cut only once the folder is synced.
        guard kind.durable else { return }
        let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Appends `bytes` to the file at `path` (or, when it is a symbolic link, to the file the link leads to) with one
    /// `O_APPEND` write, creating it with `mode` when it does not exist: for files that grow by records, such as the
    /// history, where rewriting the whole file for each record would cost far more than the record.
    ///
    /// Once this returns, a crash of the process cannot lose the record, and records appended by other processes
    /// at the same time are never interleaved within one another; the system writes them to disk in its own time
    /// (replace the file with ``replaceAtomically(_:as:write:)`` for a durable point). As everywhere Places keeps
    /// a file, anything but a regular file is refused with ``SystemError/notRegularFile`` and never waited on.
    ///
    /// - Returns: The size of the file after the write.
    @discardableResult
    package static func append(_ bytes: [UInt8], to path: String, mode: Int = 0o600) throws(SystemError) -> Int {
        let target = try resolvingLinks(path)
        // O_NOFOLLOW: a link put in place of the file since it was resolved is refused, not followed.
        let descriptor = open(target, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, mode_t(mode))
        guard descriptor >= 0 else { throw errno == ENXIO ? .notRegularFile : .current }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .current }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                raw.baseAddress.map { OS.write(descriptor, $0 + offset, raw.count - offset) } ?? 0
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            offset += written
        }
        guard fstat(descriptor, &info) == 0 else { throw .current }
        return Int(info.st_size)
    }

    /// Whether `path` (followed through links) is a regular file that exists.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The file that replacing `path` replaces: where its links end, when that is a regular file or nothing yet;
    /// and its permissions, which its replacement keeps (`nil`: there is no file yet).
    ///
    /// - Throws: ``SystemError/notRegularFile`` for a pipe, device or socket, `EISDIR` for a folder, and `ELOOP`
    ///   for a loop of links.
    private static func replaceableTarget(of path: String) throws(SystemError) -> (path: String, mode: mode_t?) {
        let target = try resolvingLinks(path)
        var info = stat()
        guard lstat(target, &info) == 0 else {
            if errno == ENOENT { return (target, nil) }
            throw SystemError.current
        }
        switch info.st_mode & S_IFMT {
        // Read, write and execute for each of the three; never set-user-ID or the like.
        case S_IFREG: return (target, info.st_mode & 0o777)
        case S_IFDIR: throw SystemError(code: EISDIR)
        default: throw .notRegularFile
        }
    }

    /// The file `path` leads to: `path` itself, or, when it is a symbolic link (or a chain of them), where the links
    /// end, even when that file does not exist yet.
    ///
    /// - Throws: `ELOOP` for a loop of links (or more than 40 in a row), which must not be replaced by a file.
    package static func resolvingLinks(_ path: String) throws(SystemError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : parent(of: current).isEmpty ? target : parent(of: current) + "/" + target
        }
        throw SystemError(code: ELOOP)
    }
}
