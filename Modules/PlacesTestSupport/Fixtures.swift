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

    /// Whether this run rewrites the golden files instead of comparing with them: `PLACES_UPDATE_GOLDEN=1`.
    public static var updatingGolden: Bool { ProcessInfo.processInfo.environment["PLACES_UPDATE_GOLDEN"] == "1" }

    /// What the golden file `Fixtures/golden/NAME` holds, to compare a whole output with.
    ///
    /// When ``updatingGolden``, `actual` is written there first and the file's old text is returned, so a test that
    /// changes a file fails in that run too and an update never passes unnoticed; review it with
    /// `git diff Fixtures/golden`.
    ///
    /// - Parameters:
    ///   - name: The file's path under `Fixtures/golden/`, e.g. `maps/world-80.txt`.
    ///   - actual: The whole output.
    /// - Throws: When the file is missing (and not being written) or cannot be written.
    public static func golden(_ name: String, actual: String) throws -> String {
        let file = url("golden/\(name)")
        guard updatingGolden else { return try String(contentsOf: file, encoding: .utf8) }
        let old = try? String(contentsOf: file, encoding: .utf8)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        return old ?? ""
    }

    /// `../shared/data/world-places.json` (234,908 places, GeoNames, CC BY 4.0), or `nil` when this checkout has no
    /// shared folder beside it. Tests that need it are skipped with a message when it is absent.
    public static var worldPlaces: URL? {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/data/world-places.json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
