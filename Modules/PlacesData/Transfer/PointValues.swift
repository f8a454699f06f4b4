/// A latitude and a longitude as a file gives them, before the coordinate rules. A struct rather than a tuple:
/// a `Result` of a tuple looks up the tuple's type at run time on every row.
struct PointValues {
    let latitude: Double
    let longitude: Double
}
