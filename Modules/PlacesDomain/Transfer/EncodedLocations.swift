#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Locations written in a transfer format, ready for a file or standard output.
public struct EncodedLocations: Sendable, Equatable {
    /// The document, in UTF-8.
    public let data: Data
    /// How many names had characters the format cannot hold (control characters in GPX and KML), each replaced by
    /// U+FFFD; 0 for GeoJSON and CSV, which hold every name exactly.
    public let alteredNames: Int

    /// Creates an encoding.
    ///
    /// - Parameters:
    ///   - data: The document.
    ///   - alteredNames: How many names were changed to fit the format.
    public init(data: Data, alteredNames: Int = 0) {
        self.data = data
        self.alteredNames = alteredNames
    }
}
