#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Dispatch

/// A large regular file read by two threads at once: the first part by the caller, the second by a thread of its own
/// that goes on to work on it (`PartedRead/second`) while the caller works on the first.
package struct PartedRead: Sendable {
    /// The whole file, when both parts were read in full and it did not grow meanwhile; otherwise the file read again
    /// from its start, by the same policy as ``POSIXFile/read(path:limit:regularOnly:deadline:)``.
    package let contents: FileContents
    /// Whether `contents` are the bytes the second thread was given (so that its work on them counts).
    package let parted: Bool
    /// The buffer the second thread was given, kept alive for it when the file was read again.
    package let retained: Data?
    /// Whether the second thread was started (and `second` will be called).
    package let started: Bool
}

extension POSIXFile {
    /// Reads a regular file of at least `minimum` bytes in two halves at once, handing the second half to `second`
    /// on a thread of its own as soon as it is read; anything else is read as ``read(path:limit:regularOnly:deadline:)``
    /// reads it, and `second` is never called.
    ///
    /// `second` is given the buffer the whole file is read into (valid until the caller lets go of the result and
    /// of `PartedRead/retained`, which it must not do before `second` is finished), the offset where the second half
    /// starts and how many bytes of it were read. It must read only from there.
    ///
    /// The first `prefix` bytes are read before the second thread starts, so `second` may look at them too.
    ///
    /// - Returns: ``PartedRead``; `parted` says whether `second` worked on the bytes returned.
    package static func readInParts(
        path: String,
        limit: Int,
        minimum: Int,
        prefix: Int,
        regularOnly: Bool = true,
        deadline: Duration = .seconds(15),
        second: @escaping @Sendable (_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Void
    ) throws(SystemError) -> PartedRead {
        var info = stat()
        // Only a regular file is opened here (opening a pipe and closing it again could lose a writer).
        let isLarge = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) >= minimum
        let descriptor = isLarge ? open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) : -1
        let size = descriptor >= 0 && fstat(descriptor, &info) == 0 ? Int(info.st_size) : -1
        guard (info.st_mode & S_IFMT) == S_IFREG, size >= minimum, size <= limit, prefix <= size / 2,
              let base = MemoryAdvice.allocate(byteCount: size)
        else {
            if descriptor >= 0 { close(descriptor) }
            let contents = try read(path: path, limit: limit, regularOnly: regularOnly, deadline: deadline)
            return PartedRead(contents: contents, parted: false, retained: nil, started: false)
        }
        let half = size / 2
        let buffer = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size)
        let secondRead = DispatchSemaphore(value: 0)
        let shared = SharedCount()
        let input = SharedBuffer(base: base, buffer: buffer)
        let prefixFilled = readFully(descriptor, into: base, count: prefix, at: 0)
        DedicatedThread.start {
            let filled = readFully(descriptor, into: input.base + half, count: size - half, at: half)
            shared.value = filled
            secondRead.signal()
            second(input.buffer, half, max(filled, 0))
        }
        let firstFilled = prefixFilled == prefix
            ? prefix + readFully(descriptor, into: base + prefix, count: half - prefix, at: prefix) : -1
        secondRead.wait()
        var beyond: UInt8 = 0
        let grew = pread(descriptor, &beyond, 1, off_t(size))
        close(descriptor)
        let data = Data(bytesNoCopy: base, count: size, deallocator: .free)
        guard firstFilled == half, shared.value == size - half, grew == 0 else {
            // The file changed while it was read (or a read failed): read it again, whole, as any other file.
            let contents = try read(path: path, limit: limit, regularOnly: regularOnly, deadline: deadline)
            return PartedRead(contents: contents, parted: false, retained: data, started: true)
        }
        return PartedRead(contents: .contents(data), parted: true, retained: nil, started: true)
    }
}

/// How much the second thread read, written before it signals and read after waiting for that.
private final class SharedCount: @unchecked Sendable {
    var value = -1
}

/// The buffer, handed to the second thread, which the read outlives.
private struct SharedBuffer: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let buffer: UnsafeBufferPointer<UInt8>
}
