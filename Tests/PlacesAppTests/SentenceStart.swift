import Foundation
import PlacesPresentation

/// What a sentence says before its first parameter. A test that waits for a sentence on a screen, where the
/// parameters vary, takes the sentence's start from its catalog case, so a change of wording changes the catalog
/// and the golden files alone.
enum SentenceStart {
    /// The stand-in to pass for every parameter.
    static let parameter = "·"

    /// `sentence` up to the first ``parameter``, without the space before it.
    static func of(_ sentence: String) -> String {
        let end = sentence.range(of: parameter)?.lowerBound ?? sentence.endIndex
        return sentence[..<end].trimmingCharacters(in: .whitespaces)
    }

    /// "Map WIDTH across, around", the start of a regional map's title.
    static func mapTitle(width: String) -> String {
        of(MapText.regionalTitle(width: width, centre: Quoted(parameter)).english)
    }

    /// "Map", the first word of every regional map's title.
    static let regionalMap = of(MapText.regionalTitle(width: parameter, centre: Quoted(parameter)).english)

    /// "Wikipedia articles within", the start of the heading of a list of articles.
    static let nearbyHeading = of(ArticleText.nearbyHeading(radius: parameter, place: Quoted(parameter)).english)

    /// "Wikipedia has no articles within", the start of the sentence that there are none.
    static let nearbyNone = of(ArticleText.nearbyNone(radius: parameter, place: Quoted(parameter)).english)
}
