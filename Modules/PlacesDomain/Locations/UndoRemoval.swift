/// Brings back the location removed last, then the one before, and so on: the removals ``RemoveLocation`` kept in a
/// ``RemovalHistoryRepository``, so undo works in a later run as in the same one.
///
/// The rule: the newest removal kept comes back with the number it had, unless that number has been given to
/// another location meanwhile (the feed grew over it): then with the next free one, which the answer tells. A place
/// the list has again (added since) is not brought back as a twin; the answer is the location already there. Once
/// it is back (or found), the removal is forgotten, so the next undo reaches the one before.
public struct UndoRemoval: Sendable {
    /// How many removals are kept: the last 50.
    public static let kept = 50

    private let history: any RemovalHistoryRepository
    private let remover: RemoveLocation

    /// An undo over `history` that brings locations back into `store`.
    public init(store: any CustomLocationRepository, history: any RemovalHistoryRepository) {
        self.history = history
        remover = RemoveLocation(store: store)
    }

    /// Brings back the newest removal kept into `catalog`.
    ///
    /// - Returns: What came back and with which number, or `nil` when no removal is kept.
    /// - Throws: ``UndoFailure/history(_:)`` when the history cannot be read (nothing was changed), or
    ///   ``UndoFailure/store(_:)`` when the list cannot be changed (the removal stays kept, to try again).
    public func callAsFunction(in catalog: LocationCatalog) async throws(UndoFailure) -> UndoneRemoval? {
        let kept: RemovalHistory
        do {
            kept = try await history.loadRemovals()
        } catch {
            throw .history(error)
        }
        guard let newest = kept.removals.last else {
            return kept.recovery.map { UndoneRemoval(restored: nil, removed: nil, historyRecovery: $0, left: 0) }
        }
        let restored: AddedLocation
        do {
            restored = try await remover.undo(newest, in: catalog)
        } catch {
            throw .store(error)
        }
        // Back in the list: a history that cannot forget it now only offers it again, which finds it listed.
        let left = (try? await history.forget(newest).removals.count) ?? kept.removals.count - 1
        return UndoneRemoval(restored: restored, removed: newest, historyRecovery: kept.recovery, left: left)
    }
}

/// What ``UndoRemoval`` did.
public struct UndoneRemoval: Sendable {
    /// The location back in the list with its number (or the same place already there); `nil` when the history
    /// was unreadable and started afresh, so there was nothing to bring back.
    public let restored: AddedLocation?
    /// The removal undone, with the number it had.
    public let removed: NumberedLocation?
    /// Where an unreadable history was moved, when it was.
    public let historyRecovery: StoreRecovery?
    /// How many removals are still kept.
    public let left: Int

    /// Whether it came back with another number than it had, because that one was given meanwhile.
    public var renumbered: Bool {
        guard let restored, let removed, !restored.alreadyListed else { return false }
        return restored.number != removed.number
    }
}

/// Why nothing was brought back.
public enum UndoFailure: Error, Equatable, Sendable {
    /// The history of removals could not be read or changed.
    case history(CustomStoreFailure)
    /// The list could not be changed.
    case store(CustomStoreFailure)
}
