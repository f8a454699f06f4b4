public import Observation
public import PlacesDomain

/// The form for adding a location: three fields, each validated as it is entered, and a submit.
///
/// A graphical front end binds its text fields to it; the REPL's `add` form asks one field at a time and asks
/// again only the field that was wrong. The latitude field reads one latitude first — `23 25 N` and `-45 12` are
/// degrees and minutes — and only text that cannot be one, a whole pair pasted in (`52.35, 4.83`), fills both.
@MainActor
@Observable
public final class CustomLocationFormViewModel {
    /// The form's fields, in the order they are asked.
    public enum Field: CaseIterable, Sendable {
        /// The name; blank means unnamed.
        case name
        /// The latitude, or a whole pasted coordinate.
        case latitude
        /// The longitude.
        case longitude
    }

    /// The name as typed; blank means no name.
    public private(set) var name = ""
    /// The latitude, once a valid one was entered.
    public private(set) var latitude: Double?
    /// The longitude, once a valid one was entered.
    public private(set) var longitude: Double?
    /// The message for each field whose last input was refused.
    public private(set) var errors: [Field: String] = [:]

    private let list: LocationsViewModel
    private let labeler: PlaceLabeler
    private let messages: MessageFormatter

    /// A form that adds to `list`.
    ///
    /// - Parameters:
    ///   - list: The list that saves the location and shows it, in its language.
    ///   - gazetteer: Where a place is in words, offered as a name when none was given.
    public init(list: LocationsViewModel, gazetteer: (any Gazetteer)?) {
        self.list = list
        labeler = PlaceLabeler(gazetteer: gazetteer, language: list.language)
        messages = MessageFormatter(language: list.language)
    }

    /// Whether every required field holds a valid value.
    public var isComplete: Bool { latitude != nil && longitude != nil }

    /// The first field still to be filled, in asking order; `nil` when the form is complete.
    public var nextField: Field? {
        if latitude == nil { return .latitude }
        if longitude == nil { return .longitude }
        return nil
    }

    /// Enters text into a field and validates it at once.
    ///
    /// - Returns: The field's error message, or `nil` when the text was accepted.
    @discardableResult
    public func enter(_ text: String, in field: Field) -> String? {
        let error: String?
        switch field {
        case .name:
            name = text
            error = nil
        case .latitude where Location.normalizedName(text).map(MapLinkParser.isLink) == true:
            error = enterLink(text)
        case .latitude:
            error = validate(text, empty: .latitudeEmpty) { text throws(CoordinateTextError) in
                do throws(CoordinateTextError) {
                    latitude = try CoordinateTextParser.latitude(from: text)
                } catch {
                    guard let pair = try? CoordinateTextParser.coordinate(from: text) else { throw error }
                    latitude = pair.latitude
                    longitude = pair.longitude
                }
            }
        case .longitude:
            error = validate(text, empty: .longitudeEmpty) { text throws(CoordinateTextError) in
                longitude = try CoordinateTextParser.longitude(from: text)
            }
        }
        errors[field] = error
        return error
    }

    /// A map link pasted into the latitude field: both coordinates, and its name when none was given. An article's
    /// address is refused here: its place is the wiki's, which the form does not ask.
    private func enterLink(_ text: String) -> String? {
        let point: Coordinate
        let linkName: String?
        do {
            switch try MapLinkParser.read(text) {
            case .place(let coordinate, let name, _):
                point = coordinate
                linkName = name
            case .placesLink(let request):
                guard let coordinate = request.coordinate else { return messages.formArticleLink(title: request.article?.title ?? text) }
                point = coordinate
                linkName = request.label
            case .article(let title, _):
                return messages.formArticleLink(title: title)
            }
        } catch {
            return messages.mapLinkProblem(error)
        }
        latitude = point.latitude
        longitude = point.longitude
        if Location.normalizedName(name) == nil, let linkName { name = linkName }
        return nil
    }

    private func validate(
        _ text: String,
        empty: InputText,
        _ parse: (String) throws(CoordinateTextError) -> Void
    ) -> String? {
        do {
            try parse(text)
            return nil
        } catch .empty {
            return Localizer(language: list.language)(empty)
        } catch {
            return messages.coordinateText(error)
        }
    }

    /// Where the coordinates are, offered as the name when none was given: "350 m from Amsterdam, Netherlands".
    /// `nil` while a name is set, the coordinates are incomplete, or there is no gazetteer.
    public var suggestedName: String? {
        guard Location.normalizedName(name) == nil, let latitude, let longitude,
              let coordinate = try? Coordinate(latitude: latitude, longitude: longitude)
        else { return nil }
        return labeler.label(for: coordinate)
    }

    /// Answers the offer of ``suggestedName``: nothing typed takes it, `-` keeps the location unnamed, anything
    /// else is the name.
    public func answerSuggestion(_ text: String) {
        let trimmed = Location.normalizedName(text)
        switch trimmed {
        case nil: name = suggestedName ?? ""
        case "-": name = ""
        default: name = text
        }
    }

    /// Saves the location.
    ///
    /// - Returns: The new row, or why it was not saved (an incomplete form, or the store failed).
    public func submit() async -> Result<AddedLocationView, ActionFailure> {
        guard let latitude, let longitude, let coordinate = try? Coordinate(latitude: latitude, longitude: longitude) else {
            return .failure(ActionFailure(message: Localizer(language: list.language)(InputText.textEmpty)))
        }
        return await list.add(Location(name: name, coordinate: coordinate, origin: .custom))
    }
}
