extension Substring {
    /// Where the character `byte` (an ASCII one) first occurs, the index `firstIndex(of:)` finds.
    ///
    /// A link's parts are found by such searches, and the character search walks grapheme clusters one by one.
    /// Text that is all ASCII is searched byte by byte: there every byte is a character, or part of CR LF, which is
    /// never searched for. Other text is left to the character search, so that `#` followed by a combining mark is
    /// never taken for a `#`.
    func firstIndex(ofASCII byte: UInt8) -> Index? {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return firstIndex(of: Character(Unicode.Scalar(byte))) }
        return utf8.firstIndex(of: byte)
    }

    /// The non-empty parts between occurrences of the character `byte` (an ASCII one), as
    /// `split(separator:)` gives them, searched byte by byte in ASCII text for the reason above.
    func split(ascii byte: UInt8) -> [Substring] {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return split(separator: Character(Unicode.Scalar(byte))) }
        return utf8.split(separator: byte).map { Substring($0) }
    }
}
