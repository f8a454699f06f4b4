import Foundation
@testable import PlacesSystem
import PlacesDomain
import PlacesTestSupport
import Testing

/// `install-handler` and `uninstall-handler` change only what they must.
@Suite struct DesktopIntegrationTests {
    private let home: TemporaryDirectory
    private let desktop: DesktopIntegration
    private var mimeapps: String { home.appending("config/mimeapps.list") }

    init() throws {
        home = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: home.appending("config"), withIntermediateDirectories: true)
        desktop = DesktopIntegration(
            applicationsDirectory: home.appending("data/applications"),
            configDirectory: home.appending("config"),
            recordDirectory: home.appending("state/places/handler"),
            executable: "/usr/bin/places"
        )
    }

    private func write(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: mimeapps))
    }

    private func read() throws -> String {
        try String(contentsOfFile: mimeapps, encoding: .utf8)
    }

    @Test("install and uninstall put the file back byte for byte", arguments: [
        "[Default Applications]\r\ntext/html=firefox.desktop;\r\n\r\n[Added Associations]\r\nimage/png=viewer.desktop;\r\n",
        "[Default Applications] \ntext/html=firefox.desktop;\n",
        "  [Default Applications]\t\nx-scheme-handler/wikipedia=other.desktop;\n\n\n[Other]\nk=v",
        "# only a comment, no final newline",
        "",
    ])
    func roundTrip(original: String) throws {
        try write(original)
        _ = try desktop.install()
        let installed = try read()
        #expect(installed.components(separatedBy: "[Default Applications]").count == 2, "one defaults group: \(installed.debugDescription)")
        #expect(installed.contains("x-scheme-handler/wikipedia=places-handler.desktop;"))
        #expect(installed.contains("x-scheme-handler/wikipedia-official=places-handler.desktop;"))
        _ = try desktop.uninstall()
        #expect(try read() == original)
    }

    @Test("install adds lines with the file's own line endings and changes no other line")
    func crlf() throws {
        try write("[Default Applications]\r\ntext/html=firefox.desktop;\r\n")
        _ = try desktop.install()
        #expect(try read() == "[Default Applications]\r\ntext/html=firefox.desktop;\r\nx-scheme-handler/wikipedia=places-handler.desktop;\r\nx-scheme-handler/wikipedia-official=places-handler.desktop;\r\n")
    }

    @Test("a file changed after install loses only our entries at uninstall, and is never deleted")
    func changedSinceInstall() throws {
        try write("")
        _ = try desktop.install()
        try write(try read() + "text/plain=editor.desktop;\n")
        _ = try desktop.uninstall()
        #expect(try read() == "[Default Applications]\ntext/plain=editor.desktop;\n")
    }

    @Test("a file install created is removed by uninstall; one that existed, even empty, stays")
    func createdOrExisting() throws {
        _ = try desktop.install()
        _ = try desktop.uninstall()
        #expect(!FileManager.default.fileExists(atPath: mimeapps))
        try write("")
        _ = try desktop.install()
        _ = try desktop.uninstall()
        #expect(try read() == "")
    }

    @Test("a symbolic link to mimeapps.list (a dotfile manager's) is kept, and what it leads to is edited")
    func keepsLink() throws {
        let dotfiles = home.appending("dotfiles")
        try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
        try Data("[Default Applications]\ntext/html=firefox.desktop;\n".utf8).write(to: URL(fileURLWithPath: dotfiles + "/mimeapps.list"))
        try FileManager.default.createSymbolicLink(atPath: mimeapps, withDestinationPath: dotfiles + "/mimeapps.list")
        _ = try desktop.install()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: mimeapps) == dotfiles + "/mimeapps.list")
        #expect(try String(contentsOfFile: dotfiles + "/mimeapps.list", encoding: .utf8).contains("places-handler.desktop"))
        _ = try desktop.uninstall()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: mimeapps) == dotfiles + "/mimeapps.list")
        #expect(try String(contentsOfFile: dotfiles + "/mimeapps.list", encoding: .utf8) == "[Default Applications]\ntext/html=firefox.desktop;\n")
    }

    @Test("a pipe where mimeapps.list should be is refused, not waited on")
    func refusesPipe() throws {
        #expect(mkfifo(mimeapps, 0o600) == 0)
        #expect(throws: DesktopFailure.cannotRead(path: mimeapps, reason: .notRegularFile)) { try desktop.install() }
    }
}
