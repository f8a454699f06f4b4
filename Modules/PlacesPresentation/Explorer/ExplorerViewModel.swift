public import Observation
public import PlacesDomain

/// The Places tab as a map a person moves around: a centre and a scale, the articles around the last place searched
/// as pins and as a list, one of them selected, a panel (a summary, the keys, a search for a place, a "which one?"),
/// and what is being loaded.
///
/// It knows nothing of terminals or keys: a front end turns what the person presses into an ``ExplorerCommand`` or
/// an ``ExplorerRequest`` (the command line through its key map) and draws the state, and a SwiftUI view could bind
/// to the same one; what to do next is a typed ``hint``, worded by the front end with its own keys or buttons. The
/// flows are Domain's use cases, reached through the view models that already put them into words —
/// `FindNearbyArticles`, `ReadArticle` and `OpenLink` through ``ArticlesViewModel``, `ReadWholeArticle` through
/// ``ArticleReaderViewModel``, `ResolvePlace` through
/// ``PlaceLookupViewModel``, `AddLocation` through ``LocationsViewModel`` and `ComposeMap` through ``MapMaker`` — so
/// the explorer says what the line commands say.
///
/// Methods that wait (`start`, `searchThisArea`, `showSummary`, `submit`, `openSelected`, `add`) set ``activity``
/// first and may be started again before they end: only the last of a kind changes the state, so a front end may
/// run them as tasks while the person keeps pressing keys.
@MainActor
@Observable
public final class ExplorerViewModel {
    /// The most articles asked for at a time: each is drawn with its own number on the map.
    public static let articleLimit = 30

    /// The place explored, marked on the map and named in its title: the place given, the place found, or — once the
    /// person moves the map — its new centre.
    public private(set) var centre: Place
    /// The point the map is centred on: the place explored, until the map is fitted to the articles found around
    /// it, follows the selected article, or is moved.
    public private(set) var mapCentre: Coordinate
    /// The zoom step, one of `MapViewport.levels`: 0 is the narrowest, the last the whole world.
    public private(set) var level: Int
    /// The articles around the last place searched, once there are some.
    public private(set) var list: NearbyArticleList?
    /// The selected article, as a position in ``rows``.
    public private(set) var selection: Int?
    /// What is shown beside or over the map besides the list.
    public private(set) var panel: ExplorerPanel = .none {
        // A number typed at "which one?" keeps the candidates where they were scrolled to.
        didSet { if oldValue.kind != panel.kind { panelScroll = 0 } }
    }
    /// How far the open panel (the list of keys, a summary, a "which one?") is scrolled: the first of its lines
    /// shown. Back at the top whenever another panel opens.
    public private(set) var panelScroll = 0
    /// What is being waited for, if anything.
    public private(set) var activity: ExplorerActivity?
    /// The last thing to tell: what went wrong, what to know, or what was done.
    public private(set) var status: ExplorerStatus?
    /// The pages no app here could open, each with its web address, the last opened last: to be said again once the
    /// view is left, where the address can stay whole and be selected (in the view it is wrapped over lines, and gone
    /// with the view).
    public private(set) var unopened: [OpenOutcome] = []

    /// The most pages kept in ``unopened``: the last ones tried.
    static let unopenedLimit = 10

    let articles: ArticlesViewModel
    /// Whole articles, for the panel that shows one; `nil` where there is none to read.
    let reader: ArticleReaderViewModel?
    let lookup: PlaceLookupViewModel
    let locations: LocationsViewModel
    private let maps: MapMaker
    /// The saved list: its articles are pins of their own (S1…), and the selected article is saved or taken off.
    let saved: SavedArticlesViewModel?
    /// The saved articles' pins, marked with their S numbers.
    public internal(set) var savedPins: [MapPin] = []
    /// Where the list comes from, loaded when a number or a name of it is looked up or a location added.
    let feed: any LocationRepository
    let localizer: Localizer
    let coordinates: CoordinateFormatter
    /// The last start of each kind of wait; an answer to an earlier one is dropped.
    @ObservationIgnored private var generations: [ExplorerActivity.Kind: Int] = [:]
    @ObservationIgnored private var drawn: (key: PictureKey, picture: MapPicture)?
    /// The area whose streets are being asked for: not asked again while the question is out.
    @ObservationIgnored var streetsAsked: String?
    /// The centre of the map fitted to the articles shown.
    @ObservationIgnored private var fittedCentre: Coordinate?
    /// The street layers had in this view, by area; a new one is observed, so the map is drawn again with it.
    var streetLayers = StreetLayers()
    /// The street area of the view drawn last: what ``settle()`` asks for.
    @ObservationIgnored var viewArea: StreetArea?

    /// An explorer around `centre`; nothing is asked until ``start()``.
    ///
    /// - Parameters:
    ///   - centre: The place to explore.
    ///   - articles: Wikipedia's articles around places, summaries, and opening pages.
    ///   - lookup: Typed words to places, for `find`.
    ///   - locations: The list, to add to.
    ///   - maps: Composes and draws the map.
    ///   - feed: Where the list's feed comes from: loaded into `locations` when a number or a name of the list is
    ///     looked up or a location added, without a word: the explorer says what it must itself.
    ///   - saved: The saved list, drawn as pins of their own and changed by saving; none: neither.
    ///   - reader: Whole articles, for the panel that shows one; `nil` for none.
    public init(
        centre: Place,
        articles: ArticlesViewModel,
        lookup: PlaceLookupViewModel,
        locations: LocationsViewModel,
        maps: MapMaker,
        feed: any LocationRepository,
        saved: SavedArticlesViewModel? = nil,
        reader: ArticleReaderViewModel? = nil
    ) {
        self.reader = reader
        self.centre = centre
        mapCentre = centre.coordinate
        // As wide as nearby's circle: the first search is within half the width, so it is nearby's default radius
        // and the first articles are those nearby lists for the same place.
        level = MapViewport.level(fitting: 2 * Double(NearbyQuery.defaultRadius))
        self.articles = articles
        self.lookup = lookup
        self.locations = locations
        self.maps = maps
        self.feed = feed
        self.saved = saved
        localizer = Localizer(language: articles.language)
        coordinates = CoordinateFormatter(language: articles.language)
    }

    // MARK: What is shown

    /// What the map shows: the centre and the width of the zoom step.
    public var viewport: MapViewport { MapViewport(centre: mapCentre, level: level) }

    /// The articles, nearest first.
    public var rows: [ArticleRow] { list?.rows ?? [] }

    /// The selected article's row.
    public var selectedRow: ArticleRow? {
        guard let selection, rows.indices.contains(selection) else { return nil }
        return rows[selection]
    }

    /// Whether the map has moved far enough from the articles that searching this area would find others: the next
    /// thing to load. The map fitted to the articles, or following the one selected, stays near them.
    public var searchSuggested: Bool {
        guard let list else { return true }
        let width = viewport.width ?? 2 * Double.pi * Coordinate.earthRadius
        let near = [list.place.coordinate, fittedCentre ?? list.place.coordinate] + ComposeMap.pins(of: list.list).map(\.coordinate)
        return near.allSatisfy { $0.distance(to: mapCentre) > width / 8 }
    }

    /// What to do next, when nothing is being waited for and nothing was told: search this area once the map has
    /// moved away from the articles, or that there are none here yet.
    public var hint: ExplorerHint? {
        guard activity == nil, status == nil else { return nil }
        if list != nil, searchSuggested { return .searchHere }
        if let list, list.rows.isEmpty { return .noArticles }
        return nil
    }

    /// The map for `columns` × `rows` cells: the articles as pins, the centre marked, over the street layer of the
    /// view's area when it has been had (else the last one had at the same detail, which still shows what of it is
    /// in view); the same picture again while nothing it shows has changed.
    public func picture(columns: Int, rows: Int) -> MapPicture {
        // The saved articles after the search's, so a saved article that is also listed is drawn once per list.
        let pins = (list.map { ComposeMap.pins(of: $0.list) } ?? []) + savedPins
        // The place explored is marked and named while it is on the map; else the map is about its own centre.
        let marked = viewport.shows(centre.coordinate) ? centre : Place(coordinate: mapCentre, name: nil, origin: .coordinates)
        let plan = maps.plan(pins, in: viewport, marking: marked, columns: columns, rows: rows)
        let area = maps.streetArea(for: plan)
        viewArea = area
        let streets = area.map { area in streetLayers.layer(for: area) ?? streetLayers.latest(detail: area.detail) ?? .off } ?? .off
        let key = PictureKey(centre: centre, mapCentre: mapCentre, level: level, list: list?.list, saved: savedPins, columns: columns, rows: rows, streets: streets)
        if let drawn, drawn.key == key { return drawn.picture }
        let picture = maps.picture(plan, streets: streets) { $0.name ?? "" }
        drawn = (key, picture)
        return picture
    }

    /// The street layer of `area`, saved or asked for.
    func streets(of area: StreetArea) async -> StreetLayer {
        await maps.streets(of: area)
    }

    /// The street layer of `area` saved earlier; `nil` when it would have to be asked for.
    func savedStreets(of area: StreetArea) async -> StreetLayer? {
        await maps.savedStreets(of: area)
    }

    /// The mark of the selected article on `picture`, when it is on the map.
    public func selectedMark(on picture: MapPicture) -> MapMark? {
        selectedRow.flatMap { picture.mark(for: .article($0.number)) }
    }

    // MARK: Moving

    /// Moves the map by quarters of its width: `east` and `north` steps (negative: west and south). The world map
    /// does not move.
    public func pan(east: Int, north: Int) {
        // The world map shows the whole world wherever its centre is: moving an unseen centre would only make the
        // next zoom land somewhere unexpected.
        guard viewport.width != nil else { return }
        // What there was to know about the place left behind is told; what to do next here is worth more.
        if status?.kind == .notice { status = nil }
        let moved = viewport.panned(east: Double(east) / 4, north: Double(north) / 4)
        centre = Place(coordinate: moved.centre, name: nil, origin: .coordinates)
        mapCentre = moved.centre
    }

    /// One zoom step in, down to the narrowest, keeping the selected article on the map.
    public func zoomIn() {
        level = max(MapViewport.levels.lowerBound, level - 1)
        followSelection()
    }

    /// One zoom step out, up to the whole world, keeping the selected article on the map.
    public func zoomOut() {
        level = min(MapViewport.levels.upperBound, level + 1)
        followSelection()
    }

    /// Moves the map to the selected article when it is not well inside it: centred on it, at the same width.
    private func followSelection() {
        guard let coordinate = selectedRow?.article.coordinate else { return }
        mapCentre = viewport.keeping(coordinate).centre
    }

    // MARK: Selecting

    /// Selects the next article, the first after the last; closes a summary of another.
    public func selectNext() {
        guard !rows.isEmpty else { return }
        select(rowAt: selection.map { ($0 + 1) % rows.count } ?? 0)
    }

    /// Selects the previous article, the last before the first.
    public func selectPrevious() {
        guard !rows.isEmpty else { return }
        select(rowAt: selection.map { ($0 + rows.count - 1) % rows.count } ?? rows.count - 1)
    }

    /// Selects the article of `mark`; on a cluster already selected, the next of its articles, so that clicking it
    /// again goes through them all.
    public func select(_ mark: MapMark) {
        let numbers = mark.pins.compactMap { reference -> Int? in
            if case .article(let number) = reference { return number }
            return nil
        }
        guard let first = numbers.first else { return }
        let current = selectedRow.flatMap { numbers.firstIndex(of: $0.number) }
        select(rowAt: (current.map { numbers[($0 + 1) % numbers.count] } ?? first) - 1)
    }

    /// Selects the article at `index` of ``rows``, as a click on its row does; closes a summary of another.
    public func select(rowAt index: Int) {
        guard rows.indices.contains(index), index != selection else { return }
        selection = index
        if panel.isArticle { panel = .none }
        followSelection()
    }

    // MARK: Panels

    /// Shows or hides the list of keys.
    public func toggleKeys() {
        if case .keys = panel { panel = .none } else { panel = .keys }
    }

    /// Whether the open panel is one that may be longer than the screen: the list of keys, a summary, or the
    /// candidates of a "which one?".
    public var panelScrolls: Bool {
        switch panel {
        case .keys, .summary, .article, .choosing: true
        case .none, .finding: false
        }
    }

    /// Scrolls the open panel by `lines` (negative: back up), from its top to `limit`, the last first line a front
    /// end can show — only it knows how many lines the panel takes.
    public func scrollPanel(by lines: Int, limit: Int) {
        guard panelScrolls else { return }
        panelScroll = max(0, min(max(0, limit), panelScroll + lines))
    }

    /// Starts typing the words of a place to find.
    public func beginFinding() {
        panel = .finding("")
    }

    /// Types `text` into the words being typed: a place's, or a number of a "which one?". Control characters are
    /// not typed; elsewhere nothing happens.
    public func type(_ text: String) {
        let typed = Self.typeable(text)
        switch panel {
        case .finding(let words) where words.count + typed.count <= Self.longestWords: panel = .finding(words + typed)
        case .choosing(let choice, let number) where number.count < 6: panel = .choosing(choice, typed: number + typed)
        default: break
        }
    }

    /// Types pasted `text` into the words of a place being found, its line breaks and tabs as spaces and its other
    /// control characters (the escape character among them) dropped; anywhere else a paste does nothing, so
    /// pasted text never acts as the view's keys.
    public func paste(_ text: String) {
        guard case .finding(let words) = panel else { return }
        let breaks = "\r\n\t".unicodeScalars
        let spaced = String(String.UnicodeScalarView(text.unicodeScalars.map { breaks.contains($0) ? " " : $0 }))
        let typed = Self.typeable(spaced)
        // What fits of a long paste, rather than nothing.
        type(String(typed.prefix(max(0, Self.longestWords - words.count))))
    }

    /// `text` without the control characters, which are never typed.
    private static func typeable(_ text: String) -> String {
        String(text.unicodeScalars.filter { !ControlCharacters.contains($0) && $0.value >= 0x20 })
    }

    /// The most characters a search for a place takes: as many as a line of a session.
    static let longestWords = 200

    /// Deletes the last character typed.
    public func deleteBackward() {
        switch panel {
        case .finding(let words): panel = .finding(String(words.dropLast()))
        case .choosing(let choice, let number): panel = .choosing(choice, typed: String(number.dropLast()))
        default: break
        }
    }

    /// Closes the open panel and says true, or says false when there is none to close (a front end then
    /// leaves).
    public func escape() -> Bool {
        if case .none = panel { return false }
        panel = .none
        return true
    }

    private struct PictureKey: Equatable {
        let centre: Place
        let mapCentre: Coordinate
        let level: Int
        let list: ArticleList?
        let saved: [MapPin]
        let columns: Int
        let rows: Int
        let streets: StreetLayer
    }

    // MARK: Waiting

    /// Starts a wait of `kind`, saying `message`; its number, to check with ``finish(_:_:)``.
    func begin(_ kind: ExplorerActivity.Kind, _ message: String) -> Int {
        let generation = (generations[kind] ?? 0) + 1
        generations[kind] = generation
        activity = ExplorerActivity(kind: kind, message: message)
        return generation
    }

    /// Ends wait `generation` of `kind`: true when it is still the last of its kind, whose answer counts.
    func finish(_ kind: ExplorerActivity.Kind, _ generation: Int) -> Bool {
        guard generations[kind] == generation else { return false }
        if activity?.kind == kind { activity = nil }
        return true
    }

    /// Tells `message` as a status of `kind`; `nil` clears it.
    func tell(_ kind: ExplorerStatus.Kind, _ message: String?) {
        status = message.map { ExplorerStatus(kind: kind, message: .sentence($0)) }
    }

    /// Tells `message`, not a sentence, as a status of `kind`.
    func tell(_ kind: ExplorerStatus.Kind, _ message: ExplorerStatus.Message) {
        status = ExplorerStatus(kind: kind, message: message)
    }

    /// Shows `list`, nothing selected, the map fitted to its articles within `radius` metres of the place they were
    /// found around (a wiki's answer is not trusted to keep to it) and the place: the centre and the step that show
    /// them all.
    func show(_ loaded: NearbyArticleList, radius: Double) {
        list = loaded
        selection = nil
        if panel.isArticle { panel = .none }
        let place = loaded.place.coordinate
        let pins = ComposeMap.pins(of: loaded.list).map(\.coordinate).filter { place.distance(to: $0) <= radius * 1.1 }
        if !pins.isEmpty, let fitted = MapViewport.fitting([loaded.place.coordinate] + pins) {
            mapCentre = fitted.centre
            level = fitted.level
        }
        fittedCentre = mapCentre
    }

    /// Moves to `place`, which becomes the centre and the place the articles are searched around.
    func move(to place: Place) {
        centre = place
        mapCentre = place.coordinate
        panel = .none
    }

    /// Remembers `outcome`, a page no app opened, for ``unopened``: once, at the end.
    func keepUnopened(_ outcome: OpenOutcome) {
        unopened.removeAll { $0 == outcome }
        unopened = Array((unopened + [outcome]).suffix(Self.unopenedLimit))
    }

    /// Sets the panel, for the waits.
    func setPanel(_ newPanel: ExplorerPanel) {
        panel = newPanel
    }
}
