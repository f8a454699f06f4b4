#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesEditLineShim

/// libedit (BSD licence), loaded at run time: one line editor with its history, for the REPL.
///
/// libedit usually ships as `libedit.so.2` without headers, so it is opened with `dlopen` and every function is
/// looked up with `dlsym`; when that fails the REPL falls back to plain line reading. GNU readline is GPL-3 and is
/// never loaded. Places drives libedit's own wide-character interface — `el_wgets` one key at a time
/// (`EL_UNBUFFERED`), so the read loop can `poll` standard input together with the pipe Ctrl-C writes to — and not
/// its readline emulation: the emulation's `rl_callback_read_char` writes a terminating zero through
/// `rl_line_buffer` after the buffer it points to has been reallocated, which happens as soon as a line's UTF-8
/// outgrows 1 KB (some 500 `é`), and corrupts the heap. The variadic functions are called through
/// `PlacesEditLineShim`. libedit is not thread-safe: every call must come from one thread at a time.
final class LibEdit: @unchecked Sendable {
    /// A key's function: gets the editor and the key, returns what libedit does next (one of the `CC_` values).
    typealias KeyFunction = @convention(c) (OpaquePointer?, Int32) -> UInt8
    /// Returns the prompt to show, which must stay valid until the next prompt.
    typealias PromptFunction = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<wchar_t>?

    /// What a key function tells libedit (histedit.h's `CC_` values).
    enum KeyOutcome: UInt8 {
        /// The line changed: redraw it.
        case refresh = 4
        /// Something was written below the line: draw the prompt and the line again on a new line.
        case redisplay = 8
        /// Nothing could be done: redraw and ring the bell.
        case refreshAndBeep = 9
    }

    /// What one key did to the line being read.
    enum Key: Equatable {
        /// The line is still being edited.
        case editing
        /// Enter: the finished line, without its line break.
        case line(String)
        /// Ctrl-D on an empty line.
        case end
    }

    // histedit.h's operation numbers.
    private enum Setting: Int32 {
        case prompt = 0, editor = 2, signal = 3, bind = 4, addFunction = 9, history = 10, unbuffered = 15
    }
    private enum HistoryOperation: Int32 {
        case setSize = 1, enter = 10, setUnique = 20
    }

    private let editor: OpaquePointer
    private let history: OpaquePointer
    private let set: UnsafeRawPointer
    private let historyFunction: UnsafeRawPointer
    private let getLine: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> UnsafePointer<wchar_t>?
    private let lineInfo: @convention(c) (OpaquePointer?) -> UnsafePointer<places_line_info>?
    private let insert: @convention(c) (OpaquePointer?, UnsafePointer<wchar_t>?) -> Int32
    private let delete: @convention(c) (OpaquePointer?, Int32) -> Void
    private let resizeEditor: @convention(c) (OpaquePointer?) -> Void
    private var event = places_history_event()
    /// Wide strings libedit keeps pointers to (a bound function's name and help): alive as long as the editor.
    private var retained: [UnsafeMutablePointer<wchar_t>] = []

    /// Opens libedit and makes an editor on standard input and output with a history of `historyLimit` lines, or
    /// returns `nil` when libedit (or any function Places needs) is missing.
    ///
    /// - Parameters:
    ///   - historyLimit: The most lines kept for Up and Down.
    ///   - prompt: Called whenever libedit draws the prompt.
    ///   - complete: Bound to Tab, in place of anything else (libedit's own file-name completion is never used).
    init?(historyLimit: Int32, prompt: PromptFunction, complete: KeyFunction) {
        // Linux names first, then macOS's; the first that opens wins.
        let names = ["libedit.so.2", "libedit.so", "libedit.3.dylib", "libedit.dylib"]
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        typealias Initialize = @convention(c) (
            UnsafePointer<CChar>?, UnsafeMutablePointer<FILE>?, UnsafeMutablePointer<FILE>?, UnsafeMutablePointer<FILE>?
        ) -> OpaquePointer?
        guard let initialize = symbol("el_init", as: Initialize.self),
              let source = symbol("el_source", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32).self),
              let historyInit = symbol("history_winit", as: (@convention(c) () -> OpaquePointer?).self),
              let set = dlsym(handle, "el_wset"),
              let historyFunction = dlsym(handle, "history_w"),
              let getLine = symbol("el_wgets", as: (@convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> UnsafePointer<wchar_t>?).self),
              let lineInfo = symbol("el_wline", as: (@convention(c) (OpaquePointer?) -> UnsafePointer<places_line_info>?).self),
              let insert = symbol("el_winsertstr", as: (@convention(c) (OpaquePointer?, UnsafePointer<wchar_t>?) -> Int32).self),
              let delete = symbol("el_deletestr", as: (@convention(c) (OpaquePointer?, Int32) -> Void).self),
              let resizeEditor = symbol("el_resize", as: (@convention(c) (OpaquePointer?) -> Void).self),
              // Streams of its own on the standard descriptors (the C library's `stdin` is shared mutable state).
              let editor = initialize("places", fdopen(0, "r"), fdopen(1, "w"), fdopen(2, "w")),
              let history = historyInit()
        else {
            dlclose(handle)
            return nil
        }
        self.editor = editor
        self.history = history
        self.set = UnsafeRawPointer(set)
        self.historyFunction = UnsafeRawPointer(historyFunction)
        self.getLine = getLine
        self.lineInfo = lineInfo
        self.insert = insert
        self.delete = delete
        self.resizeEditor = resizeEditor

        _ = places_history_w_int(self.historyFunction, UnsafeMutableRawPointer(history), &event, HistoryOperation.setSize.rawValue, historyLimit)
        _ = places_history_w_int(self.historyFunction, UnsafeMutableRawPointer(history), &event, HistoryOperation.setUnique.rawValue, 1)
        setInteger(.signal, 0)  // Places handles Ctrl-C and window sizes itself.
        setPointer(.editor, keep("emacs"))
        // The person's ~/.editrc (key bindings, vi mode) first, so that Tab below is Places' whatever it says.
        _ = source(editor, nil)
        setPointer(.prompt, unsafeBitCast(prompt, to: UnsafeRawPointer.self))
        _ = places_el_wset_pair(self.set, UnsafeMutableRawPointer(editor), Setting.history.rawValue, self.historyFunction, UnsafeRawPointer(history))
        let name = keep("places-complete")
        _ = places_el_wset_triple(
            self.set, UnsafeMutableRawPointer(editor), Setting.addFunction.rawValue,
            name, keep("Complete a command, a name or an article reference"), unsafeBitCast(complete, to: UnsafeRawPointer.self)
        )
        _ = places_el_wset_triple(self.set, UnsafeMutableRawPointer(editor), Setting.bind.rawValue, keep("^I"), name, nil)
    }

    /// Starts reading a line: the terminal goes into editing mode and the prompt is drawn.
    func beginLine() {
        resizeEditor(editor)  // the window may have changed size since the last line
        setInteger(.unbuffered, 1)
    }

    /// Ends reading a line (finished or abandoned): the terminal goes back to its normal mode.
    func endLine() {
        setInteger(.unbuffered, 0)
    }

    /// Reads and acts on one key; call it when standard input is readable, between ``beginLine()`` and ``endLine()``.
    /// The end of a terminal's input is its hang-up, which the caller sees in `poll`.
    func readKey() -> Key {
        var count: Int32 = 0
        // No line is also what this mode reports whenever a key leaves the line empty (Backspace, Ctrl-K), with a
        // count of -1 as for a failed read: the two cannot be told apart here.
        guard let line = getLine(editor, &count) else { return .editing }
        let characters = UnsafeBufferPointer(start: line, count: Int(max(0, count)))
        if characters.last == wchar_t(UInt8(ascii: "\n")) { return .line(Self.string(characters.dropLast())) }
        // In this mode libedit reports Ctrl-D on an empty line as a line holding just that character.
        if characters.count == 1, characters[0] == 4 { return .end }
        return .editing
    }

    /// The text of the line being edited from its start to the cursor (for a key function).
    var textBeforeCursor: String {
        guard let info = lineInfo(editor)?.pointee, let start = info.buffer, let cursor = info.cursor else { return "" }
        return Self.string(UnsafeBufferPointer(start: start, count: cursor - start))
    }

    /// Replaces the last `count` characters before the cursor with `text` (for a key function).
    func replaceBeforeCursor(_ count: Int, with text: String) {
        if count > 0 { delete(editor, Int32(clamping: count)) }
        guard !text.isEmpty else { return }
        let wide = Self.wide(text)
        _ = wide.withUnsafeBufferPointer { insert(editor, $0.baseAddress) }
    }

    /// Adds a line to the history Up and Down walk through.
    func addToHistory(_ line: String) {
        let wide = Self.wide(line)
        _ = wide.withUnsafeBufferPointer {
            places_history_w_pointer(historyFunction, UnsafeMutableRawPointer(history), &event, HistoryOperation.enter.rawValue, $0.baseAddress)
        }
    }

    /// A zero-terminated wide copy of `text` that lives as long as the editor: libedit keeps some pointers.
    private func keep(_ text: String) -> UnsafeMutablePointer<wchar_t> {
        let copy = Self.wideCopy(text)
        retained.append(copy)
        return copy
    }

    /// A zero-terminated wide copy of `text` for libedit to read (a prompt); the caller deallocates it.
    static func wideCopy(_ text: String) -> UnsafeMutablePointer<wchar_t> {
        let wide = Self.wide(text)
        let copy = UnsafeMutablePointer<wchar_t>.allocate(capacity: wide.count)
        copy.initialize(from: wide, count: wide.count)
        return copy
    }

    private func setInteger(_ setting: Setting, _ value: Int32) {
        _ = places_el_wset_int(set, UnsafeMutableRawPointer(editor), setting.rawValue, value)
    }

    private func setPointer(_ setting: Setting, _ value: UnsafeRawPointer) {
        _ = places_el_wset_pointer(set, UnsafeMutableRawPointer(editor), setting.rawValue, value)
    }

    /// `text` as zero-terminated wide characters (UTF-32, as `wchar_t` is on Linux and Darwin).
    private static func wide(_ text: String) -> [wchar_t] {
        text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
    }

    /// Wide characters as a string; anything that is not a Unicode scalar becomes U+FFFD.
    private static func string(_ characters: some Collection<wchar_t>) -> String {
        var scalars = String.UnicodeScalarView()
        for character in characters {
            scalars.append(Unicode.Scalar(UInt32(bitPattern: character)) ?? "\u{FFFD}")
        }
        return String(scalars)
    }
}
