/// A country, or a territory with a country code of its own (Greenland, Puerto Rico), and its name in the languages
/// Places speaks.
public struct Country: Hashable, Sendable {
    /// Its ISO 3166 code ("AT").
    public let code: String
    /// Its name in English, as the gazetteer's places carry it ("Austria").
    public let name: String
    /// Its names in other languages, by ISO 639-1 code ("nl": "Oostenrijk").
    public let localizedNames: [String: String]

    /// Creates a country.
    ///
    /// - Parameters:
    ///   - code: The ISO 3166 code.
    ///   - name: The English name.
    ///   - localizedNames: Names in other languages, by ISO 639-1 code.
    public init(code: String, name: String, localizedNames: [String: String] = [:]) {
        self.code = code
        self.name = name
        self.localizedNames = localizedNames
    }

    /// Its name in the language with ISO 639-1 code `language`; the English name when it has none in that language.
    public func name(language: String) -> String {
        localizedNames[language] ?? name
    }
}
