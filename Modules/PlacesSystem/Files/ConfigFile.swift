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

/// The person's config file, `$XDG_CONFIG_HOME/places/config`: lasting choices, one `key = value` a line.
///
/// The format, kept simple to write by hand: a line is a key, `=`, and a value, with spaces around either as one
/// likes; a line whose first non-blank character is `#` is a comment, and blank lines are skipped. A value may be
/// put in double quotes, which are taken off. A `#` after a value is part of the value (an address may hold one).
/// What the keys mean, and whether a value is one the setting takes, is App's to judge (`Configuration`); this
/// reads the lines, with their numbers, so that a bad one can be named.
package struct ConfigFile: Sendable, Equatable {
    /// One `key = value` line.
    package struct Entry: Sendable, Equatable {
        /// Its line number, from 1.
        package let line: Int
        /// The key, as written (spaces taken off).
        package let key: String
        /// The value, as written (spaces and one pair of double quotes taken off).
        package let value: String
    }

    /// The most bytes read: far beyond any real list of settings.
    package static let maximumBytes = 64 << 10

    /// The settings, in file order.
    package let entries: [Entry]
    /// The numbers of the lines that are neither a setting, a comment nor blank.
    package let malformed: [Int]

    /// Reads the lines of `text`.
    package init(text: String) {
        var entries: [Entry] = []
        var malformed: [Int] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let line = Self.trimmed(raw)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "="),
                  case let key = Self.trimmed(line[..<equals]), !key.isEmpty
            else {
                malformed.append(index + 1)
                continue
            }
            var value = Self.trimmed(line[line.index(after: equals)...])
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            entries.append(Entry(line: index + 1, key: key, value: value))
        }
        self.entries = entries
        self.malformed = malformed
    }

    /// Reads the file at `path`: `nil` when there is none, which is the usual case.
    ///
    /// - Throws: Why it could not be read (a folder, a pipe, no permission, more than ``maximumBytes``, not UTF-8).
    package static func read(path: String) throws(SystemError) -> ConfigFile? {
        let contents: FileContents
        do {
            contents = try POSIXFile.read(path: path, limit: maximumBytes)
        } catch where error.code == ENOENT {
            return nil
        }
        guard case .contents(let data) = contents else { throw .tooLarge(limit: maximumBytes) }
        guard let text = String(validating: [UInt8](data), as: UTF8.self) else { throw SystemError(code: EILSEQ) }
        return ConfigFile(text: text)
    }

    /// `text` without the spaces, tabs and carriage return around it.
    private static func trimmed(_ text: some StringProtocol) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else { return "" }
        return String(text[first...last])
    }
}
