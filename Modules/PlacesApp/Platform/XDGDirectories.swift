/// The per-user folders of the XDG Base Directory specification, read from an injected environment.
///
/// A variable counts only when it holds an absolute path, as the specification requires; otherwise the default
/// under `$HOME` is used. Each folder is `nil` when neither is available, and the feature that needs it says so.
struct XDGDirectories: Sendable, Equatable {
    /// `$XDG_CACHE_HOME/places`: saved copies of fetched feeds.
    let cache: String?
    /// `$XDG_DATA_HOME/places`: the user's own locations.
    let data: String?
    /// `$XDG_STATE_HOME/places`: history and other state that may be lost without harm.
    let state: String?
    /// `$XDG_DATA_HOME` itself, where desktop entries (`applications/`) live.
    let dataHome: String?
    /// `$XDG_CONFIG_HOME` itself, where `mimeapps.list` chooses default applications.
    let configHome: String?

    /// Resolves the folders for `environment`.
    ///
    /// - Parameter environment: The process environment, or a test's.
    init(environment: [String: String]) {
        func base(_ variable: String, default relative: String) -> String? {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
            return home + "/" + relative
        }
        dataHome = base("XDG_DATA_HOME", default: ".local/share")
        configHome = base("XDG_CONFIG_HOME", default: ".config")
        cache = base("XDG_CACHE_HOME", default: ".cache").map { $0 + "/places" }
        data = dataHome.map { $0 + "/places" }
        state = base("XDG_STATE_HOME", default: ".local/state").map { $0 + "/places" }
    }
}
