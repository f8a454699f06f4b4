/// What is wrong with a GPX or KML file that is not well-formed XML, or that Places refuses to read.
public enum XMLProblem: Hashable, Sendable {
    /// The file ends inside a tag, a comment or an element.
    case unexpectedEnd
    /// A character that XML does not allow here (a stray `<` or `&`, a tag that is not closed…).
    case unexpectedCharacter
    /// An end tag that does not close the element that is open: the one expected and the one found.
    case mismatchedTag(expected: String, found: String)
    /// A document type or entity declaration (`<!DOCTYPE`, `<!ENTITY`). Places reads no DTDs, so entities that
    /// expand (a "billion laughs") or fetch other files are impossible; GPX and KML never need them.
    case declarationRefused
    /// An entity reference other than the five XML defines (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`).
    case undefinedEntity(String)
    /// A numeric character reference to a character XML does not allow (`&#0;`, `&#x1B;`) or to no character.
    case invalidCharacterReference(String)
    /// A control character that XML does not allow in text (anything below U+0020 but tab, line feed and
    /// carriage return).
    case invalidCharacter
    /// An element with the same attribute twice.
    case duplicateAttribute(String)
    /// Elements nested deeper than the limit.
    case tooDeep(limit: Int)
    /// The file has no element at all.
    case noRootElement
    /// Something other than comments after the document's element closed.
    case contentAfterRoot
}
