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
        // One left-to-right pass over the bytes, so an argument that itself contains "{1}" is never expanded. Bytes,
        // not Characters: this runs for every row of a long list.
        var result: [UInt8] = []
        result.reserveCapacity(template.utf8.count + arguments.reduce(0) { $0 + $1.utf8.count })
        let bytes = Array(template.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "{") {
                var end = index + 1
                var number = 0
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]), number < 1_000 {
                    number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                    end += 1
                }
                if end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "}"), arguments.indices.contains(number) {
                    result.append(contentsOf: arguments[number].utf8)
                    index = end + 1
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
