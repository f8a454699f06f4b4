/// A parsed command line: the options and the words of the command.
struct Invocation: Equatable, Sendable {
    var options: Options
    var words: [String]
}
