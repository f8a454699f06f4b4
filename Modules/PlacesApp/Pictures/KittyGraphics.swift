#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The kitty graphics protocol's escape sequences: a PNG sent and placed over cells, and deleted again.
enum KittyGraphics {
    /// The base64 each escape sequence carries at most: the protocol's chunk size.
    static let chunkSize = 4_096

    /// Sends `png` as image `id` and places it at the cursor over `columns` × `rows` cells, the cursor left where it
    /// was (`C=1`), no answer asked for (`q=2`): the first sequence carries the keys, each holds at most
    /// ``chunkSize`` bytes of base64, and every one but the last says more follows (`m=1`).
    static func place(png: [UInt8], id: Int, columns: Int, rows: Int) -> String {
        let encoded = Array(Data(png).base64EncodedString().utf8)
        var chunks: [ArraySlice<UInt8>] = stride(from: 0, to: encoded.count, by: chunkSize).map {
            encoded[$0..<min($0 + chunkSize, encoded.count)]
        }
        if chunks.isEmpty { chunks = [[]] }
        var text = ""
        for (index, chunk) in chunks.enumerated() {
            let more = index < chunks.count - 1 ? 1 : 0
            let keys = index == 0 ? "a=T,f=100,t=d,i=\(id),c=\(columns),r=\(rows),C=1,q=2,m=\(more)" : "m=\(more),q=2"
            text += "\u{1B}_G\(keys);\(String(decoding: chunk, as: UTF8.self))\u{1B}\\"
        }
        return text
    }

    /// Deletes image `id` and every placement of it, freeing its memory in the terminal (`d=I`).
    static func delete(id: Int) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }
}
