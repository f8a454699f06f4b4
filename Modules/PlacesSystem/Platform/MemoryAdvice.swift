#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Hints to the kernel about large buffers, which change speed and never results.
package enum MemoryAdvice {
    /// Asks for 2 MB pages for a large buffer that is about to be filled, where the platform has them.
    ///
    /// Loading a large feed touches a great deal of fresh memory; with small pages, faulting it in was a noticeable
    /// part of the load on a virtual machine (docs/PERFORMANCE.md has the figures).
    package static func preferHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        OS.adviseHugePages(start, byteCount: byteCount)
    }

    /// Memory for a buffer of `byteCount` bytes about to be filled, to be released with `free`: a large one starts on
    /// a 2 MB boundary and asks for 2 MB pages, so that all of it but its last part can have them (from `malloc`, the
    /// part before the first boundary was faulted in a small page at a time before anything else started).
    package static func allocate(byteCount: Int) -> UnsafeMutableRawPointer? {
        let huge = 2 << 20
        guard byteCount >= 2 * huge else { return malloc(byteCount) }
        var base: UnsafeMutableRawPointer?
        guard posix_memalign(&base, huge, byteCount) == 0, let base else { return nil }
        preferHugePages(base, byteCount: byteCount)
        return base
    }
}
