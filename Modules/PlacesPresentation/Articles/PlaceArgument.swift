import PlacesDomain

/// What the person named as the place to look around (`nearby`'s argument): a place already, a location of the list
/// still to be found, or something that cannot be one.
public enum PlaceArgument: Equatable, Sendable {
    /// Coordinates, with a name when one was typed, or a `wikipedia://places` link's place.
    case place(ArticlePlace)
    /// A number (`3`, `#3`) or a name, to find in the list. `coordinateProblem` is why the text is not coordinates
    /// either, when it looked like some: the sentence to add when the list has no such location.
    case location(String, coordinateProblem: String?)
    /// A reference to an article of the last list (`@3`): its place, to find through ``ArticlesViewModel``.
    case article(reference: String)
    /// A link a receiving app would reject, or one without coordinates: the sentence that says so.
    case rejected(message: String)

    /// Reads the place in `words`, without the list: a link, then an article reference, then a number, then
    /// coordinates (every format `add` reads, with an optional name in front), then a name.
    ///
    /// - Parameters:
    ///   - words: The argument's words as typed; a quoted name is one word.
    ///   - language: The language of the sentences.
    /// - Returns: What the words name.
    public static func reading(_ words: [String], language: Language) -> PlaceArgument {
        let text = Location.normalizedName(words.joined(separator: " ")) ?? ""
        let messages = MessageFormatter(language: language)
        let localizer = Localizer(language: language)
        let lowered = text.lowercased()
        if words.count == 1, ["wikipedia:", "http://", "https://"].contains(where: lowered.hasPrefix) {
            let request: PlacesLinkRequest
            do {
                request = try PlacesLinkParser.parse(text)
            } catch {
                return .rejected(message: localizer(LinkText.inspectRejected(reason: messages.linkRejection(error))))
            }
            guard let coordinate = request.coordinate else {
                return .rejected(message: localizer(ArticleText.linkWithoutPlace(title: quotedIfSpaced(request.article?.title ?? ""))))
            }
            return .place(ArticlePlace(coordinate: coordinate, label: request.label))
        }
        if words.count == 1, ArticleTarget.referenceNumber(text) != nil {
            return .article(reference: text)
        }
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return .location(text, coordinateProblem: nil)
        }
        do {
            let named = try CoordinateTextParser.namedCoordinate(fromWords: words)
            return .place(ArticlePlace(coordinate: named.coordinate, label: named.name))
        } catch .empty {
            return .location(text, coordinateProblem: nil)
        } catch {
            return .location(text, coordinateProblem: messages.coordinateText(error))
        }
    }

    /// A title as a command's argument: quoted when it has spaces.
    private static func quotedIfSpaced(_ title: String) -> String {
        title.contains(" ") ? "\"\(title)\"" : title
    }
}
