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
    static let setAsideMarker = ".unreadable-"

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

    /// Reads the store, moving an unreadable one aside and carrying over what it could read.
    private func read(_ target: String) throws(SystemError) -> (FeedDocument?, [StoreEntry], StoreRecovery?) {
        let contents: Data
        do {
            switch try POSIXFile.read(path: target, as: kind) {
            case .contents(let data): contents = data
            case .tooLarge: return try moveAside(target, salvaged: [])
            }
        } catch where error.code == ENOENT {
            return (nil, [], nil)
        }
        guard let document = try? FeedDecoder.decodeDocument(contents) else { return try moveAside(target, salvaged: []) }
        let entries = Self.entries(of: document)
        guard document.decoded.skippedEntries == 0 else { return try moveAside(target, salvaged: entries) }
        return (document, entries, nil)
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

    private func moveAside(_ target: String, salvaged: [StoreEntry]) throws(SystemError) -> (FeedDocument?, [StoreEntry], StoreRecovery?) {
        let stamp = Int(Date().timeIntervalSince1970)
        var aside = "\(target)\(Self.setAsideMarker)\(stamp)"
        var attempt = 1
        while FileManager.default.fileExists(atPath: aside) {
            attempt += 1
            aside = "\(target)\(Self.setAsideMarker)\(stamp)-\(attempt)"
        }
        guard rename(target, aside) == 0 else { throw .current }
        if !salvaged.isEmpty {
            // The readable entries keep their own text, unknown fields included.
            let document = "{\n  \"locations\": [\(FeedEncoder.listInterior(salvaged.map(\.text)))]\n}\n"
            try POSIXFile.writeAtomically(Data(document.utf8), to: target, as: kind)
        }
        return (nil, salvaged, StoreRecovery(movedTo: aside, carriedOver: salvaged.count))
    }
}
