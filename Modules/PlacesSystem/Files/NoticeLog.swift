#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Which notices the last run of places said, by key, so that a notice said again — the same offline feed, the same
/// saved copy — can be said briefly. Kept in `$XDG_STATE_HOME/places/notices`, one key per line; without a state
/// folder no notice was said before.
package final class NoticeLog: Sendable {
    private let path: String?
    private let keys: Mutex<(previous: Set<String>?, current: [String])> = Mutex((nil, []))

    /// A log kept at `path`.
    package init(path: String?) {
        self.path = path
    }

    /// Records that the notice `key` is said in this run, and tells whether the last run said it too.
    ///
    /// - Parameter key: What tells the notice from others (a line break in it counts as a space).
    /// - Returns: Whether the last run said the same notice.
    package func said(_ key: String) -> Bool {
        let key = key.replacing("\n", with: " ")
        let (repeated, current) = keys.withLock { state -> (Bool, [String]) in
            if state.previous == nil { state.previous = read() }
            if !state.current.contains(key) { state.current.append(key) }
            return (state.previous?.contains(key) ?? false, state.current)
        }
        write(current)
        return repeated
    }

    private func read() -> Set<String> {
        guard let path, case .contents(let data)? = try? POSIXFile.read(path: path, as: .noticeLog) else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// Keeps this run's keys: a notice not said this time is said in full when it comes back.
    private func write(_ current: [String]) {
        guard let path else { return }
        var text = ""
        for key in current where text.utf8.count + key.utf8.count < FileKind.noticeLog.maximumBytes { text += key + "\n" }
        try? POSIXFile.createDirectories(POSIXFile.parent(of: path))
        try? POSIXFile.writeAtomically(Data(text.utf8), to: path, as: .noticeLog)
    }
}
