#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesPresentation
import PlacesSystem

extension LineReader {
    /// A terminal reader with line editing, history across sessions and Tab completion, or `nil` when libedit
    /// cannot be loaded (the caller then uses ``standardInput(showPrompt:)``).
    ///
    /// - Parameters:
    ///   - historyDirectory: Where the `history` file is kept (`$XDG_STATE_HOME/places`); `nil` keeps none.
    ///   - interrupts: Ctrl-C at the prompt arrives through its pipe and abandons the line.
    ///   - completer: What Tab completes; the list's names and the articles' references are added as they change.
    static func editing(historyDirectory: String?, interrupts: Interrupts, completer: Completer) -> LineReader? {
        guard let library = LibEdit() else { return nil }
        let session = EditingSession(
            library: library,
            historyDirectory: historyDirectory,
            interrupts: interrupts,
            completer: completer
        )
        return LineReader(
            read: { prompt in await session.read(prompt: prompt) },
            remember: { line in session.remember(line) },
            complete: { words in session.setCompletions(words) }
        )
    }
}

/// The state libedit's C callbacks reach: C function pointers cannot capture context, so the one editing session
/// of the process registers itself here. It is only touched on the session's serial queue.
private nonisolated(unsafe) var activeSession: EditingSession?

/// One libedit-driven prompt at a time, on a serial queue of its own (a dispatch queue with a label runs on an
/// overcommitting thread, so its blocking `poll` never holds up Swift's concurrency pool).
private final class EditingSession: @unchecked Sendable {
    /// Lines kept in the history file; older ones are dropped.
    static let historyLimit: Int32 = 500

    let library: LibEdit
    let historyDirectory: String?
    let historyFile: String?
    let interrupts: Interrupts
    private let queue = DispatchQueue(label: "places.line-editor")
    // Touched only on `queue` (and by the C callbacks, which run inside calls made on it).
    private var delivered: LineInput?
    private var lastLine: String?
    fileprivate var completer: Completer

    init(library: LibEdit, historyDirectory: String?, interrupts: Interrupts, completer: Completer) {
        self.completer = completer
        self.library = library
        self.historyDirectory = historyDirectory
        self.historyFile = historyDirectory.map { $0 + "/history" }
        self.interrupts = interrupts
        queue.sync {
            activeSession = self
            // Places handles Ctrl-C itself; libedit must not install its own handlers.
            library.catchSignals.pointee = 0
            library.attemptedCompletion.pointee = complete
            library.usingHistory()
            library.stifleHistory(Self.historyLimit)
            // Only a regular file is read: libedit would block forever on a pipe placed there.
            if let historyFile, POSIXFile.isRegularFile(historyFile) {
                _ = historyFile.withCString { library.readHistory($0) }
            }
        }
    }

    func read(prompt: String) async -> LineInput {
        await withCheckedContinuation { continuation in
            queue.async { [self] in
                continuation.resume(returning: readBlocking(prompt: prompt))
            }
        }
    }

    private func readBlocking(prompt: String) -> LineInput {
        delivered = nil
        interrupts.drain()
        prompt.withCString { library.install($0, handleLine) }
        defer { library.remove() }
        var descriptors = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: interrupts.readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while delivered == nil {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .end
            }
            if descriptors[1].revents != 0 {
                interrupts.drain()
                ConsoleSink.standardOutput.write("^C\n")
                return .interrupted
            }
            if descriptors[0].revents != 0 {
                library.readCharacter()
                if delivered == nil, descriptors[0].revents & Int16(POLLHUP | POLLERR) != 0 { return .end }
            }
        }
        return delivered ?? .end
    }

    /// Called by libedit with the finished line (or `nil` at end of input).
    fileprivate func deliver(_ line: UnsafeMutablePointer<CChar>?) {
        guard let line else {
            delivered = .end
            return
        }
        delivered = .line(String(cString: line))
        free(line)
    }

    func remember(_ line: String) {
        // Synchronous: the session may end right after this line (quit), and the process must not exit halfway
        // through writing the file. Nothing else is queued here between two reads.
        queue.sync { [self] in
            let trimmed = line.trimmed
            guard !trimmed.isEmpty, trimmed != lastLine else { return }
            lastLine = trimmed
            _ = trimmed.withCString { library.addHistory($0) }
            guard let historyFile, let historyDirectory else { return }
            try? POSIXFile.createDirectories(historyDirectory)
            // stifle_history keeps the list bounded, so the file written from it is too. (libedit's
            // history_truncate_file mangles the file and is not used.) The file is replaced by the policy of every
            // file Places writes: atomically, through the user's symbolic link if there is one, never a pipe.
            try? POSIXFile.replaceAtomically(historyFile, as: .history) { temporary throws(SystemError) in
                guard temporary.withCString({ library.writeHistory($0) }) == 0 else { throw SystemError.current }
            }
        }
    }

    func setCompletions(_ words: CompletionWords) {
        queue.async { [self] in completer = completer.with(words) }
    }

    // MARK: Completion

    fileprivate var pendingMatches: [String] = []

    fileprivate func matches(text: String, start: Int) -> [String] {
        let line = library.lineBuffer.pointee.map { String(cString: $0) } ?? ""
        let before = String(decoding: line.utf8.prefix(start), as: UTF8.self)
        return completer.candidates(before: before, word: text)
    }
}

private func handleLine(_ line: UnsafeMutablePointer<CChar>?) {
    activeSession?.deliver(line)
}

/// libedit's completion hook: computes every candidate once, then hands them to `rl_completion_matches`.
private func complete(
    _ text: UnsafePointer<CChar>?,
    _ start: Int32,
    _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    guard let session = activeSession else { return nil }
    session.pendingMatches = session.matches(text: text.map { String(cString: $0) } ?? "", start: Int(start))
    return session.library.completionMatches(text, nextMatch)
}

private func nextMatch(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    guard let session = activeSession, Int(state) < session.pendingMatches.count else { return nil }
    // libedit frees what it is given, so each match is a fresh malloc'd copy.
    return strdup(session.pendingMatches[Int(state)])
}
