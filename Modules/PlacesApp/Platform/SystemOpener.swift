#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlacesPresentation

extension LinkOpener {
    /// Hands links to the platform opener: `PLACES_OPENER` when set, else `xdg-open` on Linux and `open` on macOS.
    ///
    /// The link is the program's one argument; no shell is involved, so nothing in a name can be interpreted.
    /// Exit status 3 means "no application handles this link" (xdg-utils' convention, also accepted from
    /// `PLACES_OPENER`), as does a missing opener; any other non-zero status is a failure.
    static func system(environment: [String: String]) -> LinkOpener {
        #if os(macOS)
        let platformOpener = "/usr/bin/open"
        #else
        let platformOpener = "xdg-open"
        #endif
        let opener = environment["PLACES_OPENER"].flatMap { $0.isEmpty ? nil : $0 } ?? platformOpener
        return LinkOpener { link in
            switch await ChildProcess.run(opener, arguments: [link]) {
            case .exited(status: 0, _):
                return .opened
            case .exited(status: 3, _), .notStarted(errno: ENOENT):
                return .noHandler
            case .exited(let status, let errorOutput):
                let detail = errorOutput.isEmpty ? "\(opener) exited with status \(status)" : errorOutput
                return .failed(detail: detail)
            case .signalled(let signal):
                return .failed(detail: "\(opener) was stopped by signal \(signal)")
            case .notStarted(let code):
                return .failed(detail: "\(opener): \(String(cString: strerror(code)))")
            }
        }
    }
}
