import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released.
///
/// Tests point `XDG_*` variables and stores here so they never touch the real home folder.
public final class TemporaryDirectory: @unchecked Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Creates the folder.
    ///
    /// - Throws: When the temporary directory is not writable.
    public init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = "\(base)/places-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes an executable shell script named `name` here and returns its path.
    ///
    /// The file is written through a close-on-exec descriptor: tests run in parallel, and a child another test
    /// spawns while the script is open for writing would keep it open and make running it fail with "text file busy".
    public func script(_ name: String, _ body: String) throws -> String {
        let path = appending(name)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(.EACCES) }
        defer { close(descriptor) }
        let text = Array("#!/bin/sh\n\(body)\n".utf8)
        guard write(descriptor, text, text.count) == text.count else { throw POSIXError(.EIO) }
        return path
    }

    /// `path/relative`.
    public func appending(_ relative: String) -> String {
        path + "/" + relative
    }

    /// An environment with every XDG base folder and `HOME` inside this folder.
    public var xdgEnvironment: [String: String] {
        [
            "HOME": appending("home"),
            "XDG_CACHE_HOME": appending("cache"),
            "XDG_DATA_HOME": appending("data"),
            "XDG_STATE_HOME": appending("state"),
            "XDG_CONFIG_HOME": appending("config"),
        ]
    }
}
