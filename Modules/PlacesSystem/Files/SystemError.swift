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
    /// Set for a refusal of Places' own rather than of a system call: the path is not a regular file.
    private let notRegular: Bool

    /// The error with number `code`.
    package init(code: Int32) {
        self.code = code
        notRegular = false
    }

    /// A pipe, device or socket where Places reads and writes only regular files: it refuses rather than block.
    package static let notRegularFile = SystemError(notRegularWithCode: EINVAL)

    private init(notRegularWithCode code: Int32) {
        self.code = code
        notRegular = true
    }

    /// The error the last failed call on this thread left in `errno`.
    package static var current: SystemError { SystemError(code: errno) }

    /// The reason in Domain's terms; rare errors keep their number and the system's own description.
    package var reason: SystemReason {
        if notRegular { return .notRegularFile }
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
