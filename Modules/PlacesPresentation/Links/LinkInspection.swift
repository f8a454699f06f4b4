public import PlacesDomain

/// What a receiving app would do with a link, in words: the outcome of `inspect`.
public struct LinkInspection: Equatable, Sendable {
    /// The request, when the link is valid.
    public let request: PlacesLinkRequest?
    /// "Valid: Places tab at …" or "Rejected: …", in the chosen language.
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
            sentence = localizer(LinkText.inspectValid, MessageFormatter(language: language).request(request))
            machineReason = nil
            let labeler = PlaceLabeler(gazetteer: gazetteer, language: language)
            nearestPlace = request.coordinate.flatMap(labeler.nearest(to:))
            whereSentence = request.coordinate.flatMap(labeler.label(for:)).map { localizer(PlaceText.thatIs, $0) }
        } catch {
            request = nil
            sentence = localizer(LinkText.inspectRejected, MessageFormatter(language: language).linkRejection(error))
            machineReason = MessageFormatter(language: .english).linkRejection(error)
            nearestPlace = nil
            whereSentence = nil
        }
    }

    /// Whether a receiving app would accept the link.
    public var isValid: Bool { request != nil }
}
