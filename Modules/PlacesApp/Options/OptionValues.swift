/// The values of the options given to one command, checked against its declarations.
struct OptionValues: Equatable, Sendable {
    private var values: [String: OptionValue] = [:]

    /// No options.
    init() {}

    /// Sets `spec`'s value.
    mutating func set(_ spec: OptionSpec, _ value: OptionValue) {
        values[spec.name] = value
    }

    /// Whether a flag was given.
    func flag(_ spec: OptionSpec) -> Bool {
        values[spec.name] != nil
    }

    /// A whole number, or `nil` when the option was not given.
    func number(_ spec: OptionSpec) -> Int? {
        if case .number(let number) = values[spec.name] { return number }
        return nil
    }

    /// Seconds, or `nil` when the option was not given.
    func seconds(_ spec: OptionSpec) -> Double? {
        if case .seconds(let seconds) = values[spec.name] { return seconds }
        return nil
    }

    /// A text or a choice, or `nil` when the option was not given.
    func text(_ spec: OptionSpec) -> String? {
        if case .text(let text) = values[spec.name] { return text }
        return nil
    }
}
