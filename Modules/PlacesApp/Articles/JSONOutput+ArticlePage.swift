import PlacesDomain
import PlacesPresentation
import PlacesSystem

extension JSONOutput {
    /// A whole article, as `read --json` writes it (docs/USAGE.md has its shape): the exact text, never made inert.
    static func page(_ page: ArticlePage) -> String {
        let body = page.body
        let sections = page.sections.map { section in
            object([
                ("number", JSONText.quoted(section.number)),
                ("level", String(section.level)),
                ("heading", JSONText.quoted(section.heading)),
                ("blocks", "[" + section.blocks.map(block).joined(separator: ", ") + "]"),
            ])
        }
        return object([
            ("title", JSONText.quoted(body.title)),
            ("url", JSONText.quoted(page.url)),
            ("type", JSONText.quoted(body.isDisambiguation ? "disambiguation" : "article")),
            ("redirected_from", body.redirectedFrom.map(JSONText.quoted) ?? "null"),
            ("cut_at_bytes", body.cutAtBytes.map(String.init) ?? "null"),
            ("sections", "[" + sections.joined(separator: ", ") + "]"),
        ])
    }

    private static func block(_ block: ArticleBody.Block) -> String {
        switch block {
        case .paragraph(let text): object([("type", "\"paragraph\""), ("text", JSONText.quoted(text))])
        case .listItem(let text): object([("type", "\"item\""), ("text", JSONText.quoted(text))])
        }
    }
}
