#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every name of a list, folded once and stored end to end, so a query is one fast substring scan.
///
/// Folding 235,000 names takes far longer than scanning them, so it happens when the index is built and never per
/// query. A query then scans one contiguous buffer and maps each hit back to its name by binary search.
public struct SearchIndex: Sendable {
    private let bytes: [UInt8]
    /// `ends[i]` is the offset just past name `i`; name `i` starts at `ends[i - 1]` (or 0).
    private let ends: [Int]
    private let named: [Bool]

    /// The number of entries in the index.
    public var count: Int { ends.count }

    /// Builds the index for `names`, in order.
    ///
    /// - Parameter names: One entry per location; `nil` for an unnamed one.
    public init(names: some Sequence<String?>) {
        var folding = SearchFolding()
        var bytes: [UInt8] = []
        var ends: [Int] = []
        var named: [Bool] = []
        ends.reserveCapacity(names.underestimatedCount)
        named.reserveCapacity(names.underestimatedCount)
        for name in names {
            if let name { folding.append(name, to: &bytes) }
            ends.append(bytes.count)
            named.append(name != nil)
        }
        self.bytes = bytes
        self.ends = ends
        self.named = named
    }

    /// The positions (0-based, ascending) of the entries whose folded name contains the folded query.
    ///
    /// - Parameter query: Text as the user typed it; surrounding white space is ignored.
    /// - Returns: Every position for an empty query; otherwise only named entries that contain it.
    public func positions(matching query: String) -> [Int] {
        guard let trimmed = Location.normalizedName(query) else { return Array(0..<count) }
        var folding = SearchFolding()
        let needle = folding.fold(trimmed)
        if needle.isEmpty { return named.indices.filter { named[$0] } }
        return scan(for: needle)
    }

    /// The folded form of entry `position`'s name, for exact-match and suggestion rules.
    func foldedName(at position: Int) -> ArraySlice<UInt8> {
        bytes[start(of: position)..<ends[position]]
    }

    /// Whether entry `position` has a name.
    func isNamed(_ position: Int) -> Bool { named[position] }

    private func start(of position: Int) -> Int { position == 0 ? 0 : ends[position - 1] }

    private func scan(for needle: [UInt8]) -> [Int] {
        // memchr for the needle's least common byte, then a full compare: glibc's memchr is vectorised, and
        // anchoring on a rare letter keeps false candidates few.
        let anchor = needle.indices.min { Self.commonness(needle[$0]) < Self.commonness(needle[$1]) } ?? 0
        let anchorByte = Int32(needle[anchor])
        var result: [Int] = []
        bytes.withUnsafeBufferPointer { haystack in
            guard let base = haystack.baseAddress else { return }
            var searchFrom = anchor
            while searchFrom < haystack.count {
                guard let found = memchr(base + searchFrom, anchorByte, haystack.count - searchFrom) else { break }
                let anchorOffset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let start = anchorOffset - anchor
                guard start + needle.count <= haystack.count else { break }
                let position = entry(containing: start)
                if start + needle.count <= ends[position],
                   memcmp(base + start, needle, needle.count) == 0 {
                    result.append(position)
                    // One hit per name is enough; continue with the next name.
                    searchFrom = ends[position] + anchor
                } else {
                    searchFrom = anchorOffset + 1
                }
            }
        }
        return result
    }

    /// A rough rank of how often a folded byte occurs in place names; lower is rarer.
    private static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "n"),
             UInt8(ascii: " "):
            4
        case UInt8(ascii: "r"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: "u"):
            3
        case UInt8(ascii: "b")...UInt8(ascii: "z"):
            2
        default:
            1
        }
    }

    /// The entry whose bytes contain `offset`, by binary search over the end offsets.
    private func entry(containing offset: Int) -> Int {
        var low = 0
        var high = ends.count - 1
        while low < high {
            let mid = (low + high) / 2
            if ends[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
