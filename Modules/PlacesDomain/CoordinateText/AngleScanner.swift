/// One value read from coordinate text, in decimal degrees, with the axis its hemisphere letter gives it.
struct Angle: Equatable {
    enum Axis: Equatable {
        case latitude, longitude
    }

    var value: Double
    var axis: Axis?
    var hemisphere: Character?
}

/// Splits coordinate text into values: tokens first (numbers, units, hemisphere letters, separators), then
/// tokens grouped into angles. See ``CoordinateTextParser`` for the accepted forms.
enum AngleScanner {
    private enum Unit: Int, Comparable {
        case degree, minute, second

        static func < (lhs: Unit, rhs: Unit) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private enum Token {
        case number(value: Double, text: String, signed: Bool, negative: Bool, fractional: Bool)
        case unit(Unit)
        case hemisphere(Character)
        case separator
    }

    private struct Component {
        var value: Double
        var text: String
        var unit: Unit?
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
        let tokens = try tokenize(text, decimalCommaAllowed: decimalCommaAllowed)
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
            var previous: Unit?
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

    // MARK: Tokens

    private static func tokenize(_ text: String, decimalCommaAllowed: Bool) throws(CoordinateTextError) -> [Token] {
        let characters = Array(text)
        let numberRuns = countNumberRuns(characters)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let afterNumber = index > 0 && isNumberCharacter(characters[index - 1])
            if character.isWhitespace {
                index += 1
            } else if isNumberStart(character, next: index + 1 < characters.count ? characters[index + 1] : nil) {
                var end = index
                while end < characters.count && isNumberCharacter(characters[end]) { end += 1 }
                let run = String(characters[index..<end])
                tokens += try numberTokens(run, decimalComma: decimalCommaAllowed || numberRuns > 1)
                index = end
            } else if character == "," {
                tokens.append(.separator)
                index += 1
            } else if "°º˚".contains(character) || (character == "d" && afterNumber) {
                tokens.append(.unit(.degree))
                index += 1
            } else if character == "'" && index + 1 < characters.count && characters[index + 1] == "'" {
                tokens.append(.unit(.second))
                index += 2
            } else if "'′’".contains(character) || (character == "m" && afterNumber) {
                tokens.append(.unit(.minute))
                index += 1
            } else if "\"″”".contains(character) || (character == "s" && afterNumber) {
                tokens.append(.unit(.second))
                index += 1
            } else if let letter = character.uppercased().first, "NSEW".contains(letter),
                      character.uppercased().count == 1 {
                tokens.append(.hemisphere(letter))
                index += 1
            } else {
                var end = index + 1
                while end < characters.count && !characters[end].isWhitespace { end += 1 }
                throw .unexpectedText(String(characters[index..<end]))
            }
        }
        return tokens
    }

    /// How many separate runs of number characters the text has; one run with a lone comma is ambiguous.
    private static func countNumberRuns(_ characters: [Character]) -> Int {
        var runs = 0
        var inRun = false
        for character in characters {
            let isPart = isNumberCharacter(character) && character != ","
            if isPart && !inRun { runs += 1 }
            inRun = isNumberCharacter(character)
        }
        return runs
    }

    private static func isNumberStart(_ character: Character, next: Character?) -> Bool {
        if character.isASCII && character.isNumber { return true }
        if character == "." { return next.map { $0.isASCII && $0.isNumber } ?? false }
        if "+-−".contains(character) {
            guard let next else { return false }
            return (next.isASCII && next.isNumber) || next == "."
        }
        return false
    }

    private static func isNumberCharacter(_ character: Character) -> Bool {
        (character.isASCII && character.isNumber) || ".,+-−".contains(character)
    }

    /// Turns a run such as `52.35`, `52,35`, `52.35,4.83` or `-4,83,` into numbers and separators.
    private static func numberTokens(_ run: String, decimalComma: Bool) throws(CoordinateTextError) -> [Token] {
        var body = Substring(run)
        var trailingSeparator = false
        if body.last == "," {
            body = body.dropLast()
            trailingSeparator = true
        }
        let commas = body.filter { $0 == "," }.count
        let hasPoint = body.contains(".")
        var pieces: [Substring]
        if commas == 0 {
            pieces = [body]
        } else if hasPoint {
            pieces = body.split(separator: ",", omittingEmptySubsequences: false)
        } else if commas == 1 && decimalComma {
            pieces = [Substring(body.replacing(",", with: "."))]
        } else {
            throw .ambiguousComma(run)
        }
        var tokens: [Token] = []
        for (index, piece) in pieces.enumerated() {
            if index > 0 { tokens.append(.separator) }
            tokens.append(try number(piece))
        }
        if trailingSeparator { tokens.append(.separator) }
        return tokens
    }

    private static func number(_ text: Substring) throws(CoordinateTextError) -> Token {
        var digits = text
        var negative = false
        var signed = false
        if let first = digits.first, "+-−".contains(first) {
            signed = true
            negative = first != "+"
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard !digits.isEmpty, parts.count <= 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts.contains(where: { !$0.isEmpty }),
              parts.count == 1 || !parts[1].isEmpty,
              let value = Double(String(digits.hasPrefix(".") ? "0" + digits : digits))
        else { throw .notANumber(String(text)) }
        return .number(value: value, text: String(text), signed: signed, negative: negative, fractional: parts.count == 2)
    }
}
