/// Turns the bytes a terminal sends into keys and clicks: UTF-8 characters, the control keys, the escape sequences
/// of the arrows, Shift-Tab and mouse reports (SGR form, `ESC [ < b ; x ; y M`).
///
/// A terminal writes each key's sequence at once, so a lone Esc at the end of what was read is the Esc key; a
/// sequence or a character cut off by the end of a read waits for the next bytes.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// The keys in `bytes`, with what was left over from the last call in front of them.
    mutating func decode(_ bytes: [UInt8]) -> [ExplorerInput] {
        let data = pending + bytes
        pending = []
        var keys: [ExplorerInput] = []
        var index = 0
        while index < data.count {
            let byte = data[index]
            switch byte {
            case 0x1B:
                guard index + 1 < data.count else {
                    keys.append(.escape)
                    index += 1
                    continue
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
                if let key = Self.key(sequence: Array(data[(index + 2)..<end]), final: data[end], introducer: next) {
                    keys.append(key)
                }
                index = end + 1
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
        case UInt8(ascii: "M") where introducer == UInt8(ascii: "[") && parameters.first == UInt8(ascii: "<"):
            let numbers = String(decoding: parameters.dropFirst(), as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { return nil }
            switch numbers[0] {
            case 0: return .click(column: numbers[1] - 1, row: numbers[2] - 1)
            case 64: return .wheel(up: true)
            case 65: return .wheel(up: false)
            default: return nil
            }
        default: return nil
        }
    }
}
