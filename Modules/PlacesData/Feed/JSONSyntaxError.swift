/// The first byte at which a document stops being valid JSON.
struct JSONSyntaxError: Error, Equatable {
    let offset: Int
}
