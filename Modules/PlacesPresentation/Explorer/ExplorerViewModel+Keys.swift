import PlacesDomain

extension ExplorerViewModel {
    /// The keys the list of keys shows, in its order.
    static let listedKeys: [ExplorerKey.Action] = [.pan, .zoom, .select, .summary, .open, .search, .find, .add, .scroll, .keys, .leave]

    /// Every key of the view and what it does, for the list of keys.
    public var keys: [ExplorerKey] {
        Self.listedKeys.map { key($0) }
    }

    /// "Keys": the title of the list of keys.
    public var keysTitle: String { localizer(ExplorerText.keysTitle) }

    /// "Find a place: ", before the words being typed.
    public var findPrompt: String { localizer(ExplorerText.findPrompt) }

    /// What Enter and Esc do while a place's words are typed.
    public var findHint: String { localizer(ExplorerText.findHint) }

    /// What the marks on the map mean, for the list of keys.
    public var marksSentence: String {
        localizer(ExplorerText.helpMarks(centre: MapMaker.centreMark, cluster: MapMaker.clusterSymbol(count: 2)))
    }

    /// The keys that do something now, for a one-line bar: on the map, those of the list that work there; in a
    /// panel, the few that work in it. Each is chosen by what it does.
    public var keyBar: [ExplorerKey] {
        switch panel {
        case .none:
            return keys.filter { !idleOnTheMap.contains($0.action) }
        case .keys: return [key(.scroll), key(.close, keys: "? Esc"), key(.leave, keys: "q")]
        case .summary: return [key(.close), key(.scroll), key(.open), key(.leave, keys: "q")]
        case .finding: return [key(.findTyped), key(.close)]
        case .choosing: return [key(.scroll), key(.choose), key(.close)]
        }
    }

    /// The keys of the list that do nothing on the map now: nothing to select, read or open without articles; the
    /// world map shows all of the world, so it does not pan; scrolling is a panel's.
    private var idleOnTheMap: Set<ExplorerKey.Action> {
        var idle: Set<ExplorerKey.Action> = [.scroll]
        if rows.isEmpty { idle.formUnion([.select, .summary, .open]) }
        if viewport.width == nil { idle.insert(.pan) }
        return idle
    }

    /// The key that does `action`, as the list of keys shows it, or written as `keys` where a panel takes fewer.
    private func key(_ action: ExplorerKey.Action, keys: String? = nil) -> ExplorerKey {
        let (listed, label, sentence): (String, ExplorerText, ExplorerText) = switch action {
        case .pan: ("←↑↓→ hjkl", .barPan, .helpPan)
        case .zoom: ("+ -", .barZoom, .helpZoom(narrowest: coordinates.radius(metres: Int(MapViewport.widths[0]))))
        case .select: ("Tab ⇧Tab n p", .barSelect, .helpSelect)
        case .summary: ("Enter", .barSummary, .helpSummary)
        case .open: ("o", .barOpen, .helpOpen)
        case .search: ("s", .barSearch, .helpSearch)
        case .find: ("/", .barFind, .helpFind)
        case .add: ("a", .barAdd, .helpAdd)
        // On the map ↑ ↓ j k pan; in a panel that scrolls they scroll it.
        case .scroll: ("↑↓ jk PgUp PgDn", .barScroll, .helpScroll)
        case .keys: ("?", .barKeys, .helpKeys)
        case .leave: ("q Esc", .barLeave, .helpLeave)
        case .close: ("Esc", .barClose, .helpKeys)
        case .findTyped: ("Enter", .barFind, .findHint)
        case .choose: ("1-9 Enter", .barSelect, .chooseHint)
        }
        return ExplorerKey(action: action, keys: keys ?? listed, label: localizer(label), sentence: localizer(sentence))
    }
}
