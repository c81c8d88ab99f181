import Store
import Search
import ArgumentParser
import Catalog
import Foundation
import PostgresStore

/// Which store a command uses, as plain values: the shared database `--store` or `BOOKDIR_STORE`
/// names, else the JSON files (the catalog `--catalog` names or the installed one, and the data
/// folder `--data-dir` names or the default one).
struct StoreChoice: Equatable, Sendable {
    /// The catalog file given with `--catalog`, if any.
    var catalogPath: String?
    /// The data folder given with `--data-dir`, if any.
    var dataDirectoryPath: String?
    /// The store given with `--store`, if any.
    var storeAddress: String?
    /// The store the configuration file names (`json` for the files), if it names one.
    var configuredStore: String? = nil

    /// The database address to use: `--store`, else `BOOKDIR_STORE`, else the configuration
    /// file's `store`; `nil` for the JSON files (none given, or `json`).
    var databaseAddress: String? {
        let environment = EnvironmentVariable.value("BOOKDIR_STORE").flatMap { $0.isEmpty ? nil : $0 }
        let address = storeAddress ?? environment ?? configuredStore
        guard let address, !address.isEmpty, address != "json" else { return nil }
        return address
    }

    /// The database `--store` or `BOOKDIR_STORE` names, if any.
    /// - Throws: a usage error saying what is wrong with the address.
    func databaseLocation() throws -> PostgresLocation? {
        guard let address = databaseAddress else { return nil }
        do {
            return try PostgresLocation(parsing: address)
        } catch {
            let fromEnvironment = EnvironmentVariable.value("BOOKDIR_STORE").map { !$0.isEmpty } ?? false
            let origin = storeAddress != nil ? "" : fromEnvironment ? " (from BOOKDIR_STORE)" : " (from the configuration file's store)"
            throw ValidationError(error.description + origin)
        }
    }

    /// The catalog to read: `--catalog`, else the installed or bundled copy (see ``CatalogLocator``).
    var catalogURL: URL {
        CatalogLocator().catalogURL(explicit: catalogPath)
    }

    /// The path of ``catalogURL``, found without a `URL` when `--catalog` gives it (see ``FilePath``).
    var resolvedCatalogPath: String {
        CatalogLocator().catalogPath(explicit: catalogPath)
    }

    /// The folder of the suggestions file.
    var dataDirectory: URL {
        DataDirectory.resolve(explicit: dataDirectoryPath, environment: EnvironmentVariable.value)
    }

    /// The path of ``dataDirectory``, found without a `URL`.
    var resolvedDataDirectoryPath: String {
        DataDirectory.resolvedPath(explicit: dataDirectoryPath, environment: EnvironmentVariable.value)
    }

    /// The one place the store is chosen: the database `--store` or `BOOKDIR_STORE` names, else
    /// the JSON store over ``catalogURL`` and ``dataDirectory``.
    func makeStore() -> any BookStore {
        if let location = try? databaseLocation() { return PostgresBookStore(location: location) }
        return makeJSONStore()
    }

    /// The JSON store over ``catalogURL`` and ``dataDirectory``, made from their paths: a
    /// `bookdir search` makes no `URL` (see ``FilePath``).
    func makeJSONStore() -> JSONBookStore {
        JSONBookStore(catalogPath: resolvedCatalogPath, dataDirectoryPath: resolvedDataDirectoryPath)
    }

    /// The reading lists of ``dataDirectory``.
    func makeListStore() -> JSONListStore {
        JSONListStore(dataDirectory: dataDirectory)
    }

    /// A search index over the store's books: the JSON store keeps it ready-made for a large
    /// catalog; a database's is kept in the data folder by the catalog's revision (see
    /// ``DatabaseCatalogCache``).
    func loadSearchIndex() throws(BookStoreError) -> SearchIndex {
        let store = makeStore()
        guard let database = store as? PostgresBookStore else { return try SearchIndex.load(from: store) }
        return try databaseCache(database).searchIndex(revision: try database.catalogRevision()?.description) { () throws(BookStoreError) in
            try Self.booksAndRevision(database)
        }
    }

    /// The store's books, for a command that reads them once (`list`, `show`): a database's come
    /// from the data folder's cache while the catalog's revision is the one it holds.
    func loadBooks() throws(BookStoreError) -> [Book] {
        let store = makeStore()
        guard let database = store as? PostgresBookStore else { return try store.loadBooks() }
        return try databaseCache(database).books(revision: try database.catalogRevision()?.description) { () throws(BookStoreError) in
            try Self.booksAndRevision(database)
        }
    }

    /// What identifies the store's books now, for an answer worked out from them and kept (the books
    /// a library's holdings match, ``KeptOwnedBooks``): the JSON store's files' versions, or the
    /// database's address and catalog revision, with this build's identity; nil when it cannot be
    /// told (then nothing is kept).
    func catalogVersion() -> String? {
        Self.catalogVersion(of: makeStore())
    }

    /// What identifies `store`'s books now (see ``catalogVersion()``).
    static func catalogVersion(of store: any BookStore) -> String? {
        guard let database = store as? PostgresBookStore else { return (store as? JSONBookStore)?.catalogVersion() }
        guard let build = BuildIdentity.current, let revision = try? database.catalogRevision() else { return nil }
        return "db \(String(build, radix: 16)) \(database.location.displayAddress) \(revision)"
    }

    /// The derived caches of `database`'s catalog, named by its address without a password.
    private func databaseCache(_ database: PostgresBookStore) -> DatabaseCatalogCache {
        DatabaseCatalogCache(address: database.location.displayAddress, dataDirectoryPath: resolvedDataDirectoryPath)
    }

    private static func booksAndRevision(_ database: PostgresBookStore) throws(BookStoreError) -> (books: [Book], revision: String?) {
        let loaded = try database.loadBooksAndRevision()
        return (loaded.books, loaded.revision?.description)
    }
}
