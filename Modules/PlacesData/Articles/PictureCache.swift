#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain
import PlacesSystem

/// The last picture fetched from each address, kept in a folder (`$XDG_CACHE_HOME/places/pictures`) like the wiki's
/// answers (`AnswerFolder`: one file per address, named by a hash of it, holding the address too; bounded in files
/// and in bytes), so that an article seen before shows its picture offline. A saved file is read back through the
/// same check as a fresh answer: bytes that are no image file Places knows are no picture.
public struct PictureCache: Sendable {
    /// The folder holding the pictures.
    public let directory: String
    /// How many pictures are kept; older ones are removed when a new one is saved.
    public let maximumFiles: Int
    /// How many bytes the pictures may take together; older ones are removed when a new one is saved.
    public let maximumTotalBytes: Int

    /// A cache in `directory` (created on the first save).
    ///
    /// - Parameters:
    ///   - directory: The folder, usually `$XDG_CACHE_HOME/places/pictures`.
    ///   - maximumFiles: How many pictures to keep.
    ///   - maximumTotalBytes: How many bytes they may take together.
    public init(directory: String, maximumFiles: Int = 200, maximumTotalBytes: Int = 32 << 20) {
        self.directory = directory
        self.maximumFiles = maximumFiles
        self.maximumTotalBytes = maximumTotalBytes
    }

    private struct Record: Codable {
        let question: String
        let bytes: Data
    }

    func save(_ picture: ArticlePicture, for question: String) async {
        guard let data = try? JSONEncoder().encode(Record(question: question, bytes: Data(picture.bytes))) else { return }
        await folder.save(data, for: question)
    }

    func picture(for question: String) async -> (picture: ArticlePicture, savedAt: Date)? {
        guard let (data, savedAt) = await folder.load(question),
              let record = try? JSONDecoder().decode(Record.self, from: data),
              record.question == question,
              let picture = PictureFile.picture(Array(record.bytes))
        else { return nil }
        return (picture, savedAt)
    }

    /// The file for `question`.
    package func path(for question: String) -> String {
        folder.path(for: question)
    }

    private var folder: AnswerFolder {
        AnswerFolder(directory: directory, prefix: "picture", kind: .wikipediaAnswer, maximumFiles: maximumFiles, maximumTotalBytes: maximumTotalBytes)
    }
}
