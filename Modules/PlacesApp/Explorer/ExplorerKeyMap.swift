import PlacesPresentation

/// Which key does what in the explorer: the one declaration that the session reads to act on a key, and that the key
/// bar, the list of keys (`?`) and every sentence naming a key read to spell them.
///
/// The keys are in groups, each doing one ``ExplorerKey/Action`` in some panels. A group's shown keys are in
/// clusters, the keys of a cluster spelled together ("←↑↓→", "hjkl") and the clusters apart ("←↑↓→ hjkl"); keys that
/// work as well but are not shown (`=` and `_` zoom as `+` and `-` do; Ctrl-C leaves) are `unshown`. A key pressed
/// does what the first group that works in the open panel binds it to: scrolling comes first, so ↑ ↓ j k scroll a
/// panel that scrolls and pan the map elsewhere, and closing comes before leaving, so Esc closes a panel and leaves
/// the map. A key shown under a group that another group takes first in a panel is not shown there.
struct ExplorerKeyMap: Sendable {
    /// What a key does.
    enum Effect: Hashable, Sendable {
        /// A command the view model does at once.
        case perform(ExplorerCommand)
        /// A request that waits for its answer, run as a task.
        case request(ExplorerRequest)
        /// Scrolls the open panel: only the screen knows how long a page of it is.
        case scroll(Scroll)
        /// Types the key's character into the words or the number being typed.
        case type
    }

    /// How far a key scrolls the open panel.
    enum Scroll: Hashable, Sendable {
        case lineUp, lineDown, pageUp, pageDown
    }

    /// A key and what it does.
    struct Binding: Hashable, Sendable {
        let input: ExplorerInput
        let effect: Effect

        init(_ input: ExplorerInput, _ effect: Effect) {
            self.input = input
            self.effect = effect
        }
    }

    /// Keys that do one action in some panels.
    struct Group: Sendable {
        let action: ExplorerKey.Action
        let panels: Set<ExplorerPanel.Kind>
        /// The keys shown, in clusters spelled together.
        let shown: [[Binding]]
        /// Keys that work as well but are not shown.
        let unshown: [Binding]

        init(_ action: ExplorerKey.Action, in panels: Set<ExplorerPanel.Kind>, _ shown: [[Binding]], unshown: [Binding] = []) {
            self.action = action
            self.panels = panels
            self.shown = shown
            self.unshown = unshown
        }
    }

    /// The groups, the first that binds a key in a panel winning.
    let groups: [Group]

    /// The map and the panels over it that do not take typing.
    private static let viewing: Set<ExplorerPanel.Kind> = [.none, .keys, .summary]
    /// The panels an article shows in, and the map: where opening its page and leaving work.
    private static let reading: Set<ExplorerPanel.Kind> = viewing.union([.article])

    /// The explorer's keys.
    static let standard = ExplorerKeyMap(groups: [
        Group(.scroll, in: [.keys, .summary, .article, .choosing], [
            [Binding(.up, .scroll(.lineUp)), Binding(.down, .scroll(.lineDown))],
            [Binding(.character("j"), .scroll(.lineDown)), Binding(.character("k"), .scroll(.lineUp))],
            [Binding(.pageUp, .scroll(.pageUp))],
            [Binding(.pageDown, .scroll(.pageDown))],
        ]),
        Group(.pan, in: viewing, [
            [
                Binding(.left, .perform(.pan(east: -1, north: 0))), Binding(.up, .perform(.pan(east: 0, north: 1))),
                Binding(.down, .perform(.pan(east: 0, north: -1))), Binding(.right, .perform(.pan(east: 1, north: 0))),
            ],
            [
                Binding(.character("h"), .perform(.pan(east: -1, north: 0))), Binding(.character("j"), .perform(.pan(east: 0, north: -1))),
                Binding(.character("k"), .perform(.pan(east: 0, north: 1))), Binding(.character("l"), .perform(.pan(east: 1, north: 0))),
            ],
        ]),
        Group(.zoom, in: viewing, [
            [Binding(.character("+"), .perform(.zoomIn))],
            [Binding(.character("-"), .perform(.zoomOut))],
        ], unshown: [Binding(.character("="), .perform(.zoomIn)), Binding(.character("_"), .perform(.zoomOut))]),
        Group(.select, in: viewing, [
            [Binding(.tab, .perform(.selectNext))],
            [Binding(.backTab, .perform(.selectPrevious))],
            [Binding(.character("n"), .perform(.selectNext))],
            [Binding(.character("p"), .perform(.selectPrevious))],
        ]),
        Group(.summary, in: viewing, [[Binding(.enter, .request(.submit))]]),
        Group(.findTyped, in: [.finding], [[Binding(.enter, .request(.submit))]]),
        Group(.choose, in: [.choosing], [
            (1...9).map { Binding(.character(Character(String($0))), .type) },
            [Binding(.enter, .request(.submit))],
        ]),
        Group(.read, in: viewing, [[Binding(.character("r"), .request(.read))]]),
        Group(.open, in: reading, [[Binding(.character("o"), .request(.open))]]),
        Group(.search, in: viewing, [[Binding(.character("s"), .request(.searchHere))]]),
        Group(.find, in: viewing, [[Binding(.character("/"), .perform(.beginFinding))]]),
        Group(.add, in: viewing, [[Binding(.character("a"), .request(.add))]]),
        // b, as the bookmark the Wikipedia app saves with: s searches.
        Group(.save, in: viewing, [[Binding(.character("b"), .request(.toggleSaved))]]),
        // In the list of keys, ? closes it, as Esc does.
        Group(.close, in: [.keys], [[Binding(.character("?"), .perform(.toggleKeys))]]),
        // In a whole article, r closes it again, as Esc does.
        Group(.close, in: [.article], [[Binding(.character("r"), .request(.read))]]),
        Group(.close, in: [.keys, .summary, .article, .finding, .choosing], [[Binding(.escape, .perform(.escape))]]),
        Group(.keys, in: viewing, [[Binding(.character("?"), .perform(.toggleKeys))]]),
        Group(.leave, in: reading, [
            [Binding(.character("q"), .perform(.leave))],
            [Binding(.escape, .perform(.escape))],
        ], unshown: [Binding(.interrupt, .perform(.leave))]),
        // While words are typed, q is a letter: only Ctrl-C leaves.
        Group(.leave, in: [.finding, .choosing], [], unshown: [Binding(.interrupt, .perform(.leave))]),
    ])

    // MARK: Acting on a key

    /// What `input` does in `panel`; `nil` when nothing.
    func effect(of input: ExplorerInput, in panel: ExplorerPanel.Kind) -> Effect? {
        resolve(input, in: panel)?.binding.effect
    }

    /// The group that takes `input` in `panel`, by its position, and the binding.
    private func resolve(_ input: ExplorerInput, in panel: ExplorerPanel.Kind) -> (group: Int, binding: Binding)? {
        for (index, group) in groups.enumerated() where group.panels.contains(panel) {
            if let binding = (group.shown.joined() + group.unshown).first(where: { $0.input == input }) {
                return (index, binding)
            }
        }
        return nil
    }

    // MARK: Spelling the keys

    /// The keys that do `action` in `panel`, for the key bar: "←↑↓→ hjkl"; in the list of keys "q Esc", while the
    /// list is open only "q" (Esc closes it).
    func keys(_ action: ExplorerKey.Action, in panel: ExplorerPanel.Kind) -> String {
        let clusters = groups.indices.filter { groups[$0].action == action && groups[$0].panels.contains(panel) }.flatMap { index in
            groups[index].shown.map { cluster in cluster.filter { resolve($0.input, in: panel)?.group == index } }
        }
        return Self.spelled(clusters)
    }

    /// Every key shown for `action`, wherever it works, for the list of keys.
    func keys(_ action: ExplorerKey.Action) -> String {
        var clusters: [[Binding]] = []
        for group in groups where group.action == action {
            for cluster in group.shown where !clusters.contains(cluster) { clusters.append(cluster) }
        }
        return Self.spelled(clusters)
    }

    /// The first key that does `effect` in `panel`, for a sentence that names it ("Esc closes it"): a shown one if
    /// there is one; "" when no key does it.
    func key(_ effect: Effect, in panel: ExplorerPanel.Kind) -> String {
        bindings(in: panel).first { $0.effect == effect }.map { Self.spelling(of: $0.input) } ?? ""
    }

    /// The keys that do `effect` in `panel` but are not shown, for a sentence that names them ("Ctrl-C leaves
    /// too"), apart.
    func unshownKeys(_ effect: Effect, in panel: ExplorerPanel.Kind) -> String {
        let shown = Set(groups.flatMap { $0.shown.joined() }.map(\.input))
        return bindings(in: panel)
            .filter { $0.effect == effect && !shown.contains($0.input) }
            .map { Self.spelling(of: $0.input) }
            .joined(separator: " ")
    }

    /// The keys that scroll a panel by a line and pan the map in `panel` instead, apart: "↑ ↓ j k".
    func lineKeysPanning(in panel: ExplorerPanel.Kind) -> String {
        groups.filter { $0.action == .scroll }.flatMap { $0.shown.joined() }
            .filter { [.scroll(.lineUp), .scroll(.lineDown)].contains($0.effect) }
            .filter { binding in
                if case .perform(.pan) = effect(of: binding.input, in: panel) { true } else { false }
            }
            .map { Self.spelling(of: $0.input) }
            .joined(separator: " ")
    }

    /// Every key that works in `panel`, once, shown ones first.
    private func bindings(in panel: ExplorerPanel.Kind) -> [Binding] {
        var found: [Binding] = []
        for binding in groups.flatMap({ $0.shown.joined() }) + groups.flatMap(\.unshown)
        where !found.contains(binding) && resolve(binding.input, in: panel)?.binding == binding {
            found.append(binding)
        }
        return found
    }

    /// Clusters spelled: each cluster's keys together, the clusters apart; a run of three or more digits as a range
    /// ("1-9").
    static func spelled(_ clusters: [[Binding]]) -> String {
        clusters.filter { !$0.isEmpty }.map { cluster in
            let digits = cluster.compactMap { binding -> Int? in
                if case .character(let character) = binding.input { character.wholeNumberValue } else { nil }
            }
            if cluster.count > 2, digits.count == cluster.count, digits == Array(digits[0]...(digits[0] + digits.count - 1)) {
                return "\(digits[0])-\(digits[digits.count - 1])"
            }
            return cluster.map { spelling(of: $0.input) }.joined()
        }.joined(separator: " ")
    }

    /// A key as a person presses it.
    static func spelling(of input: ExplorerInput) -> String {
        switch input {
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "⇧Tab"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .interrupt: "Ctrl-C"
        case .suspend: "Ctrl-Z"
        case .redraw: "Ctrl-L"
        // Not keys: the session handles them itself.
        case .click: "click"
        case .wheel: "wheel"
        case .paste: "paste"
        }
    }
}
