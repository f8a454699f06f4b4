public import PlacesDomain

extension MessageFormatter {
    /// A format's name as people know it: GeoJSON, GPX, KML, CSV.
    public func formatName(_ format: TransferFormat) -> String {
        switch format {
        case .geojson: "GeoJSON"
        case .gpx: "GPX"
        case .kml: "KML"
        case .csv: "CSV"
        }
    }

    /// Why a file of places could not be read or written. A reading failure is the reason alone, for "Nothing was
    /// imported: …"; a writing failure is a whole sentence.
    ///
    /// - Parameter failure: What went wrong.
    /// - Returns: A sentence, or the end of one.
    public func transferFailure(_ failure: TransferFailure) -> String {
        switch failure {
        case .fileNotFound(let path): localizer(TransferText.fileNotFound(path: Quoted(locator: path)))
        case .unreadable(let path, let reason): localizer(TransferText.unreadable(path: Quoted(locator: path), reason: systemReason(reason)))
        case .tooLarge(let path, let limit): localizer(TransferText.tooLarge(path: Quoted(locator: path), megabytes: limit >> 20))
        case .noData(let path, let seconds): localizer(TransferText.noData(path: Quoted(locator: path), seconds: DecimalNotation.string(seconds)))
        case .notEnded(let path, let seconds): localizer(TransferText.notEnded(path: Quoted(locator: path), seconds: DecimalNotation.string(seconds)))
        case .unwritable(let path, let reason): localizer(TransferText.unwritable(path: Quoted(locator: path), reason: systemReason(reason)))
        case .wouldBeTooLarge(let path, let limit): localizer(TransferText.wouldBeTooLarge(path: Quoted(locator: path), megabytes: limit >> 20))
        case .placesOwnFile(let path): localizer(TransferText.placesOwnFile(path: Quoted(locator: path)))
        case .empty: localizer(TransferText.empty)
        case .unrecognizedContent: localizer(TransferText.unrecognizedContent)
        case .compressed: localizer(TransferText.compressed)
        case .unsupportedEncoding(let name): localizer(TransferText.unsupportedEncoding(Quoted(name)))
        case .invalidText(let line): localizer(TransferText.invalidText(line: line))
        case .malformedJSON(let line, let column): localizer(TransferText.malformedJSON(line: line, column: column))
        case .jsonTooDeep(let line, let column, let limit): localizer(TransferText.jsonTooDeep(line: line, column: column, limit: limit))
        case .notGeoJSON: localizer(TransferText.notGeoJSON)
        case .malformedXML(let line, let column, let problem):
            localizer(TransferText.malformedXML(line: line, column: column, problem: xmlProblem(problem)))
        case .wrongDocument(let expected, let found): localizer(TransferText.wrongDocument(expected: formatName(expected), found: Quoted(found)))
        case .missingCSVHeader(let found): localizer(TransferText.missingCSVHeader(found: found.prefix(12).map { Quoted($0) }))
        case .ambiguousCSVColumns(let first, let second): localizer(TransferText.ambiguousCSVColumns(Quoted(first), Quoted(second)))
        case .unterminatedQuote(let line): localizer(TransferText.unterminatedQuote(line: line))
        }
    }

    /// Why an entry of a file is not a place, for the line that names it.
    public func skipReason(_ reason: ImportSkipReason) -> String {
        switch reason {
        case .noCoordinates: localizer(TransferText.noCoordinates)
        case .notAPoint(let geometry): localizer(TransferText.notAPoint(geometry: Quoted(geometry)))
        case .coordinate(let problem): coordinateText(problem)
        case .swappedCoordinates(let latitude, let longitude):
            localizer(TransferText.swapped(latitude: DecimalNotation.string(latitude), longitude: DecimalNotation.string(longitude)))
        case .malformedQuotes: localizer(TransferText.malformedQuotes)
        case .notAFeature: localizer(TransferText.notAFeature)
        case .notAnArticle: localizer(TransferText.notAnArticle)
        }
    }

    /// What is wrong with an XML file.
    func xmlProblem(_ problem: XMLProblem) -> String {
        switch problem {
        case .unexpectedEnd: localizer(TransferText.xmlUnexpectedEnd)
        case .unexpectedCharacter: localizer(TransferText.xmlUnexpectedCharacter)
        case .mismatchedTag(let expected, let found): localizer(TransferText.xmlMismatchedTag(expected: Quoted(expected), found: Quoted(found)))
        case .declarationRefused: localizer(TransferText.xmlDeclarationRefused)
        case .undefinedEntity(let name): localizer(TransferText.xmlUndefinedEntity(Quoted(name)))
        case .invalidCharacterReference(let text): localizer(TransferText.xmlInvalidReference(Quoted(text)))
        case .invalidCharacter: localizer(TransferText.xmlInvalidCharacter)
        case .duplicateAttribute(let name): localizer(TransferText.xmlDuplicateAttribute(Quoted(name)))
        case .tooDeep(let limit): localizer(TransferText.xmlTooDeep(limit: limit))
        case .noRootElement: localizer(TransferText.xmlNoRootElement)
        case .contentAfterRoot: localizer(TransferText.xmlContentAfterRoot)
        }
    }
}
