/// Splits coordinate text into values: tokens first (numbers, units, hemisphere letters, separators), then
/// tokens grouped into angles. See ``CoordinateTextParser`` for the accepted forms.
enum AngleScanner {
    private struct Component {
        var value: Double
        var text: String
        var unit: AngleUnit?
        var signed: Bool
        var negative: Bool
        var fractional: Bool
    }

    private struct PartialAngle {
        var components: [Component] = []
        var hemisphere: Character?
        var hemisphereIsPrefix = false
    }

    /// The values in `text`, in order.
    ///
    /// - Parameters:
    ///   - text: Trimmed, non-empty text.
    ///   - decimalCommaAllowed: Whether a lone `52,4` means 52.4 (a single-value field) rather than being
    ///     ambiguous.
    static func angles(in text: String, decimalCommaAllowed: Bool = false) throws(CoordinateTextError) -> [Angle] {
        let tokens = try AngleTokenizer.tokens(in: text, decimalCommaAllowed: decimalCommaAllowed)
        var angles: [Angle] = []
        var current: PartialAngle?
        var prefix: Character?

        func finish() throws(CoordinateTextError) {
            if let partial = current { angles.append(try angle(from: partial, text: text)) }
            current = nil
        }

        for token in tokens {
            switch token {
            case let .number(value, numberText, signed, negative, fractional):
                let component = Component(
                    value: value, text: numberText, unit: nil, signed: signed, negative: negative, fractional: fractional
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
            case .separator:
                guard current != nil || !angles.isEmpty else { throw .unexpectedText(",") }
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
                guard let unit = component.unit else { throw .unitsOutOfOrder(text) }
                if let previous {
                    guard unit > previous else { throw .unitsOutOfOrder(text) }
                } else {
                    guard unit == .degree else { throw .unitsOutOfOrder(text) }
                }
                if index > 0 && component.signed { throw .notANumber(component.text) }
                if index < components.count - 1 && component.fractional {
                    throw .fractionBeforeSmallerUnit(written)
                }
                if unit != .degree && component.value >= 60 { throw .minutesOrSecondsOutOfRange(written) }
                previous = unit
            }
        }
        let negative = components.first?.negative ?? false
        var magnitude = 0.0
        for component in components {
            switch component.unit {
            case .degree, nil: magnitude += component.value
            case .minute: magnitude += component.value / 60
            case .second: magnitude += component.value / 3600
            }
        }
        var result = Angle(value: negative ? -magnitude : magnitude, axis: nil, hemisphere: partial.hemisphere)
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
}
