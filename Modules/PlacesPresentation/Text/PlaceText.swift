/// The built-in gazetteer's words: where a coordinate is, places found by name, and choosing between namesakes.
package enum PlaceText: String, TextCatalog {
    case distanceFrom, distanceFromCentre, inCountry, alsoCalled, plainPlaceAlsoCalled
    case unnamedNear, thatIs, fromGazetteer, couldBe, chooseOne, chooseCancelled, chooseInvalid
    case narrowDown, nothingMatches, whereNone, whereMore, plainPlace, formNameSuggested
    case columnPlace, columnPopulation

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .distanceFrom: ("{0} from {1}", "{0} van {1}")
        case .distanceFromCentre: ("{0} from the centre of {1}", "{0} van het centrum van {1}")
        case .inCountry: ("{0}, in {1}", "{0}, in {1}")
        case .alsoCalled: ("{0} → {1}", "{0} → {1}")
        case .plainPlaceAlsoCalled: ("{0}, also called {1}, population {2}, {3}.", "{0}, ook {1} genoemd, {2} inwoners, {3}.")
        case .unnamedNear: ("Unnamed location, {0}", "Naamloze locatie, {0}")
        case .thatIs: ("That is {0}.", "Dat is {0}.")
        case .fromGazetteer: ("{0} — from the built-in gazetteer.", "{0} — uit het ingebouwde plaatsenregister.")
        case .couldBe: ("“{0}” could be {1} places:", "“{0}” kan {1} plaatsen zijn:")
        case .chooseOne: ("Which one? Type its number, or press Enter for none: ", "Welke? Typ het nummer, of Enter voor geen: ")
        case .chooseCancelled: ("Nothing was chosen.", "Er is niets gekozen.")
        case .chooseInvalid: ("“{0}” is not one of the numbers 1 to {1}.", "“{0}” is geen van de nummers 1 tot en met {1}.")
        case .narrowDown:
            ("Say which: add a country or US state after a comma, as in “{0}”.",
             "Zeg welke: zet er een land of Amerikaanse staat achter, na een komma, zoals “{0}”.")
        case .nothingMatches:
            ("Neither the list nor the built-in gazetteer has a place called “{0}”.",
             "De lijst noch het ingebouwde plaatsenregister heeft een plek die “{0}” heet.")
        case .whereNone: ("No place in the built-in gazetteer matches “{0}”.", "Geen enkele plek in het ingebouwde plaatsenregister past bij “{0}”.")
        case .whereMore: ("{0} more not shown; --limit shows more, a country after a comma fewer.", "Nog {0} niet getoond; --limit toont er meer, een land na een komma minder.")
        case .plainPlace: ("{0}, population {1}, {2}.", "{0}, {1} inwoners, {2}.")
        case .formNameSuggested: ("Name (Enter for “{0}”, - for none): ", "Naam (Enter voor “{0}”, - voor geen): ")
        case .columnPlace: ("Place", "Plaats")
        case .columnPopulation: ("Population", "Inwoners")
        }
    }
}
