/// Writes messages and numbers in one language; each view model holds one.
package struct Localizer: Sendable {
    /// The language written.
    package let language: Language

    /// A localizer for `language`.
    package init(language: Language) {
        self.language = language
    }

    /// The message in this localizer's language.
    package func callAsFunction(_ message: some Message) -> String {
        message.text(language)
    }

    /// `value` with a fixed number of decimals and the language's decimal separator (`52.3547`, `52,3547`).
    package func decimal(_ value: Double, places: Int) -> String {
        language.decimal(value, places: places)
    }

    /// A whole number with the language's thousands separator (`1,459,640`, `1.459.640`).
    package func grouped(_ value: Int) -> String {
        language.grouped(value)
    }
}
