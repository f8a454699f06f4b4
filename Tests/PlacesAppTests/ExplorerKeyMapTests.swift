import Foundation
@testable import PlacesApp
import PlacesDomain
import PlacesPresentation
import Testing

/// The explorer's one key map: every key bound does what its group says, every key shown is bound, every action and
/// request has a key, and the key bar, the list of keys and the sentences naming keys are spelled from it.
@MainActor
@Suite struct ExplorerKeyMapTests {
    private let map = ExplorerKeyMap.standard

    /// Every binding of `group`, shown or not.
    private func bindings(_ group: ExplorerKeyMap.Group) -> [ExplorerKeyMap.Binding] {
        Array(group.shown.joined()) + group.unshown
    }

    @Test("every key bound reaches what it is bound to in a panel where its group works: none is hidden by another everywhere")
    func everyBindingReached() {
        for group in map.groups {
            for binding in bindings(group) {
                let reached = group.panels.filter { map.effect(of: binding.input, in: $0) == binding.effect }
                #expect(!reached.isEmpty, "\(group.action): \(binding.input) never does \(binding.effect)")
            }
        }
    }

    @Test("what the keys do on the map and in each panel, = and _ zooming too; while words are typed, letters are typed")
    func effects() {
        let expected: [(ExplorerInput, ExplorerPanel.Kind, ExplorerKeyMap.Effect?)] = [
            (.up, .none, .perform(.pan(east: 0, north: 1))), (.character("h"), .none, .perform(.pan(east: -1, north: 0))),
            (.up, .keys, .scroll(.lineUp)), (.character("j"), .summary, .scroll(.lineDown)), (.left, .summary, .perform(.pan(east: -1, north: 0))),
            (.character("+"), .none, .perform(.zoomIn)), (.character("="), .none, .perform(.zoomIn)),
            (.character("-"), .keys, .perform(.zoomOut)), (.character("_"), .none, .perform(.zoomOut)),
            (.tab, .none, .perform(.selectNext)), (.character("p"), .none, .perform(.selectPrevious)),
            (.enter, .none, .request(.submit)), (.enter, .finding, .request(.submit)), (.enter, .choosing, .request(.submit)),
            (.character("o"), .summary, .request(.open)), (.character("s"), .none, .request(.searchHere)),
            (.character("/"), .none, .perform(.beginFinding)), (.character("a"), .none, .request(.add)),
            (.character("?"), .none, .perform(.toggleKeys)), (.character("?"), .keys, .perform(.toggleKeys)),
            (.character("q"), .none, .perform(.leave)), (.character("q"), .summary, .perform(.leave)), (.interrupt, .none, .perform(.leave)),
            (.escape, .none, .perform(.escape)), (.escape, .summary, .perform(.escape)), (.escape, .finding, .perform(.escape)),
            (.interrupt, .finding, .perform(.leave)), (.interrupt, .choosing, .perform(.leave)),
            (.pageDown, .choosing, .scroll(.pageDown)), (.pageDown, .none, nil),
            (.character("q"), .finding, nil), (.character("j"), .finding, nil), (.up, .finding, nil), (.tab, .finding, nil),
            (.character("k"), .choosing, .scroll(.lineUp)), (.character("3"), .choosing, .type), (.character("x"), .choosing, nil),
        ]
        for (input, panel, effect) in expected {
            #expect(map.effect(of: input, in: panel) == effect, "\(input) in \(panel)")
        }
    }

    @Test("every action of the explorer has a key, and every request and command a key that does it")
    func everyActionBound() {
        for action in ExplorerKey.Action.allCases {
            #expect(!map.keys(action).isEmpty, "\(action) has no key")
        }
        let effects = Set(map.groups.flatMap { bindings($0) }.map(\.effect))
        for request in ExplorerRequest.allCases {
            #expect(effects.contains(.request(request)), "\(request) has no key")
        }
        /// A name for each kind of command: the switch does not compile until a new command has one.
        func kind(_ command: ExplorerCommand) -> String {
            switch command {
            case .pan(let east, let north): "pan \(east) \(north)"
            case .zoomIn: "zoomIn"
            case .zoomOut: "zoomOut"
            case .selectNext: "selectNext"
            case .selectPrevious: "selectPrevious"
            case .beginFinding: "beginFinding"
            case .toggleKeys: "toggleKeys"
            case .escape: "escape"
            case .leave: "leave"
            }
        }
        let bound = Set(effects.compactMap { effect -> String? in
            if case .perform(let command) = effect { kind(command) } else { nil }
        })
        let every = ["pan -1 0", "pan 1 0", "pan 0 1", "pan 0 -1", "zoomIn", "zoomOut", "selectNext", "selectPrevious", "beginFinding", "toggleKeys", "escape", "leave"]
        #expect(bound == Set(every))
    }

    /// Whether every key spelled in `spelled` is one that does `action`'s work in `panel`: the spelling cut into
    /// the spellings of such keys ("←↑↓→ hjkl" into ←, ↑, ↓, →, h, j, k, l; "1-9" into the digits).
    private func isBound(_ spelled: String, _ action: ExplorerKey.Action, in panel: ExplorerPanel.Kind) -> Bool {
        let spellings = Set(map.groups.filter { $0.action == action }.flatMap { bindings($0) }
            .filter { map.effect(of: $0.input, in: panel) == $0.effect }
            .map { ExplorerKeyMap.spelling(of: $0.input) })
        func cut(_ text: Substring) -> Bool {
            text.isEmpty || spellings.contains { text.hasPrefix($0) && cut(text.dropFirst($0.count)) }
        }
        return !spelled.isEmpty && spelled.split(separator: " ").allSatisfy { token in
            token == "1-9" ? (1...9).allSatisfy { spellings.contains(String($0)) } : cut(token)
        }
    }

    @Test("the key bar of the map and of every panel, spelled from the map: every key shown is bound there")
    func keyBar() async throws {
        let model = try await ExplorerScreenTests.explorer()
        func bar() -> [String] {
            let panel = model.panel.kind
            let shown = model.keyBar.map { map.keys($0.action, in: panel) }
            for (key, spelled) in zip(model.keyBar, shown) {
                #expect(isBound(spelled, key.action, in: panel), "\(spelled) for \(key.action) in \(panel)")
            }
            return shown
        }
        #expect(model.keys.map { map.keys($0.action) } == ["←↑↓→ hjkl", "+ -", "Tab ⇧Tab n p", "Enter", "r", "o", "s", "/", "a", "b", "↑↓ jk PgUp PgDn", "?", "q Esc"])
        for key in model.keys {
            #expect(isBound(map.keys(key.action), key.action, in: key.action == .scroll ? .keys : .none), "\(key.action)")
        }
        #expect(bar() == ["←↑↓→ hjkl", "+ -", "Tab ⇧Tab n p", "Enter", "r", "o", "s", "/", "a", "?", "q Esc"])
        _ = model.perform(.toggleKeys)
        #expect(bar() == ["↑↓ jk PgUp PgDn", "? Esc", "q"])
        _ = model.perform(.toggleKeys)
        _ = model.perform(.selectNext)
        await model.perform(.submit)
        #expect(bar() == ["Esc", "↑↓ jk PgUp PgDn", "r", "o", "q"])
        await model.perform(.read)
        #expect(bar() == ["r Esc", "↑↓ jk PgUp PgDn", "o", "q"])
        await model.perform(.read)
        #expect(model.panel.kind == .none, "r closes the whole article again")
        _ = model.perform(.selectNext)
        await model.perform(.submit)
        _ = model.perform(.escape)
        _ = model.perform(.beginFinding)
        #expect(bar() == ["Enter", "Esc"])
        model.type("Springfield")
        await model.perform(.submit)
        #expect(bar() == ["↑↓ jk PgUp PgDn", "1-9 Enter", "Esc"])
    }

    @Test("the sentences that name keys take them from the map")
    func sentenceKeys() {
        #expect(map.key(.perform(.escape), in: .summary) == "Esc")
        #expect(map.unshownKeys(.perform(.leave), in: .none) == "Ctrl-C")
        #expect(map.lineKeysPanning(in: .none) == "↑ ↓ j k")
        #expect(map.key(.request(.searchHere), in: .none) == "s")
        #expect(map.key(.perform(.selectNext), in: .none) == "Tab")
        #expect(map.key(.request(.submit), in: .finding) == "Enter" && map.key(.perform(.escape), in: .finding) == "Esc")
        #expect(map.key(.scroll(.lineUp), in: .keys) == "↑" && map.key(.scroll(.pageDown), in: .summary) == "PgDn")
        #expect(map.key(.perform(.leave), in: .none) == "q")
        #expect(ExplorerScreenText.helpLeave(also: map.unshownKeys(.perform(.leave), in: .none)).english == "Leave; Ctrl-C leaves too.")
    }

    @Test("a key changed in the map changes the key bar, the list of keys and the sentences naming it, and what the key does")
    func changedKey() async throws {
        let model = try await ExplorerScreenTests.explorer()
        model.selectNext()
        let changed = map.replacing(.character("o"), with: .character("O")).replacing(.character("s"), with: .character("S"))
        #expect(changed.effect(of: .character("O"), in: .none) == .request(.open) && changed.effect(of: .character("o"), in: .none) == nil)
        let plain = { (line: String) in line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        func bar(_ keys: ExplorerKeyMap) -> String {
            plain(ExplorerScreen(color: false, localizer: Localizer(language: .english), keys: keys).frame(model, columns: 120, rows: 30).lines.last ?? "")
        }
        #expect(bar(map).contains("o open  s search here") && !bar(map).contains("O open"))
        #expect(bar(changed).contains("O open  S search here") && !bar(changed).contains("o open"))
        model.pan(east: 1, north: 0)
        let screen = ExplorerScreen(color: false, localizer: Localizer(language: .english), keys: changed)
        let text = screen.frame(model, columns: 120, rows: 30).lines.map(plain).joined(separator: "\n")
        #expect(text.contains(ExplorerScreenText.searchHere(search: "S").english), "\(text)")
        _ = model.perform(.toggleKeys)
        let keys = screen.frame(model, columns: 120, rows: 60).lines.map(plain).joined(separator: "\n")
        #expect(keys.range(of: " O +Open the selected", options: .regularExpression) != nil, "\(keys)")
        #expect(keys.range(of: " o +Open the selected", options: .regularExpression) == nil, "\(keys)")
    }
}

extension ExplorerKeyMap {
    /// This map with `old` pressed as `new` wherever it is bound.
    func replacing(_ old: ExplorerInput, with new: ExplorerInput) -> ExplorerKeyMap {
        func swapped(_ binding: Binding) -> Binding {
            binding.input == old ? Binding(new, binding.effect) : binding
        }
        return ExplorerKeyMap(groups: groups.map { group in
            Group(group.action, in: group.panels, group.shown.map { $0.map(swapped) }, unshown: group.unshown.map(swapped))
        })
    }
}
