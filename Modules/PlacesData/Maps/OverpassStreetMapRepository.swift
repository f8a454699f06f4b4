#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PlacesDomain
import PlacesSystem

/// Street maps from an Overpass API server (`https://overpass-api.de/api/interpreter` unless told otherwise), kept
/// by area in a ``StreetMapCache`` so that a view seen before draws without asking: an area saved is never asked
/// again, which keeps to the public server's usage policy and works offline.
///
/// Every question goes through the one policy of a question to a server (`HTTPQuestion`): one deadline and one size
/// bound, one retry after a 429 or 503 that says when to come back, Places' `User-Agent` (the transport's);
/// `HTTPFailure` becomes a `StreetMapFailure` in one place (`failure(_:)`, private).
public struct OverpassStreetMapRepository: StreetMapRepository {
    /// The public instance.
    public static let defaultServer = "https://overpass-api.de/api/interpreter"

    /// The server asked.
    public let server: URL
    private let transport: HTTPTransport
    private let cache: StreetMapCache?
    private let question: HTTPQuestion

    /// A repository asking `server` through `transport`.
    ///
    /// - Parameters:
    ///   - server: The interpreter's address.
    ///   - transport: How to fetch; the libcurl transport with Places' `User-Agent` in `places`.
    ///   - cache: Where answers are kept by area; `nil` for none.
    ///   - deadline: The time a question may take in all: `--timeout` in `places`.
    ///   - maximumBytes: The bytes an answer may take: a 2 km view of a city centre takes about 400 KB.
    public init(server: URL, transport: HTTPTransport, cache: StreetMapCache? = nil, deadline: Duration = .seconds(15), maximumBytes: Int = 16 << 20) {
        self.server = server
        self.transport = transport
        self.cache = cache
        question = HTTPQuestion(deadline: deadline, maximumBytes: min(maximumBytes, FileKind.mapAnswer.maximumBytes - 4_096))
    }

    public func streetMap(of area: StreetArea) async throws(StreetMapFailure) -> StreetMap {
        if let saved = await savedStreetMap(of: area) { return saved }
        guard let url = OverpassQuery.url(server: server, area: area, seconds: question.deadlineSeconds, maximumBytes: question.maximumBytes)
        else { throw .invalidAnswer }
        let response: HTTPResponse
        do throws(HTTPFailure) {
            response = try await question.fetch(url, through: transport, within: question.budget())
        } catch {
            throw Self.failure(error)
        }
        guard response.isSuccess else { throw .refused(status: response.status) }
        let map = try OverpassAnswer.decode(response.body).streetMap(of: area)
        await cache?.save(response.body, for: area)
        return map
    }

    public func savedStreetMap(of area: StreetArea) async -> StreetMap? {
        guard let body = await cache?.answer(for: area) else { return nil }
        return try? OverpassAnswer.decode(body).streetMap(of: area)
    }

    /// The one mapping of the transport's failures to the street layer's.
    static func failure(_ failure: HTTPFailure) -> StreetMapFailure {
        switch failure {
        case .tooLarge: .tooLarge
        case .status(let status): .refused(status: status)
        case .cancelled: .cancelled
        case .notHTTP, .headerTooLarge, .tooManyRedirects, .redirectNotHTTP: .invalidAnswer
        case .timedOut: .timedOut
        case .unreachable, .connectionLost, .incomplete, .secureConnectionFailed, .libraryMissing, .other: .unreachable
        }
    }
}

/// The street maps' answers kept by area (`$XDG_CACHE_HOME/places/maps`): the server's answer as it came, under the
/// area's key, bounded like the wiki's cache in files and bytes, written through the one write policy.
public struct StreetMapCache: Sendable {
    /// The folder holding the answers.
    public let directory: String
    private let folder: AnswerFolder

    /// A cache in `directory` (created on the first save), keeping the newest `maximumFiles` answers within
    /// `maximumTotalBytes` together.
    public init(directory: String, maximumFiles: Int = 500, maximumTotalBytes: Int = 64 << 20) {
        self.directory = directory
        folder = AnswerFolder(directory: directory, prefix: "area", kind: .mapAnswer, maximumFiles: maximumFiles, maximumTotalBytes: maximumTotalBytes)
    }

    /// Saves `body` as the answer for `area`: the area's key on the first line, so that a hash collision can never
    /// draw another area's streets.
    func save(_ body: Data, for area: StreetArea) async {
        await folder.save(Data((area.key + "\n").utf8) + body, for: area.key)
    }

    /// The answer saved for `area`, if any.
    func answer(for area: StreetArea) async -> Data? {
        guard let (data, _) = await folder.load(area.key), let newline = data.firstIndex(of: 0x0A),
              String(decoding: data[data.startIndex..<newline], as: UTF8.self) == area.key
        else { return nil }
        return Data(data[(newline + 1)...])
    }
}
