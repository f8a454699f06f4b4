import PlacesPresentation

/// The lines of the last whole article the explorer's panel showed, at the last width: wrapping a long article
/// takes longer than a frame may, and a key that scrolls changes neither.
@MainActor
final class ArticleLinesCache {
    private var last: (page: ArticlePage, width: Int, lines: [String])?

    /// The lines of `page` wrapped to `width`, laid out as `read` lays them out, without colour.
    func lines(of page: ArticlePage, width: Int) -> [String] {
        if let last, last.width == width, last.page == page { return last.lines }
        let style = OutputStyle(interactive: false, animated: false, color: false, plain: false, width: width)
        let lines = ArticlePageText(style: style).renderLines(page, width: width)
        last = (page, width, lines)
        return lines
    }
}
