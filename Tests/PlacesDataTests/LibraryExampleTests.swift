import Foundation
import PlacesSystem
import PlacesTestSupport
import Testing

/// README's "Use Places as a library", read from README.md and built as the package it describes: the dependency
/// fragment becomes a throwaway package's manifest (pointing at this checkout), the example becomes its
/// `main.swift`, and what it prints is compared with the `// … it prints:` lines at the end of the example. So the
/// README cannot drift from the code, and a copy of it in a test cannot drift from the README.
@Suite struct LibraryExampleTests {
    /// The `swift` driver on `PATH`, which runs this suite's build.
    static let swift: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":")
        .map { "\($0)/swift" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(
        "README's library example builds against the package and prints what README says",
        .enabled(if: swift != nil, "no swift toolchain on PATH to build README's example with"),
        .timeLimit(.minutes(5))
    )
    func readmeExample() async throws {
        let swift = try #require(Self.swift)
        let example = try ReadmeExample(readme: String(contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8))

        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.appending("Sources/\(example.target)"), withIntermediateDirectories: true)
        try Data(example.manifest(placesPath: Fixtures.root.path).utf8).write(to: URL(fileURLWithPath: folder.appending("Package.swift")))
        try Data(example.code.utf8).write(to: URL(fileURLWithPath: folder.appending("Sources/\(example.target)/main.swift")))
        try Fixtures.data("locations.json").write(to: URL(fileURLWithPath: folder.appending("locations.json")))

        // One compile job at the lowest priority: the build takes seconds, and the suites running beside it
        // measure deadlines on the same two cores.
        let build = try await Self.run("/usr/bin/nice", ["-n", "19", swift, "build", "-j", "1", "--package-path", folder.path], in: folder.path)
        try #require(build.status == 0, "README's example does not build:\n\(build.out)\(build.err)")
        let binPath = try await Self.run(swift, ["build", "--package-path", folder.path, "--show-bin-path"], in: folder.path)
        let executable = binPath.out.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + example.target
        let result = try await Self.run(executable, [], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == example.prints)
    }

    /// Runs `executable` in `folder` and waits, reading both pipes as it goes, on a thread of its own: a build
    /// blocks for seconds, and a test holding one of the concurrency pool's two threads that long stalls every
    /// other suite's deadlines (it once made timeouts of 1 s take 20).
    private static func run(_ executable: String, _ arguments: [String], in folder: String) async throws -> FinishedProcess {
        try await DedicatedThread.run { Result { try FinishedProcess.run(executable, arguments, in: folder) } }.get()
    }
}

/// The two Swift blocks of README's "Use Places as a library" section, and what the second says it prints.
private struct ReadmeExample {
    /// The `dependencies:` and `targets:` arguments of a manifest.
    let fragment: String
    /// The example program.
    let code: String
    /// The executable target the fragment declares.
    let target: String
    /// The output the example's closing comment gives, one line per `//` line after the one ending in `prints:`.
    let prints: String

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    init(readme: String) throws {
        guard let start = readme.range(of: "\n## Use Places as a library\n") else { throw Missing(description: "README has no “Use Places as a library” section") }
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        let blocks = section[..<end].components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        guard blocks.count == 2 else { throw Missing(description: "the section should have two Swift blocks, the manifest fragment and the example; it has \(blocks.count)") }
        fragment = blocks[0]
        code = blocks[1]
        guard let name = fragment.firstMatch(of: /\.executableTarget\(name: "([^"]+)"/)?.1 else {
            throw Missing(description: "the manifest fragment declares no executable target")
        }
        target = String(name)
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("//") && $0.hasSuffix("prints:") }) else {
            throw Missing(description: "the example does not say what it prints (a comment ending in “prints:”)")
        }
        prints = lines[(marker + 1)...].filter { $0.hasPrefix("// ") }.map { $0.dropFirst(3) + "\n" }.joined()
    }

    /// A manifest for a package around the example, with README's fragment and the dependency on this checkout.
    func manifest(placesPath: String) throws -> String {
        guard fragment.contains(#"path: "../places""#) else { throw Missing(description: #"the fragment no longer depends on path: "../places""#) }
        return """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(target)",
        \(fragment.replacingOccurrences(of: #"path: "../places""#, with: "path: \"\(placesPath)\""))
        )

        """
    }
}
