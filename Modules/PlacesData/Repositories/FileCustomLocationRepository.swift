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
public import PlacesDomain
import PlacesSystem

/// Keeps the user's locations in `$XDG_DATA_HOME/places/custom-locations.json`, without ever losing one.
///
/// - The file is itself a Places feed (`{"locations": [...]}`), so it can be read back with `--source`.
/// - Every change is a read-modify-write under an exclusive `flock`, so processes adding at the same time all keep
///   their entries, and the file is replaced atomically, so a process killed at any moment leaves the old or the
///   new file.
/// - A file that cannot be read as a feed, or that has entries which are not valid locations, is renamed to
///   `custom-locations.json.unreadable-TIMESTAMP` (kept, never deleted); the readable entries are carried over
///   into a fresh store and the caller is told where the old file went.
///
/// Blocking file and lock calls run on a thread of their own, not on the shared concurrency pool.
public struct FileCustomLocationRepository: CustomLocationRepository {
    /// The store file, or `nil` when there is no data folder.
    public let path: String?
    private let directory: String?

    /// A store in `directory`.
    ///
    /// - Parameter directory: Usually `$XDG_DATA_HOME/places`; `nil` when no data folder is known.
    public init(directory: String?) {
        self.directory = directory
        self.path = directory.map { $0 + "/custom-locations.json" }
    }

    /// Reads the store; an unreadable one is moved aside and its readable entries carried over.
    public func loadCustom() async throws(CustomStoreFailure) -> CustomLocations {
        guard let path else { throw .noDataFolder }
        // Every writer replaces the file by an atomic rename, so a reader sees a whole old or a whole new file
        // and needs no lock. Most runs of `places` only read, and most users have no file at all.
        if access(path, F_OK) != 0 && errno == ENOENT { return CustomLocations(locations: []) }
        let unlocked = await DedicatedThread.run { () -> [Location]? in
            guard case .contents(let document)? = try? POSIXFile.read(path: path, limit: Self.maximumBytes),
                  let decoded = try? FeedDecoder.decode(document), decoded.skippedEntries == 0
            else { return nil }
            return decoded.locations.map(Self.custom)
        }
        if let unlocked { return CustomLocations(locations: unlocked) }
        // Unreadable, or changed under us: the locked path reads again and moves an unreadable file aside.
        return try await transaction { _ in nil }
    }

    /// The largest store read; far beyond any real list of personal places.
    private static let maximumBytes = 64 << 20

    /// Adds `location` at the end of the store, under the lock.
    public func add(_ location: Location) async throws(CustomStoreFailure) -> CustomLocations {
        try await transaction { locations in locations + [location] }
    }

    /// Removes the first saved location equal to `location`, under the lock.
    public func remove(_ location: Location) async throws(CustomStoreFailure) -> CustomLocations {
        let target = Self.custom(location)
        return try await transaction { locations throws(CustomStoreFailure) in
            guard let index = locations.firstIndex(of: target) else { throw .notFound }
            var remaining = locations
            remaining.remove(at: index)
            return remaining
        }
    }

    /// Reads the store under the lock, lets `change` compute a new list (`nil`: no change) and writes it.
    private func transaction(
        _ change: @escaping @Sendable ([Location]) throws(CustomStoreFailure) -> [Location]?
    ) async throws(CustomStoreFailure) -> CustomLocations {
        guard let directory, let path else { throw .noDataFolder }
        let result = await DedicatedThread.run {
            Result { () throws(CustomStoreFailure) -> CustomLocations in
                try Self.locked(directory: directory, path: path, change)
            }
        }
        return try result.get()
    }

    private static func locked(
        directory: String,
        path: String,
        _ change: ([Location]) throws(CustomStoreFailure) -> [Location]?
    ) throws(CustomStoreFailure) -> CustomLocations {
        let outcome: Result<CustomLocations, CustomStoreFailure>
        do {
            try POSIXFile.createDirectories(directory)
            outcome = try FileLock.withLock(at: directory + "/custom-locations.lock") {
                () throws(SystemError) -> Result<CustomLocations, CustomStoreFailure> in
                removeAbandonedTemporaryFiles(next: path)
                let (locations, recovery) = try read(path)
                let changed: [Location]?
                do throws(CustomStoreFailure) {
                    changed = try change(locations)
                } catch {
                    return .failure(error)
                }
                guard let changed else { return .success(CustomLocations(locations: locations, recovery: recovery)) }
                try POSIXFile.writeAtomically(FeedEncoder.document(changed), to: path)
                return .success(CustomLocations(locations: changed, recovery: recovery))
            }
        } catch {
            throw .inaccessible(path: path, reason: error.reason)
        }
        return try outcome.get()
    }

    /// Deletes temporary files left by a writer that was killed before its rename. Every writer holds the lock
    /// while its temporary file exists, so under the lock any such file is abandoned.
    private static func removeAbandonedTemporaryFiles(next path: String) {
        let folder = POSIXFile.parent(of: path)
        let prefix = POSIXFile.name(of: path) + ".tmp-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
            unlink(folder + "/" + name)
        }
    }

    /// Reads the store, moving an unreadable one aside and carrying over what it could read.
    private static func read(_ path: String) throws(SystemError) -> ([Location], StoreRecovery?) {
        let document: Data
        do {
            switch try POSIXFile.read(path: path, limit: maximumBytes) {
            case .contents(let data): document = data
            case .tooLarge: return try moveAside(path, salvaged: [])
            }
        } catch where error.code == ENOENT {
            return ([], nil)
        }
        guard let decoded = try? FeedDecoder.decode(document) else { return try moveAside(path, salvaged: []) }
        let locations = decoded.locations.map(custom)
        guard decoded.skippedEntries == 0 else { return try moveAside(path, salvaged: locations) }
        return (locations, nil)
    }

    private static func moveAside(_ path: String, salvaged: [Location]) throws(SystemError) -> ([Location], StoreRecovery?) {
        let stamp = Int(Date().timeIntervalSince1970)
        var target = "\(path).unreadable-\(stamp)"
        var attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            target = "\(path).unreadable-\(stamp)-\(attempt)"
        }
        guard rename(path, target) == 0 else { throw SystemError.current }
        if !salvaged.isEmpty { try POSIXFile.writeAtomically(FeedEncoder.document(salvaged), to: path) }
        return (salvaged, StoreRecovery(movedTo: target, carriedOver: salvaged.count))
    }

    private static func custom(_ location: Location) -> Location {
        Location(name: location.name, coordinate: location.coordinate, origin: .custom)
    }
}
