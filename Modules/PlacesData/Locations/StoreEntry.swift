import PlacesDomain

/// One location of the user's store with its number and the text it is written as: its own, when it came from the
/// file, so that fields Places does not know survive every rewrite.
struct StoreEntry: Sendable {
    let location: Location
    let text: String
    /// The number the entry's text holds, when it holds one Places gives.
    let number: Int?
    /// Where the value of the entry's `number` is in its UTF-8 text, when it has that member at all.
    let numberRange: Range<Int>?

    /// An entry read from the store, kept as written.
    init(location: Location, text: String, number: Int?, numberRange: Range<Int>?) {
        self.location = location
        self.text = text
        self.number = number
        self.numberRange = numberRange
    }

    /// A new entry with its number, written the way Places writes entries.
    init(new location: Location, number: Int) {
        let text = FeedEncoder.entry(location, number: number)
        self.init(location: location, text: text, number: number, numberRange: nil)
    }

    /// The entry holding `number`: itself when it already does, otherwise its own text with the number changed in
    /// place or, when it has none, put first.
    func numbered(_ number: Int) -> StoreEntry {
        guard number != self.number else { return self }
        var bytes = Array(text.utf8)
        let digits = Array(String(number).utf8)
        let start: Int
        if let numberRange {
            start = numberRange.lowerBound
            bytes.replaceSubrange(numberRange, with: digits)
        } else {
            // Every usable entry is an object with members (its coordinates), so a comma follows.
            let key = Array("\"number\": ".utf8)
            let open = bytes.firstIndex(of: UInt8(ascii: "{")) ?? 0
            start = open + 1 + key.count
            bytes.insert(contentsOf: key + digits + Array(", ".utf8), at: open + 1)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return StoreEntry(location: location, text: text, number: number, numberRange: start..<(start + digits.count))
    }
}
