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

extension POSIXFile {
    /// The names in a folder (without `.` and `..`), in no particular order; empty when it cannot be read.
    package static func names(in directory: String) -> [String] {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The size and modification time of the entry at `path` itself (a link is not followed), or `nil` when there
    /// is none.
    package static func status(_ path: String) -> (bytes: Int, modified: Date)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (Int(info.st_size), Date(timeIntervalSince1970: OS.modificationSeconds(info)))
    }

    /// Whether `first` and `second` are the same file or folder, however each is reached (links, `..`, another
    /// hard link); `false` when either does not exist.
    package static func isSameFile(_ first: String, _ second: String) -> Bool {
        var one = stat()
        var other = stat()
        return stat(first.isEmpty ? "." : first, &one) == 0 && stat(second.isEmpty ? "." : second, &other) == 0
            && one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// Removes a file; a file that is already gone is not an error.
    package static func remove(_ path: String) throws(SystemError) {
        if unlink(path) != 0 && errno != ENOENT { throw SystemError(code: errno) }
    }
}

extension POSIXFile {
    /// What follows a file's name in the name of the file set aside as unreadable (`…json.unreadable-1700000000`).
    package static let setAsideMarker = ".unreadable-"

    /// Moves a file that cannot be read out of the way, never deleting it: renamed beside itself with the time, and an
    /// attempt number when that name is taken (`NAME.unreadable-1700000000-2`). The one rule for every file of the
    /// user's that Places finds damaged — the store, the history of removals, the saved articles.
    ///
    /// - Parameter target: The file (a symbolic link already followed).
    /// - Returns: Where it is now.
    /// - Throws: ``SystemError`` when it cannot be renamed.
    package static func setAside(_ target: String) throws(SystemError) -> String {
        let stamp = Int(Date().timeIntervalSince1970)
        var aside = "\(target)\(setAsideMarker)\(stamp)"
        var attempt = 1
        var existing = stat()
        while lstat(aside, &existing) == 0 {
            attempt += 1
            aside = "\(target)\(setAsideMarker)\(stamp)-\(attempt)"
        }
        guard rename(target, aside) == 0 else { throw .current }
        return aside
    }
}
