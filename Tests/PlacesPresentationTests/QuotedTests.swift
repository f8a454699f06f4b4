import PlacesDomain
import PlacesPresentation
import PlacesTestSupport
import Testing

/// The one bound on text from outside before a message echoes it.
@Suite struct QuotedTests {
    @Test("short text is kept as it is")
    func short() {
        #expect(Quoted("Amsterdam").description == "Amsterdam")
        #expect(Quoted("東京").description == "東京")
        #expect(Quoted("").description == "")
    }

    @Test("a long argument is cut to 60 columns, ending in …; a path or address keeps 200")
    func long() {
        let typed = String(repeating: "a", count: 100_000)
        #expect(Quoted(typed).description == String(repeating: "a", count: 59) + "…")
        #expect(Quoted(locator: typed).description == String(repeating: "a", count: 199) + "…")
        // Wide characters count two columns each.
        let wide = Quoted(String(repeating: "東", count: 1_000)).description
        #expect(DisplayText.width(of: wide) <= Quoted.columns && wide.hasSuffix("…"))
    }

    @Test("marks and zero-width characters are bounded too: four scalars a column at most")
    func zeroWidth() {
        let marks = Quoted("a" + String(repeating: "\u{0301}", count: 60_000)).description
        #expect(marks.unicodeScalars.count <= Quoted.columns * 4)
        #expect(marks.hasSuffix("…"))
        let invisible = Quoted(String(repeating: "\u{200B}", count: 60_000)).description
        #expect(invisible.unicodeScalars.count <= Quoted.columns * 4)
        // Real text with marks is not cut: Vietnamese, Devanagari.
        #expect(Quoted("Thành phố Hồ Chí Minh").description == "Thành phố Hồ Chí Minh")
        #expect(Quoted("नई दिल्ली").description == "नई दिल्ली")
    }

    @Test("control characters are shown, not obeyed")
    func inert() {
        #expect(Quoted("evil\u{1B}[31mRED\u{07}").description == "evil␛[31mRED␇")
        #expect(Quoted("a\u{202E}b").description == "a<U+202E>b")
    }

    @Test("a password in an address is masked wherever the address is quoted")
    func masked() {
        #expect(Quoted(locator: "http://user:secret@127.0.0.1:8080/x").description == "http://***@127.0.0.1:8080/x")
        #expect(!Quoted("https://me:hunter2@wiki.example").description.contains("hunter2"))
    }

    @Test("every sentence with such text inherits the bound")
    func inSentences() {
        let long = String(repeating: "x", count: 10_000)
        for sentence in [
            PlaceText.nothingMatches(Quoted(long)).english,
            LocationText.removed(number: 5, title: Quoted(long)).dutch,
            LinkText.handleShowing(Quoted(long)).english,
            MapText.notOnMap([(Quoted(long), "7503 km NE")]).english,
        ] {
            #expect(sentence.count < 200, "\(sentence.prefix(80))")
        }
        // An entry off the map keeps its distance after a cut name.
        #expect(MapText.notOnMap([(Quoted(long), "7503 km NE")]).english.hasSuffix("… (7503 km NE)"))
    }

    @Test("Latin text is measured by its scalars as its characters measure it: one column each below U+0300")
    func latinWidths() {
        var generator = SeededGenerator(seed: 25)
        let scalars = (0x20..<0x7F).map { $0 } + (0xA0..<0x300).map { $0 }
        for _ in 0..<2_000 {
            let text = String(String.UnicodeScalarView((0..<Int.random(in: 1...30, using: &generator)).compactMap { _ in
                scalars.randomElement(using: &generator).flatMap(Unicode.Scalar.init)
            }))
            #expect(DisplayText.width(of: text) == text.reduce(0) { $0 + DisplayText.width(of: $1) }, "\(text.debugDescription)")
        }
        // A combining mark (U+0301) or a control leaves the fast path; each is measured by its characters.
        #expect(DisplayText.width(of: "Zu\u{308}rich") == 6)
        #expect(DisplayText.width(of: "Zürich") == 6)
    }
}
