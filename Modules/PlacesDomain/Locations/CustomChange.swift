/// One change of the user's locations, decided the same way by every store: what stays with which number, what is
/// added with which number, and the next number the store has not given.
///
/// A store applies it under its lock to the list as it stands then, so two processes never give the same number.
public enum CustomChange: Hashable, Sendable {
    /// New locations, numbered after every number the store has given, in order.
    case add([Location])
    /// A removed location brought back with the number it had, or with a new one when that number is in the feed
    /// now or taken — unless the store has the same place by then (``DuplicateRule``), as `add` would find it.
    case restore(Location, number: Int)
    /// Removes location `number`, which must still be `location`.
    case remove(number: Int, location: Location)

    /// What the change does to a store holding `locations` with `stored` numbers.
    ///
    /// - Parameters:
    ///   - locations: The store's locations, in store order.
    ///   - stored: Their numbers as the store keeps them, in step.
    ///   - next: The lowest number the store has not given.
    ///   - floor: How many entries the feed has: every number is above it.
    /// - Returns: The plan: which of the store's locations stay, with their numbers, what is appended, and the
    ///   next number; `nil` when nothing changes (an empty addition).
    /// - Throws: ``CustomStoreFailure/notFound`` when the location to remove is no longer there under its number;
    ///   ``CustomStoreFailure/alreadyListed(number:)`` when the location to bring back is a place the store has.
    public func plan(locations: [Location], stored: [Int?], next: Int, above floor: Int) throws(CustomStoreFailure) -> CustomChangePlan? {
        let current = CustomNumbering.numbers(stored: stored, next: next, above: floor)
        var kept = Array(zip(locations.indices, current.numbers))
        var added: [(location: Location, number: Int)] = []
        var next = current.next
        switch self {
        case .add(let new):
            guard !new.isEmpty else { return nil }
            for location in new {
                added.append((Self.custom(location), next))
                next += 1
            }
        case .restore(let location, let number):
            // Judged on the store as it stands under its lock, so a twin another process added meanwhile is seen.
            var rule = DuplicateRule(existing: locations)
            if let position = rule.duplicate(of: Self.custom(location)) { throw .alreadyListed(number: current.numbers[position]) }
            let free = number > floor && number <= CustomNumbering.largest && !current.numbers.contains(number)
            let given = free ? number : next
            added.append((Self.custom(location), given))
            next = max(next, given + 1)
        case .remove(let number, let location):
            guard let index = kept.firstIndex(where: { $0.1 == number }),
                  Self.custom(locations[kept[index].0]) == Self.custom(location)
            else { throw .notFound }
            kept.remove(at: index)
        }
        return CustomChangePlan(kept: kept.map { ($0.0, $0.1) }, added: added, next: next)
    }

    /// The user's locations are theirs whatever they were made from.
    private static func custom(_ location: Location) -> Location {
        Location(name: location.name, coordinate: location.coordinate, origin: .custom)
    }
}

/// What a ``CustomChange`` does to one store: its locations that stay, with their numbers, the locations appended,
/// and the next number the store has not given.
public struct CustomChangePlan: Sendable {
    /// The positions (in store order) of the locations that stay, each with its number.
    public let kept: [(index: Int, number: Int)]
    /// The locations appended, each with its number.
    public let added: [(location: Location, number: Int)]
    /// The lowest number not given after the change.
    public let next: Int
}
