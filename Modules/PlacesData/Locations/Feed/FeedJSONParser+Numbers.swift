// JSON numbers: validated always, converted only for `lat` and `long`.

extension FeedJSONParser {
    /// 10 to the power `exponent`, 0 to 22: the powers of ten a `Double` holds exactly. A switch rather than a static
    /// table, whose lazy initialization was checked on every number.
    @inline(__always)
    static func exactPowerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    /// Parses a number; when `convert` is set, returns its value, or `nil` when it overflows to infinity or
    /// underflows to zero (values `JSONDecoder` refuses as not representable).
    mutating func parseNumber(convert: Bool) throws(JSONSyntaxError) -> Double? {
        if let simple = parseSimpleNumber() { return convert ? simple : nil }
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var droppedDigits = 0
        var nonZeroDigit = false
        var fractionDigits = 0

        guard position < bytes.count, isDigit(bytes[position]) else { throw error() }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < bytes.count, isDigit(bytes[position]) {
                accumulate(bytes[position], &mantissa, &significantDigits, &droppedDigits, &nonZeroDigit)
                position += 1
            }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { throw error() }
            while position < bytes.count, isDigit(bytes[position]) {
                let before = droppedDigits
                accumulate(bytes[position], &mantissa, &significantDigits, &droppedDigits, &nonZeroDigit)
                // Digits after the point shift the exponent only when they were kept in the mantissa.
                if droppedDigits == before { fractionDigits += 1 }
                position += 1
            }
        }
        var exponent = 0
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var exponentNegative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else { throw error() }
            while position < bytes.count, isDigit(bytes[position]) {
                // Beyond a million the result is 0 or infinity anyway; capping avoids overflow.
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(bytes[position] - UInt8(ascii: "0")) }
                position += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        guard convert else { return nil }

        let scale = exponent - fractionDigits
        if droppedDigits == 0, mantissa <= 1 << 53, abs(scale) <= 22 {
            let magnitude = Double(mantissa)
            let value = scale < 0 ? magnitude / Self.exactPowerOfTen(-scale) : magnitude * Self.exactPowerOfTen(scale)
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let parsed = Double(text), parsed.isFinite, parsed != 0 || !nonZeroDigit else { return nil }
        return parsed
    }

    /// The shape almost every coordinate has, `-?digits(.digits)?` with at most 19 digits in all and no exponent,
    /// read in one pass without the general path's bookkeeping: its digits fit a `UInt64` whole, so when they are at
    /// most 2^53 the value is that integer over an exact power of ten, as the general path computes it. Anything
    /// else (an exponent, more digits, a syntax error) leaves ``position`` as it was and returns `nil` for the general
    /// path, which also reports errors.
    @inline(__always)
    private mutating func parseSimpleNumber() -> Double? {
        let end = bytes.count
        var index = position
        let negative = index < end && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let integerStart = index
        var mantissa: UInt64 = 0
        if index < end, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            readDigits(&index, into: &mantissa)
        }
        var digits = index - integerStart
        guard digits > 0 else { return nil }
        var fractionDigits = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            readDigits(&index, into: &mantissa)
            fractionDigits = index - fractionStart
            guard fractionDigits > 0 else { return nil }
            digits += fractionDigits
        }
        // More than 19 digits may have wrapped around; those numbers take the general path.
        guard digits <= 19, mantissa <= 1 << 53, fractionDigits <= 22 else { return nil }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") { return nil }
        position = index
        let magnitude = Double(mantissa) / Self.exactPowerOfTen(fractionDigits)
        return negative ? -magnitude : magnitude
    }

    /// Appends the decimal digits from `index` to `mantissa` (wrapping, as the caller checks how many there were),
    /// eight at a time where eight bytes are left: which of them are digits is found for all eight at once, and
    /// those are converted with three multiplications instead of one per digit.
    @inline(__always)
    private func readDigits(_ index: inout Int, into mantissa: inout UInt64) {
        let end = bytes.count
        if let base = bytes.baseAddress {
            while index + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                // A byte is a digit when its high half is 3 and adding 6 keeps it so (a carry out of a byte that is
                // not a digit only disturbs the bytes after it).
                let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
                let threes: UInt64 = 0x3030_3030_3030_3030
                let notDigit = ((word & high) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & high) ^ threes)
                let count = notDigit == 0 ? 8 : notDigit.trailingZeroBitCount / 8
                guard count > 0 else { return }
                // The digits moved to the top: the bytes shifted in are leading zeros of an eight-digit number.
                var value = (word & 0x0F0F_0F0F_0F0F_0F0F) << UInt64(8 * (8 - count))
                value = (value &* 2561) >> 8
                value = ((value & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
                value = ((value & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
                mantissa = mantissa &* Self.integerPowerOfTen(count) &+ value
                index += count
                if count < 8 { return }
            }
        }
        while index < end, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
    }

    /// 10 to the power `exponent`, 1 to 8.
    @inline(__always)
    private static func integerPowerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 1: 10
        case 2: 100
        case 3: 1000
        case 4: 10000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        default: 100_000_000
        }
    }

    func accumulate(
        _ digit: UInt8,
        _ mantissa: inout UInt64,
        _ significantDigits: inout Int,
        _ droppedDigits: inout Int,
        _ nonZeroDigit: inout Bool
    ) {
        let value = UInt64(digit - UInt8(ascii: "0"))
        if value != 0 { nonZeroDigit = true }
        if significantDigits < 19 {
            mantissa = mantissa * 10 + value
            if mantissa != 0 { significantDigits += 1 }
        } else {
            droppedDigits += 1
        }
    }
}
