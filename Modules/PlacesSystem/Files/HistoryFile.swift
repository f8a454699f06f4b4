#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The session's history on disk (`$XDG_STATE_HOME/places/history`): each line is appended as it is entered, and
/// the file is cut back to the newest lines only now and then.
///
/// Appending one line is one `write` with `O_APPEND`, far cheaper than rewriting and syncing the whole file after
/// every line, which grows with the history. A line is in the file, so a crash of the process cannot lose
/// it, as soon as ``append(_:)`` returns; a power cut can lose the lines the system had not yet written out, never
/// the file, because the file is only ever replaced atomically (``compact()``). Lines from several sessions at
/// once are all kept, in the order they were entered. Both go through the one write policy of every file Places
/// keeps (`POSIXFile+Writing.swift`): through the user's symbolic link, regular files only.
///
/// The format is libedit's, so histories written before stay readable: a `_HiStOrY_V2_` line, then one line per
/// entry with spaces, backslashes and control characters escaped as octal (`\040`); ``HistoryLineCoding``.
package struct HistoryFile: Sendable {
    /// The first line of the file.
    package static let header = "_HiStOrY_V2_"
    /// The most bytes read from the end of the file; the writer keeps it far smaller (``compact()``).
    static let readLimit = FileKind.history.maximumBytes

    let path: String
    /// The lines kept when the file is cut back; twice as many may be in it before it is.
    let limit: Int
    /// Lines in the file as far as this session knows (its own appends and what it read).
    private(set) var lines = 0
    private(set) var bytes = 0

    /// The history file at `path`, keeping the newest `limit` lines.
    package init(path: String, limit: Int) {
        self.path = path
        self.limit = limit
    }

    /// The newest ``limit`` entries, oldest first; none when the file is missing, unreadable or not a regular file
    /// (history is state that may be lost without harm). A file grown past twice the limit is cut back now.
    package mutating func load() -> [String] {
        guard let entries = try? Self.entries(in: path) else { return [] }
        lines = entries.count
        bytes = entries.reduce(Self.header.utf8.count + 1) { $0 + $1.utf8.count + 1 }
        if lines > 2 * limit { try? compact() }
        return entries.suffix(limit).map(HistoryLineCoding.decoded)
    }

    /// Appends `line` to the file (creating it, and its folder, when missing), and cuts the file back when it has
    /// grown to twice ``limit`` lines or half of ``readLimit``.
    package mutating func append(_ line: String) throws(SystemError) {
        let record = Array((HistoryLineCoding.encoded(line) + "\n").utf8)
        if lines == 0 { try POSIXFile.createDirectories(POSIXFile.parent(of: path)) }
        let size = try POSIXFile.append(record, to: path)
        lines += 1
        bytes = size
        // A file this line started needs its header; another session starting one at the same moment may add a
        // second header, which readers skip.
        if size == record.count || lines > 2 * limit || bytes > Self.readLimit / 2 { try compact() }
    }

    /// Replaces the file by one holding its newest ``limit`` lines, atomically and durably, re-read just before so
    /// that other sessions' lines are kept.
    package mutating func compact() throws(SystemError) {
        let entries = try Self.entries(in: path).suffix(limit)
        var text = Self.header + "\n"
        for entry in entries { text += entry + "\n" }
        try POSIXFile.writeAtomically(Data(text.utf8), to: path, as: .history)
        lines = entries.count
        bytes = text.utf8.count
    }

    /// The file's entries as written (still escaped), oldest first: its last ``readLimit`` bytes, without headers.
    private static func entries(in path: String) throws(SystemError) -> [String] {
        let tail = try POSIXFile.readTail(path: path, limit: readLimit)
        return tail.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }.filter { $0 != header }
    }
}
