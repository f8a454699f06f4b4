import Foundation
@testable import PlacesData
import PlacesDomain
import PlacesTestSupport
import Testing

/// Large documents are parsed by two threads from a guessed split point; whatever the guess, the result and the
/// first error must be exactly those of one sequential parse.
@Suite struct FeedDecoderSplitTests {
    /// A feed of `count` entries (more than the parallel threshold when `count` is large).
    private func document(count: Int, array: Bool = false, nameAtMiddle: String? = nil, prefix: String = "") -> String {
        var entries: [String] = []
        entries.reserveCapacity(count)
        for index in 0..<count {
            let name = index == count / 2 ? (nameAtMiddle ?? "Place \(index)") : "Place \(index)"
            entries.append(#"{"name":"\#(name)","lat":\#(Double(index % 180) - 89.5),"long":\#(Double(index % 360) - 179.5)}"#)
        }
        let list = "[" + entries.joined(separator: ",") + "]"
        return array ? list : "{\(prefix)\"locations\":\(list)}"
    }

    private func bothWays(_ text: String, expectSplit: Bool? = true) -> (parallel: Swift.Result<DecodedFeed, FeedFailure>, sequential: Swift.Result<DecodedFeed, FeedFailure>) {
        let data = Data(text.utf8)
        #expect(data.count >= FeedDecoder.parallelThreshold, "the document must be large enough to be split")
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let parallel = FeedDecoder.decode(bytes)
            let sequential = FeedDecoder.decode(bytes, parallel: false)
            if let expectSplit {
                #expect(parallel.split == expectSplit, "the list was \(parallel.split ? "" : "not ")split")
            }
            #expect(!sequential.split)
            return (parallel.result, sequential.result)
        }
    }

    @Test("a large feed gives the same locations split or not, in both shapes")
    func sameResult() throws {
        for array in [false, true] {
            let (parallel, sequential) = bothWays(document(count: 30_000, array: array))
            let result = try parallel.get()
            #expect(result.locations.count == 30_000)
            #expect(result == (try sequential.get()))
            #expect(result.locations[12_345].name == "Place 12345")
        }
    }

    @Test("a split point guessed inside a string is noticed and the parse stays sequential")
    func splitInsideString() throws {
        // Names full of the pattern the split looks for, around the middle of the document.
        let tricky = String(repeating: #"x},{"lat":1,"long":2},{"#, count: 4_000)
        let text = document(count: 30_000, nameAtMiddle: tricky.replacingOccurrences(of: "\"", with: "\\\""))
        let (parallel, sequential) = bothWays(text, expectSplit: false)
        #expect(try parallel.get() == sequential.get())
        #expect(try parallel.get().locations.count == 30_000)
    }

    @Test("a split point in a large value before the list is harmless")
    func splitBeforeList() throws {
        let filler = String(repeating: #"{"a":1},{"b":2},"#, count: 80_000)
        let text = document(count: 100, prefix: #""junk":[\#(filler){}],"#)
        let (parallel, sequential) = bothWays(text, expectSplit: false)
        #expect(try parallel.get() == sequential.get())
        #expect(try parallel.get().locations.count == 100)
    }

    @Test("the first error is reported at the same byte, before or after the split point", arguments: [0.25, 0.75, 0.999])
    func sameError(at fraction: Double) {
        var bytes = Array(document(count: 30_000).utf8)
        // Break a closing brace of an entry near the chosen place.
        var index = Int(Double(bytes.count) * fraction)
        while bytes[index] != UInt8(ascii: "}") { index += 1 }
        bytes[index] = UInt8(ascii: "]")
        let text = String(decoding: bytes, as: UTF8.self)
        // A failed parse never completes the hand-over, so whether it was split is not asked.
        let (parallel, sequential) = bothWays(text, expectSplit: nil)
        guard case .failure(let parallelError) = parallel, case .failure(let sequentialError) = sequential else {
            Issue.record("both must fail")
            return
        }
        #expect(parallelError == sequentialError)
        #expect(parallelError == .invalidJSON(byteOffset: index))
    }

    @Test("skipped entries on both sides of the split are all counted")
    func skippedAcrossSplit() throws {
        var text = document(count: 30_000)
        text = text.replacingOccurrences(of: #""lat":-89.5,"#, with: #""lat":"no","#)
        let (parallel, sequential) = bothWays(text)
        let result = try parallel.get()
        #expect(result == (try sequential.get()))
        #expect(result.skippedEntries == 30_000 / 180 + 1)
    }

    /// `bytes` written to a file, read by the path `places --source FILE` takes, and also decoded in memory alone.
    private func fromFile(_ bytes: Data) throws -> (file: FeedDecoding, memory: Swift.Result<DecodedFeed, FeedFailure>) {
        let folder = try TemporaryDirectory()
        let path = folder.path + "/feed.json"
        try bytes.write(to: URL(fileURLWithPath: path))
        let file = try #require(try FeedDecoder.decoding(path: path, limit: 64 << 20, regularOnly: false, deadline: .seconds(600)))
        let memory = bytes.withUnsafeBytes { FeedDecoder.decode($0.bindMemory(to: UInt8.self), parallel: false).result }
        return (file, memory)
    }

    @Test("a large file read in two halves at once, the second parsed by the thread that read it, decodes as its bytes do")
    func fileReadInHalves() throws {
        for array in [false, true] {
            let (file, memory) = try fromFile(Data(document(count: 30_000, array: array).utf8))
            #expect(file.split, "the second half was parsed by the thread that read it")
            let result = try file.result.get()
            #expect(result == (try memory.get()))
            #expect(result.locations.count == 30_000)
            #expect(result.locations[20_000].name == "Place 20000")
        }
    }

    @Test("a file read in halves whose split is guessed inside a string, or that is not plain UTF-8, decodes as its bytes do")
    func fileReadInHalvesFallsBack() throws {
        let tricky = String(repeating: #"x},{"lat":1,"long":2},{"#, count: 4_000)
        let text = document(count: 30_000, nameAtMiddle: tricky.replacingOccurrences(of: "\"", with: "\\\""))
        let (file, memory) = try fromFile(Data(text.utf8))
        #expect(!file.split)
        #expect(try file.result.get() == memory.get())
        // With a byte order mark, or in UTF-16, the document parsed is not the bytes read: the halves are not used.
        let plain = document(count: 30_000)
        let utf16 = try #require(plain.data(using: .utf16LittleEndian))
        for bytes in [Data([0xEF, 0xBB, 0xBF]) + Data(plain.utf8), Data([0xFF, 0xFE]) + utf16] {
            let (file, _) = try fromFile(bytes)
            #expect(try file.result.get() == FeedDecoder.decode(Data(plain.utf8)))
        }
    }
}
