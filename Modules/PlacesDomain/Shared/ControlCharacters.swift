/// The characters that, printed raw, act on a terminal or on the reading order instead of being shown: C0 and C1
/// controls, DEL, the bidirectional controls and the line and paragraph separators.
///
/// Names come from the network, so every output path treats these alike: JSON escapes them as `\uXXXX`, a terminal
/// front end shows them as visible pictures, and completion never types them.
package enum ControlCharacters {
    /// Whether `scalar` is one of them.
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
