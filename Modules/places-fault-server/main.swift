// A loopback HTTP server that serves Fixtures/ and misbehaves on request, for trying Places by hand:
//   Scripts/fault-server.sh            then, in another terminal:
//   places --source 'http://127.0.0.1:PORT/locations.json?stall=30&after=100' list
// The faults are the query parameters documented on LoopbackHTTPServer (the same server the tests start).
import Foundation
import PlacesTestSupport

let usage = """
Usage: places-fault-server [--port PORT] [FOLDER]

Serves FOLDER (default: the repository's Fixtures/) on http://127.0.0.1:PORT/ and misbehaves on request. PORT is
1 to 65535; without --port a free one is chosen at every start, so give one to keep saved answers and PLACES_WIKI
pointing at the same server. Ctrl-C stops it.
  -p, --port PORT   listen on this port
  -h, --help        show this help
"""

/// Says what is wrong with the command line and exits with status 2.
func refuse(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("places-fault-server: \(problem)\n\(usage)\n".utf8))
    exit(2)
}

var port: UInt16 = 0
var folder: String?
var words = CommandLine.arguments.dropFirst().makeIterator()
var optionsEnded = false
while let word = words.next() {
    if optionsEnded || !word.hasPrefix("-") || word == "-" {
        guard folder == nil else { refuse("give one folder to serve, not “\(word)” too") }
        folder = word
        continue
    }
    switch word {
    case "--":
        optionsEnded = true
    case "-h", "--help":
        print(usage)
        exit(0)
    case "-p", "--port":
        guard let text = words.next() else { refuse("\(word) needs a port") }
        guard let value = UInt16(text), value > 0 else { refuse("“\(text)” is not a port from 1 to 65535") }
        port = value
    default:
        refuse("unknown option \(word)")
    }
}
var isFolder: ObjCBool = false
let root = folder.map { URL(fileURLWithPath: $0) } ?? Fixtures.url("")
guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
    refuse("there is no folder at \(root.path)")
}

#if os(Linux)
do {
    let server = try LoopbackHTTPServer(root: root, port: port)
    print("""
    Serving \(root.path) on http://127.0.0.1:\(server.port)/ (Ctrl-C stops it)
    Faults, by query parameter (they combine):
      status=N          answer with status N           delay=S        wait S seconds before answering
      stall=S&after=B   stall S seconds after B bytes   short=N        declare N more bytes than sent
      reset=1           reset the connection            garbage=1      answer with bytes that are not HTTP
      size=N            an N-byte body (chunked=1: no Content-Length)
      redirect=loop     redirect forever                redirect=N     N redirects, then the file
      location=URL      redirect once to URL            type=T         send Content-Type T
      header=N          add a header line of N bytes
    A Wikipedia plays at /wiki/SCENARIO from Fixtures/wikipedia/SCENARIO (amsterdam, landmarks, hostile,
    formatversion1, numeric-continue, geosearch-list, not-a-summary, empty, error, portal, truncated); these need no
    folder:
    busy, busy-once, unavailable, slow, slow-rounds-SECONDS, huge-rounds-KILOBYTES, endless, redirect-loop,
    redirect-file, redirect-ftp, redirect-gopher, redirect-javascript, not-http, huge-header, huge-article-MEGABYTES:
      places --wiki http://127.0.0.1:\(server.port)/wiki/amsterdam nearby 52.3731 4.8926
      places --wiki http://127.0.0.1:\(server.port)/wiki/amsterdam read "Dam Square"
      places --wiki http://127.0.0.1:\(server.port)/wiki/landmarks nearby Colosseum
    An Overpass API server plays at /overpass/SCENARIO/api/interpreter from Fixtures/overpass (helsinki, empty) and
    misbehaves (busy, busy-once, slow, huge, garbage, not-json, runtime-error, runtime-remark):
      places --map-server http://127.0.0.1:\(server.port)/overpass/helsinki/api/interpreter map 60.1712,24.9414
    Example: places --source 'http://127.0.0.1:\(server.port)/locations.json?stall=30&after=100' list
    """)
    fflush(nil)  // flush every stream: a pipe would otherwise hold the port until the server stops
    while true { sleep(3600) }
} catch {
    let reason = port == 0 ? "could not listen on 127.0.0.1" : "could not listen on 127.0.0.1:\(port) (is it taken?)"
    FileHandle.standardError.write(Data("places-fault-server: \(reason): \(error)\n".utf8))
    exit(1)
}
#else
FileHandle.standardError.write(Data("places-fault-server: the loopback fault server runs on Linux only\n".utf8))
exit(1)
#endif
