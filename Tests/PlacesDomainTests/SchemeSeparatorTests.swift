@testable import PlacesDomain
import PlacesTestSupport
import Testing

/// The search for `://` that links and quoted addresses share finds what the generic substring search finds.
@Suite struct SchemeSeparatorTests {
    @Test("the first `://`, or none", arguments: [
        "wikipedia://places?lat=1&lon=2", "https://a://b", "no separator", ":/", "://", "a:/b//c", "\r\n://x",
        "wikipedia:/\u{301}/places", "wikipedia://\u{301}places", "café://x", "",
    ])
    func examples(text: String) {
        #expect(text.schemeSeparator == text.firstRange(of: "://"))
    }

    @Test("random text, ASCII or not, gives the same range as firstRange(of:)")
    func matchesSubstringSearch() {
        var generator = SeededGenerator(seed: 25)
        let pieces = [":", "/", "//", "://", "a", "\r", "\n", "\r\n", "\u{301}", "é", "?", " "]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            #expect(text.schemeSeparator == text.firstRange(of: "://"), "\(text.debugDescription)")
        }
    }
}
