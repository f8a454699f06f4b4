#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
package import PlacesDomain

/// A failed system call: its `errno`, and the reason in Domain's terms for messages.
package struct SystemError: Error, Equatable, Sendable {
    /// The error number.
    package let code: Int32
    /// Set for a refusal of Places' own rather than of a system call.
    private let refusal: Refusal?

    private enum Refusal: Equatable, Sendable {
        /// The path is not a regular file.
        case notRegular
        /// The file is larger than Places reads or writes for its kind: the limit, in bytes.
        case tooLarge(limit: Int)
    }

    /// The error with number `code`.
    package init(code: Int32) {
        self.code = code
        refusal = nil
    }

    /// A pipe, device or socket where Places reads and writes only regular files: it refuses rather than block.
    package static let notRegularFile = SystemError(code: EINVAL, refusal: .notRegular)

    /// A file larger than Places' own limit for its kind (`FileKind`), which is not the system's limit: messages
    /// name Places' limit rather than the system's "File too large".
    ///
    /// - Parameter limit: The most bytes Places reads or writes in such a file.
    package static func tooLarge(limit: Int) -> SystemError {
        SystemError(code: EFBIG, refusal: .tooLarge(limit: limit))
    }

    private init(code: Int32, refusal: Refusal) {
        self.code = code
        self.refusal = refusal
    }

    /// The error the last failed call on this thread left in `errno`.
    package static var current: SystemError { SystemError(code: errno) }

    /// The reason in Domain's terms; rare errors keep their number and the system's own description.
    package var reason: SystemReason {
        switch refusal {
        case .notRegular: return .notRegularFile
        case .tooLarge(let limit): return .largerThanPlacesKeeps(limit: limit)
        case nil: break
        }
        return switch code {
        case ENOENT: .notFound
        case EACCES, EPERM: .accessDenied
        case EISDIR: .isDirectory
        case ENOTDIR: .notDirectory
        case ENOSPC, EDQUOT: .noSpace
        case EROFS: .readOnlyFileSystem
        case ELOOP: .tooManySymbolicLinks
        case ENAMETOOLONG: .nameTooLong
        case ENOEXEC: .notExecutable
        default: .other(code: code, description: String(cString: strerror(code)))
        }
    }
}
