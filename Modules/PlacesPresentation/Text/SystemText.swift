/// What the operating system refused, and how the program that opens links failed.
package enum SystemText: Message {
    case reasonNotFound
    case reasonAccessDenied
    case reasonIsDirectory
    case reasonNotDirectory
    case reasonNoSpace
    case reasonReadOnly
    case reasonLinkLoop
    case reasonNameTooLong
    case reasonNotRegularFile
    case reasonNotExecutable
    case reasonLargerThanPlacesKeeps(limit: Int)
    case reasonOther(description: String, code: Int32)
    case openerExited(program: String, status: Int32)
    case openerSignalled(program: String, signal: Int32)
    case openerNotStarted(program: String, reason: String)
    case openerConfiguredNotStarted(program: Quoted, setting: String, reason: String)
    case openerStillRunning(program: String, seconds: Int)

    package var english: String {
        switch self {
        case .reasonNotFound: "No such file or directory"
        case .reasonAccessDenied: "Permission denied"
        case .reasonIsDirectory: "Is a directory"
        case .reasonNotDirectory: "Not a directory"
        case .reasonNoSpace: "No space left on device"
        case .reasonReadOnly: "Read-only file system"
        case .reasonLinkLoop: "Too many levels of symbolic links"
        case .reasonNameTooLong: "File name too long"
        case .reasonNotRegularFile: "Not a regular file"
        case .reasonNotExecutable: "Not a program that can be run"
        case .reasonLargerThanPlacesKeeps(let limit): "larger than \(Self.size(limit)), the most Places keeps in such a file"
        case .reasonOther(let description, let code): "\(description) (error \(code))"
        case .openerExited(let program, let status): "\(program) exited with status \(status)"
        case .openerSignalled(let program, let signal): "\(program) was stopped by signal \(signal)"
        case .openerConfiguredNotStarted(let program, let setting, let reason):
            "the opener “\(program)” that \(setting) names could not be started: \(reason)"
        case .openerStillRunning(let program, let seconds):
            "\(program) had not finished after \(seconds) seconds, so Places stopped waiting for it"
        case .openerNotStarted(let program, let reason): "\(program) could not be started: \(reason)"
        }
    }

    package var dutch: String {
        switch self {
        case .reasonNotFound: "Bestand of map bestaat niet"
        case .reasonAccessDenied: "Geen toestemming"
        case .reasonIsDirectory: "Het is een map"
        case .reasonNotDirectory: "Een deel van het pad is geen map"
        case .reasonNoSpace: "Geen ruimte meer op de schijf"
        case .reasonReadOnly: "De schijf is alleen-lezen"
        case .reasonLinkLoop: "Te veel niveaus van symbolische koppelingen"
        case .reasonNameTooLong: "Bestandsnaam te lang"
        case .reasonNotRegularFile: "Geen gewoon bestand"
        case .reasonNotExecutable: "Geen programma dat kan worden uitgevoerd"
        case .reasonLargerThanPlacesKeeps(let limit): "groter dan \(Self.size(limit)), het meeste dat Places in zo'n bestand bewaart"
        case .reasonOther(let description, let code): "\(description) (fout \(code))"
        case .openerExited(let program, let status): "\(program) stopte met status \(status)"
        case .openerSignalled(let program, let signal): "\(program) is gestopt door signaal \(signal)"
        case .openerConfiguredNotStarted(let program, let setting, let reason):
            "de opener “\(program)” die \(setting) noemt kon niet worden gestart: \(reason)"
        case .openerStillRunning(let program, let seconds):
            "\(program) was na \(seconds) seconden nog niet klaar, dus Places wacht er niet langer op"
        case .openerNotStarted(let program, let reason): "\(program) kon niet worden gestart: \(reason)"
        }
    }

    /// A limit in bytes as people read it: whole megabytes, or kilobytes below one.
    private static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(max(1, bytes >> 10)) KB"
    }
}
