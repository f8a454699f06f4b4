/// The built-in gazetteer's words: where a coordinate is, places found by name, and choosing between namesakes.
package enum PlaceText: Message {
    case distanceFrom(distance: String, place: Quoted)
    /// A point within the place's reach: it is taken to be in that town or city.
    case distanceFromCentre(distance: String, place: Quoted)
    /// A label naming a place in another country than the point's, which it must then say.
    case inCountry(label: String, country: Quoted)
    /// A gazetteer place found by another of its names: that name, then the place.
    case foundAs(name: Quoted, label: String)
    case unnamedNear(label: String)
    case thatIs(label: String)
    case fromGazetteer(place: String)
    /// The location of the list a name was found as.
    case fromList(place: Quoted, number: Int)
    case otherName(Quoted, place: String, number: Int)
    case couldBe(Quoted, count: Int)
    case chooseCancelled
    case chooseInvalid(Quoted, count: Int)
    case narrowDown(example: Quoted)
    case nothingMatches(Quoted)
    case whereNone(Quoted)
    case plainPlace(label: String, population: Int, coordinates: String)
    case plainPlaceFoundAs(label: String, name: Quoted, population: Int, coordinates: String)

    package var english: String {
        switch self {
        case .distanceFrom(let distance, let place): "\(distance) from \(place)"
        case .distanceFromCentre(let distance, let place): "\(distance) from the centre of \(place)"
        case .inCountry(let label, let country): "\(label), in \(country)"
        case .foundAs(let name, let label): "\(name) → \(label)"
        case .unnamedNear(let label): "Unnamed location, \(label)"
        case .thatIs(let label): "That is \(label)."
        case .fromGazetteer(let place): "\(place) — from the built-in gazetteer."
        case .fromList(let place, let number): "#\(number) \(place), from the list."
        case .otherName(let typed, let place, let number): "“\(typed)” is another name of \(place), #\(number):"
        case .couldBe(let typed, let count): "“\(typed)” could be \(Language.english.grouped(count)) places:"
        case .chooseCancelled: "Nothing was chosen."
        case .chooseInvalid(let typed, let count): "“\(typed)” is not one of the numbers 1 to \(count)."
        case .narrowDown(let example): "Say which: add a country or US state after a comma, as in “\(example)”."
        case .nothingMatches(let typed): "Neither the list nor the built-in gazetteer has a place called “\(typed)”."
        case .whereNone(let typed): "No place in the built-in gazetteer matches “\(typed)”."
        case .plainPlace(let label, let population, let coordinates):
            "\(label), population \(Language.english.grouped(population)), \(coordinates)."
        case .plainPlaceFoundAs(let label, let name, let population, let coordinates):
            "\(label), also called \(name), population \(Language.english.grouped(population)), \(coordinates)."
        }
    }

    package var dutch: String {
        switch self {
        case .distanceFrom(let distance, let place): "\(distance) van \(place)"
        case .distanceFromCentre(let distance, let place): "\(distance) van het centrum van \(place)"
        case .inCountry(let label, let country): "\(label), in \(country)"
        case .foundAs(let name, let label): "\(name) → \(label)"
        case .unnamedNear(let label): "Naamloze locatie, \(label)"
        case .thatIs(let label): "Dat is \(label)."
        case .fromGazetteer(let place): "\(place) — uit het ingebouwde plaatsenregister."
        case .fromList(let place, let number): "#\(number) \(place), uit de lijst."
        case .otherName(let typed, let place, let number): "“\(typed)” is een andere naam van \(place), #\(number):"
        case .couldBe(let typed, let count): "“\(typed)” kan \(Language.dutch.grouped(count)) plaatsen zijn:"
        case .chooseCancelled: "Er is niets gekozen."
        case .chooseInvalid(let typed, let count): "“\(typed)” is geen van de nummers 1 tot en met \(count)."
        case .narrowDown(let example): "Zeg welke: zet er een land of Amerikaanse staat achter, na een komma, zoals “\(example)”."
        case .nothingMatches(let typed): "De lijst noch het ingebouwde plaatsenregister heeft een plek die “\(typed)” heet."
        case .whereNone(let typed): "Geen enkele plek in het ingebouwde plaatsenregister past bij “\(typed)”."
        case .plainPlace(let label, let population, let coordinates):
            "\(label), \(Language.dutch.grouped(population)) inwoners, \(coordinates)."
        case .plainPlaceFoundAs(let label, let name, let population, let coordinates):
            "\(label), ook \(name) genoemd, \(Language.dutch.grouped(population)) inwoners, \(coordinates)."
        }
    }
}
