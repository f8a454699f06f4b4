/// The saved list's own words: saving, taking off, listing, and why the list could not be read or kept.
package enum SavedText: Message {
    case saved(reference: String, title: Quoted)
    case refreshed(reference: String, title: Quoted)
    /// The text could not be had: the summary alone is kept (`kept` when a text saved before was kept instead).
    case summaryOnly(reason: String, kept: Bool)
    /// The wiki could not be asked; the copy saved `age` stands.
    case keptCopy(reason: String, age: String)
    case unsaved(reference: String, title: Quoted)
    case notSaved(title: Quoted)
    case outOfRange(reference: Quoted, count: Int)
    case heading(count: Int)
    case headingFrom(count: Int, place: Quoted)
    case none
    /// Articles are saved, but none has coordinates.
    case noneOnMap
    /// One row as a sentence.
    case plainRow(reference: String, title: Quoted, description: String?, distance: String?, direction: String?, age: String, summaryOnly: Bool)
    case summaryOnlyMark
    case full(count: Int)
    case tooLarge(path: String, megabytes: Int)
    case noDataFolder
    case inaccessible(path: String, reason: String)
    case busy(path: String, seconds: Int)
    case recovered(movedTo: String, carriedOver: Int, reason: String)
    case damageTooLarge(megabytes: Int)
    case damageNotAList
    case damageEntries(count: Int)

    package var english: String {
        switch self {
        case .saved(let reference, let title): "Saved \(title) as \(reference)."
        case .refreshed(let reference, let title): "Refreshed the saved copy of \(title), \(reference)."
        case .summaryOnly(let reason, let kept):
            kept
                ? FeedText.after(reason, "Its whole text could not be had: the text saved before is kept.")
                : FeedText.after(reason, "Its whole text could not be had: only its summary is saved.")
        case .keptCopy(let reason, let age): FeedText.after(reason, "The copy saved \(age) is kept.")
        case .unsaved(let reference, let title): "Took \(title), \(reference), off the saved articles."
        case .notSaved(let title): "\(title) is not among the saved articles."
        case .outOfRange(let reference, let count):
            count == 0 ? "There is no \(reference): no articles are saved." : "There is no \(reference): \(count == 1 ? "1 article is" : "\(count) articles are") saved."
        case .heading(let count): "Saved articles (\(count)):"
        case .headingFrom(let count, let place): "Saved articles (\(count)), seen from \(place):"
        case .none: "No articles are saved."
        case .noneOnMap: "None of the saved articles has coordinates to show on a map."
        case .plainRow(let reference, let title, let description, let distance, let direction, let age, let summaryOnly):
            "\(reference). \(title)" + (description.map { ", \($0)" } ?? "")
                + (distance.map { ": \($0)" + (direction.map { " \($0)" } ?? "") } ?? "")
                + "; saved \(age)" + (summaryOnly ? ", summary only." : ".")
        case .summaryOnlyMark: "summary only"
        case .full(let count): "The saved list is full: it holds \(count) articles, the most Places keeps; nothing was saved. Take one off to make room."
        case .tooLarge(let path, let megabytes):
            "The saved list in \(path) would be larger than \(megabytes) MB, the most Places keeps; nothing was saved. Take an article off to make room."
        case .noDataFolder: "There is no folder to keep saved articles in."
        case .inaccessible(let path, let reason): "The saved articles in \(path) could not be read or written: \(reason)."
        case .busy(let path, let seconds):
            "Another Places process has been changing \(path) for \(seconds) seconds. Nothing was changed; try again when it has finished."
        case .recovered(let movedTo, let carriedOver, let reason):
            "The saved articles could not be read (\(reason)): the file was moved to \(movedTo), nothing was deleted"
                + (carriedOver == 0 ? "." : carriedOver == 1 ? ", and the 1 article that could be read is kept." : ", and the \(carriedOver) articles that could be read are kept.")
        case .damageTooLarge(let megabytes): "it is larger than \(megabytes) MB, the most Places reads"
        case .damageNotAList: "it is not a saved list Places wrote"
        case .damageEntries(let count): count == 1 ? "1 of its entries is not a saved article" : "\(count) of its entries are not saved articles"
        }
    }

    package var dutch: String {
        switch self {
        case .saved(let reference, let title): "\(title) bewaard als \(reference)."
        case .refreshed(let reference, let title): "De bewaarde kopie van \(title), \(reference), is bijgewerkt."
        case .summaryOnly(let reason, let kept):
            kept
                ? FeedText.after(reason, "De hele tekst kon niet worden opgehaald: de eerder bewaarde tekst blijft.")
                : FeedText.after(reason, "De hele tekst kon niet worden opgehaald: alleen de samenvatting is bewaard.")
        case .keptCopy(let reason, let age): FeedText.after(reason, "De kopie die \(age) is bewaard, blijft.")
        case .unsaved(let reference, let title): "\(title), \(reference), is uit de bewaarde artikelen gehaald."
        case .notSaved(let title): "\(title) staat niet bij de bewaarde artikelen."
        case .outOfRange(let reference, let count):
            count == 0 ? "Er is geen \(reference): er zijn geen artikelen bewaard." : "Er is geen \(reference): er \(count == 1 ? "is 1 artikel" : "zijn \(count) artikelen") bewaard."
        case .heading(let count): "Bewaarde artikelen (\(count)):"
        case .headingFrom(let count, let place): "Bewaarde artikelen (\(count)), gezien vanaf \(place):"
        case .none: "Er zijn geen artikelen bewaard."
        case .noneOnMap: "Geen van de bewaarde artikelen heeft coördinaten om op een kaart te tonen."
        case .plainRow(let reference, let title, let description, let distance, let direction, let age, let summaryOnly):
            "\(reference). \(title)" + (description.map { ", \($0)" } ?? "")
                + (distance.map { ": \($0)" + (direction.map { " \($0)" } ?? "") } ?? "")
                + "; \(age) bewaard" + (summaryOnly ? ", alleen de samenvatting." : ".")
        case .summaryOnlyMark: "alleen samenvatting"
        case .full(let count): "De lijst met bewaarde artikelen is vol: er staan \(count) artikelen in, het maximum van Places; er is niets bewaard. Haal er een af om ruimte te maken."
        case .tooLarge(let path, let megabytes):
            "De bewaarde artikelen in \(path) zouden groter worden dan \(megabytes) MB, het maximum van Places; er is niets bewaard. Haal er een artikel af om ruimte te maken."
        case .noDataFolder: "Er is geen map om bewaarde artikelen in te bewaren."
        case .inaccessible(let path, let reason): "De bewaarde artikelen in \(path) konden niet worden gelezen of geschreven: \(reason)."
        case .busy(let path, let seconds):
            "Een ander Places-proces is al \(seconds) seconden bezig met \(path). Er is niets veranderd; probeer het opnieuw als het klaar is."
        case .recovered(let movedTo, let carriedOver, let reason):
            "De bewaarde artikelen konden niet worden gelezen (\(reason)): het bestand is verplaatst naar \(movedTo), er is niets verwijderd"
                + (carriedOver == 0 ? "." : carriedOver == 1 ? ", en het ene artikel dat nog te lezen was, blijft bewaard." : ", en de \(carriedOver) artikelen die nog te lezen waren, blijven bewaard.")
        case .damageTooLarge(let megabytes): "het is groter dan \(megabytes) MB, het maximum dat Places leest"
        case .damageNotAList: "het is geen lijst die Places heeft geschreven"
        case .damageEntries(let count): count == 1 ? "1 van de items is geen bewaard artikel" : "\(count) van de items zijn geen bewaarde artikelen"
        }
    }
}
