/// The languages Places speaks. Machine-readable output (links, JSON) never depends on it.
public enum Language: String, CaseIterable, Sendable {
    /// English, the default.
    case english = "en"
    /// Dutch.
    case dutch = "nl"

    /// The language the environment asks for, by the rules of GNU gettext.
    ///
    /// Foundation on Linux ignores these variables, so Places reads them itself. The locale for messages is the
    /// first non-empty one of `LC_ALL`, `LC_MESSAGES` and `LANG`. When it is `C` or `POSIX` (or nothing is set),
    /// messages are English and `LANGUAGE` is ignored, as gettext does. Otherwise `LANGUAGE`, a colon-separated
    /// list of preferences, is consulted first, then the locale itself. `nl_NL.UTF-8`, `nl_BE` and `nl` all
    /// mean Dutch; any language Places does not have means English.
    ///
    /// - Parameter environment: The process environment.
    public init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let code = Self.code(of: locale)
        guard !code.isEmpty, code != "c", code != "posix" else {
            self = .english
            return
        }
        let preferences = (environment["LANGUAGE"] ?? "").split(separator: ":").map { Self.code(of: String($0)) }
        for preference in preferences + [code] {
            if let language = Language(rawValue: preference) {
                self = language
                return
            }
        }
        self = .english
    }

    /// The lower-case language part of a locale name: `nl_NL.UTF-8@euro` → `nl`.
    private static func code(of locale: String) -> String {
        String(locale.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }).lowercased()
    }
}
