/// Something Places says to a person — a sentence or a phrase — with typed parameters, in every ``Language``.
///
/// Each catalog under `Text/` is an enum of messages, one case per message, whose associated values are its
/// parameters: counts as `Int`, text that came from elsewhere (a name, a host, a sentence made by another
/// message) as `String`. A catalog writes each language as one exhaustive `switch` over its cases, so a message
/// cannot exist in one language and not another; adding a language here (a requirement and a case in
/// ``text(_:)``) does not compile until every catalog has it. There are no positional placeholders to fill in the
/// wrong order. Messages live in Swift source, not a resource bundle, so a `places` binary copied alone keeps all
/// of them.
package protocol Message: Sendable {
    /// The message in English.
    var english: String { get }
    /// The message in Dutch.
    var dutch: String { get }
}

extension Message {
    /// The message written in `language`.
    package func text(_ language: Language) -> String {
        switch language {
        case .english: english
        case .dutch: dutch
        }
    }
}
