#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesDomain
import Synchronization

/// The gazetteer's places as points on the unit sphere, each computed the first time the nearest-place search
/// visits it and kept: the search visits a few dozen nodes per lookup, and their sines and cosines were most of its
/// cost, paid again on every lookup.
///
/// The memory comes zero-filled from the system and is touched only where a place was visited, so a single lookup
/// costs what it did; a unit vector is never zero, which marks a place not yet computed. Points are kept in the
/// k-d tree's order, not the places' order: a walk's last steps visit neighbours in the tree, so their points share
/// cache lines, where by place they were scattered over the whole table.
final class GazetteerPoints: @unchecked Sendable {
    // Sendable because every access to `storage` holds `lock`.
    private let storage: UnsafeMutablePointer<Double>?
    private let count: Int
    private let lock = Mutex(())

    /// Room for `count` places, none computed yet.
    init(count: Int) {
        self.count = count
        storage = calloc(max(1, count) * 3, MemoryLayout<Double>.stride)?.assumingMemoryBound(to: Double.self)
    }

    deinit {
        free(storage)
    }

    /// Runs `body` holding the lock that ``point(_:in:)`` needs.
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock { _ in body() }
    }

    /// The unit vector of place `place` of `file`, which is at `position` in the k-d tree, computed now if it was not
    /// before. Only inside ``withLock(_:)``.
    @inline(__always)
    func point(_ place: Int, atTreePosition position: Int, in file: GazetteerFile) -> (x: Double, y: Double, z: Double) {
        guard let storage, position >= 0, position < count else { return Geodesy.unitVector(file.latitude(place), file.longitude(place)) }
        let slot = storage + position * 3
        if slot[0] == 0 && slot[1] == 0 && slot[2] == 0 {
            let point = Geodesy.unitVector(file.latitude(place), file.longitude(place))
            (slot[0], slot[1], slot[2]) = (point.x, point.y, point.z)
            return point
        }
        return (slot[0], slot[1], slot[2])
    }
}
