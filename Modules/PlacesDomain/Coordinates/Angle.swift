/// One value read from coordinate text, in decimal degrees, with the axis its hemisphere letter gives it.
struct Angle: Equatable {
    enum Axis: Equatable {
        case latitude, longitude
    }

    var value: Double
    var axis: Axis?
    var hemisphere: Character?
    /// The value as written, in normalised symbols (`23°25'N`), for a message.
    var text: String
}
