// Linux only, like the test suite: the socket calls are spelled the Glibc way.
#if os(Linux)
public import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 that serves a folder and misbehaves when the URL asks it to.
///
/// Tests and `Scripts/fault-server` use it to put every network fault in front of the real HTTP transport.
/// Each connection gets its own thread, so a stalled answer never holds up another request. Faults are chosen
/// with query parameters, which can be combined:
///
/// | parameter | effect |
/// |---|---|
/// | `status=N` | answer with status N (the file is still the body) |
/// | `delay=S` | wait S seconds before sending anything |
/// | `stall=S&after=B` | send the headers and B body bytes, then wait S seconds before the rest |
/// | `short=N` | declare N more bytes in Content-Length than are sent, then close |
/// | `reset=1` | close the connection with a TCP reset instead of answering |
/// | `garbage=1` | answer with bytes that are not HTTP at all |
/// | `size=N` | a generated body of N bytes (JSON-ish filler) instead of the file; `chunked=1` omits Content-Length |
/// | `redirect=loop` | redirect to the same URL forever; `redirect=N` redirects N times, then serves the file |
/// | `location=URL` | redirect once to URL |
/// | `type=T` | send Content-Type T |
/// | `header=N` | add a response header line of N bytes |
///
/// Paths under `/wiki/SCENARIO/` play a Wikipedia from `Fixtures/wikipedia/SCENARIO/` (see
/// `LoopbackHTTPServer+Wikipedia.swift` and `Fixtures/wikipedia/README.md`), so `PLACES_WIKI` can point at one;
/// paths under `/overpass/SCENARIO/api/interpreter` play an Overpass API server from `Fixtures/overpass/` and its
/// faults (`LoopbackHTTPServer+Overpass.swift`), for `PLACES_MAP_SERVER`.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// The port the server listens on.
    public let port: UInt16
    private let root: URL
    private let listener: Int32
    private let lock = NSLock()
    private var stopped = false
    private var requests: [String] = []
    private var headers: [[String: String]] = []
    /// How often each Wikipedia path was asked, for the scenarios that answer differently the second time.
    var wikipediaCounts: [String: Int] = [:]

    /// Starts a server for the files in `root` on 127.0.0.1.
    ///
    /// - Parameters:
    ///   - root: The folder served; `Fixtures/` unless told otherwise.
    ///   - port: The port to listen on; a free one when 0.
    /// - Throws: When no socket can be opened, or `port` is taken.
    public init(root: URL = Fixtures.url(""), port requested: UInt16 = 0) throws {
        self.root = root
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = requested.bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// The URL of `pathAndQuery` on this server, e.g. `url("/locations.json?status=500")`.
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)") ?? URL(fileURLWithPath: "/")
    }

    /// The request targets received so far, in order.
    public var receivedRequests: [String] {
        lock.lock()
        defer { lock.unlock() }
        return requests
    }

    /// The headers of each request received so far, in order, with lower-case names.
    public var receivedHeaders: [[String: String]] {
        lock.lock()
        defer { lock.unlock() }
        return headers
    }

    /// Runs `body` holding the server's lock.
    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Stops accepting connections and ends every wait early.
    public func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        if !wasStopped {
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
        }
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in
                handle(connection)
            }
            thread.start()
        }
    }

    // MARK: One connection

    private func handle(_ connection: Int32) {
        var closeNormally = true
        defer {
            if closeNormally {
                shutdown(connection, Int32(SHUT_WR))
                close(connection)
            }
        }
        guard let (target, requestHeaders) = readRequest(connection) else { return }
        lock.lock()
        requests.append(target)
        headers.append(requestHeaders)
        lock.unlock()
        let (path, query) = split(target)
        let played = path.hasPrefix("/wiki/") ? wikipediaAnswer(path: path, query: query)
            : path.hasPrefix("/overpass/") ? overpassAnswer(path: path, query: query) : nil
        if let answer = played {
            if let raw = answer.raw {
                send(connection, raw)
                return
            }
            var head = "HTTP/1.1 \(answer.status) Status\r\nContent-Type: \(answer.type)\r\nConnection: close\r\n"
            head += "Content-Length: \(answer.body.count)\r\n"
            for (name, value) in answer.headers { head += "\(name): \(value)\r\n" }
            send(connection, Data((head + "\r\n").utf8))
            send(connection, answer.body)
            return
        }

        if let delay = query["delay"].flatMap(Double.init) { sleep(seconds: delay) }
        if query["reset"] != nil {
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
            close(connection)
            closeNormally = false
            return
        }
        if query["garbage"] != nil {
            send(connection, Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }))
            return
        }
        if let redirect = query["redirect"] {
            if redirect == "loop" { return respondRedirect(connection, to: target) }
            if let remaining = Int(redirect), remaining > 0 {
                let next = target.replacingOccurrences(of: "redirect=\(remaining)", with: "redirect=\(remaining - 1)")
                return respondRedirect(connection, to: next)
            }
        }
        if let location = query["location"] { return respondRedirect(connection, to: location) }

        let status = query["status"].flatMap(Int.init) ?? 200
        let type = query["type"] ?? "application/json"
        if let size = query["size"].flatMap(Int.init) {
            return streamGenerated(connection, status: status, type: type, size: size, chunked: query["chunked"] != nil)
        }
        let file = root.appendingPathComponent(String(path.drop { $0 == "/" }))
        let body: Data
        let finalStatus: Int
        if let contents = try? Data(contentsOf: file), !path.contains("..") {
            body = contents
            finalStatus = status
        } else {
            body = Data("not found\n".utf8)
            finalStatus = query["status"] == nil ? 404 : status
        }
        let declared = body.count + (query["short"].flatMap(Int.init) ?? 0)
        var head = head(status: finalStatus, type: type, length: declared)
        if let size = query["header"].flatMap(Int.init) {
            // Before the blank line that ends the head: one more header line of `size` bytes.
            head = head.dropLast(2) + Self.hugeHeader(size) + Data("\r\n".utf8)
        }
        send(connection, head)
        if let stall = query["stall"].flatMap(Double.init) {
            let after = min(query["after"].flatMap(Int.init) ?? 0, body.count)
            send(connection, body.prefix(after))
            sleep(seconds: stall)
            send(connection, body.dropFirst(after))
        } else {
            send(connection, body)
        }
    }

    /// A header line of `size` bytes, with its line break.
    static func hugeHeader(_ size: Int) -> Data {
        Data("X-Padding: ".utf8) + Data(repeating: UInt8(ascii: "a"), count: max(0, size - 13)) + Data("\r\n".utf8)
    }

    private func respondRedirect(_ connection: Int32, to location: String) {
        let text = "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        send(connection, Data(text.utf8))
    }

    private func streamGenerated(_ connection: Int32, status: Int, type: String, size: Int, chunked: Bool) {
        send(connection, head(status: status, type: type, length: chunked ? nil : size))
        let chunk = Data(repeating: UInt8(ascii: " "), count: 1 << 16)
        var sent = 0
        while sent < size && !isStopped {
            let count = min(chunk.count, size - sent)
            guard send(connection, chunk.prefix(count)) else { return }
            sent += count
        }
    }

    private func head(status: Int, type: String, length: Int?) -> Data {
        var text = "HTTP/1.1 \(status) Status\r\nContent-Type: \(type)\r\nConnection: close\r\n"
        if let length { text += "Content-Length: \(length)\r\n" }
        return Data((text + "\r\n").utf8)
    }

    // MARK: Sockets

    private func readRequest(_ connection: Int32) -> (target: String, headers: [String: String])? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65536 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            received.append(contentsOf: buffer[0..<count])
            if received.range(of: Data("\r\n\r\n".utf8)) != nil { break }
        }
        let lines = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n\r\n")[0]
            .split(separator: "\r\n")
        guard let line = lines.first else { return nil }
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for header in lines.dropFirst() {
            guard let colon = header.firstIndex(of: ":") else { continue }
            headers[header[..<colon].lowercased()] = header[header.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (String(parts[1]), headers)
    }

    /// Sends all of `data`; false once the peer has gone. MSG_NOSIGNAL keeps a closed peer from raising SIGPIPE.
    @discardableResult
    private func send(_ connection: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(connection, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 {
                    if sent < 0 && errno == EINTR { continue }
                    return false
                }
                offset += sent
            }
            return true
        }
    }

    /// Waits in small steps so that `stop()` ends a long stall promptly.
    func sleep(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline && !isStopped {
            usleep(20_000)
        }
    }

    func split(_ target: String) -> (path: String, query: [String: String]) {
        let pieces = target.split(separator: "?", maxSplits: 1)
        var query: [String: String] = [:]
        if pieces.count == 2 {
            for item in pieces[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1)
                query[String(pair[0])] = pair.count == 2 ? (String(pair[1]).removingPercentEncoding ?? String(pair[1])) : ""
            }
        }
        return (String(pieces.first ?? ""), query)
    }
}
#endif
