/// What the list says about finding, opening, adding and removing locations.
package enum LocationText: String, TextCatalog {
    case unnamedLocation, emptyFeed, noSuchNumber, noLocations, noMatch, didYouMean, matchesSeveral, notCustom
    case opened, noHandler, openFailed, articleNeedsName, added, removed

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .unnamedLocation: ("Unnamed location", "Naamloze locatie")
        case .emptyFeed: ("The feed has no locations.", "De feed bevat geen locaties.")
        case .noSuchNumber: ("There is no location #{0}. Numbers go from 1 to {1}.", "Er is geen locatie #{0}. De nummers lopen van 1 tot en met {1}.")
        case .noLocations: ("There are no locations to choose from.", "Er zijn geen locaties om uit te kiezen.")
        case .noMatch: ("No location matches “{0}”.", "Geen enkele locatie past bij “{0}”.")
        case .didYouMean: ("Did you mean {0}?", "Bedoelde je {0}?")
        case .matchesSeveral: ("“{0}” matches {1} locations; choose one by its number:", "“{0}” past bij {1} locaties; kies er een met het nummer:")
        case .notCustom:
            ("#{0} comes from the feed and cannot be removed; only locations you added can.",
             "#{0} komt uit de feed en kan niet worden verwijderd; alleen locaties die je zelf hebt toegevoegd.")
        case .opened: ("Opened {0} in Wikipedia.", "{0} is geopend in Wikipedia.")
        case .noHandler:
            ("No app on this computer opens Wikipedia links. Here is the same place on the Wikipedia website:",
             "Geen app op deze computer opent Wikipedia-links. Hier is dezelfde plek op de website van Wikipedia:")
        case .openFailed:
            ("Could not open the link: {0}. Here is the same place on the Wikipedia website:",
             "Kan de link niet openen: {0}. Hier is dezelfde plek op de website van Wikipedia:")
        case .articleNeedsName:
            ("The article link style needs a name, and #{0} has none. Choose another style with --link-style.",
             "De linkstijl article heeft een naam nodig, en #{0} heeft er geen. Kies een andere stijl met --link-style.")
        case .added: ("Added #{0}: {1}.", "#{0} toegevoegd: {1}.")
        case .removed: ("Removed {0}.", "{0} verwijderd.")
        }
    }
}
