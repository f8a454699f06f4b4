/// Which byte of a folded query to look for first: the one least common in place names, so that the rest of the
/// query is compared in as few places as possible. The gazetteer's search and a scan of the list's names both ask.
package enum ByteRarity {
    /// The position in `needle` of its byte least common in names written in Latin letters: any byte outside ASCII,
    /// else the rarest letter by English and European place names' letter frequencies; the first of equals.
    package static func rarestPosition(in needle: [UInt8]) -> Int {
        var best = 0
        var bestRank = Int.max
        for (index, byte) in needle.enumerated() {
            let rank = byte >= 0x80 ? 0 : commonness[Int(byte)]
            if rank < bestRank {
                best = index
                bestRank = rank
            }
        }
        return best
    }

    /// How common each ASCII byte is in place names, as a rank: higher is more common.
    private static let commonness: [Int] = {
        var ranks = [Int](repeating: 1, count: 128)
        // Least to most common lower-case letters in Latin-script place names; space and the vowels most of all.
        for (rank, letter) in "qxzjwkvfyghbpmcudltsnroiea ".utf8.enumerated() { ranks[Int(letter)] = rank + 2 }
        return ranks
    }()
}
