#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What an ``ArticleRepository`` answered: fresh from the wiki, or the answer saved the last time the same question
/// was asked, with when and why.
public struct ArticleAnswer<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The answer.
    public let value: Value
    /// When the answer was saved, for an answer that did not come from the wiki now; `nil` for a fresh one.
    public let savedAt: Date?
    /// Why the wiki itself could not answer, for a saved answer.
    public let failure: ArticleFailure?
    /// Why a fresh answer stops short of its end, when it does: some articles or their coordinates may be missing.
    public let cutOff: AnswerCutOff?

    /// Creates an answer.
    ///
    /// - Parameters:
    ///   - value: The answer.
    ///   - savedAt: When a saved answer was saved; `nil` for a fresh one.
    ///   - failure: Why the wiki could not answer now, for a saved answer.
    ///   - cutOff: Why a fresh answer stops short of its end, if it does.
    public init(value: Value, savedAt: Date? = nil, failure: ArticleFailure? = nil, cutOff: AnswerCutOff? = nil) {
        self.value = value
        self.savedAt = savedAt
        self.failure = failure
        self.cutOff = cutOff
    }
}
