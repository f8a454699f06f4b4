import Foundation
import PlacesSystem

/// The id of a process that has run and ended, as a process killed while writing leaves behind in the names of
/// its temporary files.
public enum EndedProcess {
    /// Runs `/bin/true`, waits for it (on a thread of its own, off the concurrency pool), and returns its id: no
    /// process has it any more (until the system reuses it, which takes tens of thousands of new processes).
    public static func identifier() async throws -> Int32 {
        try await DedicatedThread.run {
            Result {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/true")
                try process.run()
                process.waitUntilExit()
                return process.processIdentifier
            }
        }.get()
    }
}
