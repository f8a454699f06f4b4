#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// iTerm2's inline images protocol: an image file sent whole (`OSC 1337 ; File=`), shown at the cursor over a box of
/// cells with its shape kept. The terminal decodes the file: JPEG, PNG and GIF alike.
enum InlineImages {
    /// Shows `file` at the cursor within `columns` × `rows` cells.
    static func place(file: [UInt8], columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(file.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
            + Data(file).base64EncodedString() + "\u{07}"
    }
}
