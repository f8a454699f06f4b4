#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

/// What a bounded read found: the bytes, or that there were more than the limit.
package enum FileContents: Equatable, Sendable {
    /// The whole file.
    case contents(Data)
    /// The file holds more bytes than the limit; nothing was kept.
    case tooLarge
}
