import Catalog
import Store
import Search
import CatalogGenerator
import Foundation

/// The generated catalogs, kept under the results folder between runs (same count and seed, same file).
struct BenchCatalogs {
    let folder: String
    let seed: UInt64

    /// The catalog file of `count` books.
    func catalogPath(count: Int) -> String { "\(folder)/catalog-\(count)-seed\(seed).json" }

    /// The same books as `title<TAB>author<TAB>description` lines, for fzf.
    func linesPath(count: Int) -> String { "\(folder)/catalog-\(count)-seed\(seed).lines" }

    /// Makes both files for `count` books unless they exist; returns the books when it had to generate them.
    @discardableResult
    func ensure(count: Int) throws -> [Book]? {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if manager.fileExists(atPath: catalogPath(count: count)) && manager.fileExists(atPath: linesPath(count: count)) {
            return nil
        }
        let books = CatalogGenerator.books(count: count, seed: seed)
        try CatalogWriter.write(CatalogWriter.lineBytes(books), to: linesPath(count: count))
        try CatalogWriter.write(CatalogWriter.catalogBytes(books), to: catalogPath(count: count))
        return books
    }

    /// The size of the catalog file of `count` books, in bytes.
    func fileSize(count: Int) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: catalogPath(count: count)))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
