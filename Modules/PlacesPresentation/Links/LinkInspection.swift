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
    /// What can be done with the link instead, for the front end to add after ``sentence`` and ``machineReason``.
    public let next: NextStep?
    /// The gazetteer's nearest place to the link's coordinates, when there are both.
    public let nearestPlace: NearestPlace?
    /// "That is 4.4 km from the centre of Amsterdam, The Netherlands.", when the gazetteer can place the link's
    /// coordinates. Not escaped.
    public let whereSentence: String?

    /// Inspects `link`.
    ///
    /// - Parameters:
    ///   - link: The link as given.
    ///   - language: The language of ``sentence``.
    ///   - gazetteer: Where the coordinates are in words, if available.
    public init(link: String, language: Language, gazetteer: (any Gazetteer)? = nil) {
        let localizer = Localizer(language: language)
        let messages = MessageFormatter(language: language)
        let labeler = PlaceLabeler(gazetteer: gazetteer, language: language)
        var request: PlacesLinkRequest?
        var machineReason: String?
        var next: NextStep?
        do {
            switch try WikipediaAppLink.received(link) {
            case .places(let parsed?):
                request = parsed
                sentence = localizer(LinkText.inspectValid(messages.request(parsed)))
            case .places(nil):
                // A Places link with no place opens the tab as it is.
                sentence = localizer(LinkText.inspectValid(localizer(LinkText.placesTabOnly)))
            case let appLink:
                // The app's other links are valid links to the app, though not Places requests.
                sentence = localizer(LinkText.inspectAppLink(what: messages.appLink(appLink)))
                next = .handleLink
            }
        } catch {
            sentence = localizer(LinkText.inspectRejected(reason: messages.linkRejection(error)))
            machineReason = MessageFormatter(language: .english).linkRejection(error)
            next = messages.linkRejectionStep(error)
        }
        self.request = request
        self.machineReason = machineReason
        self.next = next
        isValid = machineReason == nil
        let whereabouts = request?.coordinate.flatMap(labeler.sentenceAndNearest(for:))
        nearestPlace = whereabouts?.nearest
        whereSentence = whereabouts?.sentence
    }
}
