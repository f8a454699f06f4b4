#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesSystem

/// A folder of saved answers, one file per question named by a hash of it, written through the one write policy
/// (`POSIXFile.writeAtomically`, as `kind`) and bounded twice: the newest `maximumFiles` answers, and at most
/// `maximumTotalBytes` together. What a file holds, and checking that it answers its question, is the caller's: the
/// wiki's answers (`ArticleCache`) and the street maps' (`StreetMapCache`) each keep their own records here.
struct AnswerFolder: Sendable {
    /// The folder.
    let directory: String
    /// What each file's name starts with.
    let prefix: String
    /// The kind of file: its size limit, shared by writer and reader.
    let kind: FileKind
    /// How many answers are kept; older ones are removed when a new one is saved.
    let maximumFiles: Int
    /// How many bytes the answers may take together; older ones are removed when a new one is saved.
    let maximumTotalBytes: Int

    /// The file for `question`.
    func path(for question: String) -> String {
        "\(directory)/\(StableName.file(prefix: prefix, key: question))"
    }

    /// Saves `data` as the answer to `question`, then keeps the folder within its bounds. A folder that cannot be
    /// written costs only the offline fallback; an answer larger than the reader accepts is not written at all.
    func save(_ data: Data, for question: String) async {
        let folder = self
        await DedicatedThread.run {
            do {
                try POSIXFile.createDirectories(folder.directory)
                try POSIXFile.writeAtomically(data, to: folder.path(for: question), as: folder.kind)
            } catch {
                return
            }
            folder.prune()
        }
    }

    /// The answer saved for `question` and when it was saved, if there is one.
    func load(_ question: String) async -> (data: Data, savedAt: Date)? {
        let path = path(for: question)
        let kind = kind
        return await DedicatedThread.run {
            guard case .contents(let data)? = try? POSIXFile.read(path: path, as: kind),
                  let savedAt = POSIXFile.modificationDate(path)
            else { return nil }
            return (data: data, savedAt: savedAt)
        }
    }

    /// Keeps the newest answers within both bounds, and removes what killed writers left behind.
    private func prune() {
        let prefix = prefix
        POSIXFile.removeAbandonedTemporaries(in: directory) { $0.hasPrefix(prefix + "-") && $0.hasSuffix(".json") }
        let answers = POSIXFile.names(in: directory)
            .filter { $0.hasPrefix(prefix + "-") && $0.hasSuffix(".json") }
            .compactMap { name -> (path: String, bytes: Int, savedAt: Date)? in
                let path = "\(directory)/\(name)"
                return POSIXFile.status(path).map { (path, $0.bytes, $0.modified) }
            }
            .sorted { $0.savedAt > $1.savedAt }
        var kept = 0
        var total = 0
        // Newest first: from the first answer that does not fit, every older one goes too.
        for answer in answers {
            if kept < maximumFiles && total + answer.bytes <= maximumTotalBytes {
                kept += 1
                total += answer.bytes
            } else {
                kept = maximumFiles
                try? POSIXFile.remove(answer.path)
            }
        }
    }
}
