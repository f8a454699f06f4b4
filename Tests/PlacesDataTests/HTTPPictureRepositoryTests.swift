import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// Articles' pictures through the real libcurl transport from the loopback server playing Wikipedia and its image
/// server: the thumbnail's bytes and kind, the bounds of a question, what is not a picture, and the copy kept for
/// when the server is gone.
@Suite struct HTTPPictureRepositoryTests {
    private let server: LoopbackHTTPServer
    private let folder: TemporaryDirectory
    private let transport = HTTPTransport.libcurl(
        limits: HTTPLimits(totalTimeout: 600, idleTimeout: 600, maximumBytes: 8 << 20, maximumRedirects: 3),
        userAgent: "places-tests/1.0 (loopback)"
    )

    init() throws {
        server = try LoopbackHTTPServer()
        folder = try TemporaryDirectory()
    }

    private static let thumbnail = "wikipedia/upload.wikimedia.org/wikipedia/commons/thumb/5/5e/Koninklijk_Paleis_Amsterdam.jpg/320px-Koninklijk_Paleis_Amsterdam.jpg"

    private func repository(cache: PictureCache? = nil, maximumBytes: Int = 2 << 20) -> HTTPPictureRepository {
        HTTPPictureRepository(transport: transport, cache: cache, deadline: .seconds(600), maximumBytes: maximumBytes)
    }

    @Test("the Royal Palace's thumbnail, from its summary's address: a JPEG, byte for byte")
    func thumbnail() async throws {
        let summary = try await WikipediaArticleRepository(site: server.wikipediaSite("amsterdam"), transport: transport, deadline: .seconds(600))
            .summary(ofArticleTitled: "Royal Palace of Amsterdam").value
        let address = try #require(summary.thumbnailURL)
        let picture = try await repository().picture(at: address)
        #expect(picture.value.kind == .jpeg && picture.savedAt == nil)
        #expect(picture.value.bytes == Array(try Fixtures.data(Self.thumbnail)))
    }

    @Test("an answer that is no image file is refused; one larger than the bound is too large; only http and https")
    func refusals() async throws {
        await #expect(throws: ArticleFailure.invalidAnswer) {
            try await repository().picture(at: server.url("/wikipedia/amsterdam/summary/Dam.json").absoluteString)
        }
        await #expect(throws: ArticleFailure.tooLarge(limit: 1_000)) {
            try await repository(maximumBytes: 1_000).picture(at: server.url("/\(Self.thumbnail)").absoluteString)
        }
        await #expect(throws: ArticleFailure.httpStatus(404)) {
            try await repository().picture(at: server.url("/wikipedia/nothing-here.jpg").absoluteString)
        }
        await #expect(throws: ArticleFailure.invalidAnswer) { try await repository().picture(at: "file:///etc/passwd") }
    }

    @Test("a picture seen before is shown from its saved copy when the server is gone, with its age")
    func offline() async throws {
        let cache = PictureCache(directory: folder.appending("pictures"))
        let address = server.url("/\(Self.thumbnail)").absoluteString
        let fresh = try await repository(cache: cache).picture(at: address)
        server.stop()
        let saved = try await repository(cache: cache).picture(at: address)
        #expect(saved.value == fresh.value)
        #expect(saved.savedAt != nil && saved.failure != nil)
        await #expect(throws: ArticleFailure.self) {
            try await repository(cache: cache).picture(at: address + "?another")
        }
    }

    @Test("the cache is bounded in bytes: the oldest pictures go first")
    func bounded() async throws {
        let bytes = try Fixtures.data(Self.thumbnail).count
        let cache = PictureCache(directory: folder.appending("pictures"), maximumTotalBytes: bytes * 3)
        let picture = try #require(PictureFile.picture(Array(try Fixtures.data(Self.thumbnail))))
        for index in 0..<4 { await cache.save(picture, for: "question \(index)") }
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.appending("pictures")).filter { $0.hasPrefix("picture-") }
        #expect(kept.count < 4)
        #expect(await cache.picture(for: "question 3") != nil)
    }

    @Test("kinds by their signatures, and a PNG's and a GIF's size from their headers")
    func kinds() throws {
        #expect(PictureFile.kind(of: Array(try Fixtures.data(Self.thumbnail))) == .jpeg)
        #expect(PictureFile.kind(of: Array("<html>".utf8)) == nil)
        #expect(PictureFile.kind(of: Array("GIF89a".utf8) + [2, 0, 1, 0]) == .gif)
        #expect(PictureFile.pixelSize(of: Array("GIF89a".utf8) + [2, 1, 1, 0], kind: .gif)! == (258, 1))
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 1, 64, 0, 0, 0, 213]
        #expect(PictureFile.pixelSize(of: png, kind: .png)! == (320, 213))
    }

    /// Whether the system has gdk-pixbuf, which turns a JPEG into the PNG kitty's protocol takes.
    static let hasPixbuf = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_LOCAL) != nil

    @Test("a JPEG becomes a PNG of the same size through the system's gdk-pixbuf; bytes it cannot read become nothing",
          .enabled(if: hasPixbuf))
    func png() throws {
        let jpeg = try #require(PictureFile.picture(Array(try Fixtures.data(Self.thumbnail))))
        let png = try #require(PictureConverter.png(of: jpeg))
        #expect(png.kind == .png && png.pixelWidth == 320 && png.pixelHeight == 213)
        #expect(PictureFile.pixelSize(of: png.bytes, kind: .png)! == (320, 213))
        #expect(PictureConverter.png(of: ArticlePicture(kind: .jpeg, bytes: [0xFF, 0xD8, 0xFF, 0, 1, 2])) == nil)
        #expect(PictureConverter.png(of: png) == png)
    }
}
