import Foundation
@testable import PlacesApp
import PlacesTestSupport
import Testing

/// `install-handler` and `uninstall-handler` through the built binary, on real files: what a hostile test run
/// found in the desktop entry and `mimeapps.list`.
@Suite struct HandlerFileTests {
    private let home: TemporaryDirectory
    private var entry: String { home.appending("data/applications/places-handler.desktop") }
    private var mimeapps: String { home.appending("config/mimeapps.list") }
    private static let gio = "/usr/bin/gio"

    init() throws {
        home = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: home.appending("config"), withIntermediateDirectories: true)
    }

    private func places(_ arguments: [String], executable: String = BuiltBinary.path) async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(arguments, environment: home.xdgEnvironment, executable: executable)
    }

    /// Runs `command` through bash with the built places as `$0`, for a umask of its own.
    private func shell(_ command: String) async throws -> BuiltBinary.Result {
        try await BuiltBinary.run(["-c", command, BuiltBinary.path], environment: home.xdgEnvironment, executable: "/bin/bash")
    }

    /// The built places under `folder`, as a hard link where the file system allows one (a copy otherwise).
    private func places(in folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/places"
        if link(BuiltBinary.path, path) != 0 { try FileManager.default.copyItem(atPath: BuiltBinary.path, toPath: path) }
        return path
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test("a path of places with a line break is refused: no Exec line of its own, nothing written")
    func controlCharacterInPath() async throws {
        let binary = try places(in: home.appending("evil\nExec=/bin/sh -c pwned"))
        let result = try await places(["install-handler"], executable: binary)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("Could not register the handler: the path of places, "))
        #expect(result.err.contains("holds a control character"))
        #expect(!FileManager.default.fileExists(atPath: entry))
        #expect(!FileManager.default.fileExists(atPath: mimeapps))
    }

    /// Installs from the built places placed in a folder named with a backslash, a quote and a dollar, the
    /// backslash last, where a single level of escaping turns it into one that escapes the closing quote.
    private func installFromAwkwardFolder() async throws -> String {
        let binary = try places(in: home.appending(#"a\"b $c\"#))
        #expect(try await places(["install-handler"], executable: binary).status == 0)
        return binary
    }

    @Test("a backslash, quote and dollar in the path are quoted as the Desktop Entry specification asks")
    func quotedPath() async throws {
        _ = try await installFromAwkwardFolder()
        let exec = try #require(try text(entry).split(separator: "\n").first { $0.hasPrefix("Exec=") })
        let quotedFolder = home.path + #"/a\\\\\\"b \\$c\\\\"#
        #expect(exec == "Exec=\"\(quotedFolder)/places\" handle-url %u")
    }

    @Test(
        "GLib runs the program at that path with the link",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/gio"), "gio (Debian package libglib2.0-bin) is missing")
    )
    func quotedPathRunsUnderGLib() async throws {
        let binary = try await installFromAwkwardFolder()
        // What GLib runs: the same entry without a terminal, launching a stand-in at places' path that says so.
        let ran = home.appending("ran")
        try FileManager.default.removeItem(atPath: binary)
        _ = try home.script(#"a\"b $c\/places"#, "printf '%s\\n' \"$@\" > '\(ran).part' && mv '\(ran).part' '\(ran)'")
        let launcher = home.appending("launch.desktop")
        try Data(try text(entry).replacing("Terminal=true", with: "Terminal=false").utf8).write(to: URL(fileURLWithPath: launcher))
        let launched = try await BuiltBinary.run(["launch", launcher, "wikipedia://places?lat=1&lon=2"], environment: [:], executable: Self.gio)
        #expect(launched.status == 0, "\(launched.err)")
        // gio returns once the program is started; a hang guard far beyond what starting a script takes.
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: ran), Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(try text(ran) == "handle-url\nwikipedia://places?lat=1&lon=2\n")
    }

    @Test("a places-handler.desktop that places did not write is never replaced, and uninstall leaves it", arguments: [false, true])
    func userEntryIsKept(linked: Bool) async throws {
        let own = "[Desktop Entry]\nType=Application\nName=Mine\nExec=/home/me/bin/my-handler %u\n"
        try FileManager.default.createDirectory(atPath: home.appending("data/applications"), withIntermediateDirectories: true)
        let file = linked ? home.appending("dotfiles-handler.desktop") : entry
        try Data(own.utf8).write(to: URL(fileURLWithPath: file))
        if linked { try FileManager.default.createSymbolicLink(atPath: entry, withDestinationPath: file) }
        let install = try await places(["install-handler"])
        #expect(install.status == 1)
        #expect(install.err == "Could not register the handler: \(entry) is a desktop entry places did not write, so it was left as it is and nothing changed. Move it aside, then run install-handler again.\n")
        #expect(!FileManager.default.fileExists(atPath: mimeapps), "no default names an entry that is not ours")
        let uninstall = try await places(["uninstall-handler"])
        #expect(uninstall.status == 0)
        #expect(try text(file) == own)
        #expect(FileManager.default.fileExists(atPath: entry))
    }

    @Test("a mimeapps.list of 0600 stays 0600 through install and uninstall; new files get the umask", arguments: ["077", "022"])
    func permissions(umask: String) async throws {
        let created = try await shell(#"umask \#(umask); "$0" install-handler"#)
        #expect(created.status == 0)
        let expected = umask == "077" ? 0o600 : 0o644
        #expect(try mode(entry) == expected)
        #expect(try mode(mimeapps) == expected)
        #expect(try await places(["uninstall-handler"]).status == 0)
        try Data("[Default Applications]\ntext/html=firefox.desktop;\n".utf8).write(to: URL(fileURLWithPath: mimeapps))
        #expect(chmod(mimeapps, 0o600) == 0)
        #expect(try await shell(#"umask \#(umask); "$0" install-handler"#).status == 0)
        #expect(try mode(mimeapps) == 0o600)
        #expect(try text(mimeapps).contains("places-handler.desktop"))
        #expect(try await shell(#"umask \#(umask); "$0" uninstall-handler"#).status == 0)
        #expect(try mode(mimeapps) == 0o600)
        #expect(try text(mimeapps) == "[Default Applications]\ntext/html=firefox.desktop;\n")
    }

    @Test("a mimeapps.list larger than Places reads is named as Places' limit, with the verb of the command, and changes nothing")
    func tooLargeMimeapps() async throws {
        #expect(try await places(["install-handler"]).status == 0)
        let installedEntry = try text(entry)
        try Data(repeating: UInt8(ascii: "#"), count: 1_200_000).write(to: URL(fileURLWithPath: mimeapps))
        let uninstall = try await places(["uninstall-handler"])
        #expect(uninstall.status == 1)
        #expect(uninstall.err == "Could not remove the handler: could not read \(mimeapps): larger than 1 MB, the most Places keeps in such a file.\n")
        #expect(try text(entry) == installedEntry, "nothing is removed when a file cannot be read")
        try FileManager.default.removeItem(atPath: entry)
        let install = try await places(["install-handler"])
        #expect(install.status == 1)
        #expect(install.err == "Could not register the handler: could not read \(mimeapps): larger than 1 MB, the most Places keeps in such a file.\n")
        #expect(!FileManager.default.fileExists(atPath: entry), "a failed install leaves no desktop entry behind")
    }

    @Test("an install whose mimeapps.list cannot be written takes its desktop entry back")
    func failedInstallLeavesNothing() async throws {
        // A link to a file in a folder that does not exist reads as no file, and cannot be written.
        try FileManager.default.createSymbolicLink(atPath: mimeapps, withDestinationPath: home.appending("gone/mimeapps.list"))
        let install = try await places(["install-handler"])
        #expect(install.status == 1)
        #expect(install.err.hasPrefix("Could not register the handler: could not write \(mimeapps): "))
        #expect(!FileManager.default.fileExists(atPath: entry))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.appending("data/applications")).isEmpty)
    }

    @Test("with two [Default Applications] groups, every line of the scheme names places first; uninstall says it put the file back")
    func twoDefaultGroups() async throws {
        let original = """
            [Default Applications]
            text/html=firefox.desktop;

            [Added Associations]
            image/png=viewer.desktop;

            [Default Applications]
            x-scheme-handler/wikipedia=other.desktop;

            """
        try Data(original.utf8).write(to: URL(fileURLWithPath: mimeapps))
        try FileManager.default.createDirectory(atPath: home.appending("data/applications"), withIntermediateDirectories: true)
        try Data("[Desktop Entry]\nType=Application\nName=Other\nExec=/bin/true %u\nMimeType=x-scheme-handler/wikipedia;\n".utf8)
            .write(to: URL(fileURLWithPath: home.appending("data/applications/other.desktop")))
        #expect(try await places(["install-handler"]).status == 0)
        let installed = try text(mimeapps)
        #expect(installed.contains("\n[Default Applications]\nx-scheme-handler/wikipedia=places-handler.desktop;other.desktop;\n"))
        if FileManager.default.isExecutableFile(atPath: Self.gio) {
            // GLib reads the groups as one, the last line of a key winning.
            let environment = home.xdgEnvironment.merging(["XDG_DATA_DIRS": home.appending("none"), "XDG_CONFIG_DIRS": home.appending("none")]) { _, new in new }
            let answer = try await BuiltBinary.run(["mime", "x-scheme-handler/wikipedia"], environment: environment, executable: Self.gio)
            #expect(answer.out.hasPrefix("Default application for “x-scheme-handler/wikipedia”: places-handler.desktop\n"), "\(answer.out)")
        }
        let uninstall = try await places(["uninstall-handler"])
        #expect(uninstall.out == "Removed \(entry). Put \(mimeapps) back as it was before install-handler. wikipedia:// links no longer open in places.\n")
        #expect(try text(mimeapps) == original)
    }
}
