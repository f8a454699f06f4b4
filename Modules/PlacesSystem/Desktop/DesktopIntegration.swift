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

/// Registers `places handle-url` as the desktop's handler for `wikipedia://` and `wikipedia-official://` links.
///
/// Two files in the user's XDG folders, and nothing else: a desktop entry in `$XDG_DATA_HOME/applications` and a
/// default in `$XDG_CONFIG_HOME/mimeapps.list`, where `xdg-mime default` would put it. Installing puts our
/// entry first in each scheme's list of defaults, keeping any others and every other byte (`MimeappsList`);
/// uninstalling puts `mimeapps.list` back exactly as it was when nothing else changed it since, and otherwise
/// removes exactly our entries, and the desktop file only when it carries our marker. A desktop entry of the same
/// name without our marker is the user's: install refuses to replace it, so uninstall never removes it. An install
/// that fails changes nothing: it checks everything it will write first, and takes its desktop entry back when
/// `mimeapps.list` cannot be written. Both are idempotent and report every file they changed, and how. Files are
/// written by Places' one policy: atomically, through the user's links, keeping their permissions.
package struct DesktopIntegration: Sendable {
    /// The desktop entry's file name, which is also its id in `mimeapps.list`.
    package static let desktopID = "places-handler.desktop"
    /// The schemes claimed.
    package static let mimeTypes = ["x-scheme-handler/wikipedia", "x-scheme-handler/wikipedia-official"]
    private static let marker = "X-Places-Handler=true"

    /// `$XDG_DATA_HOME/applications`, or `nil` without a data folder.
    package let applicationsDirectory: String?
    /// `$XDG_CONFIG_HOME`, or `nil` without a config folder.
    let configDirectory: String?
    /// Where install records what `mimeapps.list` was (`$XDG_STATE_HOME/places/handler`); `nil` keeps no record.
    let recordDirectory: String?
    /// The absolute path of the `places` executable to run.
    let executable: String
    /// Whether there is a desktop session (`DISPLAY` or `WAYLAND_DISPLAY` set): without one, xdg-open consults no
    /// handler and exits 3, so links reach places only once there is one.
    package let hasDesktopSession: Bool

    /// The handler of `executable`, registered in these folders.
    ///
    /// - Parameters:
    ///   - applicationsDirectory: `$XDG_DATA_HOME/applications`, or `nil` without a data folder.
    ///   - configDirectory: `$XDG_CONFIG_HOME`, or `nil` without a config folder.
    ///   - recordDirectory: Where install records what `mimeapps.list` was; `nil` keeps no record.
    ///   - executable: The absolute path of the `places` executable to run.
    ///   - hasDesktopSession: Whether there is a desktop session.
    package init(
        applicationsDirectory: String?,
        configDirectory: String?,
        recordDirectory: String?,
        executable: String,
        hasDesktopSession: Bool = true
    ) {
        self.applicationsDirectory = applicationsDirectory
        self.configDirectory = configDirectory
        self.recordDirectory = recordDirectory
        self.executable = executable
        self.hasDesktopSession = hasDesktopSession
    }

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

    /// Writes the desktop entry and the defaults, changing only what differs, and records what `mimeapps.list` was
    /// so that uninstalling can put it back exactly. Nothing is left changed when it fails.
    package func install() throws(DesktopFailure) -> DesktopChange {
        guard let desktopPath, let mimeappsPath, let applicationsDirectory, let configDirectory else { throw .noFolder }
        guard !Self.hasControlCharacter(executable) else { throw .unsafeExecutable(path: executable) }
        let entry = try read(desktopPath)
        if let entry, !Self.isOurs(entry) { throw .notOurEntry(path: desktopPath) }
        let original = try read(mimeappsPath)
        var list = MimeappsList(String(decoding: original ?? Data(), as: UTF8.self))
        list.addDefault(Self.desktopID, for: Self.mimeTypes)
        let updated = Data(list.text.utf8)
        let wanted = Data(desktopEntry.utf8)
        var changed: [DesktopChange.File] = []
        if entry != wanted {
            try write(wanted, to: desktopPath, creating: applicationsDirectory)
            changed.append(DesktopChange.File(path: desktopPath, action: .written))
        }
        if updated != original {
            do throws(DesktopFailure) {
                try write(updated, to: mimeappsPath, creating: configDirectory)
            } catch {
                // A desktop entry that no default names would be left behind by a failed install.
                if entry != wanted {
                    if let entry { try? write(entry, to: desktopPath, creating: applicationsDirectory) } else { unlink(desktopPath) }
                }
                throw error
            }
            changed.append(DesktopChange.File(path: mimeappsPath, action: .edited))
            record(before: original, after: updated)
        }
        return changed.isEmpty ? .unchanged : .changed(changed)
    }

    /// Removes our desktop entry and our defaults, and nothing else: `mimeapps.list` is put back byte for byte when
    /// nothing else changed it since install; otherwise only our entries are taken out.
    package func uninstall() throws(DesktopFailure) -> DesktopChange {
        guard let desktopPath, let mimeappsPath, let configDirectory else { throw .noFolder }
        // Both are read before either is changed, so that a file that cannot be read changes nothing.
        let entry = try read(desktopPath)
        let current = try read(mimeappsPath)
        var changed: [DesktopChange.File] = []
        if let entry, Self.isOurs(entry) {
            try remove(desktopPath)
            changed.append(DesktopChange.File(path: desktopPath, action: .removed))
        }
        if let recorded = recorded(), recorded.after == current {
            if let before = recorded.before {
                try write(before, to: mimeappsPath, creating: configDirectory)
                changed.append(DesktopChange.File(path: mimeappsPath, action: .restored))
            } else {
                try remove(mimeappsPath)
                changed.append(DesktopChange.File(path: mimeappsPath, action: .removed))
            }
        } else if let current {
            var list = MimeappsList(String(decoding: current, as: UTF8.self))
            list.removeDefault(Self.desktopID, for: Self.mimeTypes)
            let updated = Data(list.text.utf8)
            if updated != current {
                try write(updated, to: mimeappsPath, creating: configDirectory)
                changed.append(DesktopChange.File(path: mimeappsPath, action: .edited))
            }
        }
        forgetRecord()
        return changed.isEmpty ? .unchanged : .changed(changed)
    }

    /// Whether a desktop entry is one Places wrote: it carries our marker on a line of its own.
    private static func isOurs(_ entry: Data) -> Bool {
        String(decoding: entry, as: UTF8.self).split(whereSeparator: \.isNewline).contains { $0 == marker }
    }

    // MARK: What install changed

    private var recordBefore: String? { recordDirectory.map { $0 + "/mimeapps.list.before" } }
    private var recordAbsent: String? { recordDirectory.map { $0 + "/mimeapps.list.was-absent" } }
    private var recordAfter: String? { recordDirectory.map { $0 + "/mimeapps.list.after" } }

    /// Keeps `mimeapps.list` as it was before install (`nil`: there was none) and as install left it. Without a
    /// state folder nothing is kept, and uninstall takes out only our entries.
    private func record(before: Data?, after: Data) {
        guard let recordDirectory, let recordBefore, let recordAbsent, let recordAfter else { return }
        forgetRecord()
        do {
            try POSIXFile.createDirectories(recordDirectory)
            if let before {
                try POSIXFile.writeAtomically(before, to: recordBefore, as: .handlerRecord)
            } else {
                try POSIXFile.writeAtomically(Data(), to: recordAbsent, as: .handlerRecord)
            }
            try POSIXFile.writeAtomically(after, to: recordAfter, as: .handlerRecord)
        } catch {
            // An incomplete record must not restore the wrong thing: without one, uninstall edits minimally.
            forgetRecord()
        }
    }

    private func recorded() -> (before: Data?, after: Data)? {
        guard let recordBefore, let recordAbsent, let recordAfter,
              case .contents(let after)? = try? POSIXFile.read(path: recordAfter, as: .handlerRecord)
        else { return nil }
        if case .contents(let before)? = try? POSIXFile.read(path: recordBefore, as: .handlerRecord) {
            return (before, after)
        }
        return POSIXFile.isRegularFile(recordAbsent) ? (nil, after) : nil
    }

    private func forgetRecord() {
        for path in [recordBefore, recordAbsent, recordAfter].compactMap({ $0 }) { unlink(path) }
    }

    // MARK: Files

    /// The file's bytes, or `nil` when there is none; a pipe or an oversized file is refused.
    private func read(_ path: String) throws(DesktopFailure) -> Data? {
        let contents: FileContents
        do throws(SystemError) {
            contents = try POSIXFile.read(path: path, as: .desktopFile)
        } catch {
            if error.code == ENOENT { return nil }
            throw .cannotRead(path: path, reason: error.reason)
        }
        guard case .contents(let data) = contents else {
            throw .cannotRead(path: path, reason: SystemError.tooLarge(limit: FileKind.desktopFile.maximumBytes).reason)
        }
        return data
    }

    private func write(_ data: Data, to path: String, creating directory: String) throws(DesktopFailure) {
        do {
            try POSIXFile.createDirectories(directory)
            try POSIXFile.writeAtomically(data, to: path, as: .desktopFile)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }

    private func remove(_ path: String) throws(DesktopFailure) {
        guard unlink(path) == 0 || errno == ENOENT else { throw .cannotRemove(path: path, reason: SystemError.current.reason) }
    }

    /// Quotes a path for an `Exec` key as the Desktop Entry Specification requires: plain when it has no
    /// reserved characters, else in double quotes with `"`, `` ` ``, `$` and `\` escaped by a backslash — and then,
    /// since the key's value is a string whose own escapes are read first, every backslash doubled again, so that a
    /// backslash in the path is written as four. `%` is doubled.
    package static func execQuoted(_ path: String) -> String {
        let escaped = path.replacing("%", with: "%%")
        let reserved: Set<Character> = [" ", "\t", "\n", "\"", "'", "\\", ">", "<", "~", "|", "&", ";", "$", "*", "?", "#", "(", ")", "`"]
        guard escaped.contains(where: reserved.contains) else { return escaped }
        var quoted = "\""
        for character in escaped {
            if "\"`$\\".contains(character) { quoted.append("\\\\") }
            quoted.append(character == "\\" ? "\\\\" : String(character))
        }
        return quoted + "\""
    }

    /// Whether `path` holds a character no `Exec` value can carry: any control character, a line break above all.
    static func hasControlCharacter(_ path: String) -> Bool {
        path.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
