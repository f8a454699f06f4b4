public import PlacesDomain

/// What a receiving app would do with a link, in words: the outcome of `inspect`.
public struct LinkInspection: Equatable, Sendable {
    /// The request, when the link is valid and names a place or an article.
    public let request: PlacesLinkRequest?
    /// Whether a receiving app would accept the link: a request, or the Places tab with no place
    /// (`wikipedia://places`).
    public let isValid: Bool
    /// "Valid: Places tab at …", "Valid: the Places tab, with no place to centre on." or "Rejected: …", in the
    /// chosen language.
    public let sentence: String
    /// Why the link was rejected, always in English, for machine-readable output that must not change with the
    /// language; `nil` for a valid link.
    public let machineReason: String?
    /// The gazetteer's nearest place to the link's coordinates, when there are both.
    public let nearestPlace: NearestPlace?
    /// "That is 350 m from Amsterdam, Netherlands.", when there is a nearest place. Not escaped.
    public let whereSentence: String?

    /// Inspects `link`.
    ///
    /// - Parameters:
    ///   - link: The link as given.
    ///   - language: The language of ``sentence``.
    ///   - gazetteer: Where the coordinates are in words, if available.
    public init(link: String, language: Language, gazetteer: (any Gazetteer)? = nil) {
        let localizer = Localizer(language: language)
        do {
            let request = try PlacesLinkParser.parse(link)
            self.request = request
            sentence = localizer(LinkText.inspectValid(MessageFormatter(language: language).request(request)))
            machineReason = nil
            let labeler = PlaceLabeler(gazetteer: gazetteer, language: language)
            nearestPlace = request.coordinate.flatMap(labeler.nearest(to:))
            whereSentence = nearestPlace.map(labeler.sentence(for:))
            isValid = true
        } catch {
            request = nil
            nearestPlace = nil
            whereSentence = nil
            // A Places link with no place opens the tab as it is; the app's other links are not Places requests.
            if case .places(nil)? = try? WikipediaAppLink.parse(link) {
                sentence = localizer(LinkText.inspectValid(localizer(LinkText.placesTabOnly)))
                machineReason = nil
                isValid = true
            } else {
                sentence = localizer(LinkText.inspectRejected(reason: MessageFormatter(language: language).linkRejection(error)))
                machineReason = MessageFormatter(language: .english).linkRejection(error)
                isValid = false
            }
        }
    }
}
