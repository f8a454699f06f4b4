import PlacesDomain

/// One location of the user's store with the text it is written as: its own, when it came from the file, so that
/// fields Places does not know survive every rewrite.
struct StoreEntry: Sendable {
    let location: Location
    let text: String

    /// An entry read from the store, kept as written.
    init(location: Location, text: String) {
        self.location = location
        self.text = text
    }

    /// A new entry, written the way Places writes entries.
    init(new location: Location) {
        self.init(location: location, text: FeedEncoder.entry(location))
    }
}
