public import PlacesDomain

extension MessageFormatter {
    /// Why a link is not a valid Places request.
    ///
    /// - Parameter rejection: The parser's first reason.
    /// - Returns: A sentence quoting the parameter that was wrong.
    public func linkRejection(_ rejection: PlacesLinkRejection) -> String {
        switch rejection {
        case .notALink: localizer(LinkText.linkNotALink)
        case .unsupportedScheme(let scheme): localizer(LinkText.linkUnsupportedScheme(scheme))
        case .wrongHost(let host): localizer(LinkText.linkWrongHost(host))
        case .unexpectedPath(let path): localizer(LinkText.linkUnexpectedPath(path))
        case .notAPlacesPage(let address): localizer(LinkText.linkNotAPlacesPage(address))
        case .malformedEncoding(let parameter): localizer(LinkText.linkMalformedEncoding(parameter: parameter))
        case .duplicateParameter(let parameter): localizer(LinkText.linkDuplicate(parameter: parameter))
        case .conflictingCoordinates: localizer(LinkText.linkConflicting)
        case .emptyValue(let parameter): localizer(LinkText.linkEmptyValue(parameter: parameter))
        case .malformedNumber(let parameter, let value): localizer(LinkText.linkMalformedNumber(parameter: parameter, value: value))
        case .malformedPair(let parameter, let value): localizer(LinkText.linkMalformedPair(parameter: parameter, value: value))
        case .latitudeOutOfRange(let text): localizer(LinkText.linkLatitudeRange(text))
        case .longitudeOutOfRange(let text): localizer(LinkText.linkLongitudeRange(text))
        case .missingLatitude: localizer(LinkText.linkMissingLatitude)
        case .missingLongitude: localizer(LinkText.linkMissingLongitude)
        case .invalidArticleURL(let text): localizer(LinkText.linkInvalidArticle(text))
        case .nothingToShow: localizer(LinkText.linkNothingToShow)
        case .unknownAppLink(let link): localizer(LinkText.linkUnknownAppLink(link))
        }
    }

    /// What the Places tab would show for a valid link: "Places tab at 52.3547° N, 4.8339° E, labelled Amsterdam".
    ///
    /// - Parameter request: A parsed link.
    /// - Returns: A phrase without a final full stop.
    public func request(_ request: PlacesLinkRequest) -> String {
        let coordinates = CoordinateFormatter(language: localizer.language)
        switch (request.coordinate, request.label, request.article) {
        case (let coordinate?, let label?, let article?) where label != article.title || request.name != nil:
            return localizer(LinkText.placesAtArticleLabelled(coordinates: coordinates.string(for: coordinate), label: label, title: article.title))
        case (let coordinate?, let label?, _):
            return localizer(LinkText.placesAtLabelled(coordinates: coordinates.string(for: coordinate), label: label))
        case (let coordinate?, nil, _):
            return localizer(LinkText.placesAt(coordinates: coordinates.string(for: coordinate)))
        case (nil, _, let article?):
            return localizer(LinkText.placesAtArticle(title: article.title))
        case (nil, _, nil):
            return localizer(LinkText.linkNothingToShow)
        }
    }
}
