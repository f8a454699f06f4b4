/// One search answered by reading every folded name, without the index's bit sets: what a single search of a long
/// list costs least, since the sets take longer to build than the names take to read.
///
/// The rule is the index's (`SearchIndex`): the folded query is a substring of the folded name, and an empty
/// folded query (combining marks alone) matches every named entry.
enum SearchScan {
    /// The positions (0-based across `parts`, in order) plus `first` of the entries whose folded name contains
    /// `needle`, ascending.
    ///
    /// - Parameters:
    ///   - needle: The folded query (see ``SearchIndex/needle(for:)``).
    ///   - parts: The list's folded names, part after part.
    ///   - first: Added to every position: 1 for numbers.
    static func matches(of needle: [UInt8], in parts: [FoldedNames], numbering first: Int) -> [Int] {
        var result: [Int] = []
        var base = first
        for part in parts {
            if needle.isEmpty {
                for position in 0..<part.count where part.isNamed(position) { result.append(base + position) }
            } else {
                collect(needle, in: part, offset: base, into: &result)
            }
            base += part.count
        }
        return result
    }

    private static func collect(_ needle: [UInt8], in part: FoldedNames, offset: Int, into result: inout [Int]) {
        part.bytes.withUnsafeBufferPointer { bytes in
            part.starts.withUnsafeBufferPointer { starts in
                needle.withUnsafeBufferPointer { needle in
                    for position in 0..<part.count
                    where SearchIndex.contains(bytes, from: Int(starts[position]), to: Int(starts[position + 1]), needle) {
                        result.append(position + offset)
                    }
                }
            }
        }
    }
}
