/// One piece of coordinate text: a number as written, a unit, a hemisphere letter or a separator.
enum AngleToken {
    case number(value: Double, text: String, signed: Bool, negative: Bool, fractional: Bool)
    case unit(AngleUnit)
    case hemisphere(Character)
    case separator
}
