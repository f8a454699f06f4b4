public import PlacesDomain

extension MessageFormatter {
    /// Why the operating system refused something, as a phrase for the end of a sentence.
    ///
    /// - Parameter reason: The system's reason.
    /// - Returns: "Permission denied", "Geen toestemming"…; a rare reason keeps the system's words and number.
    public func systemReason(_ reason: SystemReason) -> String {
        switch reason {
        case .notFound: localizer(SystemText.reasonNotFound)
        case .accessDenied: localizer(SystemText.reasonAccessDenied)
        case .isDirectory: localizer(SystemText.reasonIsDirectory)
        case .notDirectory: localizer(SystemText.reasonNotDirectory)
        case .noSpace: localizer(SystemText.reasonNoSpace)
        case .readOnlyFileSystem: localizer(SystemText.reasonReadOnly)
        case .tooManySymbolicLinks: localizer(SystemText.reasonLinkLoop)
        case .nameTooLong: localizer(SystemText.reasonNameTooLong)
        case .notRegularFile: localizer(SystemText.reasonNotRegularFile)
        case .notExecutable: localizer(SystemText.reasonNotExecutable)
        case .largerThanPlacesKeeps(let limit): localizer(SystemText.reasonLargerThanPlacesKeeps(limit: limit))
        case .other(let code, let description): localizer(SystemText.reasonOther(description: description, code: code))
        }
    }

    /// How the program that opens links failed: "xdg-open exited with status 4", or the program's own words.
    ///
    /// - Parameter failure: The opener's failure.
    /// - Returns: A phrase for the middle of a sentence.
    public func openerFailure(_ failure: LinkOpenerFailure) -> String {
        switch failure {
        case .exited(let program, let status, let errorOutput):
            errorOutput.isEmpty ? localizer(SystemText.openerExited(program: program, status: status)) : errorOutput
        case .signalled(let program, let signal):
            localizer(SystemText.openerSignalled(program: program, signal: signal))
        case .couldNotStart(let program, let reason, let setting?):
            localizer(SystemText.openerConfiguredNotStarted(program: Quoted(locator: program), setting: setting, reason: systemReason(reason)))
        case .couldNotStart(let program, let reason, nil):
            localizer(SystemText.openerNotStarted(program: program, reason: systemReason(reason)))
        case .stillRunning(let program, let seconds):
            localizer(SystemText.openerStillRunning(program: program, seconds: seconds))
        }
    }
}
