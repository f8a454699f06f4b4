/// The locations a search matched, with their numbers, in list order.
///
/// A view over the catalog's list rather than a copy: a one-letter query over a long list matches most of it, and a
/// front end shows only the first few, so each element is made when it is read.
public struct SearchMatches: RandomAccessCollection, Sendable {
    /// The matched locations' numbers, ascending.
    public let numbers: [Int]
    private let catalog: LocationCatalog

    init(numbers: [Int], catalog: LocationCatalog) {
        self.numbers = numbers
        self.catalog = catalog
    }

    /// The position of the first match.
    public var startIndex: Int { numbers.startIndex }
    /// The position after the last match.
    public var endIndex: Int { numbers.endIndex }

    /// The match at `position`, with its number in the full list.
    public subscript(position: Int) -> NumberedLocation {
        let number = numbers[position]
        // Every number here came from the catalog, so it has a position.
        let index = catalog.position(of: number) ?? 0
        return NumberedLocation(number: number, location: catalog.locations[index])
    }
}
