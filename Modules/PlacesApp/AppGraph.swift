import PlacesDomain
import PlacesPresentation

/// What commands are made from: the view models and services of one run, built by the composition root
/// (``PlacesApplication``) for the run's global options. Each command's ``Command/make(_:)`` takes from it only
/// what that command uses.
@MainActor
struct AppGraph {
    /// The language of everything said.
    let language: Language
    /// The list, loaded when a command first needs it.
    let list: ListAccess
    /// Typed words to places.
    let lookup: PlaceLookupViewModel
    /// Wikipedia's articles around places, and summaries, on the run's wiki.
    let articles: ArticlesViewModel
    /// Wikipedia's articles by what was typed: `find`, on the run's wiki.
    let search: ArticleSearchViewModel
    /// Maps.
    let maps: MapMaker
    /// Gazetteer places by name, as `where` lists them.
    let places: PlaceFinder
    /// The built-in gazetteer, for labels.
    let gazetteer: (any Gazetteer)?
    /// The desktop's handler for `wikipedia://` links.
    let desktop: DesktopIntegration
    /// What `--version` says about the data compiled in.
    let credits: Credits

    /// The version and where the data compiled into `places` comes from.
    struct Credits {
        let version: String
        let gazetteer: String
        let landMask: String
        let countries: String
    }

    /// The list's view model.
    var locations: LocationsViewModel { list.locations }
}
