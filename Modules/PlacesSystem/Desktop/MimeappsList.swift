/// The text of a `mimeapps.list`, edited line by line without touching anything else: each line keeps its own
/// ending (`\n`, `\r\n`, or none at the very end), group headers are recognised with spaces around them, and lines
/// are only ever added to or removed from the `[Default Applications]` group.
struct MimeappsList: Equatable {
    private struct Line: Equatable {
        var content: String
        var ending: String
    }

    private static let defaultsGroup = "[Default Applications]"
    private var lines: [Line]

    /// Parses `text`; an empty text has no lines.
    init(_ text: String) {
        lines = []
        var rest = Substring(text)
        while !rest.isEmpty {
            // Split at "\n" by bytes: in Swift "\r\n" is one Character, which firstIndex(of: "\n") would not find.
            if let newline = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) {
                var content = rest[..<newline]
                var ending = "\n"
                if content.utf8.last == UInt8(ascii: "\r") {
                    content = content.dropLast()
                    ending = "\r\n"
                }
                lines.append(Line(content: String(content), ending: ending))
                rest = rest[rest.utf8.index(after: newline)...]
            } else {
                lines.append(Line(content: String(rest), ending: ""))
                rest = ""
            }
        }
    }

    /// The text, exactly as parsed plus the edits.
    var text: String {
        lines.map { $0.content + $0.ending }.joined()
    }

    /// The ending new lines get: the file's own, `\r\n` if it uses that.
    private var newline: String {
        lines.contains { $0.ending == "\r\n" } ? "\r\n" : "\n"
    }

    /// Puts `id` first in the default list of each of `mimeTypes`, adding the group or the keys as needed.
    ///
    /// A file may hold the `[Default Applications]` group more than once. GLib reads them as one group in which
    /// the last line of a key wins, and other readers take the first: so every line of the key, in every such
    /// group, is made to name `id` first, and a key found in none is added to the first group.
    mutating func addDefault(_ id: String, for mimeTypes: [String]) {
        if groupRanges.isEmpty {
            if let last = lines.indices.last, lines[last].ending.isEmpty { lines[last].ending = newline }
            if let last = lines.last, !last.content.trimmingBlanks.isEmpty { lines.append(Line(content: "", ending: newline)) }
            lines.append(Line(content: Self.defaultsGroup, ending: newline))
        }
        for mimeType in mimeTypes {
            let groups = groupRanges
            let keyed = groups.flatMap { $0.dropFirst() }.filter { key(of: lines[$0]) == mimeType }
            for index in keyed {
                let entries = values(of: lines[index])
                guard entries.first != id else { continue }
                lines[index].content = mimeType + "=" + ([id] + entries.filter { $0 != id }).map { $0 + ";" }.joined()
            }
            guard keyed.isEmpty, let group = groups.first else { continue }
            // After the group's last entry, not after the blank line that separates it from the next group.
            var position = group.upperBound
            while position > group.lowerBound + 1, lines[position - 1].content.trimmingBlanks.isEmpty { position -= 1 }
            if position > 0, lines[position - 1].ending.isEmpty { lines[position - 1].ending = newline }
            lines.insert(Line(content: mimeType + "=" + id + ";", ending: newline), at: position)
        }
    }

    /// Takes `id` out of the default lists of `mimeTypes`, in every `[Default Applications]` group; a list left
    /// empty loses its line, and a group this left with no entries is removed with the blank line before it.
    mutating func removeDefault(_ id: String, for mimeTypes: [String]) {
        // From the last group to the first, so that removing lines leaves the earlier groups where they were.
        for group in groupRanges.reversed() { removeDefault(id, for: mimeTypes, in: group) }
    }

    private mutating func removeDefault(_ id: String, for mimeTypes: [String], in range: Range<Int>) {
        var group = range
        var removed = false
        var index = group.lowerBound + 1
        while index < group.upperBound {
            if let key = key(of: lines[index]), mimeTypes.contains(key), values(of: lines[index]).contains(id) {
                removed = true
                let remaining = values(of: lines[index]).filter { $0 != id }
                if remaining.isEmpty {
                    lines.remove(at: index)
                    group = group.lowerBound..<(group.upperBound - 1)
                    continue
                }
                lines[index].content = key + "=" + remaining.map { $0 + ";" }.joined()
            }
            index += 1
        }
        guard removed, lines[(group.lowerBound + 1)..<group.upperBound].allSatisfy({ $0.content.trimmingBlanks.isEmpty }) else { return }
        var start = group.lowerBound
        if start > 0, lines[start - 1].content.trimmingBlanks.isEmpty { start -= 1 }
        lines.removeSubrange(start..<group.upperBound)
    }

    /// Each `[Default Applications]` header's index up to the next group's header (or the end), in file order.
    private var groupRanges: [Range<Int>] {
        lines.indices.filter { lines[$0].content.trimmingBlanks == Self.defaultsGroup }.map { start in
            start..<(lines[(start + 1)...].firstIndex { $0.content.trimmingBlanks.hasPrefix("[") } ?? lines.count)
        }
    }

    private func key(of line: Line) -> String? {
        guard let equals = line.content.firstIndex(of: "=") else { return nil }
        return line.content[..<equals].trimmingBlanks
    }

    private func values(of line: Line) -> [String] {
        guard let equals = line.content.firstIndex(of: "=") else { return [] }
        return line.content[line.content.index(after: equals)...].split(separator: ";").map { $0.trimmingBlanks }.filter { !$0.isEmpty }
    }
}

private extension StringProtocol {
    /// The text without spaces and tabs at either end, as desktop files allow around keys and headers.
    var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
