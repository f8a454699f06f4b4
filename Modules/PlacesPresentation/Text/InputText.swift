/// Why typed or pasted coordinates were refused, and the prompts for empty fields.
package enum InputText: String, TextCatalog {
    case textAmbiguousGrouping, textAmbiguousName, textEmpty, textNotANumber, textUnexpected, textMissingLongitude, textTooMany, textAmbiguousComma
    case textSameAxis, textWrongHemisphereLatitude, textWrongHemisphereLongitude, textSignAndHemisphere
    case textMinutesOrSeconds, textFraction, textUnitsOrder, textLatitudeRange, textLongitudeRange, latitudeEmpty
    case longitudeEmpty

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .textAmbiguousGrouping:
            ("“{0}” can be read as more than one coordinate. Write degrees, minutes and seconds with ° ' \" or put a comma between the latitude and the longitude.",
             "“{0}” kan als meer dan één coördinaat worden gelezen. Schrijf graden, minuten en seconden met ° ' \" of zet een komma tussen breedtegraad en lengtegraad.")
        case .textAmbiguousName:
            ("It is not clear whether “{0}” belongs to the name or to the coordinates. If it is part of the name, put the name in quotes: \"{1}\".",
             "Het is niet duidelijk of “{0}” bij de naam of bij de coördinaten hoort. Hoort het bij de naam, zet de naam dan tussen aanhalingstekens: \"{1}\".")
        case .textEmpty: ("Enter a latitude and a longitude.", "Vul een breedtegraad en een lengtegraad in.")
        case .textNotANumber: ("“{0}” is not a number.", "“{0}” is geen getal.")
        case .textUnexpected: ("“{0}” is not part of a coordinate.", "“{0}” hoort niet bij een coördinaat.")
        case .textMissingLongitude:
            ("Only one value was found; give a latitude and a longitude.",
             "Er is maar één waarde gevonden; geef een breedtegraad en een lengtegraad.")
        case .textTooMany:
            ("More values were found than a latitude and a longitude.",
             "Er zijn meer waarden gevonden dan een breedtegraad en een lengtegraad.")
        case .textAmbiguousComma:
            ("“{0}” is ambiguous: the comma could be a decimal comma or a separator. Write 52.4 or 52, 4.",
             "“{0}” is dubbelzinnig: de komma kan een decimaalteken of een scheidingsteken zijn. Schrijf 52.4, of 52, 4 voor twee getallen.")
        case .textSameAxis:
            ("Both values are on the same axis. Use N or S for the latitude and E or W for the longitude.",
             "Beide waarden liggen op dezelfde as. Gebruik N of S voor de breedtegraad en E of W voor de lengtegraad.")
        case .textWrongHemisphereLatitude: ("{0} belongs to a longitude; a latitude takes N or S.", "{0} hoort bij een lengtegraad; een breedtegraad krijgt N of S.")
        case .textWrongHemisphereLongitude: ("{0} belongs to a latitude; a longitude takes E or W.", "{0} hoort bij een breedtegraad; een lengtegraad krijgt E of W.")
        case .textSignAndHemisphere:
            ("“{0}” has both a sign and a hemisphere letter; use one of them.",
             "“{0}” heeft zowel een teken als een halfrondletter; gebruik er één.")
        case .textMinutesOrSeconds: ("In “{0}”, minutes and seconds must be less than 60.", "In “{0}” moeten minuten en seconden kleiner zijn dan 60.")
        case .textFraction: ("In “{0}”, only the last part may have a fraction.", "In “{0}” mag alleen het laatste deel decimalen hebben.")
        case .textUnitsOrder:
            ("The units in “{0}” are out of order; write degrees, then minutes, then seconds.",
             "De eenheden in “{0}” staan in de verkeerde volgorde; schrijf graden, dan minuten, dan seconden.")
        case .textLatitudeRange: ("Latitude must be between -90 and 90 ({0} is not).", "De breedtegraad moet tussen -90 en 90 liggen ({0} niet).")
        case .textLongitudeRange: ("Longitude must be between -180 and 180 ({0} is not).", "De lengtegraad moet tussen -180 en 180 liggen ({0} niet).")
        case .latitudeEmpty: ("Enter a latitude.", "Vul een breedtegraad in.")
        case .longitudeEmpty: ("Enter a longitude.", "Vul een lengtegraad in.")
        }
    }
}
