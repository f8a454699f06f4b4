extension Language {
    /// `value` with a fixed number of decimals and this language's decimal separator (`52.3547`, `52,3547`).
    func decimal(_ value: Double, places: Int) -> String {
        var scaled = (abs(value) * pow10(places)).rounded()
        if !scaled.isFinite { scaled = 0 }
        let integer = String(Int(scaled / pow10(places)))
        let negative = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return negative + integer }
        let fraction = String(Int(scaled.truncatingRemainder(dividingBy: pow10(places))))
        let padded = String(repeating: "0", count: places - fraction.count) + fraction
        return negative + integer + (self == .dutch ? "," : ".") + padded
    }

    /// A whole number with this language's thousands separator (`1,459,640`, `1.459.640`).
    func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(self == .dutch ? "." : ",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }

    private func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
