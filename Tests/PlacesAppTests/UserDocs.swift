import Foundation
import PlacesTestSupport

/// The documentation for the people who use `places`, as the tests read it: README.md, the short guide, which lists
/// every command and option, and docs/USAGE.md, which has the rest. An example shown in either is run.
enum UserDocs {
    /// README.md.
    static let readme = text(of: "README.md")
    /// README.md, then docs/USAGE.md: every example `places` must print as shown, in the order the tests run them.
    static let all = readme + "\n" + text(of: "docs/USAGE.md")

    /// The file at `path` in the repository; empty when it cannot be read, which the tests that look for their
    /// examples in it then report.
    private static func text(of path: String) -> String {
        (try? String(contentsOf: Fixtures.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }
}
