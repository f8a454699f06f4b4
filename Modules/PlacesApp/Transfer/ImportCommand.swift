import PlacesDomain
import PlacesPresentation

/// `import`: adds the places of a GeoJSON, GPX, KML or CSV file to your locations, all of them or none.
@MainActor
struct ImportCommand: Command {
    static let name = "import"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.files

    /// `--format`: how to read the file, when its name and content do not say.
    static let format = FormatOption.make {
        switch $0 {
        case .english: "geojson, gpx, kml or csv (default: from FILE's name, else its content)"
        case .dutch: "geojson, gpx, kml of csv (standaard: volgens de naam, anders de inhoud)"
        }
    }
    static let options = [format]

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "import FILE",
                summary: "add the places of a GeoJSON, GPX, KML or CSV file",
                usage: ["import [--format FORMAT] FILE"],
                details: """
                Adds the places of a file other apps write — GeoJSON, GPX waypoints, KML Placemarks, CSV with a \
                header naming the columns — to your locations, each judged as add judges it. An entry the list \
                already has, or that an earlier entry repeats (the same name within 5 m), is left out and counted; an entry that is not a place is \
                skipped with where it is (its number and line) and why. The rest is added in one change, numbered \
                after your other locations: all of it, or — when the change fails — nothing, with your locations as \
                they were. FILE - reads standard input. The format comes from --format, else the extension, else the \
                content. A file of more than 64 MB, or XML with a DTD, is refused before anything is added.
                """,
                examples: ["places import favourites.gpx", "places import --format csv places.txt"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "import BESTAND",
                summary: "voeg de plekken uit een GeoJSON-, GPX-, KML- of CSV-bestand toe",
                usage: ["import [--format FORMAAT] BESTAND"],
                details: """
                Voegt de plekken uit een bestand dat andere apps schrijven — GeoJSON, GPX-waypoints, \
                KML-Placemarks, CSV met een kopregel die de kolommen noemt — toe aan je locaties, elk beoordeeld \
                zoals add dat doet. Een item dat de lijst al heeft, of dat een eerder item herhaalt (dezelfde naam \
                binnen 5 m), wordt weggelaten en geteld; een item dat geen plek is, wordt overgeslagen met waar het staat (het nummer en de regel) \
                en waarom. De rest wordt in één wijziging toegevoegd, genummerd na je andere locaties: alles, of — \
                als de wijziging mislukt — niets, met je locaties zoals ze waren. BESTAND - leest de \
                standaardinvoer. Het formaat volgt uit --format, anders de extensie, anders de inhoud. Een bestand van meer dan 64 MB, of XML met een DTD, wordt \
                geweigerd voordat er iets wordt toegevoegd.
                """,
                examples: ["places import favourites.gpx", "places import --format csv places.txt"]
            )
        }
    }

    let list: ListAccess

    static func make(_ app: AppGraph) -> ImportCommand {
        ImportCommand(list: app.list)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        // `-` is standard input, as in every Unix tool; a file named so is `./-`.
        let path = input.text == "-" ? "/dev/stdin" : input.text
        let format = input.options.text(Self.format).flatMap(TransferFormat.init(rawValue:))
        guard await list.catalog(io) != nil else { return .failure }
        // A pipe is waited for within the command's one deadline.
        switch await list.locations.importFile(path: path, format: format, deadline: .seconds(input.globals.timeout)) {
        case .success(let report):
            for line in report.lines { io.console.line(DisplayText.sanitized(line)) }
            return .success
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
    }
}
