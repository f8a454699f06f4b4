import PlacesDomain

/// Reads the rows of a CSV file exported from a spreadsheet: a header naming the columns (``CSVColumns``), then
/// one place per row.
///
/// The separator is `,`, `;` (Excel in countries with a decimal comma), a tab or `|`, whichever makes the header
/// name the coordinates; an Excel `sep=;` first line is honoured. Values are read as `add` reads them
/// (`CoordinateTextParser`: decimal points or commas, `52°21'17"N`, hemisphere letters), so a spreadsheet's
/// `52,35` reads as 52.35; a number with an exponent (`1e-05`) is read as GPX and KML read one (`TransferNumber`).
/// Blank rows are not entries. A row that cannot be a place is skipped with its reason and line; the entry number
/// counts the rows after the header.
enum CSVReader {
    /// The separators tried, in this order when they are equally frequent.
    private static let separators: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]

    /// The entries of `bytes` (checked UTF-8 without a byte order mark).
    static func read(_ bytes: [UInt8]) throws(TransferFailure) -> TransferReading {
        let outcome = bytes.withUnsafeBufferPointer { buffer -> Result<TransferReading, TransferFailure> in
            Result { () throws(TransferFailure) -> TransferReading in try read(buffer) }
        }
        return try outcome.get()
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(TransferFailure) -> TransferReading {
        var (start, line, declared) = separatorLine(in: bytes)
        // Leading blank lines are not the header.
        while start < bytes.count, bytes[start] == 0x0A || bytes[start] == 0x0D {
            if bytes[start] == 0x0A || start + 1 >= bytes.count || bytes[start + 1] != 0x0A { line += 1 }
            start += 1
        }
        guard start < bytes.count else { throw .missingCSVHeader(found: []) }
        let candidates = declared.map { [$0] } ?? ranked(in: bytes, from: start)
        var firstHeader: [String]?
        for separator in candidates {
            var scanner = CSVScanner(bytes, separator: separator, from: start, line: line)
            guard let record = try scanner.next() else { break }
            let header = record.fields.map(scanner.text)
            if firstHeader == nil { firstHeader = header }
            if let columns = try CSVColumns.recognise(header) {
                return try rows(&scanner, columns: columns)
            }
        }
        throw .missingCSVHeader(found: firstHeader ?? [])
    }

    /// An Excel `sep=X` line at the start: where the header begins, its line, and the separator it names.
    private static func separatorLine(in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, UInt8?) {
        let prefix = Array("sep=".utf8)
        guard bytes.count > prefix.count + 1,
              zip(bytes.prefix(prefix.count), prefix).allSatisfy({ $0 | 0x20 == $1 }) else { return (0, 1, nil) }
        let separator = bytes[prefix.count]
        var index = prefix.count + 1
        guard index == bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D else { return (0, 1, nil) }
        if index < bytes.count, bytes[index] == 0x0D { index += 1 }
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        return (index, 2, separator)
    }

    /// The separators, most frequent in the first line (outside quotes) first.
    private static func ranked(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [UInt8] {
        var counts = [Int](repeating: 0, count: separators.count)
        var quoted = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted {
                if byte == 0x0A || byte == 0x0D { break }
                if let slot = separators.firstIndex(of: byte) { counts[slot] += 1 }
            }
            index += 1
        }
        return separators.indices.sorted { counts[$0] > counts[$1] || (counts[$0] == counts[$1] && $0 < $1) }.map { separators[$0] }
    }

    private static func rows(_ scanner: inout CSVScanner, columns: CSVColumns) throws(TransferFailure) -> TransferReading {
        var entries: [ImportEntry] = []
        // At most a row per line: made room for once, rather than grown by doubling, which holds the old list and a
        // new one twice its size at the same moment. Room no row takes is never touched, and costs no memory.
        var lines = 1
        for index in scanner.position..<scanner.bytes.count where scanner.bytes[index] == 0x0A { lines += 1 }
        entries.reserveCapacity(lines)
        var skipped: [ImportSkip] = []
        var count = 0
        while let record = try scanner.next() {
            let cells = record.fields
            // A blank line, or a row of empty cells, is not an entry.
            if cells.allSatisfy({ $0.range.isEmpty && !$0.quoted }) { continue }
            count += 1
            let position = TransferPosition(entry: count, line: record.line)
            if record.malformed {
                skipped.append(ImportSkip(position: position, reason: .malformedQuotes))
                continue
            }
            func cell(_ index: Int) -> String {
                index < cells.count ? scanner.text(cells[index]) : ""
            }
            let name = columns.name.map { CSVFormulaGuard.unguarded(cell($0)) }
            let address = columns.url.map { CSVFormulaGuard.unguarded(cell($0)) }
            switch point(columns.coordinates, cell) {
            case .success(let point):
                entries.append(ImportEntry(name: name, latitude: point.latitude, longitude: point.longitude, address: address, position: position))
            case .failure(let failure):
                skipped.append(ImportSkip(position: position, reason: failure.reason))
            }
        }
        return TransferReading(format: .csv, entries: entries, skipped: skipped)
    }

    /// Why a row has no point.
    private struct RowError: Error {
        let reason: ImportSkipReason
    }

    private static func point(_ coordinates: CSVColumns.Coordinates, _ cell: (Int) -> String) -> Result<PointValues, RowError> {
        switch coordinates {
        case .separate(let latitudeColumn, let longitudeColumn):
            let latitudeText = cell(latitudeColumn)
            let longitudeText = cell(longitudeColumn)
            guard Location.normalizedName(latitudeText) != nil, Location.normalizedName(longitudeText) != nil else {
                return .failure(RowError(reason: .noCoordinates))
            }
            switch (value(latitudeText, latitude: true), value(longitudeText, latitude: false)) {
            case (.success(let latitude), .success(let longitude)):
                return .success(PointValues(latitude: latitude, longitude: longitude))
            case (.failure(let failure), _), (_, .failure(let failure)):
                return .failure(failure)
            }
        case .combined(let column):
            let text = cell(column)
            guard Location.normalizedName(text) != nil else { return .failure(RowError(reason: .noCoordinates)) }
            do {
                let coordinate = try CoordinateTextParser.coordinate(from: text)
                return .success(PointValues(latitude: coordinate.latitude, longitude: coordinate.longitude))
            } catch {
                return .failure(RowError(reason: .coordinate(error)))
            }
        case .wellKnownText(let column):
            return WellKnownTextPoint.parse(cell(column)).mapError { RowError(reason: $0.reason) }
        }
    }

    /// One coordinate cell, read as the `add` form reads a field; a value out of range is kept for the rules.
    private static func value(_ text: String, latitude: Bool) -> Result<Double, RowError> {
        // Plain decimals, nearly every cell, need none of the parser's readings. A number with an exponent
        // (`5e1`, `1e-05`, as pandas writes small values) is read by the grammar GPX and KML numbers have: the
        // parser would take its `e` for a hemisphere.
        let trimmed = Location.normalizedName(text) ?? ""
        if let plain = DecimalNotation.parseStrict(trimmed) ?? TransferNumber.parse(Substring(trimmed)) { return .success(plain) }
        do {
            return .success(latitude ? try CoordinateTextParser.latitude(from: text) : try CoordinateTextParser.longitude(from: text))
        } catch .latitudeOutOfRange(let value) {
            return .success(value)
        } catch .longitudeOutOfRange(let value) {
            return .success(value)
        } catch {
            return .failure(RowError(reason: .coordinate(error)))
        }
    }
}
