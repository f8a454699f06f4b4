import PlacesDomain
import PlacesPresentation

/// The `--format FORMAT` option, which `export` and `import` both take, each with its own help.
enum FormatOption {
    /// A `--format FORMAT` option, which export and import both take, with its own help.
    static func make(help: @escaping @Sendable (Language) -> String) -> OptionSpec {
        OptionSpec(
            "--format", value: .choice(TransferFormat.allCases.map(\.rawValue)),
            placeholder: { $0 == .dutch ? "FORMAAT" : "FORMAT" },
            help: help,
            invalid: { .invalidFormat($0, formats: TransferFormat.allCases.map(\.rawValue)) }
        )
    }
}
