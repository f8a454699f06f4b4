/// Turns the bytes a terminal sends into keys and clicks: UTF-8 characters, the control keys, the escape sequences
/// of the arrows, Page Up and Page Down, Shift-Tab, mouse reports (SGR form, `ESC [ < b ; x ; y M`) and bracketed pastes
/// (`ESC [ 200 ~` … `ESC [ 201 ~`).
///
/// Every other sequence is ignored whole, so that none of its bytes is read as a key: Alt or Meta with a key (`ESC x`,
/// `ESC ESC [ D`), sequences the explorer does not use, and strings a terminal may send (`ESC ] … BEL`, `ESC P … ESC
/// \`). Only Esc alone is the Esc key.
///
/// A sequence or a character cut off by the end of a read waits for the next bytes; a sequence still unfinished
/// after ``escapeWait`` with nothing read is dropped. An Esc at the end of a read waits too: over a slow link an
/// arrow's `ESC` and its `[B` arrive apart, so Esc is the Esc key only once nothing has followed it for
/// ``escapeWait``, as vim and less do with their escape timeout. And so does a paste whose end
/// marker has not come: it ends at its marker, or once nothing at all has arrived for ``pasteWait`` — a marker
/// lost, or a paste's start typed by hand, never keeps the view from answering keys for longer. Whenever ``wait``
/// says so, the front end calls ``waitEnded()`` after that long with no bytes in between.
struct KeyDecoder {
    /// How long an Esc at the end of what was read waits for the rest of a sequence: longer than the gap a network
    /// puts inside one key's bytes, shorter than a person notices.
    static let escapeWait: Duration = .milliseconds(40)
    /// How long a paste without its end marker waits for more before it ends anyway: a terminal sends a paste in one
    /// stream, so a second with nothing (far longer than a retransmission over a slow link) means the marker is not
    /// coming. Bytes keep it open, however many — they stay text, never keys — but none of them is kept beyond
    /// ``pasteLimit``.
    static let pasteWait: Duration = .seconds(1)
    /// The most bytes of a paste kept: far more than any words typed into the view (a place's words are 200
    /// characters at most); the rest of a longer paste is read and dropped, so it can never become keys.
    static let pasteLimit = 4_096

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The most bytes of an unfinished sequence kept while the rest is awaited.
    private static let longestSequence = 32

    private var pending: [UInt8] = []
    /// The bytes of a paste whose end has not come yet; `nil` outside a paste.
    private var paste: [UInt8]?

    /// Whether an Esc at the end of what was read waits: nothing has followed it yet.
    var waitsAfterEscape: Bool { paste == nil && pending == [0x1B] }

    /// Whether a paste has begun and its end marker has not come.
    var waitsForPasteEnd: Bool { paste != nil }

    /// How long to wait, with no bytes read, before calling ``waitEnded()``: ``escapeWait`` after an Esc alone or
    /// the start of a sequence, ``pasteWait`` inside a paste; `nil` when nothing waits.
    var wait: Duration? {
        if waitsForPasteEnd { return Self.pasteWait }
        return pending.first == 0x1B ? Self.escapeWait : nil
    }

    /// What the bytes read so far mean once ``wait`` has passed with nothing after them: the Esc key, for an Esc
    /// still alone; the paste so far, for a paste whose end never came (what follows is keys again); nothing for the
    /// start of a sequence that never ended (`ESC [`, Alt-Esc, a string without its end), which is dropped.
    mutating func waitEnded() -> [ExplorerInput] {
        if let text = paste {
            paste = nil
            // The start of an end marker cut off by the silence is not text.
            let cut = (1..<Self.pasteEnd.count).reversed().first { text.count >= $0 && text.suffix($0).elementsEqual(Self.pasteEnd.prefix($0)) } ?? 0
            return [.paste(String(decoding: text.dropLast(cut).prefix(Self.pasteLimit), as: UTF8.self))]
        }
        guard pending.first == 0x1B else { return [] }
        defer { pending = [] }
        return waitsAfterEscape ? [.escape] : []
    }

    /// The keys in `bytes`, with what was left over from the last call in front of them.
    mutating func decode(_ bytes: [UInt8]) -> [ExplorerInput] {
        var data = pending + bytes
        pending = []
        var keys: [ExplorerInput] = []
        if paste != nil {
            guard let rest = continuePaste(data, into: &keys) else { return keys }
            data = rest
        }
        var index = 0
        while index < data.count {
            let byte = data[index]
            switch byte {
            case 0x1B:
                switch Self.escape(in: data, at: index) {
                case .incomplete(let kept):
                    // The rest of a sequence may still be on its way; after the wait it is dropped (``waitEnded()``).
                    pending = kept
                    return keys
                case .sequence(let key, let end):
                    if let key { keys.append(key) }
                    index = end
                case .pasteStart(let end):
                    paste = []
                    guard let rest = continuePaste(Array(data[end...]), into: &keys) else { return keys }
                    data = rest
                    index = 0
                }
            case 0x0D, 0x0A: keys.append(.enter); index += 1
            case 0x09: keys.append(.tab); index += 1
            case 0x7F, 0x08: keys.append(.backspace); index += 1
            case 0x03: keys.append(.interrupt); index += 1
            case 0x1A: keys.append(.suspend); index += 1
            case 0x0C: keys.append(.redraw); index += 1
            case 0x00...0x1F: index += 1
            default:
                let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                guard index + length <= data.count else {
                    pending = Array(data[index...])
                    return keys
                }
                let text = String(decoding: data[index..<(index + length)], as: UTF8.self)
                keys += text.map(ExplorerInput.character)
                index += length
            }
        }
        return keys
    }

    /// What an `ESC` at `index` starts.
    private enum Escape {
        /// The bytes end before the sequence does: keep `kept` for the next read (an Esc alone, the start of a
        /// sequence, a string's opening and enough of its end to find the end marker).
        case incomplete(kept: [UInt8])
        /// A whole sequence, ending before `end`: the key it stands for, or `nil` for one the explorer ignores.
        case sequence(ExplorerInput?, end: Int)
        /// A bracketed paste's start marker: its text begins at `end`.
        case pasteStart(end: Int)
    }

    /// The sequence that starts with the `ESC` at `index`: a control sequence (`ESC [`, `ESC O`), a string (`ESC ]`
    /// OSC, `ESC P` DCS, `ESC X`, `ESC ^`, `ESC _`) up to its end (BEL or `ESC \`), or `ESC` and one character (what
    /// Alt or Meta with a key sends). Only the control sequences the explorer knows are keys; an Alt key, Alt with an
    /// arrow (`ESC ESC [ D`) and every string are ignored, whole, so that none of their bytes is typed as a key.
    private static func escape(in data: [UInt8], at index: Int) -> Escape {
        // Esc before an Esc is Meta: the sequence the last Esc starts, with Alt held, which the explorer ignores.
        var start = index
        while start + 1 < data.count, data[start + 1] == 0x1B { start += 1 }
        let meta = start > index
        // What an unfinished sequence keeps: one Esc of the Meta prefix, and no more bytes than any sequence a key
        // sends (a mouse report is about twenty), so that a stream of bytes with no end holds no more.
        let kept = Array(data[(meta ? start - 1 : start)...].prefix(Self.longestSequence))
        guard start + 1 < data.count else {
            // Alone so far, or Esc Esc (Alt-Esc) so far: a few Escs are kept, never a thousand.
            return .incomplete(kept: meta ? [0x1B, 0x1B] : [0x1B])
        }
        let next = data[start + 1]
        switch next {
        case UInt8(ascii: "["), UInt8(ascii: "O"):
            guard let end = sequenceEnd(data, from: start + 2) else { return .incomplete(kept: kept) }
            let parameters = Array(data[(start + 2)..<end])
            let final = data[end]
            if next == UInt8(ascii: "["), parameters == Array("200".utf8), final == UInt8(ascii: "~") {
                // A paste is text even after a stray Esc: its bytes must never become keys.
                return .pasteStart(end: end + 1)
            }
            if next == UInt8(ascii: "["), parameters.isEmpty, final == UInt8(ascii: "M") {
                // A mouse report in the old form, `ESC [ M` and three bytes of button and position: those bytes are
                // not keys either.
                return end + 3 < data.count ? .sequence(nil, end: end + 4) : .incomplete(kept: kept)
            }
            return .sequence(meta ? nil : key(sequence: parameters, final: final, introducer: next), end: end + 1)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            var scan = start + 2
            while scan < data.count {
                switch data[scan] {
                case 0x07, 0x18, 0x1A: return .sequence(nil, end: scan + 1)
                case 0x1B:
                    guard scan + 1 < data.count else {
                        return .incomplete(kept: [0x1B, next, 0x1B])
                    }
                    // `ESC \` ends the string; any other Esc ends it too and starts what follows.
                    return .sequence(nil, end: data[scan + 1] == UInt8(ascii: "\\") ? scan + 2 : scan)
                default: scan += 1
                }
            }
            // Bounded: the string's opening is all that is kept of it while its end has not come.
            return .incomplete(kept: [0x1B, next])
        default:
            // Alt or Meta with a key: the Esc and the whole character after it, ignored.
            let length = next < 0xC0 ? 1 : next < 0xE0 ? 2 : next < 0xF0 ? 3 : 4
            guard start + 1 + length <= data.count else { return .incomplete(kept: kept) }
            return .sequence(nil, end: start + 1 + length)
        }
    }

    /// Adds `data` to the paste under way: when its end is there, appends the paste to `keys` and gives back the
    /// bytes after it; `nil` while the end has not come. Everything inside a paste is its text, Esc and control
    /// characters included — never keys.
    private mutating func continuePaste(_ data: [UInt8], into keys: inout [ExplorerInput]) -> [UInt8]? {
        var text = (paste ?? []) + data
        guard let end = Self.firstIndex(of: Self.pasteEnd, in: text) else {
            // Bounded: the first bytes, and enough of the last to find the end marker when it is cut between reads.
            if text.count > Self.pasteLimit + Self.pasteEnd.count {
                text = Array(text.prefix(Self.pasteLimit)) + Array(text.suffix(Self.pasteEnd.count - 1))
            }
            paste = text
            return nil
        }
        paste = nil
        keys.append(.paste(String(decoding: text[..<min(end, Self.pasteLimit)], as: UTF8.self)))
        return Array(text[(end + Self.pasteEnd.count)...])
    }

    /// Where `needle` first starts in `haystack`.
    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// Where the sequence after `ESC [` or `ESC O` ends: its final byte, from `@` to `~`; `nil` when the bytes end
    /// first.
    private static func sequenceEnd(_ data: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < data.count {
            if (0x40...0x7E).contains(data[index]) { return index }
            index += 1
        }
        return nil
    }

    /// The key a sequence stands for; `nil` for one the explorer does not use.
    private static func key(sequence parameters: [UInt8], final: UInt8, introducer: UInt8) -> ExplorerInput? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~") where parameters == [UInt8(ascii: "5")]: return .pageUp
        case UInt8(ascii: "~") where parameters == [UInt8(ascii: "6")]: return .pageDown
        case UInt8(ascii: "M") where introducer == UInt8(ascii: "[") && parameters.first == UInt8(ascii: "<"):
            let numbers = String(decoding: parameters.dropFirst(), as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { return nil }
            switch numbers[0] {
            case 0: return .click(column: numbers[1] - 1, row: numbers[2] - 1)
            case 64: return .wheel(up: true, column: numbers[1] - 1, row: numbers[2] - 1)
            case 65: return .wheel(up: false, column: numbers[1] - 1, row: numbers[2] - 1)
            default: return nil
            }
        default: return nil
        }
    }
}
