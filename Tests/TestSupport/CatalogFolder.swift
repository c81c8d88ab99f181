import Foundation

/// A temporary folder holding a one-book catalog (New Kid by Jerry Craft, Middle Grade),
/// for tests that run a real store against it.
public struct CatalogFolder {
    /// The folder; data folders of the test go inside it.
    public let folder: URL
    /// `books.json` inside ``folder``.
    public let catalogURL: URL

    /// Creates the folder (named with `prefix` and a UUID) and writes the catalog.
    public init(prefix: String) throws {
        let temporary = try TemporaryFolder(prefix: prefix)
        folder = temporary.url
        catalogURL = try temporary.write("""
            {"version": 1, "books": [{"id": "new-kid", "title": "New Kid", "author": "Jerry Craft", "category": "MG",
             "description": "Jordan starts seventh grade at a private school."}]}
            """, to: "books.json")
    }
}
