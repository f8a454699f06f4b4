import Foundation
import PlacesTestSupport

/// A Swift source file as the architecture rules read it: its string literals (what a person may be shown) and its
/// code without comments (what it names and imports). It is a scanner, not a parser: it knows `//` and `/* */`
/// comments, `"…"`, `"""…"""` and raw `#"…"#` literals, escapes, and interpolations (`\(…)`, which may hold literals of
/// their own); that is all the rules need.
struct SourceText {
    /// A string literal, with each interpolation written `◊`, and the line it starts on.
    struct Literal: Equatable {
        let line: Int
        let text: String
    }

    private(set) var literals: [Literal] = []
    /// Each line's code: comments and literals' contents removed (a literal leaves `""`).
    private(set) var code: [String] = []

    init(_ source: String) {
        let characters = Array(source)
        var index = 0
        var line = 1
        var codeLine = ""

        func peek(_ offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func endLine() {
            code.append(codeLine)
            codeLine = ""
            line += 1
        }
        /// A new line of the file inside a literal or an interpolation.
        func newLine() { endLine() }

        /// Reads a literal whose opening quote(s) start at `index`; returns its text, `◊` for each interpolation.
        func literal() -> String {
            var hashes = 0
            while peek() == "#" { hashes += 1; index += 1 }
            let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
            index += multiline ? 3 : 1
            let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            var text = ""
            while index < characters.count {
                if String(characters[index..<min(index + closing.count, characters.count)]) == closing {
                    index += closing.count
                    return text
                }
                if String(characters[index..<min(index + escape.count, characters.count)]) == escape {
                    index += escape.count
                    if peek() == "(" {
                        skipInterpolation()
                        text.append("◊")
                    } else if let escaped = peek() {
                        // A backslash at the end of a line of a multi-line literal joins the lines: still a new line
                        // of the file.
                        if escaped == "\n" { newLine() } else { text.append(escaped == "n" ? "\n" : escaped) }
                        index += 1
                    }
                    continue
                }
                if characters[index] == "\n" {
                    if !multiline { return text }
                    newLine()
                }
                text.append(characters[index])
                index += 1
            }
            return text
        }

        /// Skips `( … )` after a backslash, with the literals inside it (they are read, and kept, as literals too).
        func skipInterpolation() {
            var depth = 0
            while index < characters.count {
                let character = characters[index]
                if character == "\"" || (character == "#" && peek(1) == "\"") {
                    let start = line
                    literals.append(Literal(line: start, text: literal()))
                    continue
                }
                index += 1
                if character == "\n" { newLine() }
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1; if depth == 0 { return } }
            }
        }

        while index < characters.count {
            let character = characters[index]
            if character == "/" && peek(1) == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/" && peek(1) == "*" {
                index += 2
                while index < characters.count && !(characters[index] == "*" && peek(1) == "/") {
                    if characters[index] == "\n" { endLine() }
                    index += 1
                }
                index += 2
                continue
            }
            if character == "\"" || (character == "#" && (peek(1) == "\"" || (peek(1) == "#" && peek(2) == "\""))) {
                let start = line
                literals.append(Literal(line: start, text: literal()))
                codeLine.append("\"\"")
                continue
            }
            if character == "\n" {
                endLine()
            } else {
                codeLine.append(character)
            }
            index += 1
        }
        code.append(codeLine)
    }

    /// The Swift sources under `Modules/<module>`, by path relative to it.
    static func module(_ module: String) throws -> [String: String] {
        let folder = Fixtures.root.appendingPathComponent("Modules/\(module)")
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        var sources: [String: String] = [:]
        for case let file as String in walk where file.hasSuffix(".swift") {
            sources[file] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        return sources
    }
}
