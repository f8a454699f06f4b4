/// A set of user-facing texts, each written in every ``Language``.
///
/// Catalogs are enums whose cases return both languages from one exhaustive `switch`, so a text cannot exist in
/// one language and not the other without the code failing to compile; the test suite also checks that both
/// have the same placeholders. Texts live in Swift source, not in a resource bundle, so a `places` binary copied
/// alone keeps all of them.
package protocol TextCatalog: CaseIterable, Hashable, Sendable {
    /// The text in `language`, with `{0}`, `{1}`… where arguments go.
    func template(_ language: Language) -> String
}

extension TextCatalog {
    /// The text in `language` with its placeholders filled in, in order.
    ///
    /// - Parameters:
    ///   - language: The language to write in.
    ///   - arguments: The values for `{0}`, `{1}`…
    package func text(_ language: Language, _ arguments: String...) -> String {
        Self.fill(template(language), arguments)
    }

    static func fill(_ template: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty else { return template }
        var result = ""
        var rest = template[...]
        // One left-to-right pass, so an argument that itself contains "{1}" is never expanded.
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = Int(rest[afterOpen..<close]),
               arguments.indices.contains(index) {
                result += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
