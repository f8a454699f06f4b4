extension String {
    /// Where `://` first occurs, the same range `firstRange(of: "://")` finds.
    ///
    /// Every link a session inspects and every name a message quotes is searched for it, and the generic substring
    /// search compares whole characters one by one, which is slow for so common a question. Text that is all ASCII
    /// is searched byte by byte: there every byte is a character, or part of CR LF, which is neither `:` nor `/`.
    /// Other text is left to the character search, so that `/` followed by a combining mark is never taken for a `/`.
    var schemeSeparator: Range<String.Index>? {
        let utf8 = self.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return firstRange(of: "://") }
        var index = utf8.startIndex
        let end = utf8.endIndex
        while index != end {
            if utf8[index] == UInt8(ascii: ":") {
                let first = utf8.index(after: index)
                if first != end, utf8[first] == UInt8(ascii: "/") {
                    let second = utf8.index(after: first)
                    if second != end, utf8[second] == UInt8(ascii: "/") { return index..<utf8.index(after: second) }
                }
            }
            index = utf8.index(after: index)
        }
        return nil
    }
}
