/// Facts about the running process that only the operating system knows.
package enum CurrentProcess {
    /// The absolute path of this program's executable, links resolved; `nil` when the system will not say.
    package static var executablePath: String? { OS.executablePath() }
}
