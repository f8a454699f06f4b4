/// Why a wiki's answer that comes in rounds (`continue`) was not followed to its end, so that what is shown may
/// lack articles or their coordinates. Each is a bound Places keeps to for one question, whatever the wiki sends.
public enum AnswerCutOff: Hashable, Sendable {
    /// The answer went on for more than this many rounds.
    case rounds(Int)
    /// The rounds together were larger than this many bytes.
    case bytes(limit: Int)
    /// The rounds named more than this many pages.
    case pages(Int)
    /// The question's deadline, in seconds, passed before the last round came.
    case time(seconds: Int)
}
