public import Foundation

/// The one way tests find files under `Fixtures/` and the shared data folder.
public enum Fixtures {
    /// The repository's root folder, found from this source file's location so tests work from any directory.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The URL of `Fixtures/NAME`.
    public static func url(_ name: String) -> URL {
        root.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// The bytes of `Fixtures/NAME`.
    ///
    /// - Throws: When the fixture is missing, which is a broken checkout.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }

    /// `../shared/data/world-places.json` (234,908 places, GeoNames, CC BY 4.0), or `nil` when this checkout has no
    /// shared folder beside it. Tests that need it are skipped with a message when it is absent.
    public static var worldPlaces: URL? {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/data/world-places.json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
