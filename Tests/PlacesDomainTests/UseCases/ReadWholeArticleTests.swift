import Foundation
import PlacesDomain
import PlacesTestSupport
import Testing

@Suite struct ReadWholeArticleTests {
    static let square = ArticleBody(title: "Dam Square", sections: [
        .init(level: 0, heading: "", text: "Dam Square is a town square.\nIt lies in the old city."),
        .init(level: 2, heading: "History", text: ""),
        .init(level: 3, heading: "Origins", text: "The square began as a dam."),
        .init(level: 2, heading: "See also", text: "Damrak\nRokin"),
    ])

    @Test("an article within the bound is kept whole; a longer one is cut after the last paragraph that fits, and says where")
    func cutAtParagraph() {
        #expect(Self.square.shortened(toBytes: Self.square.textBytes) == Self.square)
        #expect(Self.square.shortened().cutAtBytes == nil)
        // The lead's first paragraph fits, its second does not.
        let lead = Self.square.shortened(toBytes: 40)
        #expect(lead.sections == [.init(level: 0, heading: "", text: "Dam Square is a town square.")])
        #expect(lead.cutAtBytes == "Dam Square is a town square.".utf8.count)
        // Into the subsection: its heading and paragraph fit, the next section's heading and text do not.
        let bytes = Self.square.textBytes - "See also".utf8.count - "Damrak\nRokin".utf8.count + "See also".utf8.count + 6
        let cut = Self.square.shortened(toBytes: bytes)
        #expect(cut.sections.map(\.heading) == ["", "History", "Origins", "See also"])
        #expect(cut.sections.last?.text == "Damrak" && cut.cutAtBytes == bytes)
        #expect(cut.title == "Dam Square" && cut.textBytes <= bytes)
    }

    @Test("one paragraph larger than the whole bound is cut at a character, never inside one (UTF-8 safe)")
    func cutInsideParagraph() {
        let text = String(repeating: "Amsterdamsé €uro ", count: 1000)
        let body = ArticleBody(title: "Long", sections: [.init(level: 0, heading: "", text: text)])
        for limit in [1, 7, 15, 16, 17, 100, 1001] {
            let cut = body.shortened(toBytes: limit)
            let kept = cut.sections.first?.text ?? ""
            #expect(kept.utf8.count <= limit && text.hasPrefix(kept), "\(limit)")
            #expect(limit - kept.utf8.count < 4, "at most one character short: \(limit)")
            #expect(cut.cutAtBytes == kept.utf8.count)
        }
    }

    @Test("2 MB is the most shown")
    func bound() {
        #expect(ArticleBody.maximumTextBytes == 2 << 20)
        let paragraph = String(repeating: "x", count: 999)
        let sections = (1...3000).map { ArticleBody.Section(level: 2, heading: "Part \($0)", text: paragraph) }
        let cut = ArticleBody(title: "Huge", sections: sections).shortened()
        #expect(cut.textBytes <= ArticleBody.maximumTextBytes && cut.textBytes > ArticleBody.maximumTextBytes - 1100)
        #expect(cut.cutAtBytes == cut.textBytes)
    }

    @Test("lines are paragraphs, or list items: after a line ending in a colon, in a run, and on a disambiguation page")
    func blocks() {
        let body = ArticleBody(title: "Dam Square", sections: [
            .init(level: 2, heading: "Buildings", text: "It is lined by:\nThe palace\nThe church\nThe rest are shops."),
            .init(level: 2, heading: "See also", text: "Damrak\nRokin"),
            .init(level: 2, heading: "One", text: "A heading and one line without a full stop"),
        ])
        #expect(body.blocks(of: body.sections[0]) == [
            .paragraph("It is lined by:"), .listItem("The palace"), .listItem("The church"), .paragraph("The rest are shops."),
        ])
        #expect(body.blocks(of: body.sections[1]) == [.listItem("Damrak"), .listItem("Rokin")])
        #expect(body.blocks(of: body.sections[2]) == [.paragraph("A heading and one line without a full stop")])
        let dam = ArticleBody(title: "Dam", sections: [
            .init(level: 0, heading: "", text: "Dam may refer to:"),
            .init(level: 2, heading: "People", text: "Dam (surname), a surname"),
        ], isDisambiguation: true)
        #expect(dam.blocks(of: dam.sections[0]) == [.paragraph("Dam may refer to:")])
        #expect(dam.blocks(of: dam.sections[1]) == [.listItem("Dam (surname), a surname")])
    }

    @Test("read resolves @N, addresses and titles as the summary does, asks the port, and keeps within the bound")
    func reads() async throws {
        let listed = Article(pageID: 1, title: "Dam Square", description: nil, coordinate: UseCaseFixtures.coordinate(52.37306, 4.89306),
                             url: "https://en.wikipedia.org/wiki/Dam_Square")
        let list = ArticleList(site: .english, centre: UseCaseFixtures.coordinate(52.3731, 4.8926), label: "Dam", articles: [listed])
        let redirected = ArticleBody(title: "Dam Square", sections: Self.square.sections, redirectedFrom: "Dam square")
        let bodies = ScriptedArticleBodies([
            "Dam Square": .success(ArticleAnswer(value: Self.square)),
            "Dam square": .success(ArticleAnswer(value: redirected, savedAt: .init(timeIntervalSince1970: 0), failure: .timedOut(seconds: 15))),
            "Busy": .failure(.httpStatus(429)),
        ])
        let read = ReadWholeArticle(bodies: { _ in bodies }, recent: InMemoryRecentArticlesRepository(list))
        let byReference = try await read(try await read.target(for: "@1", site: .english).get())
        #expect(byReference.body == Self.square && byReference.url == listed.url && byReference.target.reference == "@1")
        let byTitle = try await read(try await read.target(for: "Dam_square", site: .english).get())
        #expect(byTitle.body.redirectedFrom == "Dam square")
        #expect(byTitle.url == "https://en.wikipedia.org/wiki/Dam_Square", "the address is the article the redirect led to")
        #expect(byTitle.savedAt != nil && byTitle.savedBecause == .timedOut(seconds: 15))
        await #expect(throws: ArticleFailure.httpStatus(429)) { try await read(ArticleTarget(title: "Busy", site: .english)) }
        await #expect(throws: ArticleFailure.missingArticle(title: "Nowhere")) { try await read(ArticleTarget(title: "Nowhere", site: .english)) }
        #expect(await read.target(for: "@2", site: .english) == .failure(.outOfRange(reference: "@2", count: 1)))
        #expect(bodies.questions == ["Dam Square", "Dam square", "Busy", "Nowhere"])
    }
}
