import PlacesDomain

extension ExplorerViewModel {
    /// The keys the list of keys shows, in its order.
    static let listedKeys: [ExplorerKey.Action] = [.pan, .zoom, .select, .summary, .read, .open, .search, .find, .add, .save, .scroll, .keys, .leave]

    /// Every key of the view and what it does, for the list of keys.
    public var keys: [ExplorerKey] {
        Self.listedKeys.map { key($0) }
    }

    /// "Actions": the title of the list of what can be done (a terminal calls it the keys).
    public var keysTitle: String { localizer(ExplorerText.keysTitle) }

    /// "Find a place: ", before the words being typed.
    public var findPrompt: String { localizer(ExplorerText.findPrompt) }

    /// What the marks on the map mean, for the list of keys.
    public var marksSentence: String {
        localizer(ExplorerText.helpMarks(centre: MapMaker.centreMark, cluster: MapMaker.clusterExample))
    }

    /// The keys that do something now, for a one-line bar: on the map, those of the list that work there; in a
    /// panel, the few that work in it. Each is chosen by what it does.
    public var keyBar: [ExplorerKey] {
        switch panel {
        case .none:
            return keys.filter { !idleOnTheMap.contains($0.action) }
        case .keys: return [key(.scroll), key(.close), key(.leave)]
        case .summary: return [key(.close), key(.scroll), key(.read), key(.open), key(.leave)]
        case .article: return [key(.close), key(.scroll), key(.open), key(.leave)]
        case .finding: return [key(.findTyped), key(.close)]
        case .choosing: return [key(.scroll), key(.choose), key(.close)]
        }
    }

    /// The keys of the list that do nothing on the map now: nothing to select, read or open without articles; the
    /// world map shows all of the world, so it does not pan; scrolling is a panel's.
    private var idleOnTheMap: Set<ExplorerKey.Action> {
        var idle: Set<ExplorerKey.Action> = [.scroll]
        if rows.isEmpty { idle.formUnion([.select, .summary, .read, .open, .save]) }
        if saved == nil { idle.insert(.save) }
        if viewport.width == nil { idle.insert(.pan) }
        return idle
    }

    /// What `action` does, in a word or two and in a sentence.
    private func key(_ action: ExplorerKey.Action) -> ExplorerKey {
        let (label, sentence): (ExplorerText, ExplorerText) = switch action {
        case .pan: (.barPan, .helpPan)
        case .zoom: (.barZoom, .helpZoom(narrowest: coordinates.radius(metres: Int(MapViewport.widths[0]))))
        case .select: (.barSelect, .helpSelect)
        case .summary: (.barSummary, .helpSummary)
        case .read: (.barRead, .helpRead)
        case .open: (.barOpen, .helpOpen)
        case .search: (.barSearch, .helpSearch)
        case .find: (.barFind, .helpFind)
        case .add: (.barAdd, .helpAdd)
        case .save: (.barSave, .helpSave)
        case .scroll: (.barScroll, .helpScroll)
        case .keys: (.barKeys, .helpKeys)
        case .leave: (.barLeave, .helpLeave)
        case .close: (.barClose, .helpClose)
        case .findTyped: (.barFind, .helpFindTyped)
        case .choose: (.barSelect, .helpChoose)
        }
        return ExplorerKey(action: action, label: localizer(label), sentence: localizer(sentence))
    }

    // MARK: Commands

    /// Does `command`, at once; false when it leaves the view (``ExplorerCommand/leave``, or
    /// ``ExplorerCommand/escape`` with no panel to close).
    public func perform(_ command: ExplorerCommand) -> Bool {
        switch command {
        case .pan(let east, let north): pan(east: east, north: north)
        case .zoomIn: zoomIn()
        case .zoomOut: zoomOut()
        case .selectNext: selectNext()
        case .selectPrevious: selectPrevious()
        case .beginFinding: beginFinding()
        case .toggleKeys: toggleKeys()
        case .escape: return escape()
        case .leave: return false
        }
        return true
    }

    /// Does `request`, returning once its answer is shown: a front end runs it as a task, so that keys keep working
    /// meanwhile.
    public func perform(_ request: ExplorerRequest) async {
        switch request {
        case .submit: await submit()
        case .open: await openSelected()
        case .read: await readSelected()
        case .searchHere: await searchThisArea()
        case .add: await add()
        case .toggleSaved: await toggleSaved()
        }
    }
}
