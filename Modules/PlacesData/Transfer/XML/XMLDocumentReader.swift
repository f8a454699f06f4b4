import PlacesDomain

/// Reads a GPX or KML document with an ``XMLReader``: checks its document element, hands every event to the
/// format's collector, and turns a syntax error into its line and column.
enum XMLDocumentReader {
    /// The entries of `bytes` (checked UTF-8) as `collector` finds them.
    static func read<Collector: XMLEntryCollector>(_ bytes: [UInt8], with collector: Collector) throws(TransferFailure) -> TransferReading {
        let outcome = bytes.withUnsafeBufferPointer { buffer -> Result<TransferReading, TransferFailure> in
            var reader = XMLReader(buffer)
            var lines = LineCounter()
            var collector = collector
            var rootChecked = false
            do throws(XMLSyntaxError) {
                while let event = try reader.next(collectingText: collector.wantsText) {
                    switch event {
                    case .start(let element):
                        if !rootChecked {
                            guard element.name == Collector.format.rawValue else {
                                return .failure(.wrongDocument(expected: Collector.format, found: element.name))
                            }
                            rootChecked = true
                        }
                        collector.start(element, depth: reader.depth, line: lines.line(at: element.offset, in: buffer))
                    case .text(let text):
                        collector.text(text)
                    case .end:
                        collector.end(depth: reader.depth)
                    }
                }
                return .success(collector.reading())
            } catch {
                let (line, column) = lines.position(of: error.offset, in: buffer)
                return .failure(.malformedXML(line: line, column: column, problem: error.problem))
            }
        }
        return try outcome.get()
    }
}
