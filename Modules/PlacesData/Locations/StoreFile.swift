#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesDomain
import PlacesSystem

/// The store file itself, for one locked change: reading it whole, moving an unreadable one aside, and writing the
/// new list into the document it came from. Called only while the store's lock is held.
struct StoreFile: Sendable {
    /// The store as named; a symbolic link is followed to the file it leads to.
    let path: String
    let maximumBytes: Int
    /// What follows the store's name in the name of a store set aside as unreadable.
    static let setAsideMarker = POSIXFile.setAsideMarker

    /// The store's kind: its writer and its reader share the limit.
    private var kind: FileKind { FileKind(maximumBytes: maximumBytes) }

    /// Reads the entries, plans `change` on them (`nil`: no change) and writes the result.
    ///
    /// - Parameters:
    ///   - change: What to add, bring back or remove; `nil` only reads (and moves an unreadable store aside).
    ///   - floor: How many entries the feed has: the user's numbers are above it.
    /// - Returns: The locations as they stand after the change, with their numbers and any recovery the read
    ///   needed; or the change's own refusal.
    func update(_ change: CustomChange?, numberedAbove floor: Int) throws(SystemError) -> Result<CustomLocations, CustomStoreFailure> {
        let target = try POSIXFile.resolvingLinks(path)
        let (document, entries, recovery) = try read(target)
        let next = document?.nextNumber?.value ?? 1
        // Refused as soon as the limit is certain, before the plan and the new document are made: a large import
        // would otherwise build several copies of a document that is never written.
        if certainlyTooLarge(change, document: document, entries: entries.count, next: next) {
            return .failure(.tooLarge(path: path, limit: maximumBytes))
        }
        let current = CustomLocations(locations: entries.map(\.location), storedNumbers: entries.map(\.number), nextNumber: next, recovery: recovery)
        let plan: CustomChangePlan?
        do throws(CustomStoreFailure) {
            plan = try change?.plan(locations: current.locations, stored: current.storedNumbers, next: next, above: floor)
        } catch {
            return .failure(error)
        }
        guard let plan else { return .success(current) }
        let changed = plan.kept.map { entries[$0.index].numbered($0.number) }
            + plan.added.map { StoreEntry(new: $0.location, number: $0.number) }
        let texts = changed.map(\.text)
        let bytes = document?.replacingEntries(with: texts, nextNumber: plan.next)
            ?? [UInt8](FeedEncoder.store(texts, nextNumber: plan.next))
        // What the reader refuses is never written: the change is refused and the store left as it was.
        guard bytes.count <= maximumBytes else { return .failure(.tooLarge(path: path, limit: maximumBytes)) }
        try POSIXFile.writeAtomically(Data(bytes), to: target, as: kind)
        return .success(CustomLocations(
            locations: changed.map(\.location),
            storedNumbers: changed.map(\.number),
            nextNumber: plan.next,
            recovery: recovery
        ))
    }

    /// Whether `change` takes the store past ``maximumBytes`` whatever its entries are renumbered to: the store as
    /// it is, less the most a new number could save on each entry, and each added entry as it will be written,
    /// counted one at a time and no further than the limit.
    private func certainlyTooLarge(_ change: CustomChange?, document: FeedDocument?, entries: Int, next: Int) -> Bool {
        guard case .add(let new)? = change else { return false }
        let separator = ",\n    ".utf8.count
        var bytes = (document?.bytes.count ?? 0) - entries * String(Int.max).utf8.count
        for (offset, location) in new.enumerated() {
            bytes += FeedEncoder.entry(location, number: next + offset).utf8.count + separator
            if bytes > maximumBytes { return true }
        }
        return false
    }

    /// Reads the store, moving an unreadable one aside and carrying over what it could read. The history of removals
    /// (`FileRemovalHistoryRepository`) is a file of the same form, read the same way.
    func read(_ target: String) throws(SystemError) -> (FeedDocument?, [StoreEntry], StoreRecovery?) {
        let examined: (document: FeedDocument?, damage: StoreDamage?)
        do {
            examined = try examine(target)
        } catch where error.code == ENOENT {
            return (nil, [], nil)
        }
        let entries = examined.document.map(Self.entries) ?? []
        guard let damage = examined.damage else { return (examined.document, entries, nil) }
        // The entries that are locations are carried over from a store some of whose entries are not.
        return try moveAside(target, salvaged: entries, damage: damage)
    }

    /// The store at `target` as a document, when it is one, and why it cannot be kept as it is, when it cannot.
    func examine(_ target: String) throws(SystemError) -> (document: FeedDocument?, damage: StoreDamage?) {
        let contents: Data
        switch try POSIXFile.read(path: target, as: kind) {
        case .contents(let data): contents = data
        case .tooLarge: return (nil, .tooLarge(limit: maximumBytes))
        }
        let document: FeedDocument
        do throws(FeedFailure) {
            document = try FeedDecoder.decodeDocument(contents)
        } catch {
            guard case .invalidJSON(let offset) = error else { return (nil, .notAList) }
            let (line, column) = Self.position(of: offset, in: contents)
            return (nil, .invalidJSON(line: line, column: column))
        }
        guard document.decoded.skippedEntries == 0 else {
            let line = Self.position(of: document.firstSkippedOffset ?? 0, in: contents).line
            return (document, .invalidEntries(count: document.decoded.skippedEntries, firstLine: line))
        }
        return (document, nil)
    }

    private static func position(of offset: Int, in contents: Data) -> (line: Int, column: Int) {
        var lines = LineCounter()
        return [UInt8](contents).withUnsafeBufferPointer { lines.position(of: offset, in: $0) }
    }

    /// The file an earlier run moved aside from `path`, while nothing has replaced it (there is no store at
    /// `path`), with why it could not be read: the loss is said again until the person moves it back or deletes it.
    static func earlierRecovery(of path: String, maximumBytes: Int) -> StoreRecovery? {
        let folder = POSIXFile.parent(of: path)
        let prefix = POSIXFile.name(of: path) + ".unreadable-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return nil }
        // The newest: the stamp in the name is the time it was moved aside.
        let kept = names.filter { $0.hasPrefix(prefix) }.max { stamp($0, after: prefix).lexicographicallyPrecedes(stamp($1, after: prefix)) }
        guard let kept else { return nil }
        let aside = (folder.isEmpty ? "" : folder + "/") + kept
        let store = StoreFile(path: aside, maximumBytes: maximumBytes)
        guard let damage = (try? store.examine(aside))?.damage else { return nil }
        return StoreRecovery(movedTo: aside, carriedOver: 0, damage: damage, earlier: true)
    }

    /// The time and attempt a name moved aside holds (`…unreadable-1700000000-2`), for ordering.
    private static func stamp(_ name: String, after prefix: String) -> [Int] {
        name.dropFirst(prefix.count).split(separator: "-").map { Int($0) ?? 0 }
    }

    /// The usable entries of a store document, each with its text and number.
    static func entries(of document: FeedDocument) -> [StoreEntry] {
        document.decoded.locations.enumerated().map { index, location in
            StoreEntry(
                location: FileCustomLocationRepository.custom(location),
                text: document.entryText(index),
                number: document.entryNumbers[index]?.value,
                numberRange: document.entryNumberRange(index)
            )
        }
    }

    private func moveAside(
        _ target: String,
        salvaged: [StoreEntry],
        damage: StoreDamage
    ) throws(SystemError) -> (FeedDocument?, [StoreEntry], StoreRecovery?) {
        let aside = try POSIXFile.setAside(target)
        if !salvaged.isEmpty {
            // The readable entries keep their own text, unknown fields included.
            let document = "{\n  \"locations\": [\(FeedEncoder.listInterior(salvaged.map(\.text)))]\n}\n"
            try POSIXFile.writeAtomically(Data(document.utf8), to: target, as: kind)
        }
        return (nil, salvaged, StoreRecovery(movedTo: aside, carriedOver: salvaged.count, damage: damage))
    }
}
