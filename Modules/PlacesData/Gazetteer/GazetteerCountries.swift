import PlacesDomain
import Synchronization

/// Countries as ``Country`` values, each made the first time it is asked for and then kept, shared by every copy of
/// the gazetteer: those of the gazetteer's places, and those of the country shapes a point falls in.
///
/// A point's label makes every place within some tens of kilometres of the nearest one, and each place decoded its
/// country's names and looked up its Dutch name again: a tenth of a piped session's `inspect` line.
final class GazetteerCountries: Sendable {
    /// Which list an index is in.
    enum List {
        /// The gazetteer's own list of countries, which its places refer to.
        case places
        /// The country shapes'.
        case shapes
    }

    private let made = Mutex<[List: [Int: Country]]>([:])

    /// The country at `index` of `list`, made by `make` the first time.
    func country(_ index: Int, of list: List, making make: (Int) -> Country?) -> Country? {
        if let known = made.withLock({ $0[list]?[index] }) { return known }
        guard let country = make(index) else { return nil }
        made.withLock { $0[list, default: [:]][index] = country }
        return country
    }
}
