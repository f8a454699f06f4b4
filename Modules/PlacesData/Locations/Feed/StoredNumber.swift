/// A number the user's store keeps — an entry's `number`, the document's `next_number` — as the document has it:
/// the value when it is one Places gives, and where it is, so that a rewrite can change it in place.
struct StoredNumber: Equatable {
    /// The whole number from 1 to `CustomNumbering.largest`, or `nil` for anything else (a string, `0`, `2.5`).
    let value: Int?
    /// The bytes of the JSON value in the document.
    let range: Range<Int>
}
