/// The words of a whole article as `read` shows it: the table of contents, and what Places says about the page.
package enum ArticleReadingText: Message {
    case contents
    case redirected(from: Quoted)
    case noText
    /// Where a text longer than Places shows was cut: after `bytes`, in the section `section` (the lead when `nil`).
    case cut(megabytes: Int, bytes: String, section: Quoted?)

    package var english: String {
        switch self {
        case .contents: "Contents"
        case .redirected(let from): "(Redirected from “\(from)”.)"
        case .noText: "Wikipedia has no text for this article."
        case .cut(let megabytes, let bytes, let section?):
            "The article is longer than \(megabytes) MB, the most Places shows, so it was cut here: after \(bytes) bytes, in “\(section)”."
        case .cut(let megabytes, let bytes, nil):
            "The article is longer than \(megabytes) MB, the most Places shows, so it was cut here: after \(bytes) bytes, in its lead."
        }
    }

    package var dutch: String {
        switch self {
        case .contents: "Inhoud"
        case .redirected(let from): "(Doorverwezen vanaf “\(from)”.)"
        case .noText: "Wikipedia heeft geen tekst voor dit artikel."
        case .cut(let megabytes, let bytes, let section?):
            "Het artikel is langer dan \(megabytes) MB, het maximum dat Places toont, dus het is hier afgebroken: na \(bytes) bytes, in “\(section)”."
        case .cut(let megabytes, let bytes, nil):
            "Het artikel is langer dan \(megabytes) MB, het maximum dat Places toont, dus het is hier afgebroken: na \(bytes) bytes, in de inleiding."
        }
    }
}
