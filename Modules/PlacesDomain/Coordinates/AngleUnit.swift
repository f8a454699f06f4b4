/// A unit written after a number in coordinate text: `°`, `'` or `"` (or `d`, `m`, `s`).
enum AngleUnit: Int, Comparable {
    case degree, minute, second

    static func < (lhs: AngleUnit, rhs: AngleUnit) -> Bool { lhs.rawValue < rhs.rawValue }
}
