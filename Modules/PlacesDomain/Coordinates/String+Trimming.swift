extension String {
    /// The text without Unicode white space at either end.
    func trimmingWhitespace() -> String {
        Location.normalizedName(self) ?? ""
    }
}
