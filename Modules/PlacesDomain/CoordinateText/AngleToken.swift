/// One piece of coordinate text: a number as written, a unit, a hemisphere letter or a separator.
enum AngleToken {
    /// `spaced`: the number was read as part of degrees, minutes and seconds written with spaces.
    case number(value: Double, text: String, signed: Bool, negative: Bool, fractional: Bool, spaced: Bool)
    case unit(AngleUnit)
    case hemisphere(Character)
    case separator
}
