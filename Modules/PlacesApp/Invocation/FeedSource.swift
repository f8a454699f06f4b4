#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

/// Where the feed is read from: an http(s) URL or a file on this machine.
enum FeedSource: Sendable, Equatable, CustomStringConvertible {
    /// A feed served over http or https.
    case remote(URL)
    /// A feed file, by path (absolute, or relative to the working directory).
    case file(path: String)

    /// The feed the brief names: the Places assignment's `locations.json`.
    static let standard = FeedSource.remote(
        URL(string: "https://raw.githubusercontent.com/abnamrocoesd/assignment-ios/main/locations.json")
            ?? URL(fileURLWithPath: "/")
    )

    /// Reads a source as a person writes it after `--source` or in `PLACES_SOURCE`.
    ///
    /// `http://` and `https://` URLs are fetched; `file://` URLs and plain paths are read from disk. Anything that
    /// looks like another URL scheme (`ftp:`, `data:`, `javascript:`) is refused rather than read as a file name;
    /// a file whose name really starts like that can be given as `./name`.
    ///
    /// - Parameter text: The URL or path.
    /// - Throws: ``FeedFailure/unsupportedSource(_:)`` with the text, for anything else.
    init(parsing text: String) throws(FeedFailure) {
        guard !text.isEmpty, !text.contains("\0") else { throw .unsupportedSource(text) }
        if let scheme = Self.scheme(of: text) {
            switch scheme {
            case "http", "https":
                guard WebAuthority(address: text) != nil, let url = URL(string: text), let host = url.host, !host.isEmpty else {
                    throw .unsupportedSource(text)
                }
                self = .remote(url)
            case "file":
                guard let url = URL(string: text), url.isFileURL, url.path.hasPrefix("/") else {
                    throw .unsupportedSource(text)
                }
                self = .file(path: url.path)
            default:
                throw .unsupportedSource(text)
            }
        } else {
            self = .file(path: text)
        }
    }

    /// The URL or path as shown in messages, with any password (any user information) in a URL masked.
    var description: String {
        switch self {
        case .remote(let url): WebAuthority.masked(url.absoluteString)
        case .file(let path): path
        }
    }

    /// The key of this source's saved copy: the whole URL, credentials included, so that two accounts on one server
    /// never share a copy. Never shown.
    var cacheKey: String {
        switch self {
        case .remote(let url): url.absoluteString
        case .file(let path): path
        }
    }

    /// The lower-cased scheme when `text` starts like a URL (`letters:`), following RFC 3986's scheme grammar.
    private static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let candidate = text[..<colon]
        guard let first = candidate.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
              candidate.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic
                  || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == ".") })
        else { return nil }
        return candidate.lowercased()
    }
}
