import Foundation
import PlacesTestSupport
import Testing

/// No command calls another: what two commands share is a helper both use (`NearbyListing`, `LocationListing`,
/// `OpenReport`…), so that reading one command never sends a reader into another. This reads App's sources.
@Suite struct CommandIndependenceTests {
    /// The commands' type names, found as `struct XCommand: Command` declarations.
    static func commands(in sources: [String: String]) -> [String: String] {
        var found: [String: String] = [:]
        for (file, text) in sources {
            for match in text.matches(of: /struct (\w+Command): Command[ {]/) { found[String(match.1)] = file }
        }
        return found
    }

    /// Each file that declares a command, with the other commands' names it mentions outside comments.
    static func crossings(in sources: [String: String]) -> [String] {
        let commands = commands(in: sources)
        var found: [String] = []
        for (name, file) in commands.sorted(by: { $0.key < $1.key }) {
            let code = (sources[file] ?? "").split(separator: "\n").map { line in
                line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
            }
            for other in commands.keys.sorted() where other != name {
                for (number, line) in code.enumerated() where names(line, other) {
                    found.append("\(file):\(number + 1) \(name) uses \(other)")
                }
            }
        }
        return found
    }

    /// Whether `line` holds `name` as a whole identifier, not as a part of a longer one (`OpenCommand` in
    /// `OpenCommandTests`).
    static func names(_ line: String, _ name: String) -> Bool {
        var rest = line[...]
        while let found = rest.range(of: name) {
            let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
            let after = found.upperBound == line.endIndex ? nil : line[found.upperBound]
            let isPart = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isPart(before) && !isPart(after) { return true }
            rest = line[found.upperBound...]
        }
        return false
    }

    @Test("no command's file names another command")
    func independent() throws {
        let folder = Fixtures.root.appendingPathComponent("Modules/PlacesApp")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var sources: [String: String] = [:]
        for file in files { sources[file] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) }
        #expect(Self.commands(in: sources).count >= 20, "the commands were found")
        for crossing in Self.crossings(in: sources) { Issue.record("\(crossing)") }
    }

    @Test("a planted call from one command to another is caught; a comment naming it is not")
    func planted() {
        let sources = [
            "A.swift": "struct ACommand: Command {\n    // Unlike BCommand, this one …\n    func run() { BCommand.load() }\n}",
            "B.swift": "struct BCommand: Command {\n    static func load() {}\n}",
        ]
        #expect(Self.crossings(in: sources) == ["A.swift:3 ACommand uses BCommand"])
    }
}
