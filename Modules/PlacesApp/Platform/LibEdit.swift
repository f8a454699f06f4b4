#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// libedit (BSD licence), loaded at run time: line editing, history and Tab completion for the REPL.
///
/// libedit usually ships as `libedit.so.2` without headers, so it is opened with `dlopen` and every function and
/// variable is looked up with `dlsym`; when that fails the REPL falls back to plain `readLine()`. GNU readline is
/// GPL-3 and is never loaded. The callback interface (`rl_callback_read_char`) is used instead of `readline()`
/// so the read loop can `poll` standard input together with a pipe that Ctrl-C writes to, and give up the line
/// cleanly. All calls happen on one serial queue: libedit is not thread-safe.
final class LibEdit: @unchecked Sendable {
    typealias LineHandler = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void
    typealias Completer = @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    typealias Generator = @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>?

    let install: @convention(c) (UnsafePointer<CChar>?, LineHandler?) -> Void
    let readCharacter: @convention(c) () -> Void
    let remove: @convention(c) () -> Void
    let addHistory: @convention(c) (UnsafePointer<CChar>?) -> Int32
    let usingHistory: @convention(c) () -> Void
    let readHistory: @convention(c) (UnsafePointer<CChar>?) -> Int32
    let writeHistory: @convention(c) (UnsafePointer<CChar>?) -> Int32
    let stifleHistory: @convention(c) (Int32) -> Void
    let completionMatches: @convention(c) (UnsafePointer<CChar>?, Generator?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    let attemptedCompletion: UnsafeMutablePointer<Completer?>
    let lineBuffer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    let catchSignals: UnsafeMutablePointer<Int32>

    /// Opens libedit, or returns `nil` when it (or any symbol Places needs) is missing.
    init?() {
        // Linux names first, then macOS's; the first that opens wins.
        let names = ["libedit.so.2", "libedit.so", "libedit.3.dylib", "libedit.dylib"]
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        func variable<T>(_ name: String, as type: T.Type) -> UnsafeMutablePointer<T>? {
            dlsym(handle, name).map { $0.assumingMemoryBound(to: type) }
        }
        guard let install = symbol("rl_callback_handler_install", as: (@convention(c) (UnsafePointer<CChar>?, LineHandler?) -> Void).self),
              let readCharacter = symbol("rl_callback_read_char", as: (@convention(c) () -> Void).self),
              let remove = symbol("rl_callback_handler_remove", as: (@convention(c) () -> Void).self),
              let addHistory = symbol("add_history", as: (@convention(c) (UnsafePointer<CChar>?) -> Int32).self),
              let usingHistory = symbol("using_history", as: (@convention(c) () -> Void).self),
              let readHistory = symbol("read_history", as: (@convention(c) (UnsafePointer<CChar>?) -> Int32).self),
              let writeHistory = symbol("write_history", as: (@convention(c) (UnsafePointer<CChar>?) -> Int32).self),
              let stifleHistory = symbol("stifle_history", as: (@convention(c) (Int32) -> Void).self),
              let completionMatches = symbol("rl_completion_matches", as: (@convention(c) (UnsafePointer<CChar>?, Generator?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?).self),
              let attemptedCompletion = variable("rl_attempted_completion_function", as: Completer?.self),
              let lineBuffer = variable("rl_line_buffer", as: UnsafeMutablePointer<CChar>?.self),
              let catchSignals = variable("rl_catch_signals", as: Int32.self)
        else {
            dlclose(handle)
            return nil
        }
        self.install = install
        self.readCharacter = readCharacter
        self.remove = remove
        self.addHistory = addHistory
        self.usingHistory = usingHistory
        self.readHistory = readHistory
        self.writeHistory = writeHistory
        self.stifleHistory = stifleHistory
        self.completionMatches = completionMatches
        self.attemptedCompletion = attemptedCompletion
        self.lineBuffer = lineBuffer
        self.catchSignals = catchSignals
    }
}
