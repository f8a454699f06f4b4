import Observation
import PlacesPresentation
import PlacesSystem

/// The explorer on a terminal: decodes keys and clicks into the view model's methods, and draws the view model
/// whenever something it shows changes — a key, an answer arriving, the spinner, a new size.
///
/// Everything happens on the main actor, one event at a time: keys and clicks from the terminal's reading thread,
/// changes the view model reports through observation, and the spinner's ticks arrive on one stream. What waits
/// (a search, a summary, opening a page) runs as a task, so keys keep working meanwhile.
@MainActor
final class ExplorerSession {
    /// How the view was left.
    enum Ending {
        /// `q`, Esc or Ctrl-C.
        case left
        /// The terminal went away (its input ended or failed).
        case inputEnded
    }

    private enum Event: Sendable {
        case input(FullScreenTerminal.Input)
        /// Something drawn in frame `frame` changed.
        case changed(frame: Int)
        case tick
        /// The wait after the bytes read last, number `number`, is over: an Esc alone is the Esc key, a paste
        /// without its end is over.
        case inputWaitEnded(number: Int)
    }

    private let model: ExplorerViewModel
    private let terminal: FullScreenTerminal
    private let screen: ExplorerScreen
    private var writer = ScreenWriter()
    private var decoder = KeyDecoder()
    private var work: [Task<Void, Never>] = []
    /// The last wait of each kind that a newer one replaces.
    private var latest: [Wait: Task<Void, Never>] = [:]
    private var frameNumber = 0
    private var tick = 0
    /// The number of the last read after which the decoder waits (an Esc alone, a paste without its end): an older
    /// wait's end is not for it, since bytes came after it.
    private var inputWaitNumber = 0
    private var inputWait: Task<Void, Never>?
    private var lastFrame: ExplorerFrame?
    /// Set by what may have written over the view (a browser started on the terminal): the next frame is whole.
    private var wholeNext = true
    private var continuation: AsyncStream<Event>.Continuation?

    init(model: ExplorerViewModel, terminal: FullScreenTerminal, screen: ExplorerScreen) {
        self.model = model
        self.terminal = terminal
        self.screen = screen
    }

    /// Runs the view until it is left, then gives the terminal back as it was.
    func run() async -> Ending {
        let (events, continuation) = AsyncStream.makeStream(of: Event.self)
        self.continuation = continuation
        terminal.read({ continuation.yield(.input($0)) }, done: {})
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                continuation.yield(.tick)
            }
        }
        start(replacing: .area) { await $0.start() }
        draw()
        var ending = Ending.left
        // The stream also ends when this task is cancelled (Ctrl-C sent to a session from outside).
        loop: for await event in events {
            switch event {
            case .input(.bytes(let bytes)):
                // Whatever waited before these bytes, they answered it.
                inputWaitNumber += 1
                for key in decoder.decode(bytes) {
                    guard handle(key) else { break loop }
                }
                if let wait = decoder.wait { waitForInput(wait) }
                draw()
            case .inputWaitEnded(let number):
                guard number == inputWaitNumber else { continue }
                let keys = decoder.waitEnded()
                guard !keys.isEmpty else { continue }
                for key in keys {
                    guard handle(key) else { break loop }
                }
                draw()
            case .input(.resized), .input(.continued):
                if case .input(.continued) = event { terminal.resume() }
                wholeNext = true
                draw()
            case .input(.ended):
                ending = .inputEnded
                break loop
            case .changed(let frame):
                // A change to what an older frame showed was drawn with a newer one.
                if frame == frameNumber { draw() }
            case .tick:
                guard model.activity != nil else { continue }
                tick += 1
                draw()
            }
        }
        ticker.cancel()
        inputWait?.cancel()
        for task in work { task.cancel() }
        continuation.finish()
        terminal.stopReading()
        terminal.leave()
        return ending
    }

    /// Lets the decoder decide without more bytes once `wait` has passed with nothing read (``KeyDecoder/wait``): an
    /// Esc alone becomes the Esc key, a paste whose end marker never came ends.
    private func waitForInput(_ wait: Duration) {
        let number = inputWaitNumber
        let continuation = continuation
        // One wait at a time: a long paste read in a thousand pieces leaves one timer, not a thousand.
        inputWait?.cancel()
        inputWait = Task {
            guard (try? await Task.sleep(for: wait)) != nil else { return }
            continuation?.yield(.inputWaitEnded(number: number))
        }
    }

    /// Draws the view model, watching what it read so that a change draws it again.
    private func draw() {
        frameNumber += 1
        let number = frameNumber
        let size = terminal.size
        let continuation = continuation
        let frame = withObservationTracking {
            screen.frame(model, columns: size.columns, rows: size.rows, tick: tick)
        } onChange: {
            continuation?.yield(.changed(frame: number))
        }
        lastFrame = frame
        let bytes = writer.output(for: frame.lines, whole: wholeNext)
        if !bytes.isEmpty { terminal.write(bytes) }
        wholeNext = false
    }

    /// Runs a method of the view model that waits, as a task of its own. One that `replaces` a kind of wait cancels
    /// the last of that kind first: pressing `s` twenty times while the wiki is slow asks one question, not twenty
    /// at once (the view model already shows only the newest answer).
    private func start(replacing kind: Wait? = nil, _ method: @escaping @MainActor (ExplorerViewModel) async -> Void) {
        let model = model
        work.removeAll { $0.isCancelled }
        let task = Task { await method(model) }
        if let kind {
            latest[kind]?.cancel()
            latest[kind] = task
        }
        work.append(task)
    }

    /// The waits a newer one of the same kind replaces.
    private enum Wait {
        /// Searching this area, also after a place was found.
        case area
        /// Enter: a place being found, a summary being read.
        case submit
    }

    /// Does what `key` means; false when it leaves the view.
    private func handle(_ key: ExplorerInput) -> Bool {
        switch model.panel {
        case .finding, .choosing:
            return typing(key)
        case .none, .keys, .summary:
            break
        }
        if scroll(key) { return true }
        switch key {
        case .up, .character("k"): model.pan(east: 0, north: 1)
        case .down, .character("j"): model.pan(east: 0, north: -1)
        case .left, .character("h"): model.pan(east: -1, north: 0)
        case .right, .character("l"): model.pan(east: 1, north: 0)
        case .character("+"), .character("="), .wheel(up: true, _, _): model.zoomIn()
        case .character("-"), .character("_"), .wheel(up: false, _, _): model.zoomOut()
        case .tab, .character("n"): model.selectNext()
        case .backTab, .character("p"): model.selectPrevious()
        case .enter: start(replacing: .submit) { await $0.submit() }
        case .character("o"):
            start { [weak self] model in
                await model.openSelected()
                // The browser may have written on the terminal.
                self?.wholeNext = true
            }
        case .character("s"): start(replacing: .area) { await $0.searchThisArea() }
        case .character("/"): model.beginFinding()
        case .character("a"): start { await $0.add() }
        case .character("?"): model.toggleKeys()
        case .character("q"), .interrupt: return false
        case .escape: return model.escape()
        case .suspend:
            terminal.suspend()
            wholeNext = true
        case .redraw: wholeNext = true
        case .click(let column, let row): click(column: column, row: row)
        case .character, .backspace, .paste, .pageUp, .pageDown: break
        }
        return true
    }

    /// Scrolls the open panel that scrolls (the list of keys, a summary, a "which one?") for ↑ ↓ j k (a line),
    /// Page Up, Page Down (a page, as much as the last frame showed of it) and the wheel over the panel
    /// (``wheelLines``); false for any other key, and when no such panel is open.
    private func scroll(_ key: ExplorerInput) -> Bool {
        guard model.panelScrolls else { return false }
        let scrolling = lastFrame?.panelScrolling ?? (limit: 0, page: 1)
        switch key {
        case .up, .character("k"): model.scrollPanel(by: -1, limit: scrolling.limit)
        case .down, .character("j"): model.scrollPanel(by: 1, limit: scrolling.limit)
        case .pageUp: model.scrollPanel(by: -scrolling.page, limit: scrolling.limit)
        case .pageDown: model.scrollPanel(by: scrolling.page, limit: scrolling.limit)
        case .wheel(let up, let column, let row) where lastFrame?.panelContains(column: column, row: row) == true:
            model.scrollPanel(by: up ? -Self.wheelLines : Self.wheelLines, limit: scrolling.limit)
        default: return false
        }
        return true
    }

    /// The lines a turn of the wheel scrolls a panel, as most terminal programs scroll.
    static let wheelLines = 3

    /// Keys while words are typed: characters are typed, Enter finds or chooses, Esc goes back; the candidates of a
    /// "which one?" scroll as the other panels do (their numbers are digits, so j and k are free).
    private func typing(_ key: ExplorerInput) -> Bool {
        if scroll(key) { return true }
        switch key {
        case .character(let character): model.type(String(character))
        case .paste(let text): model.paste(text)
        case .backspace: model.deleteBackward()
        case .enter: start(replacing: .submit) { await $0.submit() }
        case .escape: _ = model.escape()
        case .interrupt: return false
        case .suspend:
            terminal.suspend()
            wholeNext = true
        case .redraw: wholeNext = true
        case .up, .down, .left, .right, .pageUp, .pageDown, .tab, .backTab, .click, .wheel: break
        }
        return true
    }

    /// A click on a mark of the map selects its article (the next of a cluster's on each click); on a row of the
    /// list, that row's.
    private func click(column: Int, row: Int) {
        guard let frame = lastFrame else { return }
        if let index = frame.listRows[row] {
            model.select(rowAt: index)
            return
        }
        guard let picture = frame.picture else { return }
        let mapColumn = column - frame.mapOrigin.column
        let mapRow = row - frame.mapOrigin.row
        guard frame.shownMapRows.contains(mapRow) else { return }
        if let mark = picture.mark(atColumn: mapColumn, row: mapRow) { model.select(mark) }
    }
}
