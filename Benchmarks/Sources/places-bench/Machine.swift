#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// What the numbers were measured on.
enum Machine {
    static var summary: String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { String($0).trimmingSpaces } ?? "" } ?? "unknown CPU"
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return "\(cpu), \(cores) cores"
    }

    static func size(of path: String) -> String {
        var info = stat()
        let bytes = stat(path, &info) == 0 ? Int(info.st_size) : 0
        return "\(bytes / 1000 / 1000).\(bytes / 100_000 % 10) MB"
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
