/// What a person can do next, named by what it does rather than by how a front end offers it: a command line names
/// its command or option, a window its button. A view state or a failure carries one beside its sentence, and the
/// front end adds its own words for it.
public enum NextStep: Sendable, Equatable {
    /// Name one of Wikipedia's articles among namesakes through a list of found articles and its reference.
    case findThenReference
    /// The same, when the candidates are places and articles.
    case findArticleReference
    /// Remove location `number` by its number, which needs no question.
    case removeExactly(number: Int)
    /// Choose a link style that needs no name.
    case otherLinkStyle
    /// Export the whole list rather than the person's own locations.
    case exportAll
    /// Say which format to write, the file's name not saying it.
    case chooseExportFormat
    /// Say which format a file to import is in.
    case nameImportFormat
    /// Show more found articles, up to `most`.
    case raiseLimit(most: Int)
    /// Show more places, or narrow them to a country; `most` when as many as can be shown already are.
    case raiseLimitOrNarrow(most: Int?)
    /// Make a list of articles around a place or found by title, which references then name.
    case makeArticleList
    /// Make a new list of articles, the kept one being unusable.
    case makeNewArticleList
    /// See the list's numbers.
    case listNumbers
    /// Read the article called `title`.
    case readArticle(title: String)
    /// Give a `geo:` link's coordinates to what reads them: articles nearby, a map, a new location.
    case readGeoLinks
    /// Show what Places can of a link to the Wikipedia app.
    case handleLink
    /// Name a place to look around, the link naming none.
    case namePlace
    /// Say where the person's own data is kept, the system saying nowhere.
    case setDataFolder
    /// Say where what Places remembers between runs is kept (the last list of articles), the system saying nowhere.
    case setStateFolder
    /// Write the file somewhere without Places' limit on the files it writes.
    case writeWithoutLimit
}
