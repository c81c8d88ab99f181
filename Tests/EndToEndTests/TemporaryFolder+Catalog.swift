import Foundation
import TestSupport

extension TemporaryFolder {
    /// Writes a catalog of `books` to `name` and returns its path.
    @discardableResult
    func writeCatalog(_ books: [TestBook], to name: String = "books.json") throws -> String {
        try write(TestBook.catalogJSON(books), to: name).path
    }
}
