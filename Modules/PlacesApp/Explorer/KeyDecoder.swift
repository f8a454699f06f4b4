/// Turns the bytes a terminal sends into keys and clicks: UTF-8 characters, the control keys, the escape sequences
/// of the arrows, Page Up and Page Down, Shift-Tab, mouse reports (SGR form, `ESC [ < b ; x ; y M`) and bracketed pastes
/// (`ESC [ 200 ~` … `ESC [ 201 ~`).
///
/// A sequence or a character cut off by the end of a read waits for the next bytes. So does an Esc at the end of a
/// read: over a slow link an arrow's `ESC` and its `[B` arrive apart, so Esc is the Esc key only once nothing has
/// followed it for ``escapeWait``, as vim and less do with their escape timeout. And so does a paste whose end
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

    private var pending: [UInt8] = []
    /// The bytes of a paste whose end has not come yet; `nil` outside a paste.
    private var paste: [UInt8]?

    /// Whether an Esc at the end of what was read waits: nothing has followed it yet.
    var waitsAfterEscape: Bool { paste == nil && pending == [0x1B] }

    /// Whether a paste has begun and its end marker has not come.
    var waitsForPasteEnd: Bool { paste != nil }

    /// How long to wait, with no bytes read, before calling ``waitEnded()``: ``escapeWait`` after an Esc alone,
    /// ``pasteWait`` inside a paste; `nil` when nothing waits.
    var wait: Duration? {
        if waitsForPasteEnd { return Self.pasteWait }
        return waitsAfterEscape ? Self.escapeWait : nil
    }

    /// What the bytes read so far mean once ``wait`` has passed with nothing after them: the Esc key, for an Esc
    /// still alone; the paste so far, for a paste whose end never came (what follows is keys again); nothing
    /// otherwise.
    mutating func waitEnded() -> [ExplorerInput] {
        if let text = paste {
            paste = nil
            // The start of an end marker cut off by the silence is not text.
            let cut = (1..<Self.pasteEnd.count).reversed().first { text.count >= $0 && text.suffix($0).elementsEqual(Self.pasteEnd.prefix($0)) } ?? 0
            return [.paste(String(decoding: text.dropLast(cut).prefix(Self.pasteLimit), as: UTF8.self))]
        }
        guard waitsAfterEscape else { return [] }
        pending = []
        return [.escape]
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
                guard index + 1 < data.count else {
                    // Alone so far: the rest of a sequence may still be on its way.
                    pending = [0x1B]
                    return keys
                }
                let next = data[index + 1]
                guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
                    // Esc, then whatever follows (Alt-letter is read as Esc and the letter).
                    keys.append(.escape)
                    index += 1
                    continue
                }
                guard let end = Self.sequenceEnd(data, from: index + 2) else {
                    pending = Array(data[index...])
                    return keys
                }
                let parameters = Array(data[(index + 2)..<end])
                index = end + 1
                if next == UInt8(ascii: "["), parameters == Array("200".utf8), data[end] == UInt8(ascii: "~") {
                    paste = []
                    guard let rest = continuePaste(Array(data[index...]), into: &keys) else { return keys }
                    data = rest
                    index = 0
                    continue
                }
                if let key = Self.key(sequence: parameters, final: data[end], introducer: next) {
                    keys.append(key)
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
