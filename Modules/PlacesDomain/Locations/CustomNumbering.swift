/// The rule that keeps the numbers of the user's locations: each keeps the number it was given for as long as it
/// exists, and a number once given is never given to another location of the same store.
///
/// The feed's entries are numbered 1 to N in feed order; the user's locations carry numbers of their own, kept in
/// the store, above N. A removed location's number stays unused (the store remembers the next number it has not
/// given), so `remove 7` after `remove 6` can never hit what used to be #8. Only when the feed grows past a number
/// of theirs (a refresh, or `--source` with a longer feed) does that location move, to the first number above
/// everything else, and keeps it from then on.
public enum CustomNumbering {
    /// The numbers of the user's locations in a list whose feed has `floor` entries.
    ///
    /// A stored number is kept when it is above the feed and not taken by an earlier location; every other
    /// location (one with no number yet, as another tool writes them, or one the feed has grown over) gets the
    /// next number above all of them, in store order.
    ///
    /// - Parameters:
    ///   - stored: Each location's number as the store keeps it, `nil` for none, in store order.
    ///   - next: The lowest number the store has not given yet.
    ///   - floor: How many entries the feed has.
    /// - Returns: Each location's number, in step with `stored`, and the lowest number not given after them.
    public static func numbers(stored: [Int?], next: Int, above floor: Int) -> (numbers: [Int], next: Int) {
        var used = Set<Int>()
        var kept = [Bool](repeating: false, count: stored.count)
        var highest = 0
        for (index, number) in stored.enumerated() {
            guard let number, number > floor, used.insert(number).inserted else { continue }
            kept[index] = true
            highest = max(highest, number)
        }
        var candidate = max(next, floor + 1, highest + 1)
        var numbers: [Int] = []
        numbers.reserveCapacity(stored.count)
        for (index, number) in stored.enumerated() {
            if kept[index], let number {
                numbers.append(number)
            } else {
                numbers.append(candidate)
                candidate += 1
            }
        }
        return (numbers, candidate)
    }

    /// The largest number a store keeps; a number read from a file above it is treated as missing.
    public static let largest = 1_000_000_000
}
