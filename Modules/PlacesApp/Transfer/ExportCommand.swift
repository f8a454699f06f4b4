import PlacesData
import PlacesDomain
import PlacesPresentation

/// `export`: writes your locations (or the whole list) as GeoJSON, GPX, KML or CSV, for other apps.
@MainActor
struct ExportCommand: Command {
    static let name = "export"
    static let argument = ArgumentShape.optional

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
    static let options = [format, all]

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "export [FILE]",
                summary: "write your locations as GeoJSON, GPX, KML or CSV",
                usage: ["export [--format FORMAT] [--all] [FILE]"],
                details: """
                Writes the locations you added — or, with --all, the whole list — in number order, for other apps: \
                GeoJSON (geojson.io, GIS tools), GPX (OsmAnd, GPS devices), KML (Google My Maps, Google Earth) or \
                CSV (spreadsheets). Without FILE, or with -, the file goes to standard output. A FILE is replaced \
                atomically — it is the old file or the new one, never half of either — and keeps its permissions \
                (a new one gets your umask); a pipe or terminal is written to as it stands. A file larger than \
                64 MB, which import would not read back, is refused, and so is the file Places keeps your \
                locations in. The format comes from --format, else from \
                FILE's extension (.geojson or .json, .gpx, .kml, .csv), else it is GeoJSON. Every name and the \
                exact digits of every coordinate are kept, so import reads the file back as the same locations.
                """,
                examples: ["places export --format gpx", "places export --all places.csv"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "export [BESTAND]",
                summary: "schrijf je locaties als GeoJSON, GPX, KML of CSV",
                usage: ["export [--format FORMAAT] [--all] [BESTAND]"],
                details: """
                Schrijft de locaties die je hebt toegevoegd — of, met --all, de hele lijst — op volgorde van \
                nummer, voor andere apps: GeoJSON (geojson.io, GIS-programma's), GPX (OsmAnd, gps-apparaten), KML \
                (Google My Maps, Google Earth) of CSV (spreadsheets). Zonder BESTAND, of met -, gaat het bestand \
                naar de standaarduitvoer. Een BESTAND wordt in één keer vervangen — het is het oude of het nieuwe, \
                nooit een half — en houdt zijn rechten (een nieuw krijgt je umask); een pipe of terminal wordt \
                beschreven zoals hij is. Een bestand groter dan 64 MB, dat import niet zou teruglezen, wordt \
                geweigerd, en ook het bestand waarin Places je locaties bewaart. Het formaat volgt uit --format, anders uit de extensie van BESTAND (.geojson of .json, \
                .gpx, .kml, .csv), anders is het GeoJSON. Elke naam en de exacte cijfers van elke coördinaat \
                blijven behouden, zodat import het bestand terugleest als dezelfde locaties.
                """,
                examples: ["places export --format gpx", "places export --all places.csv"]
            )
        }
    }

    let list: ListAccess

    static func make(_ app: AppGraph) -> ExportCommand {
        ExportCommand(list: app.list)
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        // `-` is standard output, as in every Unix tool.
        let path = input.argument.text.flatMap { $0 == "-" ? nil : $0 }
        let format: TransferFormat
        if let chosen = input.options.text(Self.format).flatMap(TransferFormat.init(rawValue:)) {
            format = chosen
        } else if let path {
            guard let named = TransferFormat(fileName: path) else {
                io.console.message(list.locations.unknownExportFormat(path: path).sentence(io.localizer))
                return .usage
            }
            format = named
        } else {
            format = .geojson
        }
        guard await list.catalog(io) != nil else { return .failure }
        let locations: [Location]
        switch list.locations.locationsToExport(all: input.options.flag(Self.all)) {
        case .success(let chosen): locations = chosen
        case .failure(let failure):
            io.console.message(failure.sentence(io.localizer))
            return .failure
        }
        guard let path else {
            let encoded = LocationFile.encode(locations, as: format)
            io.console.out.write(String(decoding: encoded.data, as: UTF8.self))
            for sentence in list.locations.exported(count: locations.count, alteredNames: encoded.alteredNames, format: format, path: nil) {
                io.console.message(sentence)
            }
            return .success
        }
        do throws(TransferFailure) {
            guard !list.store.holds(path) else { throw .placesOwnFile(path: path) }
            let written = try await LocationFile.write(locations, as: format, to: path)
            let sentences = list.locations.exported(count: locations.count, alteredNames: written.alteredNames, format: format, path: path)
            for sentence in sentences { io.console.line(DisplayText.sanitized(sentence)) }
            return .success
        } catch {
            io.console.message(list.locations.transferFailure(error, importing: false).sentence(io.localizer))
            return .failure
        }
    }
}
