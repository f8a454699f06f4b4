/// What the list says about finding, opening, adding and removing locations.
package enum LocationText: Message {
    case unnamedLocation
    case emptyFeed
    case noSuchNumber(Quoted, last: Int)
    case noLocations
    case noMatch(Quoted)
    case didYouMean(names: [Quoted])
    case matchesSeveral(Quoted, count: Int)
    case notCustom(number: Int)
    case opened(title: Quoted)
    case noHandler
    case openFailed(reason: String)
    case articleNeedsName(number: Int)
    case added(number: Int, title: Quoted)
    case alreadyListed(number: Int, title: Quoted)
    case removed(number: Int, title: Quoted)
    case restored(number: Int, title: Quoted)
    case restoredRenumbered(number: Int, was: Int, title: Quoted)
    case numberUnused(Quoted, last: Int)
    case removeNotExact(Quoted, number: Int, title: Quoted)
    case removeExactly
    case removeKept

    package var english: String {
        switch self {
        case .unnamedLocation: "Unnamed location"
        case .emptyFeed: "The feed has no locations."
        case .noSuchNumber(let typed, let last): "There is no location #\(typed). Numbers go from 1 to \(last)."
        case .noLocations: "There are no locations to choose from."
        case .noMatch(let typed): "No location matches “\(typed)”."
        case .didYouMean(let names): "Did you mean \(Quoted.joined(names))?"
        case .matchesSeveral(let typed, let count): "“\(typed)” matches \(count) locations; choose one by its number:"
        case .notCustom(let number): "#\(number) comes from the feed and cannot be removed; only locations you added can."
        case .opened(let title): "Opened \(title) in Wikipedia."
        case .noHandler: "No app on this computer opens Wikipedia links. Here is the same place on the Wikipedia website:"
        case .openFailed(let reason): "Could not open the link: \(reason). Here is the same place on the Wikipedia website:"
        case .articleNeedsName(let number):
            "The article link style needs a name, and #\(number) has none."
        case .added(let number, let title): "Added #\(number): \(title)."
        case .alreadyListed(let number, let title): "The list already has this place: #\(number) \(title). Nothing was added."
        case .removed(let number, let title): "Removed #\(number): \(title)."
        case .restored(let number, let title): "Brought back #\(number): \(title)."
        case .restoredRenumbered(let number, let was, let title):
            "Brought back \(title) as #\(number): the feed has grown over #\(was)."
        case .numberUnused(let typed, let last):
            "No location has #\(typed) now: the number of a removed location is not given again. Numbers go up to \(last)"
        case .removeNotExact(let typed, let number, let title): "“\(typed)” is not the whole name of #\(number): \(title)."
        case .removeExactly: "Nothing was removed. To remove it, give its number or its whole name"
        case .removeKept: "Nothing was removed."
        }
    }

    package var dutch: String {
        switch self {
        case .unnamedLocation: "Naamloze locatie"
        case .emptyFeed: "De feed bevat geen locaties."
        case .noSuchNumber(let typed, let last): "Er is geen locatie #\(typed). De nummers lopen van 1 tot en met \(last)."
        case .noLocations: "Er zijn geen locaties om uit te kiezen."
        case .noMatch(let typed): "Geen enkele locatie past bij “\(typed)”."
        case .didYouMean(let names): "Bedoelde je \(Quoted.joined(names))?"
        case .matchesSeveral(let typed, let count): "“\(typed)” past bij \(count) locaties; kies er een met het nummer:"
        case .notCustom(let number):
            "#\(number) komt uit de feed en kan niet worden verwijderd; alleen locaties die je zelf hebt toegevoegd."
        case .opened(let title): "\(title) is geopend in Wikipedia."
        case .noHandler: "Geen app op deze computer opent Wikipedia-links. Hier is dezelfde plek op de website van Wikipedia:"
        case .openFailed(let reason): "Kan de link niet openen: \(reason). Hier is dezelfde plek op de website van Wikipedia:"
        case .articleNeedsName(let number):
            "De linkstijl article heeft een naam nodig, en #\(number) heeft er geen."
        case .added(let number, let title): "#\(number) toegevoegd: \(title)."
        case .alreadyListed(let number, let title): "De lijst heeft deze plek al: #\(number) \(title). Er is niets toegevoegd."
        case .removed(let number, let title): "#\(number) verwijderd: \(title)."
        case .restored(let number, let title): "#\(number) teruggezet: \(title)."
        case .restoredRenumbered(let number, let was, let title):
            "\(title) teruggezet als #\(number): de feed is over #\(was) heen gegroeid."
        case .numberUnused(let typed, let last):
            "Geen locatie heeft nu #\(typed): het nummer van een verwijderde locatie wordt niet opnieuw gegeven. De nummers lopen tot en met \(last)"
        case .removeNotExact(let typed, let number, let title): "“\(typed)” is niet de hele naam van #\(number): \(title)."
        case .removeExactly: "Er is niets verwijderd. Geef het nummer of de hele naam om hem te verwijderen"
        case .removeKept: "Er is niets verwijderd."
        }
    }
}
