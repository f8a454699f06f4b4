import PlacesTestSupport

/// Flips, inserts, deletes or truncates bytes `times` times, drawing new bytes from `alphabet`: the mutation every
/// fuzz test of a reader here uses.
func mutateBytes(_ bytes: inout [UInt8], with alphabet: [UInt8], times: ClosedRange<Int>, using random: inout SeededGenerator) {
    for _ in 0..<Int.random(in: times, using: &random) where !bytes.isEmpty {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes[index] = alphabet.randomElement(using: &random) ?? 0
        case 1: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: index)
        case 2: bytes.remove(at: index)
        default: bytes.removeSubrange(index...)
        }
    }
}
