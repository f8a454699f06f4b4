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
/// The existing locations are looked up by their points first: a list's feed may hold a quarter of a million
/// places, whose names are made only for the few within the radius (see ``LocationList``).
public struct DuplicateRule: Sendable {
    /// The greatest distance, in metres, between two duplicates.
    public static let radius: Double = 5

    /// A band of latitude a little over ``radius`` high: a duplicate is in the candidate's band or one beside it.
    private static let bandDegrees = 1e-4

    private var folding = SearchFolding()
    private let existing: LocationList
    /// The positions in ``existing`` by band of latitude, made at the second question: one question reads every
    /// point once, which costs less than making this.
    private var bands: [Int: [Int]]?
    private var questions = 0
    /// The locations ``admit(_:)`` let in, in order.
    public private(set) var admitted: [Location] = []
    /// Chains the admitted locations are found on by band of latitude: for each slot, the last admitted location
    /// whose band falls in it (or -1), and for each admitted location the one before it in its slot. A slot holds
    /// the bands equal to it modulo the number of slots (a power of two, at least the number admitted), so a chain
    /// may hold a location of another band, which the distance leaves out; a file of one place repeated walks a
    /// chain of one.
    private var admittedSlots: [Int32] = []
    private var admittedBefore: [Int32] = []

    /// A rule that recognises duplicates of `locations`.
    ///
    /// - Parameter locations: The locations already in the list.
    public init(existing locations: LocationList) {
        existing = locations
    }

    /// A rule that recognises duplicates of `locations`.
    ///
    /// - Parameter locations: The locations already in the list.
    public init(existing locations: [Location]) {
        self.init(existing: LocationList(locations))
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
            let point = existing.coordinate(at: position)
            guard point == candidate.coordinate || point.distance(to: candidate.coordinate) <= Self.radius else { return }
            guard key(existing[position].name) == key(candidate.name) else { return }
            found = position
        }
        if let bands {
            for near in band - 1...band + 1 { bands[near]?.forEach(consider) }
        } else {
            for position in existing.indices where abs(Self.band(of: existing.coordinate(at: position)) - band) <= 1 {
                consider(position)
            }
        }
        return found
    }

    /// Makes room for `count` admitted locations at once, so that a long file's are not moved as the room grows.
    public mutating func reserveCapacity(_ count: Int) {
        admitted.reserveCapacity(count)
        admittedBefore.reserveCapacity(count)
        if count > admittedSlots.count { makeSlots(count) }
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
            var index = admittedSlots.isEmpty ? -1 : Int(admittedSlots[slot(of: near)])
            while index >= 0 {
                let location = admitted[index]
                if found.map({ index < $0 }) ?? true,
                   location.coordinate == candidate.coordinate || location.coordinate.distance(to: candidate.coordinate) <= Self.radius {
                    if candidateKey == nil { candidateKey = .some(key(candidate.name)) }
                    if key(location.name) == candidateKey ?? nil { found = index }
                }
                index = Int(admittedBefore[index])
            }
        }
        if let found { return .admitted(found) }
        admitted.append(candidate)
        if admitted.count > admittedSlots.count {
            makeSlots(admitted.count * 2)
        } else {
            let slot = slot(of: band)
            admittedBefore.append(admittedSlots[slot])
            admittedSlots[slot] = Int32(admitted.count - 1)
        }
        return nil
    }

    /// The slot of `band`: its low bits (a negative band's too, in two's complement).
    private func slot(of band: Int) -> Int {
        band & (admittedSlots.count - 1)
    }

    /// Chains every admitted location again, in at least `count` slots.
    private mutating func makeSlots(_ count: Int) {
        var size = 16
        while size < count { size *= 2 }
        admittedSlots = Array(repeating: -1, count: size)
        admittedBefore.removeAll(keepingCapacity: true)
        for (index, location) in admitted.enumerated() {
            let slot = slot(of: Self.band(of: location.coordinate))
            admittedBefore.append(admittedSlots[slot])
            admittedSlots[slot] = Int32(index)
        }
    }

    private static func band(of coordinate: Coordinate) -> Int {
        Int((coordinate.latitude / bandDegrees).rounded(.down))
    }

    private static func bands(of list: LocationList) -> [Int: [Int]] {
        var bands: [Int: [Int]] = [:]
        for position in list.indices { bands[band(of: list.coordinate(at: position)), default: []].append(position) }
        return bands
    }

    private mutating func key(_ name: String?) -> [UInt8]? {
        name.map { folding.key($0) }
    }
}
