import PlacesDomain

/// What an ``XMLReader`` found next in a document.
enum XMLEvent {
    /// An element starts.
    case start(XMLElementStart)
    /// The element that started last ends (also right after the start of an empty element, `<a/>`).
    case end
    /// Character data, with references replaced and line ends normalised; only when the caller asks for text.
    case text(String)
}

/// An element's start tag.
struct XMLElementStart {
    /// The element's name without its namespace prefix (`Placemark` for `<kml:Placemark>`).
    let name: String
    /// The attributes in document order, by local name, with references replaced.
    let attributes: [(name: String, value: String)]
    /// The byte offset of the `<`, for its line number.
    let offset: Int

    /// The value of the attribute with local name `name`, if the element has one.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// Where a document stops being XML that Places reads, and why.
struct XMLSyntaxError: Error {
    let offset: Int
    let problem: XMLProblem
}
