/// A way of drawing pictures that a terminal says it speaks, and how Places asks: the kitty graphics protocol's query
/// (a one-pixel image the terminal checks and forgets, `a=q`), iTerm2's feature report (`OSC 1337 ; Capabilities`,
/// whose `F` says it takes inline files), then a primary device attributes request (`ESC [ c`), which every terminal
/// answers. An answer to a graphics question arrives before the attributes, so the attributes' answer ends the wait:
/// a terminal that answers only them speaks neither, and is not waited for any longer. Never guessed from `TERM` or
/// a terminal's name.
enum TerminalGraphics: Sendable, Equatable {
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole…): PNG, sent in chunks, placed over cells.
    case kitty
    /// iTerm2's inline images (`OSC 1337 ; File=`; iTerm2, WezTerm, mintty…): the file as it is, drawn over cells.
    case inlineImages

    /// The id of the query's image: the terminal answers with it.
    static let queryID = 31

    /// The question: kitty's query, iTerm2's feature report, then the device attributes.
    static let question: [UInt8] = Array(
        "\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}]1337;Capabilities\u{1B}\\\u{1B}[c".utf8
    )

    /// Whether `bytes` hold the answer to the device attributes (`ESC [ ? … c`), which ends every wait.
    static func isAnswered(_ bytes: [UInt8]) -> Bool {
        attributesStart(in: bytes) != nil
    }

    /// What the terminal's answer says it speaks, from what came before the device attributes; `nil` for neither
    /// (and for no answer at all). Kitty's protocol first: it places pictures exactly over cells.
    static func spoken(in bytes: [UInt8]) -> TerminalGraphics? {
        let before = Array(bytes[..<(attributesStart(in: bytes) ?? bytes.endIndex)])
        let text = String(decoding: before, as: UTF8.self)
        if text.contains("\u{1B}_Gi=\(queryID);OK\u{1B}\\") { return .kitty }
        if let report = text.firstRange(of: "\u{1B}]1337;Capabilities=") {
            let rest = text[report.upperBound...]
            let features = rest.prefix { $0 != "\u{1B}" && $0 != "\u{07}" }
            if Self.features(in: String(features)).contains("F") { return .inlineImages }
        }
        return nil
    }

    /// The features of iTerm2's report: each an upper-case letter, then any lower-case letters and digits (`T3`,
    /// `Sx`, `F`), its name without the digits.
    static func features(in report: String) -> [String] {
        var names: [String] = []
        for character in report {
            if character.isUppercase && character.isASCII {
                names.append(String(character))
            } else if character.isLowercase && character.isASCII, !names.isEmpty {
                names[names.count - 1].append(character)
            }
        }
        return names
    }

    /// Where the device attributes' answer starts: `ESC [ ?`, digits and `;`, then `c`.
    private static func attributesStart(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "?") {
                var end = index + 3
                while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                    end += 1
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: "c") { return index }
            }
            index += 1
        }
        return nil
    }
}
