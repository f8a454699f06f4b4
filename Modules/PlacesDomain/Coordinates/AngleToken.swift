/// One piece of coordinate text: a number as written, a unit, a hemisphere letter or a separator.
enum AngleToken {
    /// `spaced`: the number was read as part of degrees, minutes and seconds written with spaces.
    case number(value: Double, text: String, signed: Bool, negative: Bool, fractional: Bool, spaced: Bool)
    case unit(AngleUnit)
    case hemisphere(Character)
    /// `,`, `;` or `/` between the two values; the character, for a message.
    case separator(Character)

    /// Whether this is a number.
    var isNumber: Bool {
        if case .number = self { true } else { false }
    }

    /// Whether this is a unit.
    var isUnit: Bool {
        if case .unit = self { true } else { false }
    }

    /// Whether this is a hemisphere letter or word.
    var isHemisphere: Bool {
        if case .hemisphere = self { true } else { false }
    }
}
