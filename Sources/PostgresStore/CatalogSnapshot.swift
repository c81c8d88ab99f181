import Catalog
import Foundation
import PostgresNIO

/// The catalog as a store last read it, with its revision (``CatalogRevision``): a later read
/// fetches only the books written and deleted since that revision (migration 6's `books.revision`
/// and `book_deletions`), not the whole catalog, and an unchanged catalog costs two small queries.
/// It reads the whole catalog the first time, when the database is another (another epoch) or
/// older than migration 6.
final class CatalogSnapshot: @unchecked Sendable {
    private let lock = NSLock()
    private var revision: CatalogRevision?
    /// The books in catalog order, with their places; the same books; where each id is in both.
    private var placed: [PlacedBook] = []
    private var books: [Book] = []
    private var index: [String: Int] = [:]
    private var fetched = 0

    /// How many rows of books this snapshot has fetched from the server so far.
    var rowsFetched: Int { lock.withLock { fetched } }

    /// The catalog now, on `connection` in a transaction that sees one snapshot of the database
    /// (repeatable read), so the revision and the rows read agree.
    func books(_ connection: PostgresConnection) async throws -> [Book] {
        let known = lock.withLock { revision }
        let (now, hasChanges) = try await Self.revision(connection)
        if let now, now == known { return lock.withLock { books } }
        if let now, let known, hasChanges, now.epoch == known.epoch, now.number > known.number {
            let rows = try await BookRows.loadPlaced(connection, changedAfter: known.number)
            let gone = try await BookRows.deleted(connection, after: known.number)
            let merged: [Book]? = lock.withLock {
                fetched += rows.count
                // Another read moved the snapshot meanwhile: this one reads the catalog whole.
                guard revision == known else { return nil }
                apply(changed: rows, deleted: gone)
                revision = now
                return books
            }
            if let merged { return merged }
        }
        let whole = try await BookRows.loadPlaced(connection, changedAfter: nil)
        let read = whole.map(\.book)
        lock.withLock {
            fetched += whole.count
            // Kept unless another read meanwhile kept a newer revision of the same database.
            guard let now else { return }
            if let kept = revision, kept.epoch == now.epoch, kept.number >= now.number { return }
            (revision, placed, books) = (now, whole, read)
            index = Self.index(of: whole)
        }
        return read
    }

    /// Puts the `changed` rows in their places and takes out the `deleted` ids (under the lock).
    private func apply(changed: [PlacedBook], deleted: Set<String>) {
        // Most changes are books edited in place or added at the end: no sort needed.
        if deleted.isEmpty {
            var last = placed.last?.position ?? .min
            var inPlace = true
            for row in changed {
                if let at = index[row.book.id], placed[at].position == row.position {
                    placed[at] = row
                    books[at] = row.book
                } else if index[row.book.id] == nil, row.position > last {
                    index[row.book.id] = placed.count
                    placed.append(row)
                    books.append(row.book)
                    last = row.position
                } else {
                    inPlace = false
                    break
                }
            }
            if inPlace { return }
        }
        var rows = Dictionary(placed.map { ($0.book.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in deleted { rows[id] = nil }
        for row in changed { rows[row.book.id] = row }
        placed = rows.values.sorted { $0.position < $1.position }
        books = placed.map(\.book)
        index = Self.index(of: placed)
    }

    private static func index(of placed: [PlacedBook]) -> [String: Int] {
        Dictionary(placed.enumerated().map { ($1.book.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The database's revision (nil before migration 4) and whether it keeps the books' changes (migration 6).
    private static func revision(_ connection: PostgresConnection) async throws -> (CatalogRevision?, Bool) {
        let tables = try await Statements.rows(connection, """
            SELECT to_regclass('catalog_revision') IS NOT NULL, to_regclass('book_deletions') IS NOT NULL
            """) { try $0.decode((Bool, Bool).self) }
        guard let (hasRevision, hasChanges) = tables.first, hasRevision else { return (nil, false) }
        let rows = try await Statements.rows(connection, "SELECT epoch, revision FROM catalog_revision") {
            let (epoch, number) = try $0.decode((String, Int64).self)
            return CatalogRevision(epoch: epoch, number: number)
        }
        return (rows.first, hasChanges)
    }
}
