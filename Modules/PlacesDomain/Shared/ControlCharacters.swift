/// The Unicode characters that are not shown as text but control it: the C0 and C1 controls, DEL, the bidirectional
/// controls, which change the reading order of the text around them, and the line and paragraph separators.
///
/// Names come from the network, so whatever shows or writes a name treats these alike: a front end shows them as
/// visible pictures or leaves them out, and a wire format escapes them (JSON as `\uXXXX`).
package enum ControlCharacters {
    /// Whether `scalar` is one of them.
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
