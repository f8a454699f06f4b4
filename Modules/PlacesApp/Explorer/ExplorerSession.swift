import Observation
import PlacesDomain
import PlacesPresentation
import PlacesSystem

/// The explorer on a terminal: decodes keys and clicks into the view model's commands, and draws the view model
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
        /// Nothing was pressed for ``ExplorerSession/settleDelay`` after input number `number`: the view has settled.
        case settled(number: Int)
    }

    /// How long input must be idle before the view counts as settled and its streets are asked for: one question per
    /// view a person stops at, not one per key while panning.
    static let settleDelay = Duration.milliseconds(300)
    private var settleWait: Task<Void, Never>?

    private let model: ExplorerViewModel
    private let terminal: FullScreenTerminal
    private var screen: ExplorerScreen
    /// Summaries' pictures: asked of the terminal the first time a summary with one is shown.
    private let pictures: PictureDrawing
    /// What the terminal draws pictures with: `nil` until asked, then its answer.
    private var graphics: TerminalGraphics??
    /// The picture fetched for a summary (as the terminal's protocol takes it), and the address being fetched.
    private var picture: (address: String, picture: ArticlePicture)?
    private var pictureWanted: String?
    /// The picture's box as last drawn.
    private var drawnPicture: ExplorerFrame.PictureBox?
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

    init(model: ExplorerViewModel, terminal: FullScreenTerminal, screen: ExplorerScreen, pictures: PictureDrawing = .none) {
        self.model = model
        self.terminal = terminal
        self.screen = screen
        self.pictures = pictures
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
        settleSoon()
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
                settleSoon()
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
                if frame == frameNumber {
                    draw()
                    // The articles' answer may have moved the view: its streets once it settles.
                    settleSoon()
                }
            case .settled(let number):
                guard number == inputWaitNumber, model.streetsWanted else { continue }
                start(replacing: .streets) { await $0.settle() }
            case .tick:
                guard model.activity != nil else { continue }
                tick += 1
                draw()
            }
        }
        ticker.cancel()
        inputWait?.cancel()
        settleWait?.cancel()
        for task in work { task.cancel() }
        continuation.finish()
        terminal.stopReading()
        if drawnPicture != nil, let graphics = graphics ?? nil { terminal.write(PictureDrawing.removal(graphics)) }
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

    /// Asks for the view's streets once input has been idle for ``settleDelay`` after the bytes read last, when the
    /// view drawn wants them: a newer input replaces the wait, so panning asks nothing until it stops.
    private func settleSoon() {
        guard model.streetsWanted else { return }
        let number = inputWaitNumber
        let continuation = continuation
        settleWait?.cancel()
        settleWait = Task {
            guard (try? await Task.sleep(for: Self.settleDelay)) != nil else { return }
            continuation?.yield(.settled(number: number))
        }
    }

    /// Draws the view model, watching what it read so that a change draws it again.
    private func draw() {
        preparePicture()
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
        drawPicture(frame.pictureBox, after: bytes)
    }

    /// Before a frame with a summary that has a picture: asks the terminal whether it draws pictures (once, with
    /// reading paused, so that its answer is not taken for keys) and has the picture fetched; the frame after it
    /// arrives leaves room for it.
    private func preparePicture() {
        guard pictures.pictures != nil, case .summary(.loaded(let card)) = model.panel, let address = card.summary.thumbnailURL
        else { return }
        if graphics == nil {
            terminal.stopReading()
            graphics = .some(pictures.terminal.graphics())
            let continuation = continuation
            terminal.read({ continuation?.yield(.input($0)) }, done: {})
        }
        guard let spoken = graphics ?? nil, picture?.address != address, pictureWanted != address else { return }
        pictureWanted = address
        let pictures = pictures
        start { [weak self] _ in
            guard let fetched = await pictures.prepared(card.summary, for: spoken), let self else { return }
            self.picture = (address, fetched)
            self.screen.summaryPicture = ExplorerScreen.PictureShape(address: address, pixelWidth: fetched.pixelWidth, pixelHeight: fetched.pixelHeight)
            self.continuation?.yield(.changed(frame: self.frameNumber))
        }
    }

    /// Places the picture in its box when the box is new or what was written may have covered it (a whole frame;
    /// for inline images, which are the cells' contents, any line written), and removes it when its box is gone.
    private func drawPicture(_ box: ExplorerFrame.PictureBox?, after bytes: String) {
        guard let spoken = graphics ?? nil else { return }
        let wanted = box.flatMap { $0.address == picture?.address ? $0 : nil }
        var out = ""
        if drawnPicture != nil, wanted != drawnPicture { out += PictureDrawing.removal(spoken) }
        let covered = bytes.contains("\u{1B}[2J") || (spoken == .inlineImages && !bytes.isEmpty)
        if let wanted, wanted != drawnPicture || covered, let shown = picture?.picture,
           let sequence = pictures.sequence(
               for: shown, in: PictureSlot(address: wanted.address, columns: wanted.columns, rows: wanted.rows), graphics: spoken
           ) {
            out += "\u{1B}[\(wanted.row + 1);\(wanted.column + 1)H" + sequence.text
        }
        drawnPicture = wanted
        if !out.isEmpty { terminal.write(out) }
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
        /// The streets of a settled view: a newer view's replace them.
        case streets
    }

    /// Does what `key` means; false when it leaves the view. Which key does what is the key map's
    /// (``ExplorerScreen/keys``); the mouse, the text typed or pasted, suspending and drawing again are the
    /// session's own.
    private func handle(_ key: ExplorerInput) -> Bool {
        let panel = model.panel.kind
        let typing = panel == .finding || panel == .choosing
        switch key {
        case .suspend:
            terminal.suspend()
            wholeNext = true
        case .redraw: wholeNext = true
        case .click(let column, let row): if !typing { click(column: column, row: row) }
        case .wheel(let up, let column, let row): wheel(up: up, column: column, row: row, typing: typing)
        case .paste(let text): if typing { model.paste(text) }
        case .backspace: if typing { model.deleteBackward() }
        default:
            switch screen.keys.effect(of: key, in: panel) {
            case .perform(let command): return model.perform(command)
            case .request(let request): run(request)
            case .scroll(let scroll): scrollPanel(scroll)
            // While words or a number are typed, a character no key takes is typed.
            case .type, nil: if typing, case .character(let character) = key { model.type(String(character)) }
            }
        }
        return true
    }

    /// Runs `request` as a task, so that keys keep working while it waits.
    private func run(_ request: ExplorerRequest) {
        switch request {
        case .submit: start(replacing: .submit) { await $0.perform(.submit) }
        case .read: start(replacing: .submit) { await $0.perform(.read) }
        case .searchHere: start(replacing: .area) { await $0.perform(.searchHere) }
        case .add: start { await $0.perform(.add) }
        case .toggleSaved: start { await $0.perform(.toggleSaved) }
        case .open:
            start { [weak self] model in
                await model.perform(.open)
                // The browser may have written on the terminal.
                self?.wholeNext = true
            }
        }
    }

    /// Scrolls the open panel (the list of keys, a summary, a "which one?") a line, or a page: as much as the last
    /// frame showed of it.
    private func scrollPanel(_ scroll: ExplorerKeyMap.Scroll) {
        let scrolling = lastFrame?.panelScrolling ?? (limit: 0, page: 1)
        let lines = switch scroll {
        case .lineUp: -1
        case .lineDown: 1
        case .pageUp: -scrolling.page
        case .pageDown: scrolling.page
        }
        model.scrollPanel(by: lines, limit: scrolling.limit)
    }

    /// The mouse wheel: over an open panel that scrolls it scrolls the panel (``wheelLines``); elsewhere it zooms,
    /// away from the person in, but not while words are typed.
    private func wheel(up: Bool, column: Int, row: Int, typing: Bool) {
        if model.panelScrolls, lastFrame?.panelContains(column: column, row: row) == true {
            let scrolling = lastFrame?.panelScrolling ?? (limit: 0, page: 1)
            model.scrollPanel(by: up ? -Self.wheelLines : Self.wheelLines, limit: scrolling.limit)
        } else if !typing {
            _ = model.perform(up ? .zoomIn : .zoomOut)
        }
    }

    /// The lines a turn of the wheel scrolls a panel, as most terminal programs scroll.
    static let wheelLines = 3

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
