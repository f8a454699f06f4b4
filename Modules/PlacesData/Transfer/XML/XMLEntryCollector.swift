import PlacesDomain

/// Collects the entries of one XML format (GPX, KML) from the events of an ``XMLReader``; ``XMLDocumentReader``
/// drives it.
protocol XMLEntryCollector {
    /// The format, whose name is also the document element's (`gpx`, `kml`).
    static var format: TransferFormat { get }
    /// Whether the next character data is wanted as text.
    var wantsText: Bool { get }
    /// An element started; `depth` counts it (the document element is 1), `line` is where its tag starts.
    mutating func start(_ element: XMLElementStart, depth: Int, line: Int)
    /// Character data inside the element that last asked for text.
    mutating func text(_ text: String)
    /// An element ended; `depth` is its parent's.
    mutating func end(depth: Int)
    /// What was collected.
    func reading() -> TransferReading
}
