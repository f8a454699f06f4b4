/// What `import` and `export` say: what was written or added, each entry left out with where it is and why, and why a
/// file could not be read or written.
package enum TransferText: Message {
    case exported(count: Int, path: Quoted, format: String)
    case exportAltered(count: Int, format: String)
    case nothingToExport
    case exportedSaved(count: Int, path: Quoted, format: String)
    case nothingSavedToExport
    case savedUnplaced(count: Int)
    case importedSaved(count: Int, first: Int, last: Int)
    case importedSavedNothing
    case alreadySaved(count: Int)
    case skippedArticles(count: Int)
    case notAnArticle
    case importedWithoutText(first: Int)
    case formatUnknown(path: Quoted)
    case read(entries: Int, path: Quoted, format: String)
    case added(count: Int, first: Int, last: Int)
    case addedNothing
    case duplicates(count: Int)
    case duplicatesOrRepeats(count: Int)
    case skipped(count: Int)
    case paths(count: Int)
    case entry(entry: Int, line: Int, detail: String)
    case duplicate(entry: Int, line: Int, name: Quoted)
    case repeated(entry: Int, line: Int, name: Quoted, earlier: Int)
    case unnamed
    case noCoordinates
    case notAPoint(geometry: Quoted)
    case swapped(latitude: String, longitude: String)
    case malformedQuotes
    case notAFeature
    case nothingImported(reason: String)
    case fileNotFound(path: Quoted)
    case unreadable(path: Quoted, reason: String)
    case tooLarge(path: Quoted, megabytes: Int)
    case noData(path: Quoted, seconds: String)
    case notEnded(path: Quoted, seconds: String)
    case unwritable(path: Quoted, reason: String)
    case wouldBeTooLarge(path: Quoted, megabytes: Int)
    case placesOwnFile(path: Quoted)
    case empty
    case unrecognizedContent
    case compressed
    case unsupportedEncoding(Quoted)
    case invalidText(line: Int)
    case malformedJSON(line: Int, column: Int)
    case jsonTooDeep(line: Int, column: Int, limit: Int)
    case notGeoJSON
    case malformedXML(line: Int, column: Int, problem: String)
    case wrongDocument(expected: String, found: Quoted)
    case missingCSVHeader(found: [Quoted])
    case ambiguousCSVColumns(Quoted, Quoted)
    case unterminatedQuote(line: Int)
    case xmlUnexpectedEnd
    case xmlUnexpectedCharacter
    case xmlMismatchedTag(expected: Quoted, found: Quoted)
    case xmlDeclarationRefused
    case xmlUndefinedEntity(Quoted)
    case xmlInvalidReference(Quoted)
    case xmlInvalidCharacter
    case xmlDuplicateAttribute(Quoted)
    case xmlTooDeep(limit: Int)
    case xmlNoRootElement
    case xmlContentAfterRoot

    package var english: String {
        switch self {
        case .exported(let count, let path, let format):
            "Exported \(count == 1 ? "1 location" : "\(count) locations") to \(path) (\(format))."
        case .exportAltered(let count, let format):
            "\(count == 1 ? "1 name has" : "\(count) names have") control characters, which \(format) cannot hold: each was written as �."
        case .nothingToExport: "You have added no locations of your own to export"
        case .exportedSaved(let count, let path, let format):
            "Exported \(count == 1 ? "1 saved article" : "\(count) saved articles") to \(path) (\(format))."
        case .nothingSavedToExport: "No saved article has coordinates to export"
        case .savedUnplaced(let count):
            "\(count == 1 ? "1 saved article has" : "\(count) saved articles have") no coordinates and \(count == 1 ? "was" : "were") left out."
        case .importedSaved(let count, let first, let last):
            count == 1 ? "Saved 1 article: S\(first)." : "Saved \(count) articles: S\(first) to S\(last)."
        case .importedSavedNothing: "Saved nothing: the saved list is as it was."
        case .alreadySaved(let count):
            "Left out \(count == 1 ? "1 entry" : "\(count) entries") whose article is saved already or an earlier entry repeats:"
        case .skippedArticles(let count): "Skipped \(count == 1 ? "1 entry that is" : "\(count) entries that are") not a wiki's article with coordinates:"
        case .notAnArticle: "Its address is not a wiki's article."
        case .importedWithoutText(let first):
            "An imported article is its title, address and coordinates, summary only: save S\(first) fetches its summary and text."
        case .formatUnknown(let path): "The name “\(path)” does not say which format to write"
        case .read(let entries, let path, let format):
            "Read \(entries == 1 ? "1 entry" : "\(entries) entries") from \(path) (\(format))."
        case .added(let count, let first, let last):
            count == 1 ? "Added 1 location: #\(first)." : "Added \(count) locations: #\(first) to #\(last)."
        case .addedNothing: "Added nothing: the list is as it was."
        case .duplicates(let count):
            "Left out \(count == 1 ? "1 entry" : "\(count) entries") the list already has (the same name within 5 m):"
        case .duplicatesOrRepeats(let count):
            "Left out \(count == 1 ? "1 entry" : "\(count) entries") the list already has or an earlier entry repeats (the same name within 5 m):"
        case .skipped(let count): "Skipped \(count == 1 ? "1 entry that is" : "\(count) entries that are") not a place:"
        case .paths(let count):
            "Left out \(count == 1 ? "1 route or track" : "\(count) routes and tracks"): they are paths, not places."
        case .entry(let entry, let line, let detail): "  entry \(entry), line \(line): \(detail)"
        case .duplicate(let entry, let line, let name): "  entry \(entry), line \(line): \(name)"
        case .repeated(let entry, let line, let name, let earlier): "  entry \(entry), line \(line): \(name), as entry \(earlier)"
        case .unnamed: "(no name)"
        case .noCoordinates: "No coordinates."
        case .notAPoint(let geometry): "A \(geometry), not a point."
        case .swapped(let latitude, let longitude):
            "Latitude \(latitude) is out of range; latitude and longitude look swapped (\(longitude), \(latitude) would be a place)."
        case .malformedQuotes: "Its quotes are not closed properly."
        case .notAFeature: "Not a GeoJSON Feature."
        case .nothingImported(let reason): "Nothing was imported: \(reason)"
        case .fileNotFound(let path): "there is no file \(path)."
        case .unreadable(let path, let reason): "\(path) cannot be read: \(reason)."
        case .tooLarge(let path, let megabytes): "\(path) is larger than \(megabytes) MB, more than Places keeps."
        case .noData(let path, let seconds): "no data arrived from \(path) within \(seconds) s."
        case .notEnded(let path, let seconds): "\(path) had not ended after \(seconds) s; nothing of it was used."
        case .unwritable(let path, let reason): "Could not write \(path): \(reason). Any file that was there is unchanged."
        case .wouldBeTooLarge(let path, let megabytes):
            "Did not write \(path): it would be larger than \(megabytes) MB, the most Places writes to a file (and reads back). Any file that was there is unchanged"
        case .placesOwnFile(let path):
            "Did not write \(path): it is where Places keeps your locations (the store, its lock, or a file set aside beside it). Export to another file."
        case .empty: "the file is empty."
        case .unrecognizedContent: "the file is neither GeoJSON, GPX, KML nor CSV"
        case .compressed: "the file is a ZIP archive (a KMZ?); extract the KML inside it, or export it as KML, and import that."
        case .unsupportedEncoding(let name): "the file is written in \(name); Places reads UTF-8, UTF-16, ISO-8859-1 and Windows-1252."
        case .invalidText(let line): "line \(line) has bytes that are not text in the file's encoding."
        case .malformedJSON(let line, let column): "the file is not valid JSON (line \(line), column \(column))."
        case .jsonTooDeep(let line, let column, let limit):
            "line \(line), column \(column): arrays and objects are nested more than \(limit) deep, deeper than Places reads."
        case .notGeoJSON: "the file is JSON but not GeoJSON: no FeatureCollection, Feature or Point."
        case .malformedXML(let line, let column, let problem): "line \(line), column \(column): \(problem)."
        case .wrongDocument(let expected, let found): "the file is not \(expected) but <\(found)>"
        case .missingCSVHeader(let found):
            "the first line names no latitude and longitude columns (it has \(found.map { "“\($0)”" }.joined(separator: ", "))); name them lat and lon."
        case .ambiguousCSVColumns(let first, let second): "the columns “\(first)” and “\(second)” could both be the same thing; rename one."
        case .unterminatedQuote(let line): "a quote opened on line \(line) is never closed."
        case .xmlUnexpectedEnd: "the file ends in the middle of the XML"
        case .xmlUnexpectedCharacter: "a character XML does not allow here"
        case .xmlMismatchedTag(let expected, let found): "</\(found)> where </\(expected)> should close it"
        case .xmlDeclarationRefused:
            "a document type or entity declaration, which Places never reads (GPX and KML need none, and entities could expand or fetch files)"
        case .xmlUndefinedEntity(let name): "the entity &\(name); is not one XML defines"
        case .xmlInvalidReference(let text): "\(text) refers to a character XML does not allow"
        case .xmlInvalidCharacter: "a control character XML does not allow"
        case .xmlDuplicateAttribute(let name): "the attribute \(name) is given twice"
        case .xmlTooDeep(let limit): "elements are nested more than \(limit) deep"
        case .xmlNoRootElement: "there is no XML element at all"
        case .xmlContentAfterRoot: "there is more after the document's element closed"
        }
    }

    package var dutch: String {
        switch self {
        case .exported(let count, let path, let format):
            "\(count == 1 ? "1 locatie" : "\(count) locaties") geëxporteerd naar \(path) (\(format))."
        case .exportAltered(let count, let format):
            "\(count == 1 ? "1 naam bevat" : "\(count) namen bevatten") stuurtekens, die \(format) niet kan bevatten: elk is geschreven als �."
        case .nothingToExport: "Je hebt geen eigen locaties om te exporteren"
        case .exportedSaved(let count, let path, let format):
            "\(count == 1 ? "1 bewaard artikel" : "\(count) bewaarde artikelen") geëxporteerd naar \(path) (\(format))."
        case .nothingSavedToExport: "Geen bewaard artikel heeft coördinaten om te exporteren"
        case .savedUnplaced(let count):
            "\(count == 1 ? "1 bewaard artikel heeft" : "\(count) bewaarde artikelen hebben") geen coördinaten en \(count == 1 ? "is" : "zijn") weggelaten."
        case .importedSaved(let count, let first, let last):
            count == 1 ? "1 artikel bewaard: S\(first)." : "\(count) artikelen bewaard: S\(first) tot en met S\(last)."
        case .importedSavedNothing: "Niets bewaard: de lijst met bewaarde artikelen is zoals hij was."
        case .alreadySaved(let count):
            "\(count == 1 ? "1 item" : "\(count) items") weggelaten waarvan het artikel al bewaard is of dat een eerder item herhaalt:"
        case .skippedArticles(let count): "\(count == 1 ? "1 item" : "\(count) items") overgeslagen dat geen artikel van een wiki met coördinaten is:"
        case .notAnArticle: "Het adres is geen artikel van een wiki."
        case .importedWithoutText(let first):
            "Een geïmporteerd artikel is alleen titel, adres en coördinaten, alleen samenvatting: save S\(first) haalt de samenvatting en tekst op."
        case .formatUnknown(let path): "De naam “\(path)” zegt niet welk formaat geschreven moet worden"
        case .read(let entries, let path, let format):
            "\(entries == 1 ? "1 item" : "\(entries) items") gelezen uit \(path) (\(format))."
        case .added(let count, let first, let last):
            count == 1 ? "1 locatie toegevoegd: #\(first)." : "\(count) locaties toegevoegd: #\(first) tot en met #\(last)."
        case .addedNothing: "Niets toegevoegd: de lijst is zoals hij was."
        case .duplicates(let count):
            "\(count == 1 ? "1 item" : "\(count) items") weggelaten dat de lijst al heeft (dezelfde naam binnen 5 m):"
        case .duplicatesOrRepeats(let count):
            "\(count == 1 ? "1 item" : "\(count) items") weggelaten dat de lijst al heeft of dat een eerder item herhaalt (dezelfde naam binnen 5 m):"
        case .skipped(let count): "\(count == 1 ? "1 item" : "\(count) items") overgeslagen dat geen plek is:"
        case .paths(let count):
            "\(count == 1 ? "1 route of track" : "\(count) routes en tracks") weggelaten: dat zijn paden, geen plekken."
        case .entry(let entry, let line, let detail): "  item \(entry), regel \(line): \(detail)"
        case .duplicate(let entry, let line, let name): "  item \(entry), regel \(line): \(name)"
        case .repeated(let entry, let line, let name, let earlier): "  item \(entry), regel \(line): \(name), zoals item \(earlier)"
        case .unnamed: "(geen naam)"
        case .noCoordinates: "Geen coördinaten."
        case .notAPoint(let geometry): "Een \(geometry), geen punt."
        case .swapped(let latitude, let longitude):
            "Breedtegraad \(latitude) valt buiten het bereik; breedte- en lengtegraad lijken verwisseld (\(longitude), \(latitude) zou een plek zijn)."
        case .malformedQuotes: "De aanhalingstekens zijn niet goed gesloten."
        case .notAFeature: "Geen GeoJSON-Feature."
        case .nothingImported(let reason): "Er is niets geïmporteerd: \(reason)"
        case .fileNotFound(let path): "er is geen bestand \(path)."
        case .unreadable(let path, let reason): "\(path) kan niet worden gelezen: \(reason)."
        case .tooLarge(let path, let megabytes): "\(path) is groter dan \(megabytes) MB, meer dan Places bewaart."
        case .noData(let path, let seconds): "er kwamen binnen \(seconds) s geen gegevens uit \(path)."
        case .notEnded(let path, let seconds): "\(path) was na \(seconds) s nog niet afgelopen; er is niets van gebruikt."
        case .unwritable(let path, let reason): "Kan \(path) niet schrijven: \(reason). Een bestand dat er al was, is niet veranderd."
        case .wouldBeTooLarge(let path, let megabytes):
            "\(path) is niet geschreven: het zou groter worden dan \(megabytes) MB, het meeste dat Places naar een bestand schrijft (en terugleest). Een bestand dat er al was, is niet veranderd"
        case .placesOwnFile(let path):
            "\(path) is niet geschreven: daar bewaart Places je locaties (de opslag, het slot ervan, of een bestand dat ernaast opzij is gezet). Exporteer naar een ander bestand."
        case .empty: "het bestand is leeg."
        case .unrecognizedContent: "het bestand is geen GeoJSON, GPX, KML of CSV"
        case .compressed: "het bestand is een ZIP-archief (een KMZ?); pak de KML erin uit, of exporteer als KML, en importeer die."
        case .unsupportedEncoding(let name): "het bestand is geschreven in \(name); Places leest UTF-8, UTF-16, ISO-8859-1 en Windows-1252."
        case .invalidText(let line): "regel \(line) bevat bytes die geen tekst zijn in de codering van het bestand."
        case .malformedJSON(let line, let column): "het bestand is geen geldige JSON (regel \(line), kolom \(column))."
        case .jsonTooDeep(let line, let column, let limit):
            "regel \(line), kolom \(column): arrays en objecten zijn dieper dan \(limit) genest, dieper dan Places leest."
        case .notGeoJSON: "het bestand is JSON maar geen GeoJSON: geen FeatureCollection, Feature of Point."
        case .malformedXML(let line, let column, let problem): "regel \(line), kolom \(column): \(problem)."
        case .wrongDocument(let expected, let found): "het bestand is geen \(expected) maar <\(found)>"
        case .missingCSVHeader(let found):
            "de eerste regel noemt geen kolommen voor breedte- en lengtegraad (hij heeft \(found.map { "“\($0)”" }.joined(separator: ", "))); noem ze lat en lon."
        case .ambiguousCSVColumns(let first, let second): "de kolommen “\(first)” en “\(second)” kunnen allebei hetzelfde zijn; hernoem er een."
        case .unterminatedQuote(let line): "een aanhalingsteken dat op regel \(line) opent, wordt nooit gesloten."
        case .xmlUnexpectedEnd: "het bestand houdt midden in de XML op"
        case .xmlUnexpectedCharacter: "een teken dat XML hier niet toestaat"
        case .xmlMismatchedTag(let expected, let found): "</\(found)> waar </\(expected)> hoort te sluiten"
        case .xmlDeclarationRefused:
            "een documenttype- of entiteitsdeclaratie, die Places nooit leest (GPX en KML hebben er geen nodig, en entiteiten kunnen uitdijen of bestanden ophalen)"
        case .xmlUndefinedEntity(let name): "de entiteit &\(name); is er geen die XML kent"
        case .xmlInvalidReference(let text): "\(text) verwijst naar een teken dat XML niet toestaat"
        case .xmlInvalidCharacter: "een stuurteken dat XML niet toestaat"
        case .xmlDuplicateAttribute(let name): "het attribuut \(name) staat er twee keer"
        case .xmlTooDeep(let limit): "elementen zijn dieper dan \(limit) genest"
        case .xmlNoRootElement: "er is helemaal geen XML-element"
        case .xmlContentAfterRoot: "er staat nog iets nadat het element van het document is gesloten"
        }
    }
}
