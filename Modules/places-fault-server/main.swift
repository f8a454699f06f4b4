// A loopback HTTP server that serves Fixtures/ and misbehaves on request, for trying Places by hand:
//   Scripts/fault-server.sh            then, in another terminal:
//   places --source 'http://127.0.0.1:PORT/locations.json?stall=30&after=100' list
// The faults are the query parameters documented on LoopbackHTTPServer (the same server the tests start).
import Foundation
import PlacesTestSupport

#if os(Linux)
let arguments = CommandLine.arguments.dropFirst()
let root = arguments.first.map { URL(fileURLWithPath: $0) } ?? Fixtures.url("")
do {
    let server = try LoopbackHTTPServer(root: root)
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
    A Wikipedia plays at /wiki/SCENARIO from Fixtures/wikipedia/SCENARIO (amsterdam, hostile, formatversion1,
    numeric-continue, geosearch-list, not-a-summary, empty, error, portal, truncated); these need no folder:
    busy, busy-once, unavailable, slow, slow-rounds-SECONDS, huge-rounds-KILOBYTES, endless, redirect-loop,
    redirect-file, redirect-ftp, redirect-gopher, redirect-javascript, not-http, huge-header:
      places --wiki http://127.0.0.1:\(server.port)/wiki/amsterdam nearby 52.3731 4.8926
    Example: places --source 'http://127.0.0.1:\(server.port)/locations.json?stall=30&after=100' list
    """)
    fflush(nil)  // flush every stream: a pipe would otherwise hold the port until the server stops
    while true { sleep(3600) }
} catch {
    FileHandle.standardError.write(Data("fault-server: could not listen on 127.0.0.1: \(error)\n".utf8))
    exit(1)
}
#else
FileHandle.standardError.write(Data("fault-server: the loopback fault server runs on Linux only\n".utf8))
exit(1)
#endif
