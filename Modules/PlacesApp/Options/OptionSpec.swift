import PlacesDomain
import PlacesPresentation

/// An option as a command declares it: its name, what its value is, its default and its help in every language.
///
/// Commands list their options next to their arguments (``Command/options``); the options every command takes are
/// ``GlobalOptions/all``. The parser, `help`, `help COMMAND`, Tab completion and README's option tables are all
/// derived from these declarations.
struct OptionSpec: Sendable {
    /// What follows the option's name.
    enum Value: Sendable {
        /// Nothing: the option is on or off.
        case flag
        /// A plain whole number within a range.
        case wholeNumber(ClosedRange<Int>)
        /// Plain decimal seconds within a range (no sign, exponent or hex).
        case seconds(ClosedRange<Double>)
        /// One of these words.
        case choice([String])
        /// Any text, checked by the option's own rule.
        case text
    }

    /// `--radius`.
    let name: String
    /// Other spellings: `-h`.
    let aliases: [String]
    /// What its value is.
    let value: Value
    /// The environment variable that sets it too, if any.
    let environment: String?
    /// What Tab and the shells' completion complete in its value: its choices, unless told otherwise.
    let completion: CompletionKind
    /// How its value is written in help: `METRES`.
    let placeholder: @Sendable (Language) -> String
    /// What it does, with its range and default: one line of help.
    let help: @Sendable (Language) -> String
    /// The usage problem for a value it does not take (the value already made safe to show).
    let invalid: @Sendable (_ shown: String) -> UsageProblem
    /// Reads a text value (``Value/text``); `nil` for one it does not take.
    let check: @Sendable (String) -> Bool

    init(
        _ name: String,
        aliases: [String] = [],
        value: Value,
        environment: String? = nil,
        completion: CompletionKind? = nil,
        placeholder: @escaping @Sendable (Language) -> String = { _ in "" },
        help: @escaping @Sendable (Language) -> String,
        invalid: (@Sendable (_ shown: String) -> UsageProblem)? = nil,
        check: @escaping @Sendable (String) -> Bool = { _ in true }
    ) {
        self.name = name
        self.aliases = aliases
        self.value = value
        self.environment = environment
        if let completion {
            self.completion = completion
        } else if case .choice(let words) = value {
            self.completion = .words(words)
        } else {
            self.completion = .nothing
        }
        self.placeholder = placeholder
        self.help = help
        // An option without its own sentence still names itself and what it takes, so a new option can never
        // leave its refusal blank.
        self.invalid = invalid ?? { [name, value] shown in
            if case .choice(let words) = value { return .invalidChoice(shown, option: name, choices: words) }
            return .invalidOptionValue(shown, option: name)
        }
        self.check = check
    }

    /// Every spelling: the name, then the aliases.
    var names: [String] { [name] + aliases }

    /// Whether a value follows the name.
    var takesValue: Bool {
        if case .flag = value { return false }
        return true
    }

    /// The option as help writes it: `--radius METRES`, `-h, --help`.
    func synopsis(_ language: Language) -> String {
        let spelled = (aliases + [name]).joined(separator: ", ")
        return takesValue ? "\(spelled) \(placeholder(language))" : spelled
    }

    /// Checks `text` as this option's value.
    ///
    /// - Returns: The value as it will be used, or `nil` when the option does not take it.
    func parse(_ text: String) -> OptionValue? {
        switch value {
        case .flag:
            return .flag
        case .wholeNumber(let range):
            guard (1...6).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(text), range.contains(number)
            else { return nil }
            return .number(number)
        case .seconds(let range):
            // Plain decimal seconds only, and at least the range's least: libcurl reads a deadline rounded down to
            // 0 ms as none at all.
            guard text.first?.isASCII == true, text.first?.isNumber == true,
                  let seconds = DecimalNotation.parseStrict(text), range.contains(seconds)
            else { return nil }
            return .seconds(seconds)
        case .choice(let words):
            let lowered = text.lowercased()
            return words.contains(lowered) ? .text(lowered) : nil
        case .text:
            return check(text) ? .text(text) : nil
        }
    }
}

/// An option's value as parsed.
enum OptionValue: Equatable, Sendable {
    case flag
    case number(Int)
    case seconds(Double)
    case text(String)
}
