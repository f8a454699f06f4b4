/// What Places shows of an article's text: at most ``ArticleBody/maximumTextBytes``, cut at a paragraph; and its
/// lines read as paragraphs or list items.
extension ArticleBody {
    /// The most bytes of an article's text (headings and text, in UTF-8) shown: the longest real articles are well
    /// under 1 MB of plain text, so only something that is no article comes near it.
    public static let maximumTextBytes = 2 << 20

    /// One piece of a section's text.
    public enum Block: Hashable, Sendable {
        /// A paragraph.
        case paragraph(String)
        /// An item of a list: the plain-text extract keeps a list's items as lines of their own, without a mark.
        case listItem(String)
    }

    /// The bytes of text, headings included, in UTF-8.
    public var textBytes: Int {
        sections.reduce(0) { $0 + $1.heading.utf8.count + $1.text.utf8.count }
    }

    /// The article within `limit` bytes of text: itself when it fits; else its sections up to the last paragraph
    /// that fits whole, with ``cutAtBytes`` saying how many bytes are kept. A first paragraph larger than the whole
    /// bound is cut at the last character that fits, never inside one.
    ///
    /// - Parameter limit: The most bytes kept, ``maximumTextBytes`` when shown.
    /// - Returns: The article, whole or cut.
    public func shortened(toBytes limit: Int = maximumTextBytes) -> ArticleBody {
        guard textBytes > limit else { return self }
        var kept: [Section] = []
        var used = 0
        for section in sections {
            let heading = section.heading.utf8.count
            if used + heading + section.text.utf8.count <= limit {
                kept.append(section)
                used += heading + section.text.utf8.count
                continue
            }
            guard used + heading < limit else { break }
            var lines: [Substring] = []
            var bytes = used + heading
            for line in section.text.split(separator: "\n", omittingEmptySubsequences: false) {
                let more = line.utf8.count + (lines.isEmpty ? 0 : 1)
                guard bytes + more <= limit else { break }
                lines.append(line)
                bytes += more
            }
            if lines.allSatisfy(\.isEmpty), kept.isEmpty {
                // Nothing but one paragraph larger than the bound: as much of it as fits, whole characters only.
                let piece = Self.prefix(of: section.text, bytes: limit - used - heading)
                lines = [Substring(piece)]
                bytes = used + heading + piece.utf8.count
            }
            if !lines.allSatisfy(\.isEmpty) {
                kept.append(Section(level: section.level, heading: section.heading, text: lines.joined(separator: "\n")))
                used = bytes
            }
            break
        }
        return ArticleBody(
            title: title, sections: kept, redirectedFrom: redirectedFrom, isDisambiguation: isDisambiguation, cutAtBytes: used
        )
    }

    /// The section's text as paragraphs and list items. A line that does not end a sentence (nor introduce a list
    /// with a colon) is a list item when it follows a line that introduces a list or another item, when a line next
    /// to it is such a line too (a run of them: "See also"), or on a disambiguation page, where the meanings are
    /// listed under headings without an introduction.
    ///
    /// - Parameter section: A section of this article.
    /// - Returns: Its blocks, in order; blank lines are left out.
    public func blocks(of section: Section) -> [Block] {
        let lines = section.text.split(separator: "\n").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        func open(_ index: Int) -> Bool {
            guard lines.indices.contains(index), let last = lines[index].last else { return false }
            return !".!?…:".contains(last)
        }
        var blocks: [Block] = []
        var inList = false
        for (index, line) in lines.enumerated() {
            if open(index), inList || open(index - 1) || open(index + 1) || (isDisambiguation && section.level > 0) {
                blocks.append(.listItem(line))
                inList = true
            } else {
                blocks.append(.paragraph(line))
                inList = line.hasSuffix(":")
            }
        }
        return blocks
    }

    private static func prefix(of text: String, bytes: Int) -> String {
        var piece = ""
        var used = 0
        for character in text {
            let size = character.utf8.count
            guard used + size <= bytes else { break }
            piece.append(character)
            used += size
        }
        return piece
    }
}
