#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The temporary files of atomic replacement: `NAME.tmp-PID-RANDOM` beside the file `NAME`, named after the process
/// that writes it, so that one a killed process left behind can be told from one still being written.
extension POSIXFile {
    /// What separates a file's name from the rest of its temporary file's name.
    static let temporaryMarker = ".tmp-"

    /// Removes the temporary files of `name` in `folder` whose writing process is no longer running.
    package static func removeAbandonedTemporaries(in folder: String, named name: String) {
        removeAbandonedTemporaries(in: folder) { $0 == name }
    }

    /// Removes the temporary files in `folder`, of every file whose name `belongs` accepts, whose writing process
    /// is no longer running. A process still running may be writing its file right now and is left alone, even
    /// when it has been running for long.
    package static func removeAbandonedTemporaries(in folder: String, where belongs: (String) -> Bool) {
        for entry in names(in: folder) {
            guard let (file, process) = temporaryOwner(entry), belongs(file), !isRunning(process) else { continue }
            unlink(folder + "/" + entry)
        }
    }

    /// The file a temporary file's name belongs to and the process that named it: `a.json.tmp-123-456` is
    /// `a.json`'s, written by process 123. `nil` for any other name.
    package static func temporaryOwner(_ entry: String) -> (file: String, process: Int32)? {
        let bytes = Array(entry.utf8)
        let marker = Array(temporaryMarker.utf8)
        guard bytes.count > marker.count else { return nil }
        for start in stride(from: bytes.count - marker.count, through: 1, by: -1)
        where bytes[start..<start + marker.count].elementsEqual(marker) {
            let rest = bytes[(start + marker.count)...].split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            guard rest.count == 2, rest.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (48...57).contains($0) } }),
                  let process = Int32(String(decoding: rest[0], as: UTF8.self)), process > 0
            else { return nil }
            return (String(decoding: bytes[..<start], as: UTF8.self), process)
        }
        return nil
    }

    /// Whether a process with this id exists (one of another user's, which may not be signalled, counts).
    private static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno != ESRCH
    }
}
