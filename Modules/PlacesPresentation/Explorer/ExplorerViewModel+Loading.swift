import PlacesDomain

extension ExplorerViewModel {
    /// Searches the area around the place explored, the first thing a front end does, and says which location of the
    /// list it is when it is one.
    public func start() async {
        await loadSavedPins()
        await searchThisArea()
        tellFirst(lookup.listOrigin(of: centre))
    }

    /// Asks for the articles around the centre of the map, within half its width (10 to 10,000 metres), and shows
    /// them, the map fitted to them. A failure is said and the articles shown before stay; a saved answer shown in
    /// its place is said with its age.
    public func searchThisArea() async {
        let halfWidth = (viewport.width ?? .infinity) / 2
        let radius = Int(min(Double(NearbyQuery.radii.upperBound), max(Double(NearbyQuery.radii.lowerBound), halfWidth)).rounded())
        guard let query = NearbyQuery(centre: mapCentre, radius: radius, limit: Self.articleLimit) else { return }
        // Around the place explored while the map is centred on it; else around the map's own centre, which the
        // place explored becomes.
        if mapCentre != centre.coordinate { move(to: Place(coordinate: mapCentre, name: nil, origin: .coordinates)) }
        let place = centre
        let generation = begin(.articles, localizer(ArticleText.asking(host: articles.site.host)))
        let state = await articles.loadNearby(around: place, query: query)
        // Cancelled because a newer search began (a front end cancels the one before): its answer, or the failure
        // the cancellation made, is not this view's to show.
        guard finish(.articles, generation), !Task.isCancelled else { return }
        switch state {
        case .loaded(let loaded):
            show(loaded, radius: Double(radius))
            tell(.notice, loaded.notices.isEmpty ? nil : loaded.notices.map(\.message).joined(separator: " "))
        case .failed(let message):
            tell(.failure, message)
        case .idle, .loading:
            break
        }
    }

    /// Submits what is open: finds the place typed, chooses the candidate whose number is typed, shows the selected
    /// article's summary, or closes the summary shown.
    public func submit() async {
        switch panel {
        case .finding(let words):
            await find(words)
        case .choosing(let choice, let typed):
            switch choice.answer(typed) {
            case .chosen(let place):
                move(to: place)
                tell(.notice, nil)
                await searchThisArea()
            case .none(let message):
                setPanel(.none)
                tell(.notice, message)
            case .invalid(let message):
                setPanel(.choosing(choice, typed: ""))
                tell(.failure, message)
            }
        case .summary, .article:
            setPanel(.none)
        case .none, .keys:
            await showSummary()
        }
    }

    /// The list, loaded first if it is not; `nil` when it cannot be had.
    func catalog() async -> LocationCatalog? {
        if !locations.isLoaded { await locations.load(from: feed) }
        if case .failed = locations.state { return nil }
        return locations.catalog
    }

    /// Finds the place `words` name, as every command does (the list, coordinates, links, the gazetteer), and goes
    /// there; between namesakes it asks "which one?" in a panel.
    private func find(_ text: String) async {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        setPanel(.none)
        guard !words.isEmpty else { return }
        let generation = begin(.place, localizer(ExplorerText.finding(Quoted(text))))
        let found = await lookup.lookUp(words, accepting: .all, catalog: lookup.needsList(words, accepting: .all) ? await catalog() : nil)
        guard finish(.place, generation), !Task.isCancelled else { return }
        switch found {
        case .found(let place, let found):
            let note = found ?? lookup.whichLocation(place, typed: words)
            move(to: place)
            tell(.notice, note)
            await searchThisArea()
            tellFirst(note)
        case .choose(let choice):
            tell(.notice, nil)
            setPanel(.choosing(choice, typed: ""))
        case .severalLocations(let message, let rows):
            tell(.failure, message + " " + rows.map { "#\($0.number) \($0.title)" }.joined(separator: ", "))
        case .failed(let message, _), .unavailable(let message), .invalid(let message):
            tell(.failure, message)
        }
    }

    /// Tells `note` — where the place explored came from — before what the search had to say, unless it failed.
    private func tellFirst(_ note: String?) {
        guard let note, status?.kind != .failure else { return }
        tell(.notice, ([note] + (status?.sentence.map { [$0] } ?? [])).joined(separator: " "))
    }

    /// Shows the selected article's summary in the panel, or says that nothing is selected.
    public func showSummary() async {
        guard let row = selectedRow, let list else {
            tell(.failure, ExplorerStatus.Message.nothingSelected)
            return
        }
        let target = ArticleTarget(title: row.article.title, site: list.site, number: row.number, listed: row.article)
        setPanel(.summary(.loading))
        let generation = begin(.summary, localizer(ExplorerText.reading(title: Quoted(row.article.title))))
        let state = await articles.loadCard(for: target)
        // Closed, or another article selected, while it was read: not shown.
        guard finish(.summary, generation), !Task.isCancelled, case .summary = panel, selectedRow == row else { return }
        setPanel(.summary(state))
    }

    /// Shows the selected article whole in the panel, to scroll through; closes it when it is shown; says that
    /// nothing is selected.
    public func readSelected() async {
        if case .article = panel {
            setPanel(.none)
            return
        }
        guard let row = selectedRow, let list, let reader else {
            tell(.failure, ExplorerStatus.Message.nothingSelected)
            return
        }
        let target = ArticleTarget(title: row.article.title, site: list.site, number: row.number, listed: row.article)
        setPanel(.article(.loading))
        let generation = begin(.article, localizer(ExplorerText.reading(title: Quoted(row.article.title))))
        let state = await reader.load(target)
        // Closed, or another article selected, while it was read: not shown.
        guard finish(.article, generation), !Task.isCancelled, case .article = panel, selectedRow == row else { return }
        setPanel(.article(state))
        if case .loaded(let page) = state, !page.notices.isEmpty { tell(.notice, page.notices.map(\.message).joined(separator: " ")) }
    }

    /// Opens the selected article's page through the system, or says that nothing is selected.
    public func openSelected() async {
        guard let row = selectedRow, let list else {
            tell(.failure, ExplorerStatus.Message.nothingSelected)
            return
        }
        let target = ArticleTarget(title: row.article.title, site: list.site, number: row.number, listed: row.article)
        let generation = begin(.opening, localizer(ExplorerText.opening(title: Quoted(row.article.title))))
        let outcome = await articles.open(target)
        guard finish(.opening, generation) else { return }
        switch outcome {
        case .opened(_, let message): tell(.done, message)
        case .noHandler(_, let web, let message), .failed(_, let web, let message):
            tell(.failure, message + " " + web)
            keepUnopened(outcome)
        case .noLink(let message, _): tell(.failure, message)
        }
    }

    /// Adds the selected article to the user's locations, under its title — or, when none is selected, the centre
    /// of the map under its name, if it has one.
    public func add() async {
        let location = selectedRow.flatMap { row in
            row.article.coordinate.map { Location(name: row.article.title, coordinate: $0, origin: .custom) }
        } ?? centre.location(origin: .custom)
        let title = location.name ?? coordinates.string(for: location.coordinate)
        let generation = begin(.adding, localizer(ExplorerText.adding(Quoted(title))))
        let loaded = await catalog() != nil
        let result = loaded ? await locations.add(location) : nil
        guard finish(.adding, generation) else { return }
        switch result {
        case .success(let added):
            tell(.done, ([added.confirmation] + (added.whereSentence.map { [$0] } ?? [])).joined(separator: " "))
        case .failure(let failure):
            tell(.failure, failure.message)
        case nil:
            if case .failed(let message) = locations.state { tell(.failure, message) }
        }
    }

    /// The saved articles' pins, read again; the list unchanged when it cannot be read.
    func loadSavedPins() async {
        guard let saved, case .success(let listing) = await saved.list() else { return }
        savedPins = listing.pins
    }

    /// Saves the selected article to the saved list with its summary and text, or takes it off when it is saved.
    public func toggleSaved() async {
        guard let saved, let row = selectedRow, let list else {
            tell(.failure, ExplorerStatus.Message.nothingSelected)
            return
        }
        let title = row.article.title
        let isSaved = savedPins.contains { $0.name == title && $0.coordinate == row.article.coordinate }
        let generation = begin(.saving, localizer(isSaved ? ExplorerText.unsaving(Quoted(title)) : ExplorerText.saving(Quoted(title))))
        let said: Result<String, ActionFailure>
        if isSaved {
            said = await saved.unsave(title, site: list.site)
        } else {
            said = await saved.save(title, site: list.site).map { ([$0.message] + $0.notices.map(\.message)).joined(separator: " ") }
        }
        await loadSavedPins()
        guard finish(.saving, generation) else { return }
        switch said {
        case .success(let sentence): tell(.done, sentence)
        case .failure(let failure): tell(.failure, failure.message)
        }
    }
}
