import PlacesPresentation

extension MapCell {
    /// The character a terminal shows for the cell: what is written in it, else its land dots as a braille pattern
    /// (U+2800 + the mask, whose bits number the dots as braille does).
    var glyph: Character {
        symbol ?? Self.braille[Int(landDots)]
    }

    /// The 256 braille patterns, U+2800 to U+28FF, made once.
    private static let braille: [Character] = (0..<256).map { Character(Unicode.Scalar(0x2800 + UInt32($0)) ?? " ") }
}
