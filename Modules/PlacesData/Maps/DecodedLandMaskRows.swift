import Synchronization

/// The rows of a land mask decoded so far, kept as long as the mask: a map decodes the few hundred rows it covers,
/// and a front end that redraws its map on every key press asks for the same rows again.
final class DecodedLandMaskRows: Sendable {
    /// Where each decoded row's runs end, water first, row after row, and where each row is in that list.
    struct Table {
        /// Row `r`'s run ends are `ends[spans[2 × r] ..< spans[2 × r + 1]]`; -1 while it is not decoded.
        var spans: [Int]
        var ends: [Int32] = []
    }

    /// The table; one call of `EmbeddedLandMask.land` holds it throughout.
    let table: Mutex<Table>

    /// No rows decoded yet, of `rows` in all.
    init(rows: Int) {
        table = Mutex(Table(spans: [Int](repeating: -1, count: 2 * rows)))
    }
}
