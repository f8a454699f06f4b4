import Foundation
@testable import PlacesApp
import PlacesData
import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// The explorer's screen without a terminal: its layout at every size, the selection in both places, and the bytes
/// that turn one frame into the next; and the keys as a terminal sends them.
@MainActor
@Suite struct ExplorerScreenTests {
    /// An explorer around Dam Square over the test Wikipedia's answer, with the real land mask and gazetteer.
    static func explorer(opener: RecordingOpener = RecordingOpener()) async throws -> ExplorerViewModel {
        let dam = Place(coordinate: try Coordinate(latitude: 52.3731, longitude: 4.8926), name: "Dam Square", origin: .coordinates)
        let articles = try ["Royal Palace of Amsterdam": (52.37306, 4.89139), "Dam Square": (52.37306, 4.89306), "Nieuwe Kerk": (52.37417, 4.89111)]
            .sorted { $0.key < $1.key }
            .enumerated()
            .map { index, entry in
                Article(pageID: index + 1, title: entry.key, description: "A place in Amsterdam", coordinate: try Coordinate(latitude: entry.value.0, longitude: entry.value.1),
                        url: "https://en.wikipedia.org/wiki/\(entry.key.replacingOccurrences(of: " ", with: "_"))")
            }
        let wiki = ScriptedWiki(nearby: .success(ArticleAnswer(value: articles)))
        let recent = InMemoryRecentArticlesRepository()
        // Each article whole: a lead, and sections enough to scroll.
        let bodies = ScriptedArticleBodies(Dictionary(uniqueKeysWithValues: articles.map { article in
            let parts = (1...12).map { ArticleBody.Section(level: 2, heading: "Part \($0)", text: "The text of part \($0).") }
            let sections = [ArticleBody.Section(level: 0, heading: "", text: "\(article.title) is a place in Amsterdam.")] + parts
            return (article.title, Result<ArticleAnswer<ArticleBody>, ArticleFailure>.success(ArticleAnswer(value: ArticleBody(title: article.title, sections: sections))))
        }))
        let locations = LocationsViewModel(
            feed: InMemoryLocationRepository([]), custom: InMemoryCustomLocationRepository(), files: InMemoryLocationFiles(),
            opener: RecordingOpener().opener, sourceName: "feed", language: .english
        )
        let gazetteer = EmbeddedGazetteer()
        let model = ExplorerViewModel(
            centre: dam,
            articles: ArticlesViewModel(site: .english, repository: { _ in wiki }, recent: recent, opener: opener.opener, language: .english),
            lookup: PlaceLookupViewModel(resolve: ResolvePlace(gazetteer: gazetteer, recent: recent), list: locations, gazetteer: gazetteer),
            locations: locations,
            maps: MapMaker(landMask: EmbeddedLandMask(), gazetteer: gazetteer, language: .english),
            feed: InMemoryLocationRepository([]),
            reader: ArticleReaderViewModel(site: .english, bodies: { _ in bodies }, recent: recent, language: .english)
        )
        await model.start()
        return model
    }

    /// The screen a frame draws, as a terminal shows it.
    private func shown(_ frame: ExplorerFrame, columns: Int, rows: Int) -> TerminalScreen {
        var screen = TerminalScreen(columns: columns, rows: rows)
        var writer = ScreenWriter()
        screen.feed(writer.output(for: frame.lines, whole: true))
        return screen
    }

    @Test("every size from the smallest to 300 × 100: each line exactly the width, the title first, the key bar last")
    func layout() async throws {
        let model = try await Self.explorer()
        model.selectNext()
        let screen = ExplorerScreen(color: true, localizer: Localizer(language: .english))
        for (columns, rows) in [(40, 12), (60, 20), (79, 24), (80, 24), (100, 30), (200, 60), (300, 100)] {
            let frame = screen.frame(model, columns: columns, rows: rows)
            #expect(frame.lines.count == rows, "\(columns) × \(rows)")
            let terminal = shown(frame, columns: columns, rows: rows)
            for (index, line) in frame.lines.enumerated() {
                let visible = DisplayText.width(of: line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression))
                #expect(visible == columns, "\(columns) × \(rows), line \(index): \(visible)")
            }
            #expect(terminal.lines[0].hasPrefix(SentenceStart.regionalMap + " "), "\(columns) × \(rows)")
            #expect(terminal.lines[rows - 1].contains("pan"), "\(columns) × \(rows)")
            #expect(terminal.text.contains("@1 Dam Square"), "\(columns) × \(rows)")
            let beside = columns >= ExplorerScreen.besideFrom
            let listRow = try #require(terminal.find("@1 Dam Square"))
            #expect(beside ? listRow.row < 4 : listRow.row > frame.shownMapRows.count, "\(columns) × \(rows)")
        }
    }

    @Test("the selected article: inverse video in the list, its mark yellow on the map — or bracketed without colour")
    func selection() async throws {
        let model = try await Self.explorer()
        model.selectNext()
        model.selectNext()
        for color in [true, false] {
            let frame = ExplorerScreen(color: color, localizer: Localizer(language: .english)).frame(model, columns: 100, rows: 30)
            let terminal = shown(frame, columns: 100, rows: 30)
            let picture = try #require(frame.picture)
            let mark = try #require(model.selectedMark(on: picture))
            #expect(mark.text == "2")
            for (offset, character) in mark.text.enumerated() {
                let cell = terminal.cell(column: frame.mapOrigin.column + mark.column + offset, row: frame.mapOrigin.row + mark.row)
                #expect(cell.character == character)
                #expect(cell.attributes == (color ? "1;30;43" : "1;4;7"))
            }
            if !color {
                #expect(terminal.cell(column: frame.mapOrigin.column + mark.columns.lowerBound - 1, row: frame.mapOrigin.row + mark.row).character == "[")
                #expect(terminal.cell(column: frame.mapOrigin.column + mark.columns.upperBound, row: frame.mapOrigin.row + mark.row).character == "]")
            }
            let row = try #require(terminal.find("@2 "))
            #expect(terminal.cell(column: row.column, row: row.row).attributes == "7")
            #expect(frame.listRows[row.row] == 1, "a click on the row selects @2")
            let other = try #require(terminal.find("@1 "))
            #expect(terminal.cell(column: other.column, row: other.row).attributes == "")
        }
    }

    @Test("a screen below 40 × 12 says how large it must be, and how to leave")
    func tooSmall() async throws {
        let model = try await Self.explorer()
        let frame = ExplorerScreen(color: false, localizer: Localizer(language: .english)).frame(model, columns: 39, rows: 12)
        let text = shown(frame, columns: 39, rows: 12).text
        #expect(text.contains("39 × 12") && text.contains("40 × 12") && text.contains("q"))
        #expect(frame.picture == nil)
    }

    @Test("the address of a page no app opens is shown whole: the status takes the lines it needs, at every size")
    func unopenedAddressWhole() async throws {
        let model = try await Self.explorer(opener: RecordingOpener(answer: .noHandler))
        model.selectNext()
        await model.openSelected()
        guard case .noHandler(_, let address, let message) = model.unopened.last else {
            Issue.record("no page kept as not opened: \(model.unopened)")
            return
        }
        let screen = ExplorerScreen(color: false, localizer: Localizer(language: .english))
        for (columns, rows) in [(40, 12), (60, 20), (80, 24), (100, 30), (200, 60)] {
            let frame = screen.frame(model, columns: columns, rows: rows)
            let terminal = shown(frame, columns: columns, rows: rows)
            #expect(frame.lines.count == rows && terminal.lines.count == rows, "\(columns) × \(rows)")
            // The lines above the key bar, read on as one text: the sentence and the address, whole and uncut.
            let status = terminal.lines.dropLast().suffix(ExplorerScreen.mostStatusLines(rows: rows))
            let read = status.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(read.contains(message) && read.replacingOccurrences(of: " ", with: "").hasSuffix(address), "\(columns) × \(rows): \(read)")
            #expect(terminal.lines.last?.contains(model.keyBar.last?.label ?? "?") == true, "the key bar keeps the last line")
        }
    }

    @Test("a panel longer than the screen says how much more there is, above and below, and scrolls to its end")
    func scrolledPanel() async throws {
        let model = try await Self.explorer()
        model.toggleKeys()
        let screen = ExplorerScreen(color: true, localizer: Localizer(language: .english))
        for (columns, rows) in [(80, 24), (40, 12), (60, 20)] {
            model.scrollPanel(by: -1_000, limit: 0)
            var frame = screen.frame(model, columns: columns, rows: rows)
            var text = shown(frame, columns: columns, rows: rows).text
            #expect(frame.panelScrolling.limit > 0, "\(columns) × \(rows): the list of keys fits")
            #expect(text.contains("▼") && text.contains(ExplorerScreenText.keysTitle.english) && !text.contains("▲"), "\(columns) × \(rows)")
            // Every key shows on some page, and the end of the list is reached.
            var seen = text
            while model.panelScroll < frame.panelScrolling.limit {
                model.scrollPanel(by: frame.panelScrolling.page, limit: frame.panelScrolling.limit)
                frame = screen.frame(model, columns: columns, rows: rows)
                text = shown(frame, columns: columns, rows: rows).text
                #expect(text.contains("▲"), "\(columns) × \(rows): no line says what is above")
                seen += text
            }
            #expect(!text.contains("▼"), "\(columns) × \(rows): at the end, nothing is below")
            for key in model.keys {
                let keys = ExplorerKeyMap.standard.keys(key.action)
                #expect(seen.contains(keys), "\(columns) × \(rows): \(keys) never shown")
            }
            let lastWord = String(model.marksSentence.split(separator: " ").last ?? "")
            #expect(text.contains(lastWord), "\(columns) × \(rows): the end of the list is not shown")
        }
    }

    @Test("r opens the selected article whole in the panel: its table of contents first, scrolled to its last section; r closes it")
    func wholeArticle() async throws {
        let model = try await Self.explorer()
        model.selectNext()
        let title = try #require(model.selectedRow?.article.title)
        await model.perform(.read)
        guard case .article(.loaded) = model.panel else {
            Issue.record("no article: \(model.panel)")
            return
        }
        let screen = ExplorerScreen(color: true, localizer: Localizer(language: .english))
        var frame = screen.frame(model, columns: 100, rows: 30)
        var text = shown(frame, columns: 100, rows: 30).text
        #expect(text.contains(title) && text.contains("Contents") && text.contains("  1 Part 1") && text.contains("▼"))
        #expect(frame.lines.last.map { $0.contains("read") || $0.contains("close") } == true)
        while model.panelScroll < frame.panelScrolling.limit {
            model.scrollPanel(by: frame.panelScrolling.page, limit: frame.panelScrolling.limit)
            frame = screen.frame(model, columns: 100, rows: 30)
            text = shown(frame, columns: 100, rows: 30).text
        }
        #expect(text.contains("12 Part 12") && text.contains("The text of part 12.") && text.contains("▲"))
        await model.perform(.read)
        #expect(model.panel.kind == .none)
    }

    @Test("a \"which one?\" longer than its panel scrolls like the others to its last candidate; the number typed stays in sight")
    func scrolledChoice() async throws {
        let model = try await Self.explorer()
        model.beginFinding()
        model.type("Springfield")
        await model.submit()
        guard case .choosing(let choice, _) = model.panel else {
            Issue.record("no question: \(model.panel)")
            return
        }
        #expect(choice.rows.count > 8, "\(choice.rows.count) Springfields: too few to need scrolling")
        model.type("1")
        let screen = ExplorerScreen(color: true, localizer: Localizer(language: .english))
        for (columns, rows) in [(80, 12), (40, 12), (60, 20)] {
            model.scrollPanel(by: -1_000, limit: 0)
            var frame = screen.frame(model, columns: columns, rows: rows)
            var text = shown(frame, columns: columns, rows: rows).text
            #expect(frame.panelScrolling.limit > 0 && text.contains("▼") && !text.contains("▲"), "\(columns) × \(rows): \(text)")
            #expect(text.contains("1█"), "\(columns) × \(rows): the number typed is not shown")
            var seen = text
            while model.panelScroll < frame.panelScrolling.limit {
                model.scrollPanel(by: frame.panelScrolling.page, limit: frame.panelScrolling.limit)
                frame = screen.frame(model, columns: columns, rows: rows)
                let terminal = shown(frame, columns: columns, rows: rows)
                text = terminal.text
                seen += text
                #expect(text.contains("▲"), "\(columns) × \(rows): no line says what is above")
                #expect(terminal.find("1█") != nil, "\(columns) × \(rows): the number typed scrolled away")
            }
            #expect(!text.contains("▼"), "\(columns) × \(rows): at the end, nothing is below")
            // The last candidate's number, as the table numbers it, was shown.
            #expect(seen.contains("\(choice.rows.count) "), "\(columns) × \(rows): the last candidate was never shown")
        }
    }

    @Test("the frame says where an open panel is, for the wheel: beside the map or under it; not the list of articles")
    func panelArea() async throws {
        let model = try await Self.explorer()
        let screen = ExplorerScreen(color: true, localizer: Localizer(language: .english))
        #expect(screen.frame(model, columns: 100, rows: 30).panelArea == nil, "the list of articles is no panel")
        model.toggleKeys()
        for (columns, rows) in [(100, 30), (60, 20)] {
            let frame = screen.frame(model, columns: columns, rows: rows)
            let terminal = shown(frame, columns: columns, rows: rows)
            let title = try #require(terminal.find(ExplorerScreenText.keysTitle.english))
            #expect(frame.panelContains(column: title.column, row: title.row), "\(columns) × \(rows)")
            #expect(frame.panelContains(column: columns - 1, row: title.row + 1), "\(columns) × \(rows)")
            // The map's middle, the title above it and the key bar are not the panel.
            #expect(!frame.panelContains(column: 1, row: frame.mapOrigin.row + frame.shownMapRows.count / 2), "\(columns) × \(rows)")
            #expect(!frame.panelContains(column: title.column, row: 0) && !frame.panelContains(column: title.column, row: rows - 1), "\(columns) × \(rows)")
        }
    }

    @Test("a key that changes nothing writes nothing: a pan of the world map, which does not pan")
    func unchangedFrameWritesNothing() async throws {
        let model = try await Self.explorer()
        for _ in 0..<30 { model.zoomOut() }
        let screen = ExplorerScreen(color: true, localizer: Localizer(language: .english))
        var writer = ScreenWriter()
        _ = writer.output(for: screen.frame(model, columns: 100, rows: 30).lines, whole: true)
        model.pan(east: 1, north: 0)
        model.pan(east: 0, north: -1)
        #expect(writer.output(for: screen.frame(model, columns: 100, rows: 30).lines, whole: false) == "")
        model.zoomIn()
        #expect(writer.output(for: screen.frame(model, columns: 100, rows: 30).lines, whole: false).contains(ScreenWriter.endFrame))
    }

    @Test("a frame after the first rewrites only the lines that changed, between synchronized-update marks")
    func writer() {
        var writer = ScreenWriter()
        let first = writer.output(for: ["a", "b", "c"], whole: false)
        #expect(first == "\u{1B}[?2026h\u{1B}[H\u{1B}[2J\u{1B}[1;1Ha\u{1B}[2;1Hb\u{1B}[3;1Hc\u{1B}[?2026l")
        #expect(writer.output(for: ["a", "B", "c"], whole: false) == "\u{1B}[?2026h\u{1B}[2;1HB\u{1B}[?2026l")
        // Nothing changed, nothing written: not even an empty update, which some terminals paint as a whole screen.
        #expect(writer.output(for: ["a", "B", "c"], whole: false) == "")
        #expect(writer.output(for: ["a", "B", "c"], whole: true).hasPrefix("\u{1B}[?2026h\u{1B}[H\u{1B}[2J"))
        #expect(writer.output(for: ["a", "B"], whole: false).contains("\u{1B}[2J"), "a new size draws everything")
    }

    @Test("keys: characters, arrows, Shift-Tab, Enter, Esc alone, Ctrl-C, and mouse reports, also when cut between reads")
    func keys() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("hj+\t\r".utf8)) == [.character("h"), .character("j"), .character("+"), .tab, .enter])
        #expect(decoder.decode([0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x44, 0x1B, 0x5B, 0x5A]) == [.up, .left, .backTab])
        #expect(decoder.decode([0x1B]).isEmpty && decoder.waitEnded() == [.escape])
        #expect(decoder.decode([0x03, 0x1A, 0x0C, 0x7F]) == [.interrupt, .suspend, .redraw, .backspace])
        #expect(decoder.decode(Array("\u{1B}[<0;12;5M\u{1B}[<0;12;5m\u{1B}[<64;1;1M".utf8)) == [.click(column: 11, row: 4), .wheel(up: true, column: 0, row: 0)])
        #expect(decoder.decode(Array("\u{1B}[<65;30;7M".utf8)) == [.wheel(up: false, column: 29, row: 6)], "the wheel says where the pointer is")
        // A sequence and a character cut off by the end of a read wait for the rest.
        #expect(decoder.decode([0x1B, 0x5B, 0x3C, 0x30, 0x3B]).isEmpty)
        #expect(decoder.decode(Array("3;4M".utf8)) == [.click(column: 2, row: 3)])
        let kyoto = Array("京".utf8)
        #expect(decoder.decode(Array(kyoto.prefix(2))).isEmpty)
        #expect(decoder.decode(Array(kyoto.suffix(1))) == [.character("京")])
        // An unknown sequence is dropped whole, not typed.
        #expect(decoder.decode(Array("\u{1B}[15~x".utf8)) == [.character("x")])
        #expect(decoder.decode(Array("\u{1B}[5~\u{1B}[6~".utf8)) == [.pageUp, .pageDown])
    }

    @Test("an Esc is the Esc key only once nothing follows it: an arrow's bytes split between reads stay one arrow")
    func escapeWaitsForTheRest() {
        var decoder = KeyDecoder()
        // An arrow over a slow link: ESC in one read, "[B" in the next.
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.waitsAfterEscape)
        #expect(decoder.decode(Array("[B".utf8)) == [.down])
        #expect(!decoder.waitsAfterEscape && decoder.waitEnded().isEmpty, "the arrow's Esc is not pressed again")
        // Esc alone: the key once the wait is over, once.
        #expect(decoder.decode(Array("j\u{1B}".utf8)) == [.character("j")])
        #expect(decoder.waitEnded() == [.escape])
        #expect(decoder.waitEnded().isEmpty)
        // Esc then a letter in one read is Alt with the letter: not Esc, not the letter.
        #expect(decoder.decode(Array("\u{1B}q".utf8)).isEmpty && decoder.wait == nil)
    }

    @Test("Alt keys, unknown sequences and strings are ignored whole: only Esc alone is Esc", arguments: [
        "\u{1B}x", "\u{1B}q", "\u{1B}\u{1B}[D", "\u{1B}\u{1B}OA", "\u{1B}\u{1B}", "\u{1B}P", "\u{1B}[", "\u{1B}O", "\u{1B}é",
        "\u{1B}\r", "\u{1B}\u{3}", "\u{1B}]0;q title\u{7}", "\u{1B}]11;?\u{1B}\\", "\u{1B}Pq+q\u{1B}\\", "\u{1B}_qq\u{1B}\\",
        "\u{1B}[M q!", "\u{1B}[?1;2c", "\u{1B}[15;5~", "\u{1B}]52;c;cXE=",
    ])
    func ignoredSequences(sequence: String) {
        var decoder = KeyDecoder()
        // In one read, then whatever waited is over: nothing, not even Esc, and the next key is a key.
        var keys = decoder.decode(Array(sequence.utf8))
        if decoder.wait != nil { keys += decoder.waitEnded() }
        #expect(keys.isEmpty, "\(keys)")
        #expect(decoder.decode(Array("j".utf8)) == [.character("j")])
        // A byte at a time, as a slow link may deliver it, the wait after each byte not yet over.
        keys = Array(sequence.utf8).flatMap { decoder.decode([$0]) }
        if decoder.wait != nil { keys += decoder.waitEnded() }
        #expect(keys.isEmpty, "\(keys)")
        #expect(decoder.decode(Array("k".utf8)) == [.character("k")])
    }

    @Test("a string's end cut between reads still ends it; one that never ends keeps a few bytes and is dropped")
    func strings() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}]0;ti".utf8)).isEmpty && decoder.wait == KeyDecoder.escapeWait)
        #expect(decoder.decode(Array("tle\u{1B}".utf8)).isEmpty)
        #expect(decoder.decode(Array("\\j".utf8)) == [.character("j")])
        // Another Esc ends a string and starts what follows.
        #expect(decoder.decode(Array("\u{1B}Pabc\u{1B}[A".utf8)) == [.up])
        // A string that never ends: however long, its bytes are never keys, and after the wait it is gone.
        for _ in 0..<100 { #expect(decoder.decode(Array("\u{1B}]".utf8) + Array(repeating: UInt8(ascii: "q"), count: 4_000)).isEmpty) }
        #expect(decoder.waitEnded().isEmpty)
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
        // A paste after a stray Esc is still a paste, never keys.
        #expect(decoder.decode(Array("\u{1B}\u{1B}[200~qq\u{1B}[201~".utf8)) == [.paste("qq")])
    }

    @Test("a bracketed paste is one paste, whatever it holds, also when it comes in pieces; never keys")
    func pastes() {
        var decoder = KeyDecoder()
        let hostile = "a\u{1}b\u{1B}[31md\r\u{1B}[A"
        #expect(decoder.decode(Array("\u{1B}[200~\(hostile)\u{1B}[201~x".utf8)) == [.paste(hostile), .character("x")])
        // Cut anywhere, the end marker too, with an Esc at the end of a read inside it.
        let pieces = ["\u{1B}[20", "0~amster\u{1B}", "[Bdam\n", "\u{1B}[20", "1", "~q"]
        var keys: [ExplorerInput] = []
        for piece in pieces {
            keys += decoder.decode(Array(piece.utf8))
            #expect(!decoder.waitsAfterEscape, "no Esc waits inside a paste")
        }
        #expect(keys == [.paste("amster\u{1B}[Bdam\n"), .character("q")])
        // A paste far longer than any words is kept to its first bytes; what follows its end is keys again.
        let long = String(repeating: "x", count: 3 * KeyDecoder.pasteLimit)
        var longKeys: [ExplorerInput] = []
        for chunk in Array("\u{1B}[200~\(long)\u{1B}[201~j".utf8).chunked(100) { longKeys += decoder.decode(chunk) }
        #expect(longKeys.count == 2 && longKeys.last == .character("j"), "\(longKeys.count) keys")
        #expect(longKeys.first == .paste(String(repeating: "x", count: KeyDecoder.pasteLimit)))
    }

    @Test("a paste whose end marker never comes ends once nothing has arrived for a while: keys work again after it")
    func pasteWithoutEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.wait == nil)
        // Bytes keep it open, Esc and all; the start of an end marker cut off by the silence is not its text.
        #expect(decoder.decode(Array("\u{1B}[200~copen".utf8)).isEmpty)
        #expect(decoder.wait == KeyDecoder.pasteWait)
        #expect(decoder.decode(Array("hagen q\u{1B}[20".utf8)).isEmpty && decoder.waitsForPasteEnd)
        #expect(decoder.waitEnded() == [.paste("copenhagen q")])
        #expect(decoder.wait == nil && !decoder.waitsForPasteEnd)
        #expect(decoder.decode(Array("/q".utf8)) == [.character("/"), .character("q")], "keys are keys again")
        // However long it was, what is kept of it is bounded.
        _ = decoder.decode(Array("\u{1B}[200~".utf8))
        for _ in 0..<3 { _ = decoder.decode(Array(repeating: UInt8(ascii: "y"), count: KeyDecoder.pasteLimit)) }
        #expect(decoder.waitEnded() == [.paste(String(repeating: "y", count: KeyDecoder.pasteLimit))])
        #expect(decoder.waitEnded().isEmpty, "ended once")
    }
}

extension Array {
    /// The elements in runs of `size`, as reads of a terminal hand them over.
    fileprivate func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
