import Foundation
import PlacesDomain
@testable import PlacesPresentation
import PlacesTestSupport
import Testing

@MainActor
@Suite struct ArticleReaderViewModelTests {
    static let square = ArticleBody(title: "Dam Square", sections: [
        .init(level: 0, heading: "", text: "Dam Square is a town square."),
        .init(level: 2, heading: "History", text: ""),
        .init(level: 3, heading: "Origins", text: "It began as a dam."),
        .init(level: 2, heading: "Buildings", text: "It is lined by:\nThe palace\nThe church"),
    ], redirectedFrom: "Dam square")

    private func reader(_ bodies: [String: Result<ArticleAnswer<ArticleBody>, ArticleFailure>], language: Language = .english) -> ArticleReaderViewModel {
        let scripted = ScriptedArticleBodies(bodies)
        return ArticleReaderViewModel(
            site: .english, bodies: { _ in scripted }, recent: InMemoryRecentArticlesRepository(), language: language,
            now: { Date(timeIntervalSince1970: 7200) }
        )
    }

    @Test("the table of contents numbers sections as 1, 1.1, 2; a level skipped is the next depth down")
    func numbers() {
        func numbers(_ levels: [Int]) -> [String] {
            ArticlePage.numbers(of: levels.map { ArticleBody.Section(level: $0, heading: $0 == 0 ? "" : "h", text: "") })
        }
        #expect(numbers([0, 2, 3, 3, 2, 3, 4, 2]) == ["", "1", "1.1", "1.2", "2", "2.1", "2.1.1", "3"])
        #expect(numbers([2, 4, 3, 2]) == ["1", "1.1", "1.2", "2"])
        #expect(numbers([3, 2, 3]) == ["1", "2", "2.1"])
        #expect(numbers([0]) == [""])
    }

    @Test("the page: title, what Places says of it, the table of contents first, then the lead and the numbered sections")
    func page() async throws {
        let model = reader(["Dam square": .success(ArticleAnswer(value: Self.square))])
        let target = try await model.target(for: "Dam_square").get()
        guard case .loaded(let page) = await model.load(target) else {
            Issue.record("not loaded: \(model.state)")
            return
        }
        #expect(page.lines == [
            .title("Dam Square"),
            .note("(Redirected from “Dam square”.)"),
            .contents("Contents"),
            .contentsEntry(number: "1", heading: "History", depth: 1),
            .contentsEntry(number: "1.1", heading: "Origins", depth: 2),
            .contentsEntry(number: "2", heading: "Buildings", depth: 1),
            .paragraph("Dam Square is a town square."),
            .heading(number: "1", heading: "History", depth: 1),
            .heading(number: "1.1", heading: "Origins", depth: 2),
            .paragraph("It began as a dam."),
            .heading(number: "2", heading: "Buildings", depth: 1),
            .paragraph("It is lined by:"),
            .listItem("The palace"),
            .listItem("The church"),
            .address("On the web: https://en.wikipedia.org/wiki/Dam_Square"),
        ])
        #expect(page.sections.map(\.number) == ["", "1", "1.1", "2"] && page.notices.isEmpty && page.url.hasSuffix("/Dam_Square"))
    }

    @Test("a disambiguation page, a cut text, no text and a saved copy each get their sentence, in English and Dutch")
    func sentences() async throws {
        let dam = ArticleBody(title: "Dam", sections: [.init(level: 0, heading: "", text: "Dam may refer to:")], isDisambiguation: true)
        let cut = ArticleBody(title: "Huge", sections: [.init(level: 0, heading: "", text: "Lead."), .init(level: 2, heading: "Part 9", text: "x.")], cutAtBytes: 2_097_000)
        let empty = ArticleBody(title: "Empty", sections: [])
        let saved = ArticleAnswer(value: empty, savedAt: Date(timeIntervalSince1970: 0), failure: .unreachable(host: "en.wikipedia.org"))
        let bodies: [String: Result<ArticleAnswer<ArticleBody>, ArticleFailure>] = [
            "Dam": .success(ArticleAnswer(value: dam)), "Huge": .success(ArticleAnswer(value: cut)), "Empty": .success(saved),
        ]
        for (language, words) in [
            (Language.english, ["is a disambiguation page", "longer than 2 MB", "after 2,097,000 bytes, in “Part 9”", "no text for this article", "2 hours ago"]),
            (.dutch, ["is een doorverwijspagina", "langer dan 2 MB", "na 2.097.000 bytes, in “Part 9”", "geen tekst voor dit artikel", "2 uur geleden"]),
        ] {
            let model = reader(bodies, language: language)
            var said: [String] = []
            for title in ["Dam", "Huge", "Empty"] {
                guard case .loaded(let page) = await model.load(ArticleTarget(title: title, site: .english)) else {
                    Issue.record("\(title) not loaded")
                    continue
                }
                for line in page.lines {
                    switch line {
                    case .note(let text), .cut(let text): said.append(text)
                    default: break
                    }
                }
                said += page.notices.map(\.message)
            }
            for word in words { #expect(said.contains { $0.contains(word) }, "\(language): \(word) in \(said)") }
        }
        // A missing page and a wiki that cannot be asked are failures, in sentences.
        let model = reader([:])
        #expect(await model.load(ArticleTarget(title: "Nowhere", site: .english)) == .failed(message: "en.wikipedia.org has no article titled “Nowhere”."))
    }
}
