import PlacesDomain
import PlacesPresentation

/// The global options, from the command line and the environment.
struct Options: Equatable, Sendable {
    /// `--source` or `PLACES_SOURCE`, as typed; `nil` for the standard feed.
    var source: String?
    /// `--json`: machine-readable output for list, search, link, inspect and handle-url.
    var json = false
    /// `--dry-run`: open prints the link instead of launching anything.
    var dryRun = false
    /// `--no-color`, or `NO_COLOR` set and non-empty.
    var noColor = false
    /// `--plain` or `PLACES_PLAIN=1`: one sentence per location, no animation, no alignment by spaces.
    var plain = false
    /// `--link-style`.
    var linkStyle: LinkStyle = .latLon
    /// `--timeout`: the most seconds a fetch may take.
    var timeout: Double = 15
    /// `--wiki` or `PLACES_WIKI`: the Wikipedia asked; `nil` for the one in the session's language.
    var wiki: WikiChoice?
    /// `--radius`: metres around a place for `nearby` and `handle-url`.
    var radius: Int?
    /// `--limit`: the most articles `nearby` and `handle-url` list.
    var limit: Int?
    /// `--help` or `-h`.
    var help = false
    /// `--version` or `-V`.
    var version = false
}
