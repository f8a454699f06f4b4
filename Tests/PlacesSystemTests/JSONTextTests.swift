import Foundation
import PlacesSystem
import Testing

@Suite struct JSONTextTests {
    @Test("escapes what JSON requires and what a terminal would obey", arguments: [
        ("plain", #""plain""#), ("a\"b\\c", #""a\"b\\c""#), ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
        ("\u{1B}[31m", #""\u001b[31m""#), ("\u{0}", #""\u0000""#), ("\u{7F}\u{9B}", #""\u007f\u009b""#),
        ("\u{202E}x\u{2066}", #""\u202ex\u2066""#), ("\u{2028}", #""\u2028""#), ("Zürich 🌍", #""Zürich 🌍""#),
    ])
    func quotes(text: String, expected: String) throws {
        let quoted = JSONText.quoted(text)
        #expect(quoted == expected)
        #expect(try JSONDecoder().decode(String.self, from: Data(quoted.utf8)) == text)
    }
}
