/// Hints to the kernel about large buffers, which change speed and never results.
package enum MemoryAdvice {
    /// Asks for 2 MB pages for a large buffer that is about to be filled, where the platform has them.
    ///
    /// Loading a 12 MB feed touches tens of megabytes of fresh memory; with 4 KB pages the page faults were a seventh
    /// of the load on a virtual machine.
    package static func preferHugePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        OS.adviseHugePages(start, byteCount: byteCount)
    }
}
