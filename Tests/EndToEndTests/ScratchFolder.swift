import Foundation
import XCTest

/// A temporary folder for one test's catalogs and data, removed when the test ends.
final class ScratchFolder {
    /// The folder.
    let url: URL

    /// Creates a new empty folder under the temporary directory.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("bookdir-e2e-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let path = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Writes a catalog of `books` to `name` and returns its path.
    @discardableResult
    func writeCatalog(_ books: [TestBook], to name: String = "books.json") throws -> String {
        try write(TestBook.catalogJSON(books), to: name)
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
