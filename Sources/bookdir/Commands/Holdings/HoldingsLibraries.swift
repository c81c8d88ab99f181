import Catalog
import Foundation
import Holdings
import PostgresStore
import Search
import Store

/// The libraries' holdings in the data folder: `holdings/<name>.json`, one file a library
/// (``LibraryHoldings``), each replaced whole and atomically by an import; or, when the command
/// names a shared store (`--store postgresql://…`), its holdings tables (replaced in one transaction).
struct HoldingsLibraries {
    /// The library an import without --library fills.
    static let defaultName = "default"

    /// `<data folder>/holdings`.
    let folder: URL
    /// The shared store whose holdings these are, if the command names one.
    let database: PostgresBookStore?
    /// What identifies the catalog's books now (``StoreChoice/catalogVersion()``), asked when the
    /// books a library owns are wanted; nil: their answer is not kept.
    let catalogVersion: @Sendable () -> String?

    /// The holdings of `choice`'s store: the shared store's, else the data folder's.
    init(choice: StoreChoice) {
        self.init(dataDirectory: choice.dataDirectory, database: choice.databaseAddress == nil ? nil : choice.makeStore() as? PostgresBookStore,
                  catalogVersion: { choice.catalogVersion() })
    }

    /// The holdings of the data folder `dataDirectory`, or of the shared store `database`.
    init(dataDirectory: URL, database: PostgresBookStore? = nil, catalogVersion: @escaping @Sendable () -> String? = { nil }) {
        folder = dataDirectory.appendingPathComponent("holdings", isDirectory: true)
        self.database = database
        self.catalogVersion = catalogVersion
    }

    /// The file of the library `name`.
    func file(_ name: String) -> DataFolderFile {
        DataFolderFile(folder: folder, name: LibraryHoldings.fileName(forLibrary: name), label: "The holdings file of \"\(name)\"")
    }

    /// Keeps `holdings`, replacing the library's earlier ones at once; returns those earlier ones'
    /// header (their rows left out) and how many rows they had.
    func save(_ holdings: LibraryHoldings) throws(BookStoreError) -> (holdings: LibraryHoldings, rows: Int)? {
        if let database { return try database.replaceHoldings(holdings) }
        let file = file(holdings.library)
        let old = try file.replace(with: holdings.encoded())
        return old.flatMap { try? LibraryHoldings.header(of: $0, path: file.path) }
    }

    /// Every library's holdings, by name.
    func all() throws -> [LibraryHoldings] {
        if let database { return try database.loadAllHoldings() }
        return try fileNames().map { name in
            let file = DataFolderFile(folder: folder, name: name, label: "The holdings file \(name)")
            guard let bytes = try file.read() else { throw CommandFailure.dataError("The holdings file \(file.path) went away while being read.") }
            return try decoded(bytes, path: file.path)
        }
    }

    /// The holdings of the library `name`; without a name, of the only library there is.
    /// - Throws: ``CommandFailure`` (1) naming the libraries there are, or (3) a file that cannot be read.
    func load(_ name: String?) throws -> LibraryHoldings {
        if let name {
            if let database, let holdings = try database.loadHoldings(library: name) { return holdings }
            let file = file(name)
            if database == nil, let bytes = try file.read() { return try decoded(bytes, path: file.path) }
            let known = try all().map { "\"\($0.library)\"" }
            throw CommandFailure.nothingFound("There are no holdings for the library \"\(name)\". "
                + (known.isEmpty ? Self.noneYet : "The libraries are: \(known.joined(separator: ", "))."))
        }
        let libraries = try all()
        guard let only = libraries.first else { throw CommandFailure.nothingFound("There are no holdings yet. " + Self.noneYet) }
        guard libraries.count == 1 else {
            throw CommandFailure(message: "There are holdings for \(libraries.count) libraries: "
                + libraries.map { "\"\($0.library)\"" }.joined(separator: ", ") + ". Name one with --library NAME.", status: ExitStatus.usage)
        }
        return only
    }

    /// The directory books the library `name` (without a name, the only one) owns, as an `owned:`
    /// term reads them (``ParsedQuery/owning(_:)``).
    /// - Throws: ``CommandFailure`` as ``load(_:)`` does: no holdings imported, several libraries.
    func ownedBooks(library name: String?, books: () throws -> [Book]) throws -> OwnedBooks {
        let version = catalogVersion()
        if let kept = keptOwnedBooks(library: name, catalogVersion: version) { return kept }
        let header = try header(name)
        return OwnedBooks(library: header.holdings.library, ids: try ownedIDs(of: header, catalogVersion: version, books: books))
    }

    /// `query` with the owned books of the library `name` when it has an `owned:` term (`books`
    /// is asked for then only, when the holdings must be matched with the catalog again).
    func answering(_ query: ParsedQuery, library name: String?, books: () throws -> [Book]) throws -> ParsedQuery {
        guard query.owned != nil else { return query }
        return query.owning(try ownedBooks(library: name, books: books))
    }

    private static let noneYet = "Import a library's export first: bookdir holdings import FILE --library NAME."

    private func decoded(_ bytes: [UInt8], path: String) throws -> LibraryHoldings {
        do {
            return try LibraryHoldings.decoded(bytes, path: path)
        } catch {
            throw CommandFailure.dataError(error.message)
        }
    }
}
