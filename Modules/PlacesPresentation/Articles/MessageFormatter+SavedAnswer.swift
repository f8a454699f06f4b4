#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlacesDomain

extension MessageFormatter {
    /// The notice that a wiki's answer saved earlier stands in for a fresh one, with its age and why the wiki could
    /// not be asked; `nil` for a fresh answer.
    func savedAnswerNotice(_ savedAt: Date?, because failure: ArticleFailure?, site: WikipediaSite, now: Date) -> Notice? {
        guard let savedAt else { return nil }
        let reason = failure.map { articleFailure($0, site: site) }
        return Notice(kind: .savedAnswer, message: localizer(ArticleText.showingSaved(reason: reason, age: age(of: savedAt, now: now))))
    }
}
