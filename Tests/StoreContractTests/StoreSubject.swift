import Catalog
import Foundation
import PostgresStore
import Store
import TestSupport
import XCTest

/// One store the contract runs against: a way to open it again (another writer, in this process
/// or in a child process) and the catalog it starts with.
struct StoreSubject {
    /// The environment variable that tells a child process which store to open.
    static let storeKey = "BOOKDIR_CONTRACT_STORE"

    /// What a child process needs to open the store: `postgresql://…`, or `json:CATALOG\nDATA`.
    let spec: String
    /// Removes what the subject made (its folder); the database goes with the cluster.
    let cleanUp: () -> Void
    /// Who the store says sent a suggestion: the database user on the shared store (the
    /// database signs suggestions), nil for the JSON store (which keeps the name given).
    var signer: String? = nil

    /// `suggestion` as this store keeps it once sent by ``open()``'s user.
    func stored(_ suggestion: Suggestion) -> Suggestion {
        var stored = suggestion
        if let signer { stored.suggestedBy = signer }
        return stored
    }

    /// The catalog every subject starts with.
    static let books = [
        Book(id: "new-kid", title: "New Kid", authors: ["Jerry Craft"], category: .middleGrade,
             description: "Jordan starts seventh grade at a private school.", year: 2019,
             communities: [.black], awards: [Award(.newbery, year: 2020, level: .winner)]),
        Book(id: "the-snowy-day", title: "The Snowy Day", authors: ["Ezra Jack Keats"], category: .pictureBook,
             description: "Peter explores his neighborhood after a snowfall.", year: 1962, isbn: "9780670654000",
             // Packed fields round-trip through every store (the PostgreSQL store's columns of them).
             fields: FieldValues([(BookSchema.isbns, .texts(["9780670654000", "9780140501827"])), (BookSchema.grades, .range(-1 ... 1))])),
    ]

    /// A new handle on the store, as another writer would open it.
    func open() -> any BookStore { Self.open(spec) }

    /// The store `spec` names.
    static func open(_ spec: String) -> any BookStore {
        if spec.hasPrefix("json:") {
            let paths = spec.dropFirst(5).split(separator: "\n").map(String.init)
            return JSONBookStore(catalogURL: URL(fileURLWithPath: paths[0]), dataDirectory: URL(fileURLWithPath: paths[1]))
        }
        return PostgresBookStore(location: try! PostgresLocation(parsing: spec))
    }

    /// A JSON store over a new folder holding ``books``.
    static func json() throws -> StoreSubject {
        let folder = try TemporaryFolder(prefix: "bookdir-contract")
        let document = try JSONEncoder().encode(["books": books])
        var text = String(decoding: document, as: UTF8.self)
        text.insert(contentsOf: #""version": 2, "#, at: text.index(after: text.startIndex))
        let catalog = try folder.write(text, to: "books.json")
        return StoreSubject(spec: "json:\(catalog.path)\n\(folder.path("data"))", cleanUp: { folder.remove() })
    }

    /// A PostgreSQL store over a new database of the test cluster, migrated, holding ``books``.
    static func postgres() throws -> StoreSubject {
        let cluster = try PostgresCluster.shared()
        let address = cluster.address(database: try cluster.newDatabase())
        let store = PostgresBookStore(location: try PostgresLocation(parsing: address))
        try store.migrate()
        try store.importBooks(books)
        return StoreSubject(spec: address, cleanUp: {}, signer: "bookdir")
    }

    /// The settings of a child process on this store (and on the test cluster, when one runs).
    var childSettings: [String: String] {
        var settings = [Self.storeKey: spec]
        if !spec.hasPrefix("json:"), let cluster = try? PostgresCluster.shared() {
            settings[PostgresCluster.folderKey] = cluster.folder
        }
        return settings
    }
}
