import PlacesDomain

extension StringProtocol {
    /// The text without Unicode white space at either end (Foundation's `trimmingCharacters` without Foundation).
    var trimmed: String {
        Location.normalizedName(String(self)) ?? ""
    }
}
