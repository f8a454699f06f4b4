/// A set of user-facing texts, each written in every ``Language``.
///
/// Catalogs are enums whose cases return both languages from one exhaustive `switch`, so a text cannot exist in
/// one language and not the other without the code failing to compile; the test suite also checks that both
/// have the same placeholders. Texts live in Swift source, not in a resource bundle, so a `places` binary copied
/// alone keeps all of them.
public protocol TextCatalog: CaseIterable, Hashable, Sendable {
    /// The text in `language`, with `{0}`, `{1}`… where arguments go.
    func template(_ language: Language) -> String
}

extension TextCatalog {
    /// The text in `language` with its placeholders filled in, in order.
    ///
    /// - Parameters:
    ///   - language: The language to write in.
    ///   - arguments: The values for `{0}`, `{1}`…
    public func text(_ language: Language, _ arguments: String...) -> String {
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

/// Writes texts and numbers in one language; each view model holds one.
public struct Localizer: Sendable {
    /// The language written.
    public let language: Language

    /// A localizer for `language`.
    public init(language: Language) {
        self.language = language
    }

    /// A catalog text with its arguments filled in.
    public func callAsFunction<Catalog: TextCatalog>(_ key: Catalog, _ arguments: String...) -> String {
        Catalog.fill(key.template(language), arguments)
    }

    /// `value` with a fixed number of decimals and the language's decimal separator (`52.3547`, `52,3547`).
    public func decimal(_ value: Double, places: Int) -> String {
        var scaled = (abs(value) * pow10(places)).rounded()
        if !scaled.isFinite { scaled = 0 }
        let integer = String(Int(scaled / pow10(places)))
        let negative = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return negative + integer }
        let fraction = String(Int(scaled.truncatingRemainder(dividingBy: pow10(places))))
        let padded = String(repeating: "0", count: places - fraction.count) + fraction
        return negative + integer + (language == .dutch ? "," : ".") + padded
    }

    private func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
