import Catalog
import Foundation
import Holdings
import Search
import Store
import Support

/// The books a library owns, read from the kept answer while neither its holdings nor the catalog
/// changed (``KeptOwnedBooks``), else matched and kept.
extension HoldingsLibraries {
    /// A library's holdings without their rows: how many rows, and what identifies this import of
    /// them (nil when it cannot be told: then no answer is kept).
    struct Header {
        var holdings: LibraryHoldings
        var rows: Int
        var stamp: String?
        /// "row" for a spreadsheet, "record" for MARC.
        var unit: String { holdings.format == .marc || holdings.format == .marcxml ? "record" : "row" }
    }

    /// Every library's holdings without their rows, by name (a file's rows are counted, not decoded).
    func headers() throws -> [Header] {
        if let database {
            return try database.holdingsHeaders().map { Header(holdings: $0.holdings, rows: $0.rows, stamp: "\(database.location.displayAddress) \($0.stamp)") }
        }
        return try fileNames().compactMap { name -> Header? in
            let file = DataFolderFile(folder: folder, name: name, label: "The holdings file \(name)")
            let before = Self.version(of: file.path)
            guard let bytes = try file.read() else { return nil }
            let stamp = before == Self.version(of: file.path) ? before : nil
            do {
                let header = try LibraryHoldings.header(of: bytes, path: file.path)
                return Header(holdings: header.holdings, rows: header.rows, stamp: stamp)
            } catch {
                throw CommandFailure.dataError((error as? HoldingsError)?.message ?? "\(error)")
            }
        }
    }

    /// The header of the library `name`; without a name, of the only library there is.
    /// - Throws: ``CommandFailure`` as ``load(_:)`` does.
    func header(_ name: String?) throws -> Header {
        let all = try headers()
        if let name {
            let key = LibraryHoldings.fileName(forLibrary: name)
            if let found = all.first(where: { LibraryHoldings.fileName(forLibrary: $0.holdings.library) == key }) { return found }
        } else if all.count == 1 {
            return all[0]
        }
        // No such library, none yet or several: load says which (and reads one that came meanwhile).
        let holdings = try load(name)
        return Header(holdings: holdings, rows: holdings.rows.count, stamp: nil)
    }

    /// The ids of the directory books `header`'s holdings match: the kept answer while the holdings
    /// and the catalog (`catalogVersion`, nil: not kept) are as it was kept for; else the rows are
    /// read and matched with `books`, and the answer kept.
    func ownedIDs(of header: Header, catalogVersion: String?, books: () throws -> [Book]) throws -> Set<String> {
        let key = keptKey(header.holdings.library)
        if let stamp = header.stamp, let catalogVersion, let answer = kept.answer(key: key, holdings: stamp, catalog: catalogVersion) {
            return answer.ids
        }
        // The holdings are read on a second thread while this one reads and keys the catalog.
        let library = header.holdings.library, libraries = self
        let reading = SecondThreadResult { Result { () throws -> LibraryHoldings in try libraries.load(library) } }
        let matcher = HoldingsMatcher(books: try books())
        let holdings = try reading.take().get()
        let ids = matcher.matches(holdings.rows).ownedBookIDs
        // Kept only when the holdings read are the ones the header named.
        if let stamp = header.stamp, let catalogVersion, holdings.imported == header.holdings.imported, holdings.rows.count == header.rows {
            kept.keep(ids, library: holdings.library, key: key, holdings: stamp, catalog: catalogVersion)
        }
        return ids
    }

    /// The kept answer for the library `name` (without a name, the only one) of the data folder,
    /// found with its file examined but not read; nil when there is none for this catalog and
    /// these holdings (or the holdings are the shared store's).
    func keptOwnedBooks(library name: String?, catalogVersion: String?) -> OwnedBooks? {
        guard database == nil, let catalogVersion else { return nil }
        let names = name.map { [LibraryHoldings.fileName(forLibrary: $0)] } ?? fileNames()
        guard names.count == 1, let stamp = Self.version(of: folder.appendingPathComponent(names[0]).path),
              let answer = kept.answer(key: String(names[0].dropLast(5)), holdings: stamp, catalog: catalogVersion) else { return nil }
        return OwnedBooks(library: answer.library, ids: answer.ids)
    }

    /// Keeps `ids` as the books `holdings`, just saved, match with the catalog at `catalogVersion`.
    func keep(_ ids: Set<String>, of holdings: LibraryHoldings, catalogVersion: String?) {
        guard let catalogVersion, let header = try? header(holdings.library), let stamp = header.stamp,
              header.holdings.imported == holdings.imported, header.rows == holdings.rows.count else { return }
        kept.keep(ids, library: holdings.library, key: keptKey(holdings.library), holdings: stamp, catalog: catalogVersion)
    }

    private var kept: KeptOwnedBooks {
        KeptOwnedBooks(folder: folder.deletingLastPathComponent().appendingPathComponent("cache", isDirectory: true))
    }

    private func keptKey(_ library: String) -> String {
        (database == nil ? "" : "db-") + String(LibraryHoldings.fileName(forLibrary: library).dropLast(5))
    }

    /// The data folder's library files, by name.
    func fileNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    }

    /// A file's device, inode, size and change times, as text; nil when it cannot be examined.
    private static func version(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size), UInt64(info.st_mtim.tv_sec), UInt64(info.st_mtim.tv_nsec),
                UInt64(info.st_ctim.tv_sec), UInt64(info.st_ctim.tv_nsec)].map { String($0, radix: 16) }.joined(separator: ":")
    }
}
