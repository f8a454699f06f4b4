/// A kind of file Places keeps, with the one size limit its writer and its reader share, and who may read it.
///
/// A writer and a reader that each chose their own limit drifted apart: a list was written at 7.6 MB and read
/// back with a 4 MB limit, so the next run found none. Every file Places keeps is read with
/// ``POSIXFile/read(path:as:)`` and written with ``POSIXFile/writeAtomically(_:to:as:)`` (or one of the
/// `replaceAtomically` variants) given the same kind, so nothing is written that would be refused when read.
/// The kinds of every file Places keeps are listed here, so their limits can be compared in one place.
package struct FileKind: Sendable, Equatable {
    /// The largest file written or read, in bytes.
    package let maximumBytes: Int
    /// Who may read it: the user alone, or whoever the user's own permissions allow.
    package let access: Access
    /// Whether a replacement must survive a power cut: synced to disk before it counts as written. A copy that can
    /// always be fetched again is not; it is still replaced atomically for every reader and a crash of the process.
    package let durable: Bool

    /// A kind of file.
    ///
    /// - Parameters:
    ///   - maximumBytes: The largest file written or read.
    ///   - access: Who may read it: the user alone unless the file is made for the user or others to read.
    ///   - durable: `false` for a copy that can be fetched again, which is then not synced.
    package init(maximumBytes: Int, access: Access = .ownerOnly, durable: Bool = true) {
        self.maximumBytes = maximumBytes
        self.access = access
        self.durable = durable
    }

    /// Who may read a file Places writes.
    package enum Access: Sendable, Equatable {
        /// The user alone (`0600`), whatever the file was before: the user's saved locations and Places' own
        /// records, which nobody else needs to read.
        case ownerOnly
        /// As the user decides: a new file gets what the user's umask gives any program's new file, and a file that
        /// is replaced keeps the permissions it had. For files made for the user's other programs, or to share: a
        /// `0600` file stays private, a shared one stays shared.
        case usersChoice
    }

    /// The user's own locations: far beyond any real list of personal places.
    package static let customStore = FileKind(maximumBytes: 64 << 20)
    /// A saved copy of a feed: what the transport accepts from a server.
    package static let feedCopy = FileKind(maximumBytes: 64 << 20, access: .usersChoice)
    /// A saved answer of a wiki: far more than 500 articles or a long lead take. Not synced: it can always be asked
    /// again, and the two syncs, which wait for the disk, would come before the answer is shown.
    package static let wikipediaAnswer = FileKind(maximumBytes: 8 << 20, durable: false)
    /// A saved street map of one area (an Overpass API answer): as large as the client accepts from the server. Not
    /// synced: it can always be asked again.
    package static let mapAnswer = FileKind(maximumBytes: 16 << 20, durable: false)
    /// The last list of articles: 500 articles take about 150 KB.
    package static let articleList = FileKind(maximumBytes: 4 << 20)
    /// The saved articles, each with its whole text: 500 articles (the most the list keeps) of a long article's
    /// 100 KB of text are under 64 MB; a list that would be larger is refused, and said so.
    package static let savedArticles = FileKind(maximumBytes: 64 << 20)
    /// The removals undo can bring back: the last 50 take a few kilobytes.
    package static let removalHistory = FileKind(maximumBytes: 1 << 20)
    /// The session's history: 500 lines.
    package static let history = FileKind(maximumBytes: 4 << 20)
    /// Which notices the last run said: a few keys.
    package static let noticeLog = FileKind(maximumBytes: 16 << 10)
    /// A desktop entry or `mimeapps.list`: real ones are a few kilobytes. The desktop reads them as the user.
    package static let desktopFile = FileKind(maximumBytes: 1 << 20, access: .usersChoice)
    /// A file of places exported for other apps: no larger than an import reads back; who may read it is the user's
    /// choice, as for any file the user makes.
    package static let export = FileKind(maximumBytes: 64 << 20, access: .usersChoice)
    /// What install recorded of `mimeapps.list`, so that uninstall can put it back.
    package static let handlerRecord = FileKind(maximumBytes: 1 << 20)
}
