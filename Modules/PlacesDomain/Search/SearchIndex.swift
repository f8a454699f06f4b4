#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Every name of a list, folded once and stored end to end, with a bit set per byte class and per pair class.
///
/// Folding 235,000 names takes far longer than searching them, so it happens when the index is built, never per
/// query. Each byte class (a letter, a digit, the space, and a few shared classes for everything else) and each of
/// 64 classes of adjacent byte pairs has one bit per name saying whether the folded name contains it: 29 KB per
/// class for 235,000 names. A query ANDs the sets of its classes, which rules out nearly every name that cannot
/// match while reading a few kilobytes, and only the names left are checked byte by byte. Letters, digits and the
/// space have a class of their own, so a one-letter query needs no check at all.
public struct SearchIndex: Sendable {
    private let bytes: [UInt8]
    /// Name `i` is `bytes[starts[i] ..< starts[i + 1]]`.
    private let starts: [Int32]
    /// Class-major bit sets: the bit for name `i` of class `c` is bit `i % 64` of `sets[c * wordCount + i / 64]`.
    private let sets: [UInt64]
    private let wordCount: Int

    /// The number of entries in the index.
    public let count: Int

    /// Class 63 marks named entries, so an unnamed one never matches a non-empty query.
    fileprivate static let namedClass = 63
    /// Classes 64 ..< 128 are hashed pairs of adjacent folded bytes.
    fileprivate static let pairClassBase = 64
    fileprivate static let pairClassCount = 64
    fileprivate static let classCount = pairClassBase + pairClassCount

    /// Builds the index for `names`, in order.
    ///
    /// - Parameter names: One entry per location; `nil` for an unnamed one.
    public init(names: some Sequence<String?>) {
        let names = Array(names)
        self.init(count: names.count, slices: 1) { names[$0] }
    }

    /// Builds the index for `locations`' names. A long list is folded in slices on all cores at once, since
    /// folding is most of the cost of loading a large feed after parsing it.
    public init(locations: [Location]) {
        let cores = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
        self.init(count: locations.count, slices: locations.count < 20_000 ? 1 : cores) { locations[$0].name }
    }

    /// Folds `count` names (asking `name` for each) in `slices` runs of whole 64-name words, each on its own
    /// thread. Every slice writes its own words of the shared bit sets, so nothing is merged or shifted
    /// afterwards; only the folded bytes are joined.
    private init(count: Int, slices requested: Int, name: @escaping @Sendable (Int) -> String?) {
        let wordCount = (count + 63) / 64
        let slices = max(1, min(requested, wordCount))
        let wordsPerSlice = max(1, (wordCount + slices - 1) / slices)
        var sets = [UInt64](unsafeUninitializedCapacity: Self.classCount * wordCount) { buffer, initialized in
            // Megabytes of fresh memory for a long list: ask for 2 MB pages before the zeros touch every 4 KB one.
            if let base = buffer.baseAddress { Self.adviseHugePages(base, byteCount: buffer.count * 8) }
            buffer.initialize(repeating: 0)
            initialized = buffer.count
        }
        let parts = PartsBox(count: slices)
        sets.withUnsafeMutableBufferPointer { buffer in
            let shared = SharedSets(buffer: buffer, wordCount: wordCount)
            let work = { @Sendable (slice: Int) in
                let lower = min(count, slice * wordsPerSlice * 64)
                let upper = min(count, lower + wordsPerSlice * 64)
                parts.store(Part(range: lower..<upper, name: name, sets: shared), at: slice)
            }
            if slices == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: slices, execute: work) }
        }
        var bytes: [UInt8] = []
        var starts: [Int32] = [0]
        let built = parts.all
        bytes.reserveCapacity(built.reduce(0) { $0 + $1.bytes.count })
        starts.reserveCapacity(count + 1)
        for part in built {
            let base = Int32(truncatingIfNeeded: bytes.count)
            bytes.append(contentsOf: part.bytes)
            starts.append(contentsOf: part.ends.lazy.map { $0 &+ base })
        }
        self.bytes = bytes
        self.starts = starts
        self.sets = sets
        self.wordCount = wordCount
        self.count = count
    }

    /// The bit sets under construction, written by several threads at once, each to its own words.
    private struct SharedSets: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<UInt64>
        let wordCount: Int

        /// Stores one 64-name word of every class.
        func store(word: Int, from block: UnsafeMutableBufferPointer<UInt64>) {
            for set in 0..<block.count where block[set] != 0 {
                buffer[set * wordCount + word] = block[set]
            }
        }
    }

    /// The folded names of one slice, ending where the next slice's begin.
    private struct Part: Sendable {
        var bytes: [UInt8] = []
        /// The offset just past each name, relative to this slice's bytes.
        var ends: [Int32] = []

        init(range: Range<Int>, name: (Int) -> String?, sets: SharedSets) {
            var folding = SearchFolding()
            ends.reserveCapacity(range.count)
            bytes.reserveCapacity(range.count * 12)
            // Bits are gathered per 64 names in a small block and stored a word per class at a time: setting them
            // straight into the class-major sets touched a different page for every class of every name.
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: SearchIndex.classCount) { block in
                block.initialize(repeating: 0)
                for position in range {
                    let name = name(position)
                    let start = bytes.count
                    if let name { folding.append(name, to: &bytes) }
                    var classes: UInt64 = name == nil ? 0 : 1 << UInt64(SearchIndex.namedClass)
                    var pairs: UInt64 = 0
                    bytes.withUnsafeBufferPointer { buffer in
                        for index in start..<buffer.count {
                            classes |= SearchIndex.classBit(for: buffer[index])
                            if index > start {
                                pairs |= 1 << UInt64(SearchIndex.pairClass(buffer[index - 1], buffer[index]))
                            }
                        }
                    }
                    let bit: UInt64 = 1 << UInt64(position & 63)
                    Self.add(classes, base: 0, bit: bit, to: block)
                    Self.add(pairs, base: SearchIndex.pairClassBase, bit: bit, to: block)
                    ends.append(Int32(truncatingIfNeeded: bytes.count))
                    if position & 63 == 63 || position == range.upperBound - 1 {
                        sets.store(word: position >> 6, from: block)
                        block.update(repeating: 0)
                    }
                }
            }
        }

        private static func add(_ classes: UInt64, base: Int, bit: UInt64, to block: UnsafeMutableBufferPointer<UInt64>) {
            var remaining = classes
            while remaining != 0 {
                block[base + remaining.trailingZeroBitCount] |= bit
                remaining &= remaining &- 1
            }
        }
    }

    /// Collects the parts built concurrently, each slot written by exactly one worker.
    private final class PartsBox: @unchecked Sendable {
        private var parts: [Part?]
        private let lock = Mutex(())

        init(count: Int) {
            parts = Array(repeating: nil, count: count)
        }

        func store(_ part: Part, at index: Int) {
            lock.withLock { _ in parts[index] = part }
        }

        var all: [Part] {
            lock.withLock { _ in parts.compactMap { $0 } }
        }
    }

    /// The positions (0-based, ascending) of the entries whose folded name contains the folded query.
    ///
    /// - Parameter query: Text as the user typed it; surrounding white space is ignored.
    /// - Returns: Every position for an empty query; otherwise only named entries that contain it.
    public func positions(matching query: String) -> [Int] {
        matches(for: query, numbering: 0)
    }

    /// The 1-based numbers of the matching entries: ``positions(matching:)`` plus one, without a second pass.
    func numbers(matching query: String) -> [Int] {
        matches(for: query, numbering: 1)
    }

    private func matches(for query: String, numbering first: Int) -> [Int] {
        guard let trimmed = Location.normalizedName(query) else { return Array(first..<count + first) }
        var folding = SearchFolding()
        let needle = folding.fold(trimmed)
        var required: UInt64 = 1 << UInt64(Self.namedClass)
        for byte in needle { required |= Self.classBit(for: byte) }
        // The sets answer alone for an empty needle (a query of combining marks) or one exactly-classed byte.
        let setsAreEnough = needle.isEmpty || (needle.count == 1 && Self.isExact(needle[0]))
        var classes: [Int] = []
        var remaining = required
        while remaining != 0 {
            classes.append(remaining.trailingZeroBitCount)
            remaining &= remaining &- 1
        }
        for index in needle.indices.dropFirst() {
            let pair = Self.pairClassBase + Self.pairClass(needle[index - 1], needle[index])
            if !classes.contains(pair) { classes.append(pair) }
        }
        if setsAreEnough {
            return sets.withUnsafeBufferPointer { sets in
                // Count, then fill one exact allocation through a pointer: a one-letter query matches most names.
                var total = 0
                for word in 0..<wordCount { total += candidates(sets, classes, word).nonzeroBitCount }
                return [Int](unsafeUninitializedCapacity: total) { buffer, filled in
                    for word in 0..<wordCount {
                        var bits = candidates(sets, classes, word)
                        while bits != 0 {
                            buffer[filled] = (word << 6 | bits.trailingZeroBitCount) + first
                            filled += 1
                            bits &= bits &- 1
                        }
                    }
                }
            }
        }
        var result: [Int] = []
        sets.withUnsafeBufferPointer { sets in
            bytes.withUnsafeBufferPointer { bytes in
                starts.withUnsafeBufferPointer { starts in
                    needle.withUnsafeBufferPointer { needle in
                        for word in 0..<wordCount {
                            var bits = candidates(sets, classes, word)
                            while bits != 0 {
                                let position = word << 6 | bits.trailingZeroBitCount
                                bits &= bits &- 1
                                if Self.contains(bytes, from: Int(starts[position]), to: Int(starts[position + 1]), needle) {
                                    result.append(position + first)
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// The names of one 64-name word that have every class in `classes`.
    @inline(__always)
    private func candidates(_ sets: UnsafeBufferPointer<UInt64>, _ classes: [Int], _ word: Int) -> UInt64 {
        var bits = UInt64.max
        for set in classes { bits &= sets[set * wordCount + word] }
        return bits
    }

    /// The folded form of entry `position`'s name, for exact-match and suggestion rules.
    func foldedName(at position: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[position])..<Int(starts[position + 1])]
    }

    /// Whether entry `position` has a name.
    func isNamed(_ position: Int) -> Bool {
        sets[Self.namedClass * wordCount + position >> 6] & (1 << UInt64(position & 63)) != 0
    }

    /// Whether `bytes[start..<end]` contains `needle` (at least one byte long). Names are short, so a plain
    /// first-byte scan beats anything cleverer.
    @inline(__always)
    private static func contains(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        to end: Int,
        _ needle: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let length = needle.count
        guard length <= end - start else { return false }
        let first = needle[0]
        var index = start
        let last = end - length
        while index <= last {
            if bytes[index] == first {
                var offset = 1
                while offset < length && bytes[index + offset] == needle[offset] { offset += 1 }
                if offset == length { return true }
            }
            index += 1
        }
        return false
    }

    /// The class bit of a folded byte: its own class for a-z (0–25), 0-9 (26–35) and space (36); shared classes
    /// for other ASCII (37–44) and for the bytes of other characters (45–62).
    fileprivate static func classBit(for byte: UInt8) -> UInt64 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 1 << UInt64(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 1 << UInt64(26 + byte - UInt8(ascii: "0"))
        case UInt8(ascii: " "): 1 << 36
        case 0..<0x80: 1 << UInt64(37 + byte % 8)
        default: 1 << UInt64(45 + byte % 18)
        }
    }

    /// `MADV_HUGEPAGE` for the whole 2 MB pages inside a buffer: a hint, as in PlacesData's loading.
    private static func adviseHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        let huge = 2 << 20
        let first = (Int(bitPattern: start) + huge - 1) / huge * huge
        let end = (Int(bitPattern: start) + byteCount) / huge * huge
        if end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) { _ = madvise(aligned, end - first, MADV_HUGEPAGE) }
        #endif
    }

    /// The class of an adjacent byte pair, 0 ..< 64.
    fileprivate static func pairClass(_ first: UInt8, _ second: UInt8) -> Int {
        Int((UInt32(first) &* 31 &+ UInt32(second)) & 63)
    }

    private static func isExact(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: " ")
    }
}
