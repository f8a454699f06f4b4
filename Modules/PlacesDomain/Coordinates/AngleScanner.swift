/// Splits coordinate text into values: tokens first (numbers, units, hemisphere letters, separators), then
/// tokens grouped into angles. See ``CoordinateTextParser`` for the accepted forms.
///
/// Degrees, minutes and seconds may also be written with spaces instead of symbols when a hemisphere letter is
/// attached to the group (`52 21 17 N 4 50 2 E`), or in a field that holds one value. Such a group could also be
/// separate values, so every way of reading the text is returned and the parser keeps the one that makes a valid
/// answer, refusing to choose when several do.
enum AngleScanner {
    /// One way of reading the text: its values, or why that way does not work.
    typealias Reading = Result<[Angle], CoordinateTextError>
    fileprivate struct Component {
        var value: Double
        var text: String
        var unit: AngleUnit?
        var signed: Bool
        var negative: Bool
        var fractional: Bool
        /// Part of a group written with spaces instead of symbols, which needs a hemisphere letter of its own.
        var spaced: Bool
    }

    private struct PartialAngle {
        var components: [Component] = []
        var hemisphere: Character?
        var hemisphereIsPrefix = false
    }

    /// Every reading of `text`: first with each number on its own, then with each combination of the space-separated
    /// groups that carry a hemisphere letter read as degrees, minutes and seconds.
    ///
    /// - Parameters:
    ///   - text: Trimmed, non-empty text.
    ///   - oneValue: Whether the text is one value (a latitude or longitude field): a lone `52,4` is then 52.4
    ///     rather than ambiguous, and numbers written with spaces are degrees, minutes and seconds without a
    ///     hemisphere letter (`52 21 17`).
    /// - Throws: When the text has something that is no part of any coordinate.
    static func readings(in text: String, oneValue: Bool = false) throws(CoordinateTextError) -> [Reading] {
        let tokens = markingDegrees(try AngleTokenizer.tokens(in: text, decimalCommaAllowed: oneValue))
        let groups = spacedGroups(in: tokens, hemisphereNeeded: !oneValue)
        // Two groups at most in a coordinate, so at most four readings.
        return (0..<(1 << min(groups.count, 4))).map { choice in
            var merged = tokens
            for (bit, group) in groups.enumerated().reversed() where choice & (1 << bit) != 0 {
                let units: [AngleUnit] = [.degree, .minute, .second]
                var withUnits: [AngleToken] = []
                for (offset, index) in group.enumerated() {
                    guard case let .number(value, text, signed, negative, fractional, _) = tokens[index] else { continue }
                    withUnits += [.number(value: value, text: text, signed: signed, negative: negative, fractional: fractional, spaced: !oneValue),
                                  .unit(units[offset])]
                }
                merged.replaceSubrange(group.lowerBound..<group.upperBound, with: withUnits)
            }
            return Result { () throws(CoordinateTextError) in try angles(from: merged, text: text) }
        }
    }

    /// The tokens with a degree mark after a bare number that starts a value and is followed by marked minutes:
    /// `23 26' 22"` and `51 19m 12.9s` are written without one.
    private static func markingDegrees(_ tokens: [AngleToken]) -> [AngleToken] {
        var marked: [AngleToken] = []
        for (index, token) in tokens.enumerated() {
            marked.append(token)
            guard token.isNumber, index + 2 < tokens.count, tokens[index + 1].isNumber,
                  case .unit(.minute) = tokens[index + 2],
                  index == 0 || !(tokens[index - 1].isNumber)
            else { continue }
            marked.append(.unit(.degree))
        }
        return marked
    }

    /// Runs of two or three numbers without units, separated only by spaces, with a hemisphere letter right after
    /// the last or right before the first (unless `hemisphereNeeded` is false): the groups that may be degrees,
    /// minutes and seconds written with spaces.
    private static func spacedGroups(in tokens: [AngleToken], hemisphereNeeded: Bool) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var index = 0
        while index < tokens.count {
            guard case .number = tokens[index] else {
                index += 1
                continue
            }
            var end = index
            while end < tokens.count, tokens[end].isNumber { end += 1 }
            let followedByUnit = end < tokens.count && tokens[end].isUnit
            let hemisphereAfter = end < tokens.count && tokens[end].isHemisphere
            let hemisphereBefore = index > 0 && tokens[index - 1].isHemisphere
            if (2...3).contains(end - index), !followedByUnit, hemisphereAfter || hemisphereBefore || !hemisphereNeeded {
                groups.append(index..<end)
            }
            index = end
        }
        return groups
    }

    /// The values the tokens make, in order.
    private static func angles(from tokens: [AngleToken], text: String) throws(CoordinateTextError) -> [Angle] {
        var angles: [Angle] = []
        var current: PartialAngle?
        var prefix: Character?

        func finish() throws(CoordinateTextError) {
            if let partial = current { angles.append(try angle(from: partial, text: text)) }
            current = nil
        }

        for token in tokens {
            switch token {
            case let .number(value, numberText, signed, negative, fractional, spaced):
                let component = Component(
                    value: value, text: numberText, unit: nil, signed: signed, negative: negative, fractional: fractional,
                    spaced: spaced
                )
                if var partial = current, let last = partial.components.last, last.unit != nil,
                   partial.hemisphere == nil || partial.hemisphereIsPrefix {
                    partial.components.append(component)
                    current = partial
                } else {
                    try finish()
                    var partial = PartialAngle(components: [component])
                    if let prefix {
                        partial.hemisphere = prefix
                        partial.hemisphereIsPrefix = true
                    }
                    prefix = nil
                    current = partial
                }
            case .unit(let unit):
                // A mark with no number of its own: `°52`, `52°°`.
                guard var partial = current, var last = partial.components.popLast(), last.unit == nil else {
                    throw .unitsOutOfOrder(text)
                }
                last.unit = unit
                if let previous = partial.components.last?.unit, previous >= unit {
                    // A degree after minutes starts the next value: "52°21' 4°50'".
                    current = partial
                    try finish()
                    current = PartialAngle(components: [last])
                } else {
                    partial.components.append(last)
                    current = partial
                }
            case .hemisphere(let letter):
                if var partial = current, partial.hemisphere == nil {
                    partial.hemisphere = letter
                    current = partial
                    try finish()
                } else {
                    try finish()
                    guard prefix == nil else { throw .unexpectedText(String(letter)) }
                    prefix = letter
                }
            case .separator(let character):
                guard current != nil || !angles.isEmpty else { throw .unexpectedText(String(character)) }
                try finish()
            }
        }
        try finish()
        if let prefix { throw .unexpectedText(String(prefix)) }
        return angles
    }

    private static func angle(from partial: PartialAngle, text: String) throws(CoordinateTextError) -> Angle {
        let components = partial.components
        // The value as a message should quote it, in normalised symbols: 52°21'17"N.
        let written = components.map { component in
            switch component.unit {
            case .degree: component.text + "°"
            case .minute: component.text + "'"
            case .second: component.text + "\""
            case nil: component.text
            }
        }.joined() + (partial.hemisphere.map(String.init) ?? "")
        if components.count > 1 || components.first?.unit != nil {
            var previous: AngleUnit?
            for (index, component) in components.enumerated() {
                guard let unit = component.unit else { throw .missingMark(written) }
                if let previous {
                    // Units within a value only grow: a smaller or equal one starts the next value.
                    guard unit > previous else { throw .unitsOutOfOrder(text) }
                } else {
                    guard unit == .degree else { throw .missingDegrees(written) }
                }
                if index > 0 && component.signed { throw .notANumber(component.text) }
                if index < components.count - 1 && component.fractional {
                    throw .fractionBeforeSmallerUnit(written)
                }
                if unit != .degree && component.value >= 60 { throw .minutesOrSecondsOutOfRange(written) }
                previous = unit
            }
        }
        // Without symbols, only the value's own letter says the numbers are one value; a letter another value took
        // does not count (`52N 1 2` is not 52N with 1°2').
        if components.contains(where: \.spaced) && partial.hemisphere == nil { throw .tooManyValues }
        let negative = components.first?.negative ?? false
        let magnitude = magnitude(of: components)
        var result = Angle(value: negative ? -magnitude : magnitude, axis: nil, hemisphere: partial.hemisphere, text: written)
        if let letter = partial.hemisphere {
            if components.first?.signed == true { throw .signAndHemisphere(written) }
            switch letter {
            case "N": result.axis = .latitude
            case "S": result.axis = .latitude; result.value = -magnitude
            case "E": result.axis = .longitude
            default: result.axis = .longitude; result.value = -magnitude
            }
        }
        return result
    }

    /// The value of degrees, minutes and seconds, keeping the precision the text carried.
    ///
    /// Adding `59 / 60` and `15 / 3600` as floating-point numbers gives 34.987500000000004 for 34°59'15"; the sum is
    /// done in integers instead and rounded to a precision finer than the last part's (seconds: six more decimals
    /// than their own, about 0.1 m; minutes: four more), so that text gives 34.9875 and 52°21'17" 52.354722.
    private static func magnitude(of components: [Component]) -> Double {
        guard let last = components.last, let unit = last.unit, unit != .degree || components.count > 1 else {
            return components.first?.value ?? 0
        }
        let decimals = last.text.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
        // Beyond these digits the integers below could overflow; such precision is far below a millimetre anyway.
        guard decimals <= 8 else { return components.reduce(0) { $0 + $1.value / $1.unitDivisor } }
        let scale = power(of: 10, decimals)
        var total: UInt128 = 0
        for (index, component) in components.enumerated() {
            let digits = component.text.filter { $0.isASCII && $0.isNumber }
            let units = UInt128(digits) ?? 0
            // Only the last part has a fraction (`fractionBeforeSmallerUnit`); its digits already carry the scale.
            let fraction = index == components.count - 1 ? 1 : scale
            switch component.unit {
            case .degree, nil: total += units * fraction * 3600
            case .minute: total += units * fraction * 60
            case .second: total += units * fraction
            }
        }
        let places = decimals + (unit == .second ? 6 : unit == .minute ? 4 : 0)
        let denominator = 3600 * scale
        let rounded = (total * power(of: 10, places) * 2 + denominator) / (2 * denominator)
        return Double(rounded) / Double(power(of: 10, places))
    }

    private static func power(of base: UInt128, _ exponent: Int) -> UInt128 {
        (0..<exponent).reduce(1) { value, _ in value * base }
    }
}

private extension AngleScanner.Component {
    /// What the value is divided by to be degrees.
    var unitDivisor: Double {
        switch unit {
        case .degree, nil: 1
        case .minute: 60
        case .second: 3600
        }
    }
}
