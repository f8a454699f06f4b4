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
