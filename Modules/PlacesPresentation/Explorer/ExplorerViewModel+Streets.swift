import PlacesDomain

extension ExplorerViewModel {
    /// Whether the view drawn last has a street layer still to be had: a front end calls ``settle()`` once the
    /// person stops moving the map.
    public var streetsWanted: Bool {
        guard let area = viewArea else { return false }
        return streetLayers.layer(for: area) == nil && streetsAsked != area.key
    }

    /// Has the street layer of the view drawn last, when it has none yet: one question per settled view — a front
    /// end calls this when input has been idle, not for every key while panning — and none for an area had before
    /// in this view or saved on disk (the repository answers those without asking). A layer that could not be had
    /// is remembered too: the map says so, and that area is not asked again in this view.
    ///
    /// A question (no saved answer) is shown as a wait in the status line, unless another wait is shown already.
    public func settle() async {
        guard let area = viewArea, streetLayers.layer(for: area) == nil else { return }
        let layer: StreetLayer
        if let saved = await savedStreets(of: area) {
            layer = saved
        } else {
            let shown = activity == nil
            let generation = shown ? begin(.streets, localizer(ExplorerText.askingStreets)) : nil
            // While it is out, the same area is not asked again (a change drawn meanwhile settles nothing new).
            streetsAsked = area.key
            layer = await streets(of: area)
            if streetsAsked == area.key { streetsAsked = nil }
            if let generation { _ = finish(.streets, generation) }
        }
        guard !Task.isCancelled else { return }
        streetLayers.keep(layer, for: area)
    }
}

/// The street layers an explorer has had, by area: the newest ``limit``, and the newest of each detail drawn while
/// the view's own is being had.
struct StreetLayers: Equatable {
    /// The most layers kept.
    static let limit = 64

    private var layers: [String: StreetLayer] = [:]
    private var order: [String] = []
    private var newest: [StreetArea.Detail: StreetLayer] = [:]

    func layer(for area: StreetArea) -> StreetLayer? { layers[area.key] }

    /// The newest layer with streets at `detail`.
    func latest(detail: StreetArea.Detail) -> StreetLayer? { newest[detail] }

    mutating func keep(_ layer: StreetLayer, for area: StreetArea) {
        if layers.updateValue(layer, forKey: area.key) == nil { order.append(area.key) }
        if case .drawn = layer { newest[area.detail] = layer }
        while order.count > Self.limit { layers[order.removeFirst()] = nil }
    }
}
