/// What maps say beside the picture: titles, the key, the scale, and the sentences that stand in for the picture.
package enum MapText: String, TextCatalog {
    case worldTitle, worldTitleOne, regionalTitle, keyEntry, notOnMap, sameSpot, moreDots, tooNarrow
    case plainWorldFirst, plainRelative, plainRegionalCentre, plainRegional, plainOutside, plainSameSpot, plainCentre
    case noPins

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .worldTitle: ("World map of {0} places", "Wereldkaart van {0} plekken")
        case .worldTitleOne: ("World map of 1 place", "Wereldkaart van 1 plek")
        case .regionalTitle: ("Map of {0} around {1}", "Kaart van {0} rond {1}")
        case .keyEntry: ("{0} {1}", "{0} {1}")
        case .notOnMap: ("Not on this map: {0}", "Niet op deze kaart: {0}")
        case .sameSpot: ("At the same spot as another pin: {0}", "Op dezelfde plek als een andere speld: {0}")
        case .moreDots: ("• marks {0} more places.", "• markeert nog {0} plekken.")
        case .tooNarrow:
            ("The terminal is {0} columns wide; a map needs at least {1}. --plain describes the map in words instead.",
             "De terminal is {0} kolommen breed; een kaart heeft er minstens {1} nodig. --plain beschrijft de kaart in woorden.")
        case .plainWorldFirst: ("{0} is at {1}.", "{0} ligt op {1}.")
        case .plainRelative: ("{0} lies {1} {2} of {3}.", "{0} ligt {1} ten {2} van {3}.")
        case .plainRegionalCentre: ("The map is centred on {0}, at {1}, and shows {2} around it.", "De kaart heeft {0} als midden, op {1}, en toont {2} eromheen.")
        case .plainRegional: ("{0} lies {1} to the {2}.", "{0} ligt {1} naar het {2}.")
        case .plainOutside: ("{0} lies {1} to the {2}, beyond the edge of the map.", "{0} ligt {1} naar het {2}, buiten de rand van de kaart.")
        case .plainSameSpot: ("{0} is at the same spot as {1}.", "{0} ligt op dezelfde plek als {1}.")
        case .plainCentre: ("{0} is at the centre.", "{0} ligt in het midden.")
        case .noPins: ("There is nothing to put on the map.", "Er is niets om op de kaart te zetten.")
        }
    }
}
