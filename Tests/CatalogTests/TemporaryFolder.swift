import Foundation
import XCTest

/// A fresh folder under the system's temporary folder, removed again by ``remove()``.
final class TemporaryFolder {
    /// The folder.
    let url: URL

    /// Creates a new, empty folder.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("bookdir-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of `name` inside the folder.
    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// Writes `text` to `name` inside the folder and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let target = file(name)
        try Data(text.utf8).write(to: target)
        return target
    }

    /// The names in `folder` (the whole folder by default), sorted.
    func names(in folder: URL? = nil) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (folder ?? url).path).sorted()
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
