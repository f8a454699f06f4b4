/// Why typed or pasted coordinates were refused, and the prompts for empty fields.
package enum InputText: Message {
    case textAmbiguousGrouping(Quoted)
    case textAmbiguousName(word: Quoted, name: Quoted)
    case textEmpty
    case textNumberAsName(Quoted)
    case textNotANumber(Quoted)
    case textUnexpected(Quoted)
    case textMissingLongitude
    /// One value with its hemisphere letter, as written (`23°25'N`), and whether it is a latitude.
    case textLoneHalf(Quoted, isLatitude: Bool)
    /// Numbers that may be degrees, minutes and seconds or the end of a name, and the name they would end.
    case textAmbiguousNameNumbers(numbers: Quoted, name: Quoted)
    case textMissingMark(Quoted)
    case textMissingDegrees(Quoted)
    case textTooMany
    case textAmbiguousComma(Quoted)
    case textSameAxis
    case textWrongHemisphere(letter: Quoted, forLatitude: Bool)
    case textSignAndHemisphere(Quoted)
    case textMinutesOrSeconds(Quoted)
    case textFraction(Quoted)
    case textUnitsOrder(Quoted)
    case textLatitudeRange(Quoted)
    case textLongitudeRange(Quoted)
    case latitudeEmpty
    case longitudeEmpty

    package var english: String {
        switch self {
        case .textAmbiguousGrouping(let text):
            "“\(text)” can be read as more than one coordinate. Write degrees, minutes and seconds with ° ' \" or put a comma between the latitude and the longitude."
        case .textAmbiguousName(let word, let name):
            "It is not clear whether “\(word)” belongs to the name or to the coordinates. If it is part of the name, put the name in quotes: \"\(name)\"."
        case .textEmpty: "Enter a latitude and a longitude."
        case .textNumberAsName(let number):
            "“\(number)” before the coordinates would be a name that is only a number, and a number means a location of the list; give the place a name with a word in it, or leave the number out."
        case .textNotANumber(let text): "“\(text)” is not a number."
        case .textUnexpected(let text): "“\(text)” is not part of a coordinate."
        case .textMissingLongitude: "Only one value was found; give a latitude and a longitude."
        case .textLoneHalf(let text, true): "“\(text)” is a latitude on its own; give a longitude after it."
        case .textLoneHalf(let text, false): "“\(text)” is a longitude on its own; give a latitude before it."
        case .textAmbiguousNameNumbers(let numbers, let name):
            "It is not clear whether “\(numbers)” is degrees, minutes and seconds, or the end of the name and a coordinate. Write degrees, minutes and seconds with ° ' \" or with a hemisphere letter after each value (52 21 17 N 4 50 2 E); if the numbers belong to the name, put the name in quotes: \"\(name)\"."
        case .textMissingMark(let text): "In “\(text)”, a number has no mark; write ' after minutes and \" after seconds."
        case .textMissingDegrees(let text): "“\(text)” has minutes or seconds but no degrees; write the degrees first, as in 52°21'N."
        case .textTooMany: "More values were found than a latitude and a longitude."
        case .textAmbiguousComma(let text): "“\(text)” is ambiguous: the comma could be a decimal comma or a separator. Write 52.4 or 52, 4."
        case .textSameAxis: "Both values are on the same axis. Use N or S for the latitude and E or W for the longitude."
        case .textWrongHemisphere(let letter, true): "\(letter) belongs to a longitude; a latitude takes N or S."
        case .textWrongHemisphere(let letter, false): "\(letter) belongs to a latitude; a longitude takes E or W."
        case .textSignAndHemisphere(let text): "“\(text)” has both a sign and a hemisphere letter; use one of them."
        case .textMinutesOrSeconds(let text): "In “\(text)”, minutes and seconds must be less than 60."
        case .textFraction(let text): "In “\(text)”, only the last part may have a fraction."
        case .textUnitsOrder(let text): "In “\(text)”, a mark (° ' \") has no number of its own; write each number before its mark: 52°21'17\"."
        case .textLatitudeRange(let value): "Latitude must be between -90 and 90 (\(value) is not)."
        case .textLongitudeRange(let value): "Longitude must be between -180 and 180 (\(value) is not)."
        case .latitudeEmpty: "Enter a latitude."
        case .longitudeEmpty: "Enter a longitude."
        }
    }

    package var dutch: String {
        switch self {
        case .textAmbiguousGrouping(let text):
            "“\(text)” kan als meer dan één coördinaat worden gelezen. Schrijf graden, minuten en seconden met ° ' \" of zet een komma tussen breedtegraad en lengtegraad."
        case .textAmbiguousName(let word, let name):
            "Het is niet duidelijk of “\(word)” bij de naam of bij de coördinaten hoort. Hoort het bij de naam, zet de naam dan tussen aanhalingstekens: \"\(name)\"."
        case .textEmpty: "Vul een breedtegraad en een lengtegraad in."
        case .textNumberAsName(let number):
            "“\(number)” voor de coördinaten zou een naam zijn die alleen een getal is, en een getal betekent een locatie uit de lijst; geef de plek een naam met een woord erin, of laat het getal weg."
        case .textNotANumber(let text): "“\(text)” is geen getal."
        case .textUnexpected(let text): "“\(text)” hoort niet bij een coördinaat."
        case .textMissingLongitude: "Er is maar één waarde gevonden; geef een breedtegraad en een lengtegraad."
        case .textLoneHalf(let text, true): "“\(text)” is alleen een breedtegraad; geef er een lengtegraad achter."
        case .textLoneHalf(let text, false): "“\(text)” is alleen een lengtegraad; geef er een breedtegraad vóór."
        case .textAmbiguousNameNumbers(let numbers, let name):
            "Het is niet duidelijk of “\(numbers)” graden, minuten en seconden zijn, of het einde van de naam en een coördinaat. Schrijf graden, minuten en seconden met ° ' \" of met een halfrondletter na elke waarde (52 21 17 N 4 50 2 E); horen de getallen bij de naam, zet de naam dan tussen aanhalingstekens: \"\(name)\"."
        case .textMissingMark(let text): "In “\(text)” heeft een getal geen teken; schrijf ' na minuten en \" na seconden."
        case .textMissingDegrees(let text): "“\(text)” heeft minuten of seconden maar geen graden; schrijf eerst de graden, zoals in 52°21'N."
        case .textTooMany: "Er zijn meer waarden gevonden dan een breedtegraad en een lengtegraad."
        case .textAmbiguousComma(let text):
            "“\(text)” is dubbelzinnig: de komma kan een decimaalteken of een scheidingsteken zijn. Schrijf 52.4, of 52, 4 voor twee getallen."
        case .textSameAxis: "Beide waarden liggen op dezelfde as. Gebruik N of S voor de breedtegraad en E of W voor de lengtegraad."
        case .textWrongHemisphere(let letter, true): "\(letter) hoort bij een lengtegraad; een breedtegraad krijgt N of S."
        case .textWrongHemisphere(let letter, false): "\(letter) hoort bij een breedtegraad; een lengtegraad krijgt E of W."
        case .textSignAndHemisphere(let text): "“\(text)” heeft zowel een teken als een halfrondletter; gebruik er één."
        case .textMinutesOrSeconds(let text): "In “\(text)” moeten minuten en seconden kleiner zijn dan 60."
        case .textFraction(let text): "In “\(text)” mag alleen het laatste deel decimalen hebben."
        case .textUnitsOrder(let text): "In “\(text)” heeft een teken (° ' \") geen eigen getal; schrijf elk getal vóór zijn teken: 52°21'17\"."
        case .textLatitudeRange(let value): "De breedtegraad moet tussen -90 en 90 liggen (\(value) niet)."
        case .textLongitudeRange(let value): "De lengtegraad moet tussen -180 en 180 liggen (\(value) niet)."
        case .latitudeEmpty: "Vul een breedtegraad in."
        case .longitudeEmpty: "Vul een lengtegraad in."
        }
    }
}
