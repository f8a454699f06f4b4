/// Asks for a map's street layer: none for a map too wide for one (``StreetArea/maximumWidth``) or without a map
/// server, else the streets of the map's area — a saved answer first, so that a view seen before needs no network —
/// or why there are none, so that the map can say so and draw the land mask.
public struct LoadStreetLayer: Sendable {
    private let repository: (any StreetMapRepository)?

    /// Asks `repository`; `nil`: maps have no street layer (`--map-server off`).
    public init(repository: (any StreetMapRepository)?) {
        self.repository = repository
    }

    /// Whether there is a map server, saved answers included, to ask at all.
    public var hasRepository: Bool { repository != nil }

    /// The street layer of a map on `projection`.
    public func callAsFunction(for projection: MapProjection) async -> StreetLayer {
        guard repository != nil, let area = StreetArea(covering: projection) else { return .off }
        return await self(area)
    }

    /// The street layer of `area` from a saved answer, without asking: `.off` without a map server, `nil` when its
    /// streets would have to be asked for.
    public func saved(_ area: StreetArea) async -> StreetLayer? {
        guard let repository else { return .off }
        return await repository.savedStreetMap(of: area).map { .drawn($0) }
    }

    /// The street layer of `area`.
    public func callAsFunction(_ area: StreetArea) async -> StreetLayer {
        guard let repository else { return .off }
        do throws(StreetMapFailure) {
            return .drawn(try await repository.streetMap(of: area))
        } catch {
            return .unavailable(error)
        }
    }
}
