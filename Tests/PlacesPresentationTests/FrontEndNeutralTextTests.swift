import PlacesPresentation
import Testing

/// The sentences Presentation gave up its command-line words for stay neutral in every language: what can be done
/// next is a ``NextStep`` the front end words. Narrow on purpose: the repository-wide rules are ArchitectureTests'.
@Suite struct FrontEndNeutralTextTests {
    /// Every case whose command-line hint moved to App's `CommandHintText`, `PromptText` or `SessionText`.
    static let sentences: [any Message] = [
        LocationText.articleNeedsName(number: 4),
        LocationText.numberUnused("9", last: 5),
        LocationText.removeNotExact("cop", number: 5, title: "Copenhagen Home"),
        LocationText.removeExactly,
        LocationText.removeKept,
        PlaceText.chooseCancelled,
        PlaceText.chooseInvalid("x", count: 3),
        PlaceText.narrowDown(example: "springfield, US"),
        SearchText.narrowDown(example: "Colosseum"),
        SearchText.narrowDownMixed(example: "Springfield, Missouri"),
        SearchText.notShown(count: 12),
        TransferText.nothingToExport,
        TransferText.formatUnknown(path: "places.txt"),
        TransferText.unrecognizedContent,
        TransferText.wrongDocument(expected: "GPX", found: "kml"),
        ArticleText.referenceNoList("@1"),
        ArticleText.referenceListCorrupt("@1", path: "/s/last-articles.json"),
        ArticleText.referenceListTooLarge("@1", path: "/s/last-articles.json", megabytes: 4),
        ArticleText.linkWithoutPlace,
        LinkText.linkUnsupportedScheme("geo"),
        LinkText.inspectAppLink(what: "a search"),
        LinkText.handleTabOnly,
        StoreText.storeNoFolder,
    ]

    /// An option, a command given as one, a key, or a terminal word.
    static var frontEndWords: [Regex<Substring>] {
        [
            #/--[a-z]/#,
            #/\b(?:run|use|type|try:?|Typ|Probeer:?|gebruik)\s+(?:eerst\s+)?(?:places\s+)?(?:nearby|find|list|article|remove|undo|export|import|handle-url)\b/#,
            #/\b(?:undo|handle-url)\b|: remove \d/#,
            #/\b[Pp]ress\b|\b(?:Enter|Esc|Tab|Ctrl-[A-Z])\b/#,
            #/\bterminal\b|standard (?:input|output)|TERM\b|\b(?:PLACES|XDG)_[A-Z_]+|\bHOME\b/#,
        ]
    }

    @Test("no sentence whose hint moved to App names an option, a command, a key or the terminal, in any language", arguments: Language.allCases)
    func neutral(language: Language) {
        for message in Self.sentences {
            let text = message.text(language)
            for pattern in Self.frontEndWords {
                #expect(text.firstMatch(of: pattern) == nil, "\(text)")
            }
        }
    }
}
