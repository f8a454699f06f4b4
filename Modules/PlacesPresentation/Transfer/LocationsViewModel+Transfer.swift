#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import PlacesDomain

/// Export and import: which locations a file gets, and what an import did, in words. Reading and writing the file
/// itself is Data's (`LocationFile`, behind Domain's `LocationFiles`); the rules are Domain's `ReadLocationFile`,
/// `ImportLocations` and `ExportLocations`.
extension LocationsViewModel {
    /// The format an export writes (`TransferFormat.forExport(chosen:path:)` in PlacesDomain): the one chosen, else the one
    /// the file's name names, else GeoJSON for standard output.
    ///
    /// - Parameters:
    ///   - chosen: The format asked for, if any.
    ///   - path: The file, or `nil` for standard output.
    /// - Returns: The format, or "The name “places.txt” does not say which format to write…".
    public func exportFormat(chosen: TransferFormat?, path: String?) -> Result<TransferFormat, ActionFailure> {
        guard let format = TransferFormat.forExport(chosen: chosen, path: path) else {
            return .failure(ActionFailure(message: localizer(TransferText.formatUnknown(path: Quoted(locator: path ?? ""))), next: .chooseExportFormat))
        }
        return .success(format)
    }

    /// Exports the user's locations — or with `all` the whole list — in number order, to `path` or, without one,
    /// as a document for standard output.
    ///
    /// - Parameters:
    ///   - all: Whether to write the whole list, not only the user's own.
    ///   - format: The format (``exportFormat(chosen:path:)``).
    ///   - path: The file, or `nil` for a document returned whole.
    /// - Returns: What was exported, or why nothing was: no locations to write, or the file cannot be written.
    public func export(all: Bool, as format: TransferFormat, to path: String?) async -> Result<ExportReport, ActionFailure> {
        let locations = ExportLocations.chosen(all: all, in: catalog)
        guard !locations.isEmpty else {
            return .failure(all ? ActionFailure(message: localizer(LocationText.emptyFeed)) : ActionFailure(message: localizer(TransferText.nothingToExport), next: .exportAll))
        }
        let encoded: EncodedLocations
        do {
            encoded = try await exportLocations(locations, as: format, to: path)
        } catch {
            return .failure(transferFailure(error, importing: false))
        }
        var sentences: [String] = []
        if let path {
            sentences.append(localizer(TransferText.exported(count: locations.count, path: Quoted(locator: path), format: messages.formatName(format))))
        }
        if encoded.alteredNames > 0 {
            sentences.append(localizer(TransferText.exportAltered(count: encoded.alteredNames, format: messages.formatName(format))))
        }
        return .success(ExportReport(document: path == nil ? encoded.data : nil, sentences: sentences))
    }

    /// Exports the saved articles that have coordinates, in the order of the saved list, to `path` or, without one,
    /// as a document for standard output: each a point named by its title, with its page's address.
    ///
    /// - Parameters:
    ///   - articles: The saved list (``SavedArticlesViewModel/articles()``).
    ///   - format: The format (``exportFormat(chosen:path:)``).
    ///   - path: The file, or `nil` for a document returned whole.
    /// - Returns: What was exported, or why nothing was: no saved article with coordinates, or the file cannot be written.
    public func exportSaved(_ articles: [SavedArticle], as format: TransferFormat, to path: String?) async -> Result<ExportReport, ActionFailure> {
        let placed = articles.count { $0.summary.coordinate != nil }
        guard placed > 0 else { return .failure(ActionFailure(message: localizer(TransferText.nothingSavedToExport))) }
        let encoded: EncodedLocations
        do {
            encoded = try await exportLocations.saved(articles, as: format, to: path)
        } catch {
            return .failure(transferFailure(error, importing: false))
        }
        var sentences: [String] = []
        if let path {
            sentences.append(localizer(TransferText.exportedSaved(count: placed, path: Quoted(locator: path), format: messages.formatName(format))))
        }
        if placed < articles.count {
            sentences.append(localizer(TransferText.savedUnplaced(count: articles.count - placed)))
        }
        if encoded.alteredNames > 0 {
            sentences.append(localizer(TransferText.exportAltered(count: encoded.alteredNames, format: messages.formatName(format))))
        }
        return .success(ExportReport(document: path == nil ? encoded.data : nil, sentences: sentences))
    }

    /// Reads the file at `path` (`ReadLocationFile` in PlacesDomain) and imports what it holds (``importEntries(_:from:)``).
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - format: The format asked for, if any: else the file's extension, else its content decides.
    ///   - deadline: The most a pipe or device is waited for.
    /// - Returns: The report, line by line, or why nothing was imported.
    public func importFile(path: String, format: TransferFormat?, deadline: Duration) async -> Result<ImportReport, ActionFailure> {
        switch await readFile(path: path, format: format, deadline: deadline) {
        case .success(let reading): await importEntries(reading, from: path)
        case .failure(let failure): .failure(failure)
        }
    }

    /// Reads the file at `path` for an import (`ReadLocationFile` in PlacesDomain), of locations or, with
    /// `import --saved`, of saved articles (``SavedArticlesViewModel/importEntries(_:from:site:)``).
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - format: The format asked for, if any: else the file's extension, else its content decides.
    ///   - deadline: The most a pipe or device is waited for.
    /// - Returns: What the file holds, or why it cannot be read ("Nothing was imported: …").
    public func readFile(path: String, format: TransferFormat?, deadline: Duration) async -> Result<TransferReading, ActionFailure> {
        do {
            return .success(try await readLocationFile(path: path, chosen: format, deadline: deadline))
        } catch {
            return .failure(transferFailure(error, importing: true))
        }
    }

    /// Why a file could not be read ("Nothing was imported: …") or written; a file whose format could not be told
    /// from what it holds can be read when its format is named.
    func transferFailure(_ failure: TransferFailure, importing: Bool) -> ActionFailure {
        let reason = messages.transferFailure(failure)
        let next: NextStep? = switch failure {
        case .unrecognizedContent, .wrongDocument: .nameImportFormat
        case .wouldBeTooLarge: .writeWithoutLimit
        default: nil
        }
        return ActionFailure(message: importing ? localizer(TransferText.nothingImported(reason: reason)) : reason, next: next)
    }

    /// Imports what a file holds into the user's locations — each entry judged as `add` judges it, those the list
    /// has left out, the rest added in one change — and says what became of every entry.
    ///
    /// - Parameters:
    ///   - reading: What the file holds (``importFile(path:format:deadline:)`` reads it).
    ///   - path: The file, for the report.
    /// - Returns: The report, line by line, or why nothing was imported (the store could not be changed).
    public func importEntries(_ reading: TransferReading, from path: String) async -> Result<ImportReport, ActionFailure> {
        let imported: ImportedLocations
        do {
            imported = try await importLocations(reading, in: catalog)
        } catch {
            return .failure(ActionFailure(message: localizer(TransferText.nothingImported(reason: messages.storeFailure(error))), next: messages.storeStep(error)))
        }
        if let recovery = imported.recovery { notices.append(recoveryNotice(recovery)) }
        show(imported.catalog)
        let result = imported.result
        var lines = [localizer(TransferText.read(
            entries: reading.entries.count + reading.skipped.count,
            path: Quoted(locator: path),
            format: messages.formatName(reading.format)
        ))]
        if let numbers = imported.numbers {
            lines.append(localizer(TransferText.added(count: numbers.count, first: numbers.lowerBound, last: numbers.upperBound)))
        } else {
            lines.append(localizer(TransferText.addedNothing))
        }
        if !result.duplicates.isEmpty {
            let repeats = result.duplicates.contains { $0.repeats != nil }
            lines.append(localizer(repeats
                ? TransferText.duplicatesOrRepeats(count: result.duplicates.count)
                : TransferText.duplicates(count: result.duplicates.count)))
            for duplicate in result.duplicates {
                let name = duplicate.location.name.map { Quoted($0) } ?? Quoted(localizer(TransferText.unnamed))
                if let earlier = duplicate.repeats {
                    lines.append(localizer(TransferText.repeated(
                        entry: duplicate.position.entry, line: duplicate.position.line, name: name, earlier: earlier.entry
                    )))
                } else {
                    lines.append(localizer(TransferText.duplicate(entry: duplicate.position.entry, line: duplicate.position.line, name: name)))
                }
            }
        }
        if !result.skipped.isEmpty {
            lines.append(localizer(TransferText.skipped(count: result.skipped.count)))
            for skip in result.skipped {
                lines.append(localizer(TransferText.entry(entry: skip.position.entry, line: skip.position.line, detail: messages.skipReason(skip.reason))))
            }
        }
        if result.ignoredPaths > 0 { lines.append(localizer(TransferText.paths(count: result.ignoredPaths))) }
        return .success(ImportReport(lines: lines, added: imported.numbers, skipped: result.skipped.count, duplicates: result.duplicates.count))
    }
}

/// What an import did, in words, with the figures a front end may want beside them.
public struct ImportReport: Equatable, Sendable {
    /// The report, a line each: what was read, what was added, and every entry left out with where it is and why.
    public let lines: [String]
    /// The numbers the new locations got; `nil` when none was added.
    public let added: ClosedRange<Int>?
    /// How many entries were not places.
    public let skipped: Int
    /// How many entries the list already had, or the file repeated.
    public let duplicates: Int
}

/// What an export did: the document, when it was not written to a file, and what to say about it.
public struct ExportReport: Equatable, Sendable {
    /// The document, in UTF-8, for standard output; `nil` when it was written to a file.
    public let document: Data?
    /// "Exported 3 locations to places.gpx (GPX).", and how many names had to change to fit the format, when any
    /// did. Not escaped.
    public let sentences: [String]
}
