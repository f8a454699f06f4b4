/// What the operating system refused, and how the program that opens links failed.
package enum SystemText: String, TextCatalog {
    case reasonNotFound, reasonAccessDenied, reasonIsDirectory, reasonNotDirectory, reasonNoSpace, reasonReadOnly
    case reasonLinkLoop, reasonNameTooLong, reasonNotRegularFile, reasonNotExecutable, reasonOther, openerExited
    case openerSignalled, openerNotStarted, openerConfiguredNotStarted, openerStillRunning

    package func template(_ language: Language) -> String {
        let (english, dutch) = texts
        return language == .english ? english : dutch
    }

    private var texts: (String, String) {
        switch self {
        case .reasonNotFound: ("No such file or directory", "Bestand of map bestaat niet")
        case .reasonAccessDenied: ("Permission denied", "Geen toestemming")
        case .reasonIsDirectory: ("Is a directory", "Het is een map")
        case .reasonNotDirectory: ("Not a directory", "Een deel van het pad is geen map")
        case .reasonNoSpace: ("No space left on device", "Geen ruimte meer op de schijf")
        case .reasonReadOnly: ("Read-only file system", "De schijf is alleen-lezen")
        case .reasonLinkLoop: ("Too many levels of symbolic links", "Te veel niveaus van symbolische koppelingen")
        case .reasonNameTooLong: ("File name too long", "Bestandsnaam te lang")
        case .reasonNotRegularFile: ("Not a regular file", "Geen gewoon bestand")
        case .reasonNotExecutable: ("Not a program that can be run", "Geen programma dat kan worden uitgevoerd")
        case .reasonOther: ("{0} (error {1})", "{0} (fout {1})")
        case .openerExited: ("{0} exited with status {1}", "{0} stopte met status {1}")
        case .openerSignalled: ("{0} was stopped by signal {1}", "{0} is gestopt door signaal {1}")
        case .openerConfiguredNotStarted:
            ("the opener “{0}” that PLACES_OPENER names could not be started: {1}",
             "de opener “{0}” die PLACES_OPENER noemt kon niet worden gestart: {1}")
        case .openerStillRunning:
            ("{0} had not finished after {1} seconds, so Places stopped waiting for it",
             "{0} was na {1} seconden nog niet klaar, dus Places wacht er niet langer op")
        case .openerNotStarted: ("{0} could not be started: {1}", "{0} kon niet worden gestart: {1}")
        }
    }
}
