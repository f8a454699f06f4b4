import PlacesDomain
import PlacesPresentation

/// `export`: writes your locations (or the whole list, or the saved articles) as GeoJSON, GPX, KML or CSV, for other apps.
@MainActor
struct ExportCommand: Command {
    static let name = "export"
    static let argument = ArgumentShape.optional
    static let completion = CompletionKind.files

    /// `--format`: what to write.
    static let format = FormatOption.make {
        switch $0 {
        case .english: "geojson, gpx, kml or csv (default: from FILE's extension, else geojson)"
        case .dutch: "geojson, gpx, kml of csv (standaard: volgens BESTAND, anders geojson)"
        }
    }

    /// `--all`: the whole list, the feed's locations too.
    static let all = OptionSpec("--all", value: .flag, help: {
        switch $0 {
        case .english: "the whole list, the feed's locations too, not only yours"
        case .dutch: "de hele lijst, ook de locaties uit de feed, niet alleen de jouwe"
        }
    })
    /// `--saved`: the saved articles, not locations.
    static let saved = OptionSpec("--saved", value: .flag, help: {
        switch $0 {
        case .english: "the saved articles instead of locations"
        case .dutch: "de bewaarde artikelen in plaats van locaties"
        }
    })
    static let options = [format, all, saved]

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "export [FILE]",
                summary: "write your locations as GeoJSON, GPX, KML or CSV",
                usage: ["export [--format FORMAT] [--all] [FILE]", "export --saved [--format FORMAT] [FILE]"],
                details: """
                Writes the locations you added — or, with --all, the whole list — in number order, for other apps: \
                GeoJSON (geojson.io, GIS tools), GPX (OsmAnd, GPS devices), KML (Google My Maps, Google Earth) or \
                CSV (spreadsheets). Without FILE, or with -, the file goes to standard output. A FILE is replaced \
                atomically — it is the old file or the new one, never half of either — and keeps its permissions \
                (a new one gets your umask); a pipe or terminal is written to as it stands. A file larger than \
                64 MB, which import would not read back, is refused, and so is the file Places keeps your \
                locations in. The format comes from --format, else from \
                FILE's extension (.geojson or .json, .gpx, .kml, .csv), else it is GeoJSON. Every name and the \
                exact digits of every coordinate are kept, so import reads the file back as the same locations. \
                With --saved it writes the saved articles that have coordinates instead, in the order saved lists \
                them, each a point named by its title with its page's address: GeoJSON properties name, url and \
                wiki; a GPX waypoint's name and link; a KML Placemark's name and description; CSV's name, \
                latitude, longitude and url columns. An article without coordinates is left out and counted.
                """,
                examples: ["places export --format gpx", "places export --all places.csv", "places export --saved saved.geojson"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "export [BESTAND]",
                summary: "schrijf je locaties als GeoJSON, GPX, KML of CSV",
                usage: ["export [--format FORMAAT] [--all] [BESTAND]", "export --saved [--format FORMAAT] [BESTAND]"],
                details: """
                Schrijft de locaties die je hebt toegevoegd — of, met --all, de hele lijst — op volgorde van \
                nummer, voor andere apps: GeoJSON (geojson.io, GIS-programma's), GPX (OsmAnd, gps-apparaten), KML \
                (Google My Maps, Google Earth) of CSV (spreadsheets). Zonder BESTAND, of met -, gaat het bestand \
                naar de standaarduitvoer. Een BESTAND wordt in één keer vervangen — het is het oude of het nieuwe, \
                nooit een half — en houdt zijn rechten (een nieuw krijgt je umask); een pipe of terminal wordt \
                beschreven zoals hij is. Een bestand groter dan 64 MB, dat import niet zou teruglezen, wordt \
                geweigerd, en ook het bestand waarin Places je locaties bewaart. Het formaat volgt uit --format, anders uit de extensie van BESTAND (.geojson of .json, \
                .gpx, .kml, .csv), anders is het GeoJSON. Elke naam en de exacte cijfers van elke coördinaat \
                blijven behouden, zodat import het bestand terugleest als dezelfde locaties. Met --saved schrijft \
                het in plaats daarvan de bewaarde artikelen met coördinaten, in de volgorde van saved, elk een punt \
                met de titel als naam en het adres van de pagina: GeoJSON-eigenschappen name, url en wiki; de naam \
                en link van een GPX-waypoint; de naam en beschrijving van een KML-Placemark; de CSV-kolommen name, \
                latitude, longitude en url. Een artikel zonder coördinaten wordt weggelaten en geteld.
                """,
                examples: ["places export --format gpx", "places export --all places.csv", "places export --saved saved.geojson"]
            )
        }
    }

    let list: ListAccess
    let savedArticles: SavedArticlesViewModel

    static func make(_ app: AppGraph) -> ExportCommand {
        ExportCommand(list: app.list, savedArticles: app.saved)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        // `-` is standard output, as in every Unix tool.
        let path = input.argument.text.flatMap { $0 == "-" ? nil : $0 }
        let format: TransferFormat
        switch list.locations.exportFormat(chosen: input.options.text(Self.format).flatMap(TransferFormat.init(rawValue:)), path: path) {
        case .success(let decided): format = decided
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .usage
        }
        let exported: Result<ExportReport, ActionFailure>
        // The saved list needs no feed: it is written offline without asking for one.
        if input.options.flag(Self.saved) {
            switch await savedArticles.articles() {
            case .success(let articles): exported = await list.locations.exportSaved(articles, as: format, to: path)
            case .failure(let failure): exported = .failure(failure)
            }
        } else {
            guard await list.catalog(io) != nil else { return .failure }
            exported = await list.locations.export(all: input.options.flag(Self.all), as: format, to: path)
        }
        switch exported {
        case .success(let report):
            if let document = report.document {
                io.console.out.write(String(decoding: document, as: UTF8.self))
                for sentence in report.sentences { io.console.message(sentence) }
            } else {
                for sentence in report.sentences { io.console.line(DisplayText.sanitized(sentence)) }
            }
            return .success
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
    }
}
