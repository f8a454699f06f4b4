import Foundation
@testable import PlacesApp
import PlacesTestSupport
import Testing

/// The layers' rules that the compiler cannot hold, read from the sources:
/// - **Presentation speaks to any front end.** Its literals name no option (`--limit`), no command as something to
///   type (`run nearby`), no key (`press q`, `Esc`) and no terminal or environment fact (`TERM`, `XDG_STATE_HOME`):
///   those words are App's, which knows it is a command line.
/// - **Domain is plain Swift**, the layer a student reads first: no pointers, locks, threads, vector types or
///   inlining hints. How fast the list is searched is the data layer's business, behind a port.
/// - **A command reads input and draws.** No App file names a command other than its own (what two share is a
///   helper both use, which names none), imports PlacesData or names its types: App reaches Data through the
///   composition root (`AppGraph`, `SystemServices`, `PlacesApplication`) and the view models.
/// Each rule is also run on planted violations, so a rule that stopped matching would fail here too.
@MainActor
@Suite struct ArchitectureTests {
    // MARK: Presentation

    /// What a Presentation literal may not say, and why.
    static let presentationForbidden: [(pattern: String, why: String)] = [
        (#"(^|[\s(“"'])--[a-z]"#, "names an option"),
        (#"(?i)\bpress\b|\bdruk\b"#, "names a key"),
        (#"\b(Esc|Tab|Ctrl-[A-Z]|PgUp|PgDn|Enter (finds|for|to|voor))\b"#, "names a key"),
        // An arrow alone is a key only when it points up, down or left: "Dam → Damrak" is a direction of reading.
        (#"[←↑↓⇧]"#, "names a key"),
        (#"\b[a-z] (searches|leaves|selects|finds|zoekt|sluit)\b"#, "names a key"),
        (#"(?i)\bType (yes|cancel|its|a number|help|quit)\b|\bTyp (ja|annuleer|het|een|help)\b"#, "asks for typing"),
        (#"(?i)\bkeys?\b|\btoets(en)?\b"#, "names keys"),
        (#"\bTERM\b|(?i)\bterminal\b|\bstandard (input|output)\b|\bstandaard(in|uit)voer\b"#, "names the terminal"),
        (#"xdg-open|\b(PLACES|XDG)_[A-Z_]+\b|\bHOME\b|\bDISPLAY\b"#, "names the environment"),
    ]

    /// Shapes that name a command as something to type: "run nearby", "Try: article X", "places find", "handle-url".
    static func commandPatterns(_ names: [String]) -> [String] {
        let alternatives = names.sorted { $0.count > $1.count }.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
        return [
            #"(?i)\b(run|use|type|typ|gebruik|try:?|with:?|met:?|as in:?|zoals:?)\s+(first\s+|eerst\s+)?(places\s+)?("# + alternatives + #")\b"#,
            #"\bplaces\s+("# + alternatives + #")\b"#,
            #":\s*("# + alternatives + #")\s+(◊|#|@|\d)"#,
            #"\b(handle-url|install-handler|uninstall-handler)\b"#,
        ]
    }

    static func presentationViolations(in sources: [String: String], commands: [String]) -> [String] {
        let rules = presentationForbidden + commandPatterns(commands).map { ($0, "names a command to type") }
        var found: [String] = []
        for (file, text) in sources.sorted(by: { $0.key < $1.key }) {
            for literal in SourceText(text).literals {
                for rule in rules where literal.text.range(of: rule.pattern, options: .regularExpression) != nil {
                    found.append("\(file):\(literal.line) “\(literal.text.prefix(80))” \(rule.why)")
                }
            }
        }
        return found
    }

    /// The rules broken by sentences a front end printed (``MiniFrontEndTests``), each with the sentence.
    static func sentenceViolations(_ sentences: [String]) -> [String] {
        let rules = presentationForbidden + commandPatterns(CommandSet.names).map { ($0, "names a command to type") }
        return sentences.flatMap { sentence in
            rules.filter { sentence.range(of: $0.pattern, options: .regularExpression) != nil }.map { "“\(sentence)” \($0.why)" }
        }
    }

    @Test("no Presentation sentence names an option, a command to type, a key or the terminal")
    func presentationIsFrontEndNeutral() throws {
        let sources = try SourceText.module("PlacesPresentation")
        #expect(sources.count > 60, "Presentation's sources were found")
        for violation in Self.presentationViolations(in: sources, commands: CommandSet.names) {
            Issue.record("\(violation)")
        }
    }

    @Test("each Presentation rule catches a planted sentence", arguments: [
        "Choose another style with --link-style.", "--limit shows up to ◊.", "Type yes, or press Enter to keep it.",
        "Esc closes it.", "Ctrl-C leaves too.", "s searches this area", "↑ ↓ pan", "Enter for “Amsterdam”",
        "The terminal is 20 × 5.", "TERM=dumb", "it reads standard input", "Set XDG_STATE_HOME or HOME.",
        "places handle-url LINK", "run nearby or find first", "Try: article ◊", "Open it with: open 3",
        "Druk op q om te stoppen.", "Typ ja, of druk op Enter.", "gebruik eerst nearby of find.", "all keys", "Toetsen",
    ])
    func presentationPlanted(sentence: String) {
        let source = "let s = \"\(sentence.replacingOccurrences(of: "◊", with: "\\(x)"))\"\n"
        #expect(Self.presentationViolations(in: ["Planted.swift": source], commands: CommandSet.names).count >= 1, "\(sentence)")
    }

    @Test("sentences about places, articles and outcomes pass", arguments: [
        "No location is numbered ◊.", "Amsterdam was removed.", "Enter a latitude between -90 and 90.",
        "The list shows ◊ of ◊.", "Search the map for articles here.", "Open the article on Wikipedia.",
        "// press q", "a map of ◊ km",
    ])
    func presentationPasses(sentence: String) {
        let source = sentence.hasPrefix("//") ? sentence : "let s = \"\(sentence.replacingOccurrences(of: "◊", with: "\\(x)"))\""
        #expect(Self.presentationViolations(in: ["Fine.swift": source], commands: CommandSet.names).isEmpty, "\(sentence)")
    }

    // MARK: Domain

    /// What Domain's code may not contain, and why a reader would stumble on it.
    static let domainForbidden: [(pattern: String, why: String)] = [
        (#"\bimport\s+(Synchronization|Dispatch)\b"#, "locks and threads belong to the data layer"),
        (#"\bUnsafe[A-Z]\w*"#, "pointers belong to the data layer"),
        (#"\bwithUnsafe\w*"#, "pointers belong to the data layer"),
        (#"\bwithUTF8\b|\bwithContiguousStorageIfAvailable\b"#, "pointers belong to the data layer"),
        (#"\bSIMD\d*\b"#, "vector code belongs to the data layer"),
        (#"@inline\("#, "inlining hints are speed work: the data layer's"),
        (#"\b(Mutex|Atomic)\b"#, "locks belong to the data layer"),
        (#"nonisolated\(unsafe\)|@unchecked\s+Sendable"#, "Domain's values are Sendable by construction"),
    ]

    static func domainViolations(in sources: [String: String]) -> [String] {
        var found: [String] = []
        for (file, text) in sources.sorted(by: { $0.key < $1.key }) {
            for (number, line) in SourceText(text).code.enumerated() {
                for rule in domainForbidden where line.range(of: rule.pattern, options: .regularExpression) != nil {
                    found.append("\(file):\(number + 1) \(line.trimmingCharacters(in: .whitespaces)) — \(rule.why)")
                }
            }
        }
        return found
    }

    @Test("no Domain source uses pointers, locks, threads, vector types or inlining hints")
    func domainIsPlain() throws {
        let sources = try SourceText.module("PlacesDomain")
        #expect(sources.count > 80, "Domain's sources were found")
        for violation in Self.domainViolations(in: sources) { Issue.record("\(violation)") }
    }

    @Test("each Domain rule catches what it forbids, in code but not in a comment", arguments: [
        "import Synchronization", "let p: UnsafePointer<UInt8>", "bytes.withUnsafeBufferPointer { _ in }", "name.withUTF8 { _ in }",
        "let v = SIMD16<UInt8>(repeating: 0)", "@inline(__always) func f() {}", "let lock = Mutex(0)", "nonisolated(unsafe) var x = 0",
        "final class C: @unchecked Sendable {}", "import Dispatch",
    ])
    func domainPlanted(line: String) {
        #expect(Self.domainViolations(in: ["Planted.swift": line]).count == 1, "\(line)")
        #expect(Self.domainViolations(in: ["Planted.swift": "/// Never \(line) here."]).isEmpty)
        #expect(Self.domainViolations(in: ["Planted.swift": "let s = \"\(line)\""]).isEmpty)
    }

    // MARK: Commands

    /// The types a module declares for others to use (`public` or `package`).
    static func declaredTypes(in sources: [String: String]) -> Set<String> {
        var names: Set<String> = []
        for text in sources.values {
            for line in SourceText(text).code {
                for match in line.matches(of: /\b(?:public|package)\s+(?:final\s+)?(?:struct|enum|class|protocol|actor)\s+(\w+)/) {
                    names.insert(String(match.1))
                }
            }
        }
        return names
    }

    /// The files that may name every command and every layer: the composition root and the registry of commands.
    static let compositionRoot: Set<String> = ["AppGraph.swift", "PlacesApplication.swift", "Platform/SystemServices.swift", "Commands/CommandSet.swift"]

    /// Each App file, with what it may not name: a command other than the one it declares (what two commands share is
    /// a helper, which names none), PlacesData or a Data type. The composition root and the registry of commands may.
    static func commandViolations(in app: [String: String], dataTypes: Set<String>) -> [String] {
        var commands: [String: String] = [:]
        for (file, text) in app {
            for match in text.matches(of: /struct (\w+)\s*:\s*Command\b/) { commands[String(match.1)] = file }
        }
        var found: [String] = []
        for (file, text) in app.sorted(by: { $0.key < $1.key }) where !compositionRoot.contains(file) {
            let own = Set(commands.filter { $0.value == file }.keys)
            let who = own.sorted().first ?? file
            for (number, line) in SourceText(text).code.enumerated() {
                let identifiers = Set(line.matches(of: /[A-Za-z_]\w*/).map { String($0.0) })
                if line.contains(/^\s*(@testable\s+)?(public\s+|package\s+|internal\s+)?import\s+PlacesData\b/) {
                    found.append("\(file):\(number + 1) \(who) imports PlacesData")
                }
                for other in identifiers.intersection(commands.keys).subtracting(own).sorted() {
                    found.append("\(file):\(number + 1) \(who) uses \(other)")
                }
                for type in identifiers.intersection(dataTypes).sorted() {
                    found.append("\(file):\(number + 1) \(who) names \(type) of PlacesData")
                }
            }
        }
        return found
    }

    @Test("no App file but the composition root names a command not its own, imports PlacesData or names a Data type")
    func commandsStayInTheirLane() throws {
        let app = try SourceText.module("PlacesApp")
        let dataTypes = Self.declaredTypes(in: try SourceText.module("PlacesData"))
        #expect(dataTypes.count > 20, "Data's types were found")
        #expect(app.values.map { $0.matches(of: /struct (\w+): Command[ {]/).count }.reduce(0, +) >= 20, "the commands were found")
        for violation in Self.commandViolations(in: app, dataTypes: dataTypes) { Issue.record("\(violation)") }
    }

    @Test("the command rule catches a call to another command, from a command or a helper, an import of Data and a Data type; not a comment, nor the composition root")
    func commandPlanted() {
        let app = [
            "A.swift": "import PlacesData\nstruct ACommand: Command {\n    // Unlike BCommand, this one …\n    func run() { BCommand.load(); _ = LocationFile.read(\"BCommand\") }\n}",
            "B.swift": "struct BCommand: Command, Sendable {\n    static func load() {}\n}",
            "Shared.swift": "enum Shared {\n    static func load() { BCommand.load() }\n}",
            "AppGraph.swift": "import PlacesData\nlet a = LocationFile(); let b = ACommand()",
        ]
        let data = Self.declaredTypes(in: ["LocationFile.swift": "public enum LocationFile {}\nstruct Hidden {}"])
        #expect(data == ["LocationFile"])
        #expect(Self.commandViolations(in: app, dataTypes: data) == [
            "A.swift:1 ACommand imports PlacesData",
            "A.swift:4 ACommand uses BCommand",
            "A.swift:4 ACommand names LocationFile of PlacesData",
            "Shared.swift:2 Shared.swift uses BCommand",
        ])
    }

    // MARK: The scanner the rules read with

    @Test("the scanner finds literals with their lines, interpolations as ◊, and skips comments")
    func scanner() {
        let text = """
        let a = "one \\(f("inner")) two" // "not this"
        /* "nor this" */ let b = #"raw "quoted""#
        let c = \"\"\"
            many
            lines \\
            joined
            \"\"\"
        let d = 1
        """
        let scanned = SourceText(text)
        #expect(scanned.literals == [
            .init(line: 1, text: "inner"), .init(line: 1, text: "one ◊ two"), .init(line: 2, text: #"raw "quoted""#),
            .init(line: 3, text: "\n    many\n    lines     joined\n    "),
        ])
        #expect(scanned.code.first == #"let a = "" "#)
        #expect(scanned.code.count == 8 && scanned.code.last == "let d = 1", "a line joined by a backslash is still a line of the file")
    }
}
