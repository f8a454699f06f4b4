import Foundation
@testable import PlacesApp
import PlacesDomain
import Testing

@Suite struct FeedSourceTests {
    @Test("http and https URLs are remote sources")
    func remote() throws {
        #expect(try FeedSource(parsing: "https://example.com/feed.json") == .remote(URL(string: "https://example.com/feed.json")!))
        #expect(try FeedSource(parsing: "HTTP://127.0.0.1:8080/x") == .remote(URL(string: "HTTP://127.0.0.1:8080/x")!))
    }

    @Test("paths and file URLs are files")
    func files() throws {
        #expect(try FeedSource(parsing: "Fixtures/locations.json") == .file(path: "Fixtures/locations.json"))
        #expect(try FeedSource(parsing: "/tmp/a b.json") == .file(path: "/tmp/a b.json"))
        #expect(try FeedSource(parsing: "file:///tmp/feed.json") == .file(path: "/tmp/feed.json"))
        #expect(try FeedSource(parsing: "./ftp:odd-name.json") == .file(path: "./ftp:odd-name.json"))
    }

    @Test("other schemes and empty text are refused, not read as file names", arguments: [
        "ftp://example.com/feed.json", "data:application/json,[]", "javascript:alert(1)", "mailto:a@b.c", "", "http://",
        "https:///path-without-host", "file:relative", "gopher://x",
    ])
    func refused(text: String) {
        #expect(throws: FeedFailure.unsupportedSource(text)) { try FeedSource(parsing: text) }
    }

    @Test("the standard source is the assignment's feed")
    func standard() {
        #expect(FeedSource.standard.description == "https://raw.githubusercontent.com/abnamrocoesd/assignment-ios/main/locations.json")
    }
}

@Suite struct XDGDirectoriesTests {
    @Test("uses absolute XDG variables and falls back to HOME")
    func resolves() {
        let directories = XDGDirectories(environment: ["HOME": "/home/ann", "XDG_CACHE_HOME": "/var/cache/ann", "XDG_DATA_HOME": "relative/ignored"])
        #expect(directories.cache == "/var/cache/ann/places")
        #expect(directories.data == "/home/ann/.local/share/places")
        #expect(directories.state == "/home/ann/.local/state/places")
        #expect(directories.dataHome == "/home/ann/.local/share")
    }

    @Test("without HOME or XDG variables there are no folders")
    func none() {
        let directories = XDGDirectories(environment: [:])
        #expect(directories.cache == nil && directories.data == nil && directories.state == nil)
    }
}
