import Foundation

/// A fresh folder under the system's temporary folder, for one test's catalogs and data;
/// removed again by ``remove()``.
public final class TemporaryFolder {
    /// The folder.
    public let url: URL

    /// Creates a new, empty folder named `prefix` and a UUID.
    public init(prefix: String = "bookdir-tests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of `name` inside the folder.
    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String {
        file(name).path
    }

    /// Writes `text` to `name` inside the folder and returns its URL.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> URL {
        let target = file(name)
        try Data(text.utf8).write(to: target)
        return target
    }

    /// The names in `folder` (the whole folder by default), sorted.
    public func names(in folder: URL? = nil) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (folder ?? url).path).sorted()
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
