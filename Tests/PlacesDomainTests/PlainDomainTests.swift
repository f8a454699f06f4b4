import Foundation
import PlacesTestSupport
import Testing

/// Domain is the layer a student reads first, so it is plain Swift: entities, rules and use cases over ports, with no
/// pointers, locks, threads, vector types or inlining hints. How fast the list is searched is the data layer's
/// business, behind the `NameIndex` port. This reads Domain's sources and holds them to that.
@Suite struct PlainDomainTests {
    /// What Domain's code may not contain, and why a reader would stumble on it.
    static let forbidden: [(pattern: String, why: String)] = [
        (#"\bimport\s+(Synchronization|Dispatch)\b"#, "locks and threads belong to the data layer"),
        (#"\bUnsafe[A-Z]\w*"#, "pointers belong to the data layer"),
        (#"\bwithUnsafe\w*"#, "pointers belong to the data layer"),
        (#"\bwithUTF8\b|\bwithContiguousStorageIfAvailable\b"#, "pointers belong to the data layer"),
        (#"\bSIMD\d*\b"#, "vector code belongs to the data layer"),
        (#"@inline\("#, "inlining hints are speed work: the data layer's"),
        (#"\b(Mutex|Atomic)\b"#, "locks belong to the data layer"),
        (#"nonisolated\(unsafe\)|@unchecked\s+Sendable"#, "Domain's values are Sendable by construction"),
    ]

    /// The code of `text`: each line without its `//` comment, so that a doc comment may name what code may not use.
    static func code(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let comment = line.range(of: "//") else { return String(line) }
            return String(line[..<comment.lowerBound])
        }
    }

    static func violations(in text: String) throws -> [String] {
        var found: [String] = []
        for (number, line) in code(of: text).enumerated() {
            for rule in forbidden where line.range(of: rule.pattern, options: .regularExpression) != nil {
                found.append("line \(number + 1): \(line.trimmingCharacters(in: .whitespaces)) — \(rule.why)")
            }
        }
        return found
    }

    @Test("no Domain source uses pointers, locks, threads, vector types or inlining hints")
    func plain() throws {
        let folder = Fixtures.root.appendingPathComponent("Modules/PlacesDomain")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 80, "Domain's sources were found")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for violation in try Self.violations(in: text) { Issue.record("\(file) \(violation)") }
        }
    }

    @Test("each rule catches what it forbids, in code but not in a comment", arguments: [
        "import Synchronization", "let p: UnsafePointer<UInt8>", "bytes.withUnsafeBufferPointer { _ in }", "name.withUTF8 { _ in }",
        "let v = SIMD16<UInt8>(repeating: 0)", "@inline(__always) func f() {}", "let lock = Mutex(0)", "nonisolated(unsafe) var x = 0",
        "final class C: @unchecked Sendable {}", "import Dispatch",
    ])
    func planted(line: String) throws {
        #expect(try Self.violations(in: line).count == 1, "\(line)")
        #expect(try Self.violations(in: "/// Never \(line) here.").isEmpty)
    }
}
