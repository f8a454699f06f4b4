import PlacesDomain

extension ExplorerViewModel {
    /// Every key of the view and what it does, for the list of keys.
    public var keys: [ExplorerKey] {
        [
            key("←↑↓→ hjkl", .barPan, .helpPan),
            key("+ -", .barZoom, .helpZoom(narrowest: coordinates.radius(metres: Int(MapViewport.widths[0])))),
            key("Tab ⇧Tab n p", .barSelect, .helpSelect),
            key("Enter", .barSummary, .helpSummary),
            key("o", .barOpen, .helpOpen),
            key("s", .barSearch, .helpSearch),
            key("/", .barFind, .helpFind),
            key("a", .barAdd, .helpAdd),
            scrollKey,
            key("?", .barKeys, .helpKeys),
            key("q Esc", .barLeave, .helpLeave),
        ]
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

    /// The keys that do something now, for a one-line bar: all of them on the map, the few that work in a panel.
    public var keyBar: [ExplorerKey] {
        let all = keys
        let close = key("Esc", .barClose, .helpKeys)
        let leave = key("q", .barLeave, .helpLeave)
        let scroll = scrollKey
        switch panel {
        case .none:
            // Only what works now: nothing to select, read or open without articles; the world map shows all of the
            // world, so it does not pan; scrolling is a panel's.
            var shown = all.filter { $0 != scroll }
            if rows.isEmpty { shown.removeSubrange(2...4) }
            if viewport.width == nil { shown.removeFirst() }
            return shown
        case .keys: return [scroll, key("? Esc", .barClose, .helpKeys), leave]
        case .summary: return [close, scroll, all[4], leave]
        case .finding: return [key("Enter", .barFind, .findHint), close]
        case .choosing: return [key("1-9 Enter", .barSelect, .chooseHint), close]
        }
    }

    /// The keys that scroll the list of keys or a summary; on the map, ↑ ↓ j k pan.
    private var scrollKey: ExplorerKey { key("↑↓ jk PgUp PgDn", .barScroll, .helpScroll) }

    private func key(_ keys: String, _ action: ExplorerText, _ sentence: ExplorerText) -> ExplorerKey {
        ExplorerKey(keys: keys, action: localizer(action), sentence: localizer(sentence))
    }
}
