import PlacesDomain
import PlacesPresentation

/// The rows of the list that match a query, printed: what `search` and `list` (every row) print.
@MainActor
struct LocationListing {
    let list: ListAccess
    let lookup: PlaceLookupViewModel

    /// Prints the rows matching `query` (every row for an empty one) as a table, sentences or JSON.
    ///
    /// Rows are made and written a chunk at a time, so printing a long list costs little memory beyond the list,
    /// and stops as soon as nobody reads the output.
    func show(matching query: String, _ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        guard let catalog = await list.catalog(io) else { return .failure }
        let locations = list.locations
        let console = io.console
        // A name the list spells another way ("Kopenhagen") finds the list's location when the gazetteer says so.
        let (numbers, note) = await lookup.search(query, catalog: catalog)
        // Nothing found is a failure, as for where and grep: a script can tell.
        let searched = CommandOutcome(numbers.isEmpty && !query.isEmpty ? .failure : .success, [.searched(query)])
        if input.globals.json {
            let style = input.globals.linkStyle
            JSONOutput.writeRows(numbers.lazy.compactMap { number in
                catalog.location(number: number).map { (number, $0, style.link(for: $0)) }
            }, to: console)
            return searched
        }
        if case .empty(let message) = locations.state {
            console.message(message)
            return searched
        }
        if numbers.isEmpty {
            console.message(lookup.noMatch(query, catalog: catalog))
            return searched
        }
        io.note(note)
        LocationTable(style: console.style, localizer: io.localizer).write(numbers: numbers, row: locations.row(number:), to: console)
        return searched
    }
}
