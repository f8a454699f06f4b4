import PlacesPresentation

/// The words of the config file: its problems, and `places config`'s listing.
enum ConfigText: Message {
    case unreadable(path: Quoted, reason: String)
    case malformed(path: Quoted, line: Int)
    case unknownKey(path: Quoted, line: Int, key: Quoted, suggestion: String?, keys: [String])
    case invalidValue(path: Quoted, line: Int, key: String, sentence: String)
    case columnSetting
    case columnValue
    case columnFrom
    case fromOption(String)
    case fromEnvironment(String)
    case fromFile(line: Int)
    case fromDefault
    case file(path: Quoted, exists: Bool)
    case noFolder
    case plainRow(key: String, value: String, from: String)

    var english: String {
        switch self {
        case .unreadable(let path, let reason): "Could not read the config file \(path): \(reason). Places goes on without it."
        case .malformed(let path, let line):
            "\(path), line \(line): not a setting. Write key = value, or start a comment with #. This line is left out; the rest of the file applies."
        case .unknownKey(let path, let line, let key, let suggestion, let keys):
            "\(path), line \(line): “\(key)” is not a setting" + (suggestion.map { "; did you mean \($0)?" } ?? ".")
                + " The settings: \(keys.joined(separator: ", ")). This line is left out; the rest of the file applies."
        case .invalidValue(let path, let line, let key, let sentence):
            "\(path), line \(line), \(key): \(sentence) This line is left out; the rest of the file applies."
        case .columnSetting: "Setting"
        case .columnValue: "Value"
        case .columnFrom: "From"
        case .fromOption(let option): "option \(option)"
        case .fromEnvironment(let variable): "environment \(variable)"
        case .fromFile(let line): "config file, line \(line)"
        case .fromDefault: "default"
        case .file(let path, true): "Config file: \(path)"
        case .file(let path, false): "Config file: \(path) (there is none; places help config shows how to write one)"
        case .noFolder: "No config file: neither XDG_CONFIG_HOME nor HOME names a folder."
        case .plainRow(let key, let value, let from): "\(key) is \(value), from the \(from)."
        }
    }

    var dutch: String {
        switch self {
        case .unreadable(let path, let reason): "Kan het configuratiebestand \(path) niet lezen: \(reason). Places gaat verder zonder."
        case .malformed(let path, let line):
            "\(path), regel \(line): geen instelling. Schrijf sleutel = waarde, of begin een opmerking met #. Deze regel wordt overgeslagen; de rest van het bestand geldt."
        case .unknownKey(let path, let line, let key, let suggestion, let keys):
            "\(path), regel \(line): “\(key)” is geen instelling" + (suggestion.map { "; bedoel je \($0)?" } ?? ".")
                + " De instellingen: \(keys.joined(separator: ", ")). Deze regel wordt overgeslagen; de rest van het bestand geldt."
        case .invalidValue(let path, let line, let key, let sentence):
            "\(path), regel \(line), \(key): \(sentence) Deze regel wordt overgeslagen; de rest van het bestand geldt."
        case .columnSetting: "Instelling"
        case .columnValue: "Waarde"
        case .columnFrom: "Van"
        case .fromOption(let option): "optie \(option)"
        case .fromEnvironment(let variable): "omgeving \(variable)"
        case .fromFile(let line): "configuratiebestand, regel \(line)"
        case .fromDefault: "standaard"
        case .file(let path, true): "Configuratiebestand: \(path)"
        case .file(let path, false): "Configuratiebestand: \(path) (er is er geen; places help config laat zien hoe je er een schrijft)"
        case .noFolder: "Geen configuratiebestand: XDG_CONFIG_HOME noch HOME noemt een map."
        case .plainRow(let key, let value, let from): "\(key) is \(value), uit \(from)."
        }
    }
}
