/// A screen of the Wikipedia app that a `wikipedia://` link opens by its host alone, and which Places does not have.
public enum WikipediaAppScreen: String, CaseIterable, Hashable, Sendable {
    /// `wikipedia://explore`: the feed of the day (the app shows Search when the feed is turned off).
    case explore
    /// `wikipedia://saved`: the articles saved on the device.
    case saved
    /// `wikipedia://history`: the articles read on the device.
    case history
    /// `wikipedia://activity`: the reader's activity tab.
    case activity
    /// `wikipedia://random`: a random article.
    case random
    /// `wikipedia://content`: an item of the feed, as the app's widgets link to it.
    case content
}
