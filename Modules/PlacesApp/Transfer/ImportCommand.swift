import PlacesDomain
import PlacesPresentation

/// `import`: adds the places of a GeoJSON, GPX, KML or CSV file to your locations, all of them or none; with
/// `--saved`, the articles of a file `export --saved` wrote to the saved list.
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
    /// `--saved`: the file's points are saved articles, not locations.
    static let saved = OptionSpec("--saved", value: .flag, help: {
        switch $0 {
        case .english: "add the articles to the saved list instead of locations"
        case .dutch: "voeg de artikelen toe aan de bewaarde lijst, niet aan locaties"
        }
    })
    static let options = [format, saved]

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "import FILE",
                summary: "add the places of a GeoJSON, GPX, KML or CSV file",
                usage: ["import [--format FORMAT] FILE", "import --saved [--format FORMAT] FILE"],
                details: """
                Adds the places of a file other apps write — GeoJSON, GPX waypoints, KML Placemarks, CSV with a \
                header naming the columns — to your locations, each judged as add judges it. An entry the list \
                already has, or that an earlier entry repeats (the same name within 5 m), is left out and counted; an entry that is not a place is \
                skipped with where it is (its number and line) and why. The rest is added in one change, numbered \
                after your other locations: all of it, or — when the change fails — nothing, with your locations as \
                they were. FILE - reads standard input. The format comes from --format, else the extension, else the \
                content. A file of more than 64 MB, or XML with a DTD, is refused before anything is added. With \
                --saved it adds to the saved articles instead, as export --saved writes them: each entry whose \
                address (GeoJSON url, GPX link, KML description, CSV url column) is a wiki's article is saved with \
                its title and coordinates, summary only, in one change; an article saved already is kept as it was, \
                and an entry with any other address is skipped and counted. save SN fetches an article's text later.
                """,
                examples: ["places import favourites.gpx", "places import --format csv places.txt", "places import --saved saved.geojson"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "import BESTAND",
                summary: "voeg de plekken uit een GeoJSON-, GPX-, KML- of CSV-bestand toe",
                usage: ["import [--format FORMAAT] BESTAND", "import --saved [--format FORMAAT] BESTAND"],
                details: """
                Voegt de plekken uit een bestand dat andere apps schrijven — GeoJSON, GPX-waypoints, \
                KML-Placemarks, CSV met een kopregel die de kolommen noemt — toe aan je locaties, elk beoordeeld \
                zoals add dat doet. Een item dat de lijst al heeft, of dat een eerder item herhaalt (dezelfde naam \
                binnen 5 m), wordt weggelaten en geteld; een item dat geen plek is, wordt overgeslagen met waar het staat (het nummer en de regel) \
                en waarom. De rest wordt in één wijziging toegevoegd, genummerd na je andere locaties: alles, of — \
                als de wijziging mislukt — niets, met je locaties zoals ze waren. BESTAND - leest de \
                standaardinvoer. Het formaat volgt uit --format, anders de extensie, anders de inhoud. Een bestand van meer dan 64 MB, of XML met een DTD, wordt \
                geweigerd voordat er iets wordt toegevoegd. Met --saved voegt het in plaats daarvan toe aan de \
                bewaarde artikelen, zoals export --saved ze schrijft: elk item waarvan het adres (GeoJSON url, \
                GPX-link, KML-beschrijving, CSV-kolom url) een artikel van een wiki is, wordt bewaard met titel en \
                coördinaten, alleen de samenvatting, in één wijziging; een artikel dat al bewaard is blijft zoals het \
                was, en een item met een ander adres wordt overgeslagen en geteld. save SN haalt de tekst later op.
                """,
                examples: ["places import favourites.gpx", "places import --format csv places.txt", "places import --saved saved.geojson"]
            )
        }
    }

    let list: ListAccess
    let savedArticles: SavedArticlesViewModel

    static func make(_ app: AppGraph) -> ImportCommand {
        ImportCommand(list: app.list, savedArticles: app.saved)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        // `-` is standard input, as in every Unix tool; a file named so is `./-`.
        let path = input.text == "-" ? "/dev/stdin" : input.text
        let format = input.options.text(Self.format).flatMap(TransferFormat.init(rawValue:))
        // A pipe is waited for within the command's one deadline.
        let deadline = Duration.seconds(input.globals.timeout)
        let imported: Result<ImportReport, ActionFailure>
        // The saved list needs no feed: it is imported offline, as export --saved writes it.
        if input.options.flag(Self.saved) {
            switch await list.locations.readFile(path: path, format: format, deadline: deadline) {
            case .success(let reading): imported = await savedArticles.importEntries(reading, from: path)
            case .failure(let failure): imported = .failure(failure)
            }
        } else {
            guard await list.catalog(io) != nil else { return .failure }
            imported = await list.locations.importFile(path: path, format: format, deadline: deadline)
        }
        switch imported {
        case .success(let report):
            for line in report.lines { io.console.line(DisplayText.sanitized(line)) }
            return .success
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
    }
}
