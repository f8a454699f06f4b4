import PlacesDomain
import PlacesPresentation

/// The Wikipedia `--wiki` or `PLACES_WIKI` names: a language's (`nl`), or a site at an address (a mirror, a test
/// server), which then answers every question, also about articles that links name on another language's wiki.
struct WikiChoice: Equatable, Sendable {
    let site: WikipediaSite
    /// Given as an address rather than a language code.
    let isAddress: Bool

    /// Reads `nl`, `zh-min-nan`, `https://wiki.example.org` or `http://127.0.0.1:8080`; `nil` for anything else.
    init?(parsing text: String) {
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard let site = WikipediaSite(base: text) else { return nil }
            self.site = site
            isAddress = true
        } else {
            guard let site = WikipediaSite(language: lowered) else { return nil }
            self.site = site
            isAddress = false
        }
    }

    /// The Wikipedia in the session's language.
    static func standard(for language: Language) -> WikipediaSite {
        WikipediaSite(language: language.rawValue) ?? .english
    }
}
