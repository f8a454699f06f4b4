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
import PlacesSystem

/// Registers `places handle-url` as the desktop's handler for `wikipedia://` and `wikipedia-official://` links.
///
/// Two files in the user's XDG folders, and nothing else: a desktop entry in `$XDG_DATA_HOME/applications` and a
/// default in `$XDG_CONFIG_HOME/mimeapps.list`, where `xdg-mime default` would put it. Installing puts our
/// entry first in each scheme's list of defaults, keeping any others; uninstalling removes exactly that entry and
/// the desktop file (only when it carries our marker). Both are idempotent and report every file they changed.
struct DesktopIntegration: Sendable {
    /// The desktop entry's file name, which is also its id in `mimeapps.list`.
    static let desktopID = "places-handler.desktop"
    /// The schemes claimed.
    static let mimeTypes = ["x-scheme-handler/wikipedia", "x-scheme-handler/wikipedia-official"]
    private static let marker = "X-Places-Handler=true"
    private static let defaultsSection = "[Default Applications]"

    /// `$XDG_DATA_HOME/applications`, or `nil` without a data folder.
    let applicationsDirectory: String?
    /// `$XDG_CONFIG_HOME`, or `nil` without a config folder.
    let configDirectory: String?
    /// The absolute path of the `places` executable to run.
    let executable: String

    private var desktopPath: String? { applicationsDirectory.map { $0 + "/" + Self.desktopID } }
    private var mimeappsPath: String? { configDirectory.map { $0 + "/mimeapps.list" } }

    /// The desktop entry's text. `Terminal=true` because handle-url writes to a terminal.
    var desktopEntry: String {
        """
        [Desktop Entry]
        Type=Application
        Name=Places
        GenericName=Wikipedia Places links
        Comment=Shows wikipedia://places links with the nearest locations
        Exec=\(Self.execQuoted(executable)) handle-url %u
        Terminal=true
        NoDisplay=true
        MimeType=\(Self.mimeTypes.map { $0 + ";" }.joined())
        \(Self.marker)

        """
    }

    /// Writes the desktop entry and the defaults, changing only what differs.
    func install() throws(DesktopFailure) -> DesktopChange {
        guard let desktopPath, let mimeappsPath, let applicationsDirectory, let configDirectory else { throw .noFolder }
        var changed: [String] = []
        if (try? String(contentsOfFile: desktopPath, encoding: .utf8)) != desktopEntry {
            try write(desktopEntry, to: desktopPath, creating: applicationsDirectory)
            changed.append(desktopPath)
        }
        let original = (try? String(contentsOfFile: mimeappsPath, encoding: .utf8)) ?? ""
        let updated = Self.addingDefaults(to: original)
        if updated != original {
            try write(updated, to: mimeappsPath, creating: configDirectory)
            changed.append(mimeappsPath)
        }
        return changed.isEmpty ? .unchanged : .changed(changed)
    }

    /// Removes our desktop entry and our defaults, and nothing else.
    func uninstall() throws(DesktopFailure) -> DesktopChange {
        guard let desktopPath, let mimeappsPath, let configDirectory else { throw .noFolder }
        var changed: [String] = []
        if let text = try? String(contentsOfFile: desktopPath, encoding: .utf8), text.contains(Self.marker) {
            try remove(desktopPath)
            changed.append(desktopPath)
        }
        if let original = try? String(contentsOfFile: mimeappsPath, encoding: .utf8) {
            let updated = Self.removingDefaults(from: original)
            if updated.isEmpty {
                // Nothing but our defaults was in it: the file is ours to remove.
                try remove(mimeappsPath)
                changed.append(mimeappsPath)
            } else if updated != original {
                try write(updated, to: mimeappsPath, creating: configDirectory)
                changed.append(mimeappsPath)
            }
        }
        return changed.isEmpty ? .unchanged : .changed(changed)
    }

    // MARK: mimeapps.list

    /// `text` with our id first in each claimed type's default list, adding the section or lines as needed.
    static func addingDefaults(to text: String) -> String {
        var lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var sectionStart = lines.firstIndex(of: defaultsSection)
        if sectionStart == nil {
            if let last = lines.last, !last.isEmpty { lines.append("") }
            lines.append(defaultsSection)
            sectionStart = lines.count - 1
        }
        guard let start = sectionStart else { return text }
        for mimeType in mimeTypes {
            let end = sectionEnd(lines, after: start)
            if let index = (start + 1..<end).first(where: { lines[$0].hasPrefix(mimeType + "=") }) {
                let entries = entriesOf(lines[index], mimeType: mimeType)
                guard entries.first != desktopID else { continue }
                lines[index] = mimeType + "=" + ([desktopID] + entries.filter { $0 != desktopID }).map { $0 + ";" }.joined()
            } else {
                // After the section's last entry, not after the blank line that separates it from the next one.
                var position = end
                while position > start + 1, lines[position - 1].trimmed.isEmpty {
                    position -= 1
                }
                lines.insert(mimeType + "=" + desktopID + ";", at: position)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` without our id in the claimed types' default lists; a list left empty is removed, and so is a
    /// defaults section left empty.
    static func removingDefaults(from text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let hadFinalNewline = lines.last == ""
        if hadFinalNewline { lines.removeLast() }
        guard let start = lines.firstIndex(of: defaultsSection) else { return text }
        var index = start + 1
        while index < sectionEnd(lines, after: start) {
            let line = lines[index]
            if let mimeType = mimeTypes.first(where: { line.hasPrefix($0 + "=") }) {
                let entries = entriesOf(line, mimeType: mimeType)
                if entries.contains(desktopID) {
                    let remaining = entries.filter { $0 != desktopID }
                    if remaining.isEmpty {
                        lines.remove(at: index)
                        continue
                    }
                    lines[index] = mimeType + "=" + remaining.map { $0 + ";" }.joined()
                }
            }
            index += 1
        }
        let end = sectionEnd(lines, after: start)
        if lines[start + 1..<end].allSatisfy({ $0.trimmed.isEmpty }) {
            lines.removeSubrange(start..<end)
            while let last = lines.last, last.isEmpty { lines.removeLast() }
        }
        if lines.isEmpty { return "" }
        return lines.joined(separator: "\n") + (hadFinalNewline ? "\n" : "")
    }

    private static func sectionEnd(_ lines: [String], after start: Int) -> Int {
        (start + 1..<lines.count).first { lines[$0].hasPrefix("[") } ?? lines.count
    }

    private static func entriesOf(_ line: String, mimeType: String) -> [String] {
        line.dropFirst(mimeType.count + 1).split(separator: ";").map(String.init).filter { !$0.isEmpty }
    }

    // MARK: Files

    private func write(_ text: String, to path: String, creating directory: String) throws(DesktopFailure) {
        do {
            try POSIXFile.createDirectories(directory)
            try POSIXFile.writeAtomically(Data(text.utf8), to: path, mode: 0o644)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }

    private func remove(_ path: String) throws(DesktopFailure) {
        guard unlink(path) == 0 || errno == ENOENT else { throw .cannotRemove(path: path, reason: SystemError.current.reason) }
    }

    /// Quotes a path for an `Exec` key as the Desktop Entry Specification requires: plain when it has no
    /// reserved characters, else in double quotes with `"`, `` ` ``, `$` and `\` escaped; `%` is doubled.
    static func execQuoted(_ path: String) -> String {
        let escaped = path.replacing("%", with: "%%")
        let reserved: Set<Character> = [" ", "\t", "\n", "\"", "'", "\\", ">", "<", "~", "|", "&", ";", "$", "*", "?", "#", "(", ")", "`"]
        guard escaped.contains(where: reserved.contains) else { return escaped }
        var quoted = "\""
        for character in escaped {
            if "\"`$\\".contains(character) { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
