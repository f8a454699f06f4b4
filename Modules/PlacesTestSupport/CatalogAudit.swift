package import PlacesPresentation

/// Checks a text catalog the way the localization rule asks: every text in every language, same placeholders.
package enum CatalogAudit {
    /// One line per problem: a text missing in a language, or placeholders that differ between languages.
    package static func problems<Catalog: TextCatalog>(in catalog: Catalog.Type) -> [String] {
        var problems: [String] = []
        for key in Catalog.allCases {
            let texts = Language.allCases.map { ($0, key.template($0)) }
            for (language, text) in texts where text.isEmpty {
                problems.append("\(key) has no \(language) text")
            }
            let expected = placeholders(in: texts[0].1)
            for (language, text) in texts.dropFirst() where placeholders(in: text) != expected {
                problems.append("\(key): the \(language) placeholders differ from the \(texts[0].0) ones")
            }
        }
        return problems
    }

    /// The `{N}` placeholders of a template, sorted.
    static func placeholders(in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            found.append(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return found.sorted()
    }
}
