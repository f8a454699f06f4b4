#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain
import PlacesPresentation
import PlacesSystem

/// The config file as a layer below the environment: each key stands for the environment variable of the same
/// setting (`wiki` for `PLACES_WIKI`), so every part of Places that reads the environment reads the file too, and
/// the order is the one people expect: an option, then the environment, then the file, then the default.
///
/// A value is checked by the same rule as the option's, before it joins the environment: a bad line is said with
/// its file and number and left out, and the rest of the file still applies. A file that cannot be read is said
/// once, and Places goes on without it.
struct Configuration: Sendable {
    /// A setting the file may hold.
    struct Setting: Sendable {
        /// The key, as written in the file: `link-style`.
        let key: String
        /// The environment variable it stands for.
        let variable: String
        /// The option that sets it for one command.
        let option: String
        /// The variable's value for a value written in the file, or why the setting does not take it.
        let read: @Sendable (String) -> Result<String, UsageProblem>
    }

    /// A line of the file that is in force.
    struct Applied: Sendable, Equatable {
        let line: Int
        /// As written.
        let value: String
        /// What the environment variable is given.
        let variableValue: String
    }

    /// Every setting the file may hold, in the order `places config` lists them.
    static let settings: [Setting] = [
        Setting(key: "wiki", variable: "PLACES_WIKI", option: "--wiki", read: checked(GlobalOptions.wiki)),
        Setting(key: "link-style", variable: "PLACES_LINK_STYLE", option: "--link-style", read: checked(GlobalOptions.linkStyle)),
        Setting(key: "quiet", variable: "PLACES_QUIET", option: "--quiet", read: yesOrNo("quiet", yes: "1", no: "0")),
        Setting(key: "plain", variable: "PLACES_PLAIN", option: "--plain", read: yesOrNo("plain", yes: "1", no: "0")),
        // NO_COLOR counts when it is set and not empty: `colour = on` gives it an empty value, which the real
        // environment's NO_COLOR still overrides.
        Setting(key: "colour", variable: "NO_COLOR", option: "--no-color", read: yesOrNo("colour", yes: "", no: "1")),
        Setting(key: "timeout", variable: "PLACES_TIMEOUT", option: "--timeout", read: checked(GlobalOptions.timeout)),
        Setting(key: "map-server", variable: "PLACES_MAP_SERVER", option: "--map-server", read: checked(GlobalOptions.mapServer)),
        Setting(key: "source", variable: "PLACES_SOURCE", option: "--source", read: { text in
            (try? FeedSource(parsing: text)) == nil ? .failure(.invalidSource(text)) : .success(text)
        }),
    ]

    /// Other spellings of a key.
    static let aliases = ["color": "colour"]

    /// The file read (or looked for); `nil` when neither `XDG_CONFIG_HOME` nor `HOME` names a folder.
    let path: String?
    /// The environment Places was started with, without the file.
    let environment: [String: String]
    /// The lines in force, by key: the last line of a key wins.
    let applied: [String: Applied]
    /// What is wrong with the file: said once, at the start of a run.
    let problems: [ConfigProblem]
    /// Whether there is a file at ``path``.
    let exists: Bool

    /// No file: the environment as it is.
    init(environment: [String: String]) {
        self.init(path: nil, file: nil, environment: environment)
    }

    /// The settings of `file`, read from `path`, under `environment`.
    init(path: String?, file: ConfigFile?, environment: [String: String], problems: [ConfigProblem] = []) {
        self.path = path
        self.environment = environment
        exists = file != nil
        var applied: [String: Applied] = [:]
        var problems = problems
        if let file, let path {
            var lines: [(Int, ConfigProblem?)] = file.malformed.map { line in (line, ConfigProblem.malformed(path: path, line: line)) }
            for entry in file.entries {
                let key = Self.aliases[entry.key.lowercased()] ?? entry.key.lowercased()
                guard let setting = Self.settings.first(where: { $0.key == key }) else {
                    let suggestion = EditDistance.closest(to: key, among: Self.settings.map(\.key))
                    lines.append((entry.line, .unknownKey(path: path, line: entry.line, key: entry.key, suggestion: suggestion)))
                    continue
                }
                switch setting.read(entry.value) {
                case .success(let value):
                    applied[key] = Applied(line: entry.line, value: entry.value, variableValue: value)
                    lines.append((entry.line, nil))
                case .failure(let problem):
                    lines.append((entry.line, .invalidValue(path: path, line: entry.line, key: key, problem)))
                }
            }
            problems += lines.sorted { $0.0 < $1.0 }.compactMap { $0.1 }
        }
        self.applied = applied
        self.problems = problems
    }

    /// Reads the person's config file, `$XDG_CONFIG_HOME/places/config` (or `~/.config/places/config`).
    static func load(environment: [String: String]) -> Configuration {
        guard let folder = XDGDirectories(environment: environment).configHome else { return Configuration(environment: environment) }
        let path = folder + "/places/config"
        do throws(SystemError) {
            return Configuration(path: path, file: try ConfigFile.read(path: path), environment: environment)
        } catch {
            return Configuration(path: path, file: nil, environment: environment, problems: [.unreadable(path: path, reason: error.reason)])
        }
    }

    /// The environment with the file below it: a variable the environment sets (to anything but nothing) is kept,
    /// any other the file sets is added.
    var layered: [String: String] {
        var layered = environment
        for setting in Self.settings {
            guard let applied = applied[setting.key], (environment[setting.variable] ?? "").isEmpty else { continue }
            layered[setting.variable] = applied.variableValue
        }
        return layered
    }

    /// Where the value of `setting` in force comes from, given the options of the command.
    func origin(of setting: Setting, given options: Set<String>) -> ConfigOrigin {
        if options.contains(setting.option) { return .option(setting.option) }
        if !(environment[setting.variable] ?? "").isEmpty { return .environment(setting.variable) }
        if let applied = applied[setting.key], let path { return .file(path: path, line: applied.line) }
        return .standard
    }

    // MARK: Reading values with the options' own rules

    /// The option's own check: the value as the option would use it.
    private static func checked(_ option: OptionSpec) -> @Sendable (String) -> Result<String, UsageProblem> {
        { text in
            switch option.parse(text) {
            case .text(let value)?: .success(value)
            case .some: .success(text)
            case nil: .failure(option.invalid(text))
            }
        }
    }

    /// `yes`/`no`, as people write them: on, off, true, false, 1, 0.
    private static func yesOrNo(_ key: String, yes: String, no: String) -> @Sendable (String) -> Result<String, UsageProblem> {
        { text in
            switch text.lowercased() {
            case "yes", "on", "true", "1": .success(yes)
            case "no", "off", "false", "0": .success(no)
            default: .failure(.invalidChoice(text, option: key, choices: ["yes", "no"]))
            }
        }
    }
}

/// Where a setting in force comes from.
enum ConfigOrigin: Equatable, Sendable {
    case option(String)
    case environment(String)
    case file(path: String, line: Int)
    case standard
}

/// What is wrong with the config file.
enum ConfigProblem: Equatable, Sendable {
    /// It cannot be read at all; Places goes on without it.
    case unreadable(path: String, reason: SystemReason)
    /// A line that is neither `key = value`, a comment nor blank.
    case malformed(path: String, line: Int)
    /// A key Places does not know, and the one it most likely meant.
    case unknownKey(path: String, line: Int, key: String, suggestion: String?)
    /// A value the setting does not take, and why, in the option's own words.
    case invalidValue(path: String, line: Int, key: String, UsageProblem)
}

extension ConfigProblem {
    /// The problem in words, naming the file and the line.
    func text(_ language: Language) -> String {
        let localizer = Localizer(language: language)
        switch self {
        case .unreadable(let path, let reason):
            return localizer(ConfigText.unreadable(path: Quoted(locator: path), reason: MessageFormatter(language: language).systemReason(reason)))
        case .malformed(let path, let line):
            return localizer(ConfigText.malformed(path: Quoted(locator: path), line: line))
        case .unknownKey(let path, let line, let key, let suggestion):
            return localizer(ConfigText.unknownKey(
                path: Quoted(locator: path), line: line, key: Quoted(key), suggestion: suggestion, keys: Configuration.settings.map(\.key)
            ))
        case .invalidValue(let path, let line, let key, let problem):
            let sentence = UsageMessages(language: language, inSession: false).text(for: problem)
            return localizer(ConfigText.invalidValue(path: Quoted(locator: path), line: line, key: key, sentence: sentence))
        }
    }
}
