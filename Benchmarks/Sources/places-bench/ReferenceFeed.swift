/// The feed as JSONDecoder reads it, for the baseline only.
struct ReferenceFeed: Decodable {
    struct Entry: Decodable {
        let name: String?
        let lat: Double?
        let long: Double?
    }

    let locations: [Entry]
}
