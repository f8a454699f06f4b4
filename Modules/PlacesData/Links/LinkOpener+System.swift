public import PlacesDomain
import PlacesSystem

extension LinkOpener {
    /// Hands links to the platform's opener: `PLACES_OPENER` when set, else `xdg-open` on Linux and `open` on macOS.
    ///
    /// The link is the program's one argument; no shell is involved, so nothing in a name can be interpreted. Exit
    /// status 3 means "no application handles this link" (xdg-utils' convention, also accepted from
    /// `PLACES_OPENER`), as does a missing platform opener; a missing `PLACES_OPENER` is a mistake to report, and
    /// any other failure is reported with the program's own words. The opener is waited for until it exits — not
    /// until what it started exits — and at most `timeout`.
    ///
    /// - Parameters:
    ///   - environment: The process environment, for `PLACES_OPENER`.
    ///   - timeout: The longest wait for the opener to exit.
    /// - Returns: An opener that starts a program for every link.
    public static func system(environment: [String: String], timeout: Duration = .seconds(10)) -> LinkOpener {
        let platformOpener = PlatformOpener.program
        let configured = environment["PLACES_OPENER"].flatMap { $0.isEmpty ? nil : $0 }
        let opener = configured ?? platformOpener
        return LinkOpener { link in
            switch await ChildProcess.run(opener, arguments: [link], timeout: timeout) {
            case .exited(status: 0, _):
                return .opened
            case .exited(status: 3, _):
                return .noHandler
            case .notStarted(let error) where error.reason == .notFound && configured == nil:
                return .noHandler
            case .exited(let status, let errorOutput):
                return .failed(.exited(program: opener, status: status, errorOutput: errorOutput))
            case .signalled(let signal):
                return .failed(.signalled(program: opener, signal: signal))
            case .notStarted(let error):
                return .failed(.couldNotStart(program: opener, reason: error.reason, chosenBy: configured == nil ? nil : "PLACES_OPENER"))
            case .stillRunning(let seconds):
                return .failed(.stillRunning(program: opener, seconds: seconds))
            }
        }
    }
}
