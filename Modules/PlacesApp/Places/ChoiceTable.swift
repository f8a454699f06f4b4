import PlacesPresentation

/// The candidates of a ``Choice``, numbered from 1 and aligned: gazetteer places as ``PlaceTable`` lays them out,
/// with their population, and Wikipedia's articles as ``FoundTable`` does, with their description.
struct ChoiceTable {
    let style: OutputStyle
    let localizer: Localizer

    /// The rows as text, ending in a line break (empty for no rows).
    func render(_ rows: [ChoiceRow]) -> String {
        let numberWidth = "\(rows.count).".count
        var out = ""
        var index = rows.startIndex
        // Each run of rows of one kind is laid out as one table, so its columns line up.
        while index < rows.endIndex {
            var places: [PlaceRow] = []
            var articles: [FoundArticleRow] = []
            var end = index
            while end < rows.endIndex, case .place(let row) = rows[end] {
                places.append(row)
                end += 1
            }
            if places.isEmpty {
                while end < rows.endIndex, case .article(let row) = rows[end] {
                    articles.append(row)
                    end += 1
                }
            }
            if !places.isEmpty {
                out += PlaceTable(style: style, localizer: localizer).render(places, numbered: true, first: index + 1, numberWidth: numberWidth)
            } else {
                out += FoundTable(style: style).render(articles, marks: articles.indices.map { "\(index + $0 + 1)." })
            }
            index = end
        }
        return out
    }
}
