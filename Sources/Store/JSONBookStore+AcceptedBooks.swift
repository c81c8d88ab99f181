import Catalog
import Foundation

/// The writable catalog of the data folder: the books curators accepted (see ``AcceptedBooksFile``).
extension JSONBookStore {
    /// The catalog accepted books are written to, `<data folder>/catalog.json`; the catalog file
    /// (bundled or given with `--catalog`) is never written.
    public var acceptedCatalogURL: URL {
        dataDirectory.appendingPathComponent("catalog.json")
    }

    /// The path of ``acceptedCatalogURL``.
    var acceptedCatalogPath: String {
        FilePath.joined(dataDirectoryPath, "catalog.json")
    }

    var acceptedCatalogFile: VersionedJSONFile {
        VersionedJSONFile(
            path: acceptedCatalogPath,
            label: "The catalog of accepted books",
            fixAdvice: "Fix the file or move it aside (its books then leave the directory); bookdir will not change it until then.",
            readAdvice: "Check its permissions, or choose another data folder with --data-dir PATH."
        )
    }

    /// The writable catalog as now on disk; empty when there is none (or no data folder). Cheap when unchanged.
    /// - Throws: ``BookStoreError`` naming the file when it cannot be read or breaks a catalog rule.
    func acceptedContents() throws(BookStoreError) -> AcceptedBooksFile.Contents {
        let file = acceptedCatalogFile
        if let current = FileFingerprint.current(path: file.path), let contents = acceptedCache.books(for: current) {
            return contents
        }
        let snapshot: FileSnapshot
        do throws(FileSnapshot.Failure) {
            snapshot = try FileSnapshot.read(path: file.path)
        } catch .missing, .system(ENOTDIR) {
            // No data folder, or a file in its place (reported when the folder is written to): no books accepted.
            return AcceptedBooksFile.empty
        } catch {
            throw file.unreadable(error)
        }
        let contents = try AcceptedBooksFile.contents(from: snapshot.bytes, file: file)
        acceptedCache.store(contents, for: snapshot.fingerprint)
        return contents
    }

    /// `catalog` followed by the accepted books, cached while neither file changes.
    /// - Throws: `.duplicateID` naming the writable catalog when one of its ids is also the catalog's.
    func withAcceptedBooks(_ catalog: [Book]) throws(BookStoreError) -> [Book] {
        let accepted = try acceptedContents()
        guard !accepted.books.isEmpty else { return catalog }
        let versions = [catalogPath, acceptedCatalogPath].compactMap { FileFingerprint.current(path: $0) }
        if versions.count == 2, let books = combinedCache.books(for: versions) { return books }
        let ids = Set(catalog.lazy.map(\.id))
        if let clash = accepted.books.first(where: { ids.contains($0.id) }) {
            throw acceptedCatalogFile.error(
                .duplicateID(clash.id),
                "gives the id \"\(clash.id)\" to a book that the catalog (\(catalogPath)) also has",
                advice: "Rename one of the two ids; bookdir will not change the file until then."
            )
        }
        let books = catalog + accepted.books
        if versions.count == 2 { combinedCache.store(books, for: versions) }
        return books
    }

    /// Writes `contents` atomically; the caller holds the store's lock.
    func writeAccepted(_ contents: AcceptedBooksFile.Contents) throws(BookStoreError) {
        let bytes: [UInt8]
        do {
            bytes = try AcceptedBooksFile.bytes(of: contents)
        } catch {
            throw acceptedCatalogFile.error(.writeFailed, "could not be written: \(error)", advice: "Try again; nothing saved has changed.")
        }
        AtomicFile.removeLeftovers(of: acceptedCatalogPath)
        do throws(SystemCallFailure) {
            try AtomicFile.write(bytes, to: acceptedCatalogPath)
        } catch {
            throw writeFailed(error, path: acceptedCatalogPath)
        }
    }
}
