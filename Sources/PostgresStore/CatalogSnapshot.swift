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
    /// The books in catalog order, with their places.
    private var placed: [PlacedBook] = []
    private var books: [Book] = []
    private var fetched = 0

    /// How many rows of books this snapshot has fetched from the server so far.
    var rowsFetched: Int { lock.withLock { fetched } }

    /// The catalog now, on `connection` in a transaction that sees one snapshot of the database
    /// (repeatable read), so the revision and the rows read agree.
    func books(_ connection: PostgresConnection) async throws -> [Book] {
        let (known, base, current) = lock.withLock { (revision, placed, self.books) }
        let (now, hasChanges) = try await Self.revision(connection)
        if let now, now == known { return current }
        var merged: [PlacedBook]
        if let now, let known, hasChanges, now.epoch == known.epoch, now.number > known.number {
            let rows = try await BookRows.loadPlaced(connection, changedAfter: known.number)
            let gone = try await BookRows.deleted(connection, after: known.number)
            merged = Self.merge(base, changed: rows, deleted: gone)
            count(rows.count)
        } else {
            merged = try await BookRows.loadPlaced(connection, changedAfter: nil)
            count(merged.count)
        }
        let read = merged.map(\.book)
        lock.withLock {
            // Keep it unless another read meanwhile kept a newer revision of the same database.
            guard let now else { return }
            if let kept = revision, kept.epoch == now.epoch, kept.number >= now.number { return }
            (revision, placed, books) = (now, merged, read)
        }
        return read
    }

    private func count(_ rows: Int) {
        lock.withLock { fetched += rows }
    }

    /// `base` (in catalog order) without the `deleted` ids, with the `changed` rows in their places.
    static func merge(_ base: [PlacedBook], changed: [PlacedBook], deleted: Set<String>) -> [PlacedBook] {
        var byID = Dictionary(base.enumerated().map { ($1.book.id, $0) }, uniquingKeysWith: { first, _ in first })
        var merged = base
        // Most changes are books edited in place or added at the end: no sort needed.
        if deleted.isEmpty {
            var last = base.last?.position ?? .min
            var inPlace = true
            for row in changed {
                if let at = byID[row.book.id], merged[at].position == row.position {
                    merged[at] = row
                } else if byID[row.book.id] == nil, row.position > last {
                    byID[row.book.id] = merged.count
                    merged.append(row)
                    last = row.position
                } else {
                    inPlace = false
                    break
                }
            }
            if inPlace { return merged }
        }
        var rows = Dictionary(base.map { ($0.book.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in deleted { rows[id] = nil }
        for row in changed { rows[row.book.id] = row }
        return rows.values.sorted { $0.position < $1.position }
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
