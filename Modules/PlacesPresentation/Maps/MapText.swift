package import PlacesDomain

/// What maps say beside the picture: titles, the key, the scale, and the sentences that stand in for the picture.
package enum MapText: Message {
    case worldTitle(pins: Int)
    /// A regional map's title: its width, east to west ("10 km across"), never "within", which is a radius.
    case regionalTitle(width: String, centre: Quoted)
    case keyEntry(symbol: String, name: Quoted)
    /// A cluster's mark and the pins it stands for.
    case keyCluster(symbol: String, names: [Quoted])
    /// The centre mark, where no pin is.
    case keyCentre(symbol: Character, name: Quoted)
    /// The mark of the place a map is about, where no pin is, when the map was moved so that it is not the centre.
    case keyPlace(symbol: Character, name: Quoted)
    /// Pins outside the map, each with how far away it lies and which way, when the map has a centre.
    case notOnMap([(name: Quoted, away: String?)])
    /// Pins drawn a cell aside from where they are, so that no two marks touch.
    case drawnApart([Quoted])
    case moreDots(Int)
    case plainWorldFirst(name: Quoted, coordinates: String)
    case plainRelative(name: Quoted, distance: String, direction: String, from: Quoted)
    /// A place that shows as 0 m from the first one: no distance, no direction.
    case plainSameSpot(name: Quoted, as: Quoted)
    case plainRegionalCentre(name: Quoted, coordinates: String, width: String)
    case plainRegional(name: Quoted, distance: String, direction: String, onMap: Bool)
    case plainCentre(name: Quoted)
    case noPins
    /// The credit of a map with streets from OpenStreetMap.
    case streetCredit
    /// Streets were asked for but none could be had, and none were saved: why.
    case streetsUnavailable(StreetMapFailure)
    /// The nearest named streets, in words.
    case plainStreets([(name: Quoted, distance: String)])
    /// The nearest named water, in words.
    case plainWater([(name: Quoted, distance: String)])

    package var english: String {
        switch self {
        case .worldTitle(1): "World map of 1 place"
        case .worldTitle(let pins): "World map of \(Language.english.grouped(pins)) places"
        case .regionalTitle(let width, let centre): "Map \(width) across, around \(centre)"
        case .keyEntry(let symbol, let name): "\(symbol) \(name)"
        case .keyCluster(let symbol, let names): "\(symbol) \(names.count) pins too close to draw apart here: \(Quoted.joined(names))"
        case .keyCentre(let symbol, let name): "\(symbol) the centre: \(name)"
        case .keyPlace(let symbol, let name): "\(symbol) the place: \(name)"
        case .notOnMap(let pins): "Not on this map: \(Self.list(pins))"
        case .drawnApart(let names): "Drawn a cell aside so that no two marks touch: \(Quoted.joined(names))"
        case .moreDots(let count): "• marks \(Language.english.grouped(count)) more places."
        case .plainWorldFirst(let name, let coordinates): "\(name) is at \(coordinates)."
        case .plainRelative(let name, let distance, let direction, let from): "\(name) lies \(distance) \(direction) of \(from)."
        case .plainSameSpot(let name, let other): "\(name) is at the same spot as \(other)."
        case .plainRegionalCentre(let name, let coordinates, let width):
            "The map is centred on \(name), at \(coordinates), and is \(width) across."
        case .plainRegional(let name, let distance, let direction, true): "\(name) lies \(distance) to the \(direction)."
        case .plainRegional(let name, let distance, let direction, false):
            "\(name) lies \(distance) to the \(direction), beyond the edge of the map."
        case .plainCentre(let name): "\(name) is at the centre."
        case .noPins: "There is nothing to put on the map."
        case .streetCredit: "Streets © OpenStreetMap contributors"
        case .streetsUnavailable(let failure): "No streets: \(Self.englishReason(failure)) and none are saved; land and water only."
        case .plainStreets(let streets): "The nearest streets: \(Self.named(streets))."
        case .plainWater(let water): "The nearest water: \(Self.named(water))."
        }
    }

    package var dutch: String {
        switch self {
        case .worldTitle(1): "Wereldkaart van 1 plek"
        case .worldTitle(let pins): "Wereldkaart van \(Language.dutch.grouped(pins)) plekken"
        case .regionalTitle(let width, let centre): "Kaart \(width) breed, rond \(centre)"
        case .keyEntry(let symbol, let name): "\(symbol) \(name)"
        case .keyCluster(let symbol, let names): "\(symbol) \(names.count) spelden te dicht bijeen om hier apart te tekenen: \(Quoted.joined(names))"
        case .keyCentre(let symbol, let name): "\(symbol) het midden: \(name)"
        case .keyPlace(let symbol, let name): "\(symbol) de plek: \(name)"
        case .notOnMap(let pins): "Niet op deze kaart: \(Self.list(pins))"
        case .drawnApart(let names): "Een vakje opzij getekend zodat geen twee tekens elkaar raken: \(Quoted.joined(names))"
        case .moreDots(let count): "• markeert nog \(Language.dutch.grouped(count)) plekken."
        case .plainWorldFirst(let name, let coordinates): "\(name) ligt op \(coordinates)."
        case .plainRelative(let name, let distance, let direction, let from): "\(name) ligt \(distance) ten \(direction) van \(from)."
        case .plainSameSpot(let name, let other): "\(name) ligt op dezelfde plek als \(other)."
        case .plainRegionalCentre(let name, let coordinates, let width):
            "De kaart heeft \(name) als midden, op \(coordinates), en is \(width) breed."
        case .plainRegional(let name, let distance, let direction, true): "\(name) ligt \(distance) naar het \(direction)."
        case .plainRegional(let name, let distance, let direction, false):
            "\(name) ligt \(distance) naar het \(direction), buiten de rand van de kaart."
        case .plainCentre(let name): "\(name) ligt in het midden."
        case .noPins: "Er is niets om op de kaart te zetten."
        case .streetCredit: "Straten © OpenStreetMap-bijdragers"
        case .streetsUnavailable(let failure): "Geen straten: \(Self.dutchReason(failure)) en er zijn er geen bewaard; alleen land en water."
        case .plainStreets(let streets): "De dichtstbijzijnde straten: \(Self.named(streets))."
        case .plainWater(let water): "Het dichtstbijzijnde water: \(Self.named(water))."
        }
    }

    /// Why a map has no streets, as the middle of a sentence. A server's own error text is not repeated: it is
    /// untrusted and says nothing a person can act on.
    private static func englishReason(_ failure: StreetMapFailure) -> String {
        switch failure {
        case .unreachable: "the map server could not be reached"
        case .timedOut: "the map server did not answer in time"
        case .refused(429), .refused(503): "the map server is busy"
        case .refused(let status): "the map server answered with HTTP status \(status)"
        case .serverError: "the map server failed to answer (an error of its own)"
        case .tooLarge: "the map server's answer was too large"
        case .invalidAnswer: "the map server's answer was not a map"
        case .cancelled: "the question was stopped"
        }
    }

    private static func dutchReason(_ failure: StreetMapFailure) -> String {
        switch failure {
        case .unreachable: "de kaartserver was niet bereikbaar"
        case .timedOut: "de kaartserver antwoordde niet op tijd"
        case .refused(429), .refused(503): "de kaartserver is overbelast"
        case .refused(let status): "de kaartserver antwoordde met HTTP-status \(status)"
        case .serverError: "de kaartserver kon niet antwoorden (een eigen fout)"
        case .tooLarge: "het antwoord van de kaartserver was te groot"
        case .invalidAnswer: "het antwoord van de kaartserver was geen kaart"
        case .cancelled: "de vraag is gestopt"
        }
    }

    /// "Mannerheimintie (40 m), Kaivokatu (120 m)".
    private static func named(_ items: [(name: Quoted, distance: String)]) -> String {
        items.map { "\($0.name) (\($0.distance))" }.joined(separator: ", ")
    }

    /// "#2 Mumbai (6376 km W), #3 Copenhagen (8589 km NW)".
    private static func list(_ pins: [(name: Quoted, away: String?)]) -> String {
        pins.map { pin in pin.away.map { "\(pin.name) (\($0))" } ?? pin.name.description }.joined(separator: ", ")
    }
}
