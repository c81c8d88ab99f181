import Search
import Store
import Widgets
import ArgumentParser
import Catalog
import Foundation
import PostgresStore

/// The options every subcommand accepts: which store (a shared database, or the JSON files: which
/// catalog to read and where suggestions live).
struct GlobalOptions: ParsableArguments {
    /// The catalog file given with `--catalog`, if any.
    @Option(
        name: .customLong("catalog"),
        help: ArgumentHelp(
            "The catalog file to read instead of the installed or bundled one.",
            valueName: "path"),
        completion: .file(extensions: ["json"]))
    var catalogPath: String?

    /// The data folder given with `--data-dir`, if any.
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "The folder of suggestions.json (default: $XDG_DATA_HOME/bookdir, else ~/.local/share/bookdir).",
            valueName: "path"),
        completion: .directory)
    var dataDirectoryPath: String?

    /// The store given with `--store`, if any.
    @Option(
        name: .customLong("store"),
        help: ArgumentHelp(
            "A shared database instead of the JSON files: postgresql://USER@HOST:PORT/DATABASE (or ?host=/socket/folder; the password from the address or PGPASSWORD). Default: $BOOKDIR_STORE, else the JSON files.",
            valueName: "address"))
    var storeAddress: String?

    /// The database address to use: `--store`, else `BOOKDIR_STORE`; `nil` for the JSON files
    /// (neither given, or `json`).
    var databaseAddress: String? {
        let address = storeAddress ?? ProcessInfo.processInfo.environment["BOOKDIR_STORE"]
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
            let origin = storeAddress == nil ? " (from BOOKDIR_STORE)" : ""
            throw ValidationError(error.description + origin)
        }
    }

    /// Rejects a store address that cannot be used.
    func validate() throws {
        _ = try databaseLocation()
    }

    /// The catalog to read: `--catalog`, else the installed or bundled copy (see ``CatalogLocator``).
    var catalogURL: URL {
        CatalogLocator().catalogURL(explicit: catalogPath)
    }

    /// The folder of the suggestions file.
    var dataDirectory: URL {
        DataDirectory.resolve(explicit: dataDirectoryPath, environment: ProcessInfo.processInfo.environment)
    }

    /// The one place the store is chosen: the database `--store` or `BOOKDIR_STORE` names, else
    /// the JSON store over ``catalogURL`` and ``dataDirectory``.
    func makeStore() -> any BookStore {
        if let location = try? databaseLocation() { return PostgresBookStore(location: location) }
        return makeJSONStore()
    }

    /// The JSON store over ``catalogURL`` and ``dataDirectory``.
    func makeJSONStore() -> JSONBookStore {
        JSONBookStore(catalogURL: catalogURL, dataDirectory: dataDirectory)
    }

    /// A search index over the store's books: the JSON store keeps it ready-made for a large
    /// catalog; a database's books are indexed as they come.
    func loadSearchIndex() throws(BookStoreError) -> SearchIndex {
        let store = makeStore()
        if let json = store as? JSONBookStore { return try json.loadSearchIndex() }
        return SearchIndex(books: try store.loadBooks())
    }
}
