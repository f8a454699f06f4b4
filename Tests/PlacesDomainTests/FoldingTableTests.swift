import Foundation
@testable import PlacesDomain
import Testing

@Suite struct FoldingTableTests {
    @Test("every Unicode scalar folds exactly as Foundation folds it (combining marks dropped)")
    func matchesFoundation() {
        var mismatches: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            let expected = Array(String(String.UnicodeScalarView(
                text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                    .unicodeScalars.filter { !SearchFolding.isDiacritic($0) }
            )).utf8)
            var folding = SearchFolding()
            if folding.fold(text) != expected { mismatches.append(String(value, radix: 16)) }
            if mismatches.count > 20 { break }
        }
        #expect(mismatches.isEmpty, "scalars folded differently: \(mismatches)")
    }
}
