/// When a location about to be added — by `add`, or as an imported entry — is the same place as one the list
/// already has, and is left out.
///
/// Two locations are duplicates when their names are equal after folding — case, diacritics and runs of white
/// space do not count, as in search ("Zürich " and "zurich") — or both have no name, and their coordinates lie
/// at most ``radius`` apart. Five metres absorbs the rounding other apps apply (six decimals are 0.11 m, four are
/// 11 m at the equator: those are different places) and keeps two named points on either side of a street
/// apart. The rule holds between the entries of one file too: an entry that repeats one admitted before it
/// (``admit(_:)``) is left out like one the list has, so a file of a thousand identical rows adds one location.
///
/// Locations are looked up by their band of latitude first, and names are compared only for the few within the
/// radius: a list's feed may hold a quarter of a million places.
public struct DuplicateRule: Sendable {
    /// The greatest distance, in metres, between two duplicates.
    public static let radius: Double = 5

    /// A band of latitude a little over ``radius`` high: a duplicate is in the candidate's band or one beside it.
    private static let bandDegrees = 1e-4

    private var folding = SearchFolding()
    private let existing: [Location]
    /// The positions in ``existing`` by band of latitude, made at the second question: one question reads every
    /// point once, which costs less than making this.
    private var bands: [Int: [Int]]?
    private var questions = 0
    /// The locations ``admit(_:)`` let in, in order.
    public private(set) var admitted: [Location] = []
    /// The admitted locations by band of latitude, each band a chain: the position of the last one admitted in it,
    /// and for each admitted location, the one admitted before it in its band (or -1). A chain costs two numbers per
    /// location, where an array per band would cost an allocation per band; a long file has hundreds of thousands.
    private var lastAdmitted: [Int: Int] = [:]
    private var admittedBefore: [Int] = []

    /// A rule that recognises duplicates of `locations`.
    ///
    /// - Parameter locations: The locations already in the list.
    public init(existing locations: [Location]) {
        existing = locations
    }

    /// Whether `candidate` duplicates one of the existing locations.
    ///
    /// - Parameter candidate: A location about to be added.
    /// - Returns: The position, in the existing list, of the first location it duplicates, or `nil`.
    public mutating func duplicate(of candidate: Location) -> Int? {
        questions += 1
        if bands == nil && questions > 1 { bands = Self.bands(of: existing) }
        let band = Self.band(of: candidate.coordinate)
        var found: Int?
        func consider(_ position: Int) {
            guard found == nil || position < found ?? 0 else { return }
            let point = existing[position].coordinate
            guard point == candidate.coordinate || point.distance(to: candidate.coordinate) <= Self.radius else { return }
            guard key(existing[position].name) == key(candidate.name) else { return }
            found = position
        }
        if let bands {
            for near in band - 1...band + 1 { bands[near]?.forEach(consider) }
        } else {
            for position in existing.indices where abs(Self.band(of: existing[position].coordinate) - band) <= 1 {
                consider(position)
            }
        }
        return found
    }

    /// Makes room for `count` admitted locations at once, so that a long file's are not moved as the room grows.
    public mutating func reserveCapacity(_ count: Int) {
        admitted.reserveCapacity(count)
        admittedBefore.reserveCapacity(count)
    }

    /// What a candidate repeats: a location of the list, or one admitted before it.
    public enum Match: Hashable, Sendable {
        /// The position, in the existing list, of the location it duplicates.
        case listed(Int)
        /// The position, in ``DuplicateRule/admitted``, of the location it repeats.
        case admitted(Int)
    }

    /// Whether `candidate` duplicates one of the existing locations or one admitted before it; when it does
    /// neither, it is admitted: added to ``admitted``, so that a later repeat of it is recognised.
    ///
    /// - Parameter candidate: A location about to be added, one of several (a file's entries, in order).
    /// - Returns: What it repeats (the first existing location, or else the first admitted one), or `nil` when it
    ///   was admitted.
    public mutating func admit(_ candidate: Location) -> Match? {
        if let position = duplicate(of: candidate) { return .listed(position) }
        let band = Self.band(of: candidate.coordinate)
        var candidateKey: [UInt8]??
        var found: Int?
        for near in band - 1...band + 1 {
            var index = lastAdmitted[near] ?? -1
            while index >= 0 {
                let location = admitted[index]
                if found.map({ index < $0 }) ?? true,
                   location.coordinate == candidate.coordinate || location.coordinate.distance(to: candidate.coordinate) <= Self.radius {
                    // The name is folded only when a point is close enough to need it.
                    if candidateKey == nil { candidateKey = .some(key(candidate.name)) }
                    if key(location.name) == candidateKey ?? nil { found = index }
                }
                index = admittedBefore[index]
            }
        }
        if let found { return .admitted(found) }
        admitted.append(candidate)
        admittedBefore.append(lastAdmitted[band] ?? -1)
        lastAdmitted[band] = admitted.count - 1
        return nil
    }

    private static func band(of coordinate: Coordinate) -> Int {
        Int((coordinate.latitude / bandDegrees).rounded(.down))
    }

    private static func bands(of list: [Location]) -> [Int: [Int]] {
        var bands: [Int: [Int]] = [:]
        for position in list.indices { bands[band(of: list[position].coordinate), default: []].append(position) }
        return bands
    }

    private mutating func key(_ name: String?) -> [UInt8]? {
        name.map { folding.key($0) }
    }
}
