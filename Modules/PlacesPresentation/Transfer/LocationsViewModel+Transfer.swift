public import PlacesDomain

/// Export and import: which locations a file gets, and what an import did, in words. Reading and writing the file
/// itself is Data's (`LocationFile`); the rules of an import are Domain's `ImportLocations`.
extension LocationsViewModel {
    /// The locations `export` writes: the user's own, or with `all` the whole list, in number order.
    ///
    /// - Returns: The locations, or why there are none to write (the user has added none).
    public func locationsToExport(all: Bool) -> Result<[Location], ActionFailure> {
        let chosen = Array(all ? catalog.locations[...] : catalog.custom)
        guard !chosen.isEmpty else {
            return .failure(all ? ActionFailure(message: localizer(LocationText.emptyFeed)) : ActionFailure(message: localizer(TransferText.nothingToExport), next: .exportAll))
        }
        return .success(chosen)
    }

    /// What `export` says about a file it wrote: "Exported 3 locations to places.gpx (GPX).", and how many names
    /// had to change to fit the format, when any did.
    ///
    /// - Parameters:
    ///   - count: How many locations were written.
    ///   - alteredNames: How many names had characters the format cannot hold.
    ///   - format: The format written.
    ///   - path: The file, or `nil` for standard output (then only the altered names are worth saying).
    public func exported(count: Int, alteredNames: Int, format: TransferFormat, path: String?) -> [String] {
        var sentences: [String] = []
        if let path {
            sentences.append(localizer(TransferText.exported(count: count, path: Quoted(locator: path), format: messages.formatName(format))))
        }
        if alteredNames > 0 {
            sentences.append(localizer(TransferText.exportAltered(count: alteredNames, format: messages.formatName(format))))
        }
        return sentences
    }

    /// "The name “places.txt” does not say which format to write", and that the format is to be chosen.
    public func unknownExportFormat(path: String) -> ActionFailure {
        ActionFailure(message: localizer(TransferText.formatUnknown(path: Quoted(locator: path))), next: .chooseExportFormat)
    }

    /// Why a file could not be read ("Nothing was imported: …") or written; a file whose format could not be told
    /// from what it holds can be read when its format is named.
    public func transferFailure(_ failure: TransferFailure, importing: Bool) -> ActionFailure {
        let reason = messages.transferFailure(failure)
        let next: NextStep? = switch failure {
        case .unrecognizedContent, .wrongDocument: .nameImportFormat
        default: nil
        }
        return ActionFailure(message: importing ? localizer(TransferText.nothingImported(reason: reason)) : reason, next: next)
    }

    /// Imports what a file holds into the user's locations — each entry judged as `add` judges it, those the list
    /// has left out, the rest added in one change — and says what became of every entry.
    ///
    /// - Parameters:
    ///   - reading: What the file holds (`LocationFile.read` in PlacesData).
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
