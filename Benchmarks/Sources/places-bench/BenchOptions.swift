#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Where the inputs are and how many rounds to run.
struct BenchOptions {
    let root: String
    let worldPath: String
    let rounds: Int
    /// The `places` binary timed end to end; by default the one built beside this benchmark.
    let places: String?
    /// The parts to run (`--only gazetteer,map`); every part when empty.
    let only: Set<String>

    init(arguments: [String]) {
        var root = FileManager.default.currentDirectoryPath
        var rounds = 15
        var world: String?
        var places: String?
        var only: Set<String> = []
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--rounds" where index + 1 < arguments.count:
                rounds = max(3, Int(arguments[index + 1]) ?? rounds)
                index += 1
            case "--world" where index + 1 < arguments.count:
                world = arguments[index + 1]
                index += 1
            case "--root" where index + 1 < arguments.count:
                root = arguments[index + 1]
                index += 1
            case "--places" where index + 1 < arguments.count:
                places = arguments[index + 1]
                index += 1
            case "--only" where index + 1 < arguments.count
                && arguments[index + 1].split(separator: ",").allSatisfy({ Self.parts.contains(String($0)) }):
                only = Set(arguments[index + 1].split(separator: ",").map(String.init))
                index += 1
            default:
                print("usage: places-bench [--rounds N] [--world PATH] [--root PACKAGE-ROOT] [--places BINARY] [--only PART,…]")
                print("PART: " + Self.parts.joined(separator: ", "))
                exit(2)
            }
            index += 1
        }
        self.root = root
        self.rounds = rounds
        self.places = places
        self.only = only
        worldPath = world ?? Self.parent(of: root) + "/shared/data/world-places.json"
    }

    /// Every part, in the order they run.
    static let parts = ["gazetteer", "map", "explorer", "session", "network", "transfer", "resolver", "feed", "load"]

    /// Whether `part` runs: every part, unless `--only` names others.
    func runs(_ part: String) -> Bool {
        only.isEmpty || only.contains(part)
    }

    var worldPlaces: String? {
        FileManager.default.fileExists(atPath: worldPath) ? worldPath : nil
    }

    private static func parent(of path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
