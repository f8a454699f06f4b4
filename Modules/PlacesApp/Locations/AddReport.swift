import PlacesDomain
import PlacesPresentation

/// What `add` and the session's add form say once a location was added, or why it was not.
@MainActor
enum AddReport {
    /// Says what became of an addition: its number, where it is, and how to open it; or why it was not saved.
    static func say(_ result: Result<AddedLocationView, ActionFailure>, _ io: CommandIO) async -> CommandOutcome {
        switch result {
        case .success(let added):
            io.console.line(DisplayText.sanitized(added.confirmation))
            if let sentence = added.whereSentence { io.console.line(DisplayText.sanitized(sentence)) }
            io.console.line(io.localizer(SessionText.openHint(number: added.row.number)))
            return CommandOutcome(.success, [.showedPlace(Place(number: added.row.number, location: added.row.location))])
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
    }
}
