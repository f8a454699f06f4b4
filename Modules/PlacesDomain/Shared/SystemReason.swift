/// Why the operating system refused to open, read, write or start something, as a reason a message can explain
/// in any language.
///
/// Data and the front end map the system's error numbers into these cases; anything rarer keeps the system's own
/// number and description.
public enum SystemReason: Hashable, Sendable {
    /// There is no such file or folder (`ENOENT`).
    case notFound
    /// Permission was refused (`EACCES`, `EPERM`).
    case accessDenied
    /// A folder was found where a file was expected (`EISDIR`).
    case isDirectory
    /// A part of the path is not a folder (`ENOTDIR`).
    case notDirectory
    /// The disk or the user's quota is full (`ENOSPC`, `EDQUOT`).
    case noSpace
    /// The file system is read-only (`EROFS`).
    case readOnlyFileSystem
    /// The path has a loop of symbolic links, or too many of them (`ELOOP`).
    case tooManySymbolicLinks
    /// The path or one of its names is too long (`ENAMETOOLONG`).
    case nameTooLong
    /// The path names something that is not a regular file: a pipe, a device, a socket.
    case notRegularFile
    /// The file is larger than Places reads or writes in a file of its kind (Places' own limit, in bytes, not the
    /// system's).
    case largerThanPlacesKeeps(limit: Int)
    /// The program exists but cannot be run (`ENOEXEC`, or a script without a usable interpreter).
    case notExecutable
    /// Any other error: the system's number and its own (English) description.
    case other(code: Int32, description: String)
}
