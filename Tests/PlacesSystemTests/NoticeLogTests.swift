import PlacesSystem
import PlacesTestSupport
import Testing

/// The notice log: which notices the last run said, by key, so a front end can say one again briefly.
@Suite struct NoticeLogTests {
    @Test("a key the last run said is known; one it did not say is not; a key not said this run is forgotten")
    func remembersOneRun() throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("state/places/notices")
        let first = NoticeLog(path: path)
        #expect(!first.said("offline https://feed.example"))
        #expect(!first.said("saved copy\nof yesterday"))
        let second = NoticeLog(path: path)
        #expect(second.said("offline https://feed.example"))
        // A line break counts as a space, so a key stays one line of the file.
        #expect(second.said("saved copy of yesterday"))
        #expect(!second.said("snapshot"))
        // The third run knows only what the second said.
        let third = NoticeLog(path: path)
        #expect(third.said("snapshot"))
        #expect(!NoticeLog(path: path).said("offline https://feed.example"))
        #expect(!NoticeLog(path: nil).said("snapshot"))
    }
}
