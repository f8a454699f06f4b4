public import PlacesDomain

extension MessageFormatter {
    /// What reads a link that is not a Places request: a `geo:` link's coordinates are read where a place is
    /// asked for.
    public func linkRejectionStep(_ rejection: PlacesLinkRejection) -> NextStep? {
        if case .unsupportedScheme(let scheme) = rejection, scheme.lowercased() == "geo" { return .readGeoLinks }
        return nil
    }

    /// Why a link is not a valid Places request.
    ///
    /// - Parameter rejection: The parser's first reason.
    /// - Returns: A sentence quoting the parameter that was wrong.
    public func linkRejection(_ rejection: PlacesLinkRejection) -> String {
        switch rejection {
        case .notALink: localizer(LinkText.linkNotALink)
        case .unsupportedScheme(let scheme): localizer(LinkText.linkUnsupportedScheme(Quoted(scheme)))
        case .wrongHost(let host): localizer(LinkText.linkWrongHost(Quoted(locator: host)))
        case .unexpectedPath(let path): localizer(LinkText.linkUnexpectedPath(Quoted(locator: path)))
        case .notAPlacesPage(let address): localizer(LinkText.linkNotAPlacesPage(Quoted(locator: address)))
        case .malformedEncoding(let parameter): localizer(LinkText.linkMalformedEncoding(parameter: Quoted(parameter)))
        case .duplicateParameter(let parameter): localizer(LinkText.linkDuplicate(parameter: Quoted(parameter)))
        case .conflictingCoordinates: localizer(LinkText.linkConflicting)
        case .emptyValue(let parameter): localizer(LinkText.linkEmptyValue(parameter: Quoted(parameter)))
        case .malformedNumber(let parameter, let value): localizer(LinkText.linkMalformedNumber(parameter: Quoted(parameter), value: Quoted(value)))
        case .malformedPair(let parameter, let value): localizer(LinkText.linkMalformedPair(parameter: Quoted(parameter), value: Quoted(value)))
        case .latitudeOutOfRange(let text): localizer(LinkText.linkLatitudeRange(Quoted(text)))
        case .longitudeOutOfRange(let text): localizer(LinkText.linkLongitudeRange(Quoted(text)))
        case .missingLatitude: localizer(LinkText.linkMissingLatitude)
        case .missingLongitude: localizer(LinkText.linkMissingLongitude)
        case .invalidArticleURL(let text): localizer(LinkText.linkInvalidArticle(Quoted(locator: text)))
        case .nothingToShow: localizer(LinkText.linkNothingToShow)
        case .unknownAppLink(let link): localizer(LinkText.linkUnknownAppLink(Quoted(locator: link)))
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
            return localizer(LinkText.placesAtArticleLabelled(coordinates: coordinates.string(for: coordinate), label: Quoted(label), title: Quoted(article.title)))
        case (let coordinate?, let label?, _):
            return localizer(LinkText.placesAtLabelled(coordinates: coordinates.string(for: coordinate), label: Quoted(label)))
        case (let coordinate?, nil, _):
            return localizer(LinkText.placesAt(coordinates: coordinates.string(for: coordinate)))
        case (nil, _, let article?):
            return localizer(LinkText.placesAtArticle(title: Quoted(article.title)))
        case (nil, _, nil):
            return localizer(LinkText.linkNothingToShow)
        }
    }

    /// What a link to the Wikipedia app opens, as a phrase: "the article “Foo” on en.wikipedia.org", "the app's
    /// Explore feed".
    public func appLink(_ link: WikipediaAppLink) -> String {
        switch link {
        case .places(let request?): self.request(request)
        case .places(nil): localizer(LinkText.placesTabOnly)
        case .article(let article, let site): localizer(LinkText.appArticle(title: Quoted(article.title), host: site.host))
        case .search(let query, _): localizer(LinkText.appSearch(query.map { Quoted($0) }))
        case .screen(let screen): localizer(LinkText.appScreen(screen))
        }
    }
}
