import PlacesDomain
import Testing

@Suite struct DecimalNotationTests {
    @Test("writes plain shortest round-trip digits", arguments: [
        (52.3547498, "52.3547498"), (12.523785, "12.523785"), (-3.7495758, "-3.7495758"), (0.00001, "0.00001"),
        (52.0, "52"), (-180.0, "-180"), (0.0, "0"), (-0.0, "0"), (1e-7, "0.0000001"), (0.1, "0.1"),
        (123456789012345678.0, "123456789012345680"), (1.5e-10, "0.00000000015"), (89.99999999999999, "89.99999999999999"),
    ])
    func writes(value: Double, expected: String) {
        #expect(DecimalNotation.string(value) == expected)
    }

    @Test("never writes an exponent and always reads back the same Double")
    func roundTrips() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let value = Double.random(in: -180...180, using: &generator) * pow10(Int.random(in: -12...0, using: &generator))
            let text = DecimalNotation.string(value)
            #expect(!text.contains("e") && !text.contains("E"))
            #expect(Double(text) == value + 0)
            #expect(DecimalNotation.parseStrict(text) == value + 0)
        }
    }

    @Test("the strict reader refuses anything but sign, digits and a fraction", arguments: [
        "", "-", "+", ".", "1.", ".5", "1e5", "1E5", " 1", "1 ", "1,5", "0x10", "inf", "nan", "--1", "1.2.3", "١",
    ])
    func strictRefuses(text: String) {
        #expect(DecimalNotation.parseStrict(text) == nil)
    }

    @Test("the strict reader accepts signed decimals", arguments: [("+1.5", 1.5), ("-0", 0.0), ("007", 7.0), ("52.3547498", 52.3547498)])
    func strictAccepts(text: String, value: Double) {
        #expect(DecimalNotation.parseStrict(text) == value)
    }

    private func pow10(_ exponent: Int) -> Double {
        (0..<abs(exponent)).reduce(1.0) { value, _ in exponent < 0 ? value / 10 : value * 10 }
    }
}
