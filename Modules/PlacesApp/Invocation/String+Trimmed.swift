import PlacesDomain

extension StringProtocol {
    /// The text without Unicode white space at either end, by the same rule names are trimmed with.
    var trimmed: String {
        Location.normalizedName(String(self)) ?? ""
    }
}
