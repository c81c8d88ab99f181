import Catalog
import Foundation
import PostgresNIO

/// The shared store: books and suggestions in a PostgreSQL database (see `Schema/Migrations`),
/// where the database decides who may do what (the roles `bookdir_reader`, `bookdir_suggester`,
/// `bookdir_curator`) and its unique index keeps the "same book" rule across machines.
///
/// Calls block the calling thread while a task of their own talks to the server; call them from
/// the main thread or a worker thread, never from a Swift concurrency task.
public final class PostgresBookStore: BookStore {
    /// Where the database is.
    public let location: PostgresLocation
    let database: DatabaseClient
    /// The catalog as last read, which the next read brings up to date.
    private let snapshot = CatalogSnapshot()

    /// A store over the database at `location`; nothing is connected until the first call. A call
    /// that gets no connection within `reachTimeout` seconds (the location's connect deadline when
    /// `nil`) fails as ``BookStoreError/Kind/unavailable``.
    public init(location: PostgresLocation, reachTimeout: Double? = nil) {
        var location = location
        if let reachTimeout { location.deadlines.connect = reachTimeout }
        self.location = location
        self.database = DatabaseClient(location: location)
    }

    /// Runs `work` (a transaction when `transaction`: it counts once the server committed it; a
    /// bulk one, whose statements may take up to `bulk` seconds, when `bulk` is given), turning
    /// failures into store errors that say what the user tried (`attempt`) and the role it needs.
    func perform<T: Sendable>(
        _ attempt: String, needs role: String, transaction: Bool = false, bulk: Double? = nil, snapshot: Bool = false,
        _ work: @escaping @Sendable (PostgresConnection) async throws -> T
    ) throws(BookStoreError) -> T {
        do {
            if let bulk { return try database.bulkTransaction(seconds: bulk, snapshot: snapshot, work) }
            return try transaction ? database.transaction(work) : database.run(work)
        } catch {
            throw error.storeError(at: location, doing: attempt, needs: role)
        }
    }

    /// How long reading a whole table may take: the call's deadline.
    private var wholeTable: Double { location.deadlines.call }

    /// The catalog, read whole the first time and then only what changed since (``CatalogSnapshot``).
    public func loadBooks() throws(BookStoreError) -> [Book] {
        try perform("read the books", needs: "bookdir_reader", bulk: wholeTable, snapshot: true) { [snapshot] in
            try await snapshot.books($0)
        }
    }

    /// How many rows of books ``loadBooks()`` has fetched from the server so far (every book the
    /// first time, then the changed ones).
    public var booksFetched: Int { snapshot.rowsFetched }

    public func loadSuggestions() throws(BookStoreError) -> [Suggestion] {
        try perform("read the suggestions", needs: "bookdir_reader", bulk: wholeTable) { try await SuggestionRows.loadAll($0) }
    }

    /// The suggestions of the database user this store logged in as (whatever `name` is), oldest first.
    public func yourSuggestions(signedAs name: String?) throws(BookStoreError) -> [Suggestion] {
        try perform("read the suggestions", needs: "bookdir_reader", bulk: wholeTable) { try await SuggestionRows.loadMine($0) }
    }

    /// Stores `suggestion` with its time to the millisecond, as the suggestions file keeps it (so
    /// an export reads back the same), unless the database holds the same book or suggestion. The
    /// database signs it (migration 6): its ``Suggestion/suggestedBy`` is the database user, the
    /// name given is kept as its ``Suggestion/displayName``, and a suggester gets the server's id
    /// and time; the stored row is returned.
    @discardableResult
    public func addSuggestion(_ suggestion: Suggestion) throws(BookStoreError) -> SuggestionOutcome {
        var suggestion = suggestion
        suggestion.createdAt = Date(timeIntervalSince1970: (suggestion.createdAt.timeIntervalSince1970 * 1000).rounded(.down) / 1000)
        suggestion.displayName = suggestion.displayName.map(SuggestionText.clean).flatMap { $0.isEmpty ? nil : $0 }
        return try perform("suggest books", needs: "bookdir_suggester", transaction: true) { [suggestion] connection in
            let key = SameBook.bookKey(title: suggestion.title, author: suggestion.author)
            let books = try await BookRows.load(connection, id: nil, key: key)
            if let book = SameBook.book(matching: suggestion, in: books) { return .alreadyInDirectory(book) }
            if let stored = try await SuggestionRows.insert(suggestion, connection) { return .stored(stored) }
            // The unique key refused it: another writer stored the same book first.
            if let earlier = try await SuggestionRows.load(connection, sameAs: suggestion) {
                return .alreadySuggested(earlier)
            }
            throw DatabaseFailure.unexpected("no stored suggestion for a refused one")
        }
    }

    @discardableResult
    public func review(_ suggestionID: String, _ decision: ReviewDecision, by curator: String) throws(BookStoreError) -> ReviewOutcome {
        try perform("review suggestions", needs: "bookdir_curator", transaction: true) { connection in
            // What the id or start names is decided here, in the transaction of the decision.
            let suggestions = try await SuggestionRows.lock(connection, named: suggestionID)
            var books: [Book] = []
            switch decision {
            case .accept(let book):
                // One accepting curator at a time: two accepts of one book cannot both add it.
                try await AdvisoryLock.take(AdvisoryLock.accept, connection)
                books = try await BookRows.load(connection, id: book.id, numbered: true,
                                               key: SameBook.bookKey(title: book.title, author: book.author))
            case .duplicate(let bookID):
                books = try await BookRows.load(connection, id: bookID, key: nil)
            case .reject:
                break
            }
            let outcome = ReviewRule.outcome(of: decision, for: suggestionID, suggestions: suggestions, books: books,
                                             curator: curator, at: Date())
            guard case .decided(let decided) = outcome else { return outcome }
            if let book = ReviewRule.bookToStore(for: decision, decided: decided) {
                try await BookRows.insert([book], replacing: false, connection)
            }
            guard try await SuggestionRows.storeDecision(decided, connection) else {
                throw DatabaseFailure.unexpected("a locked pending suggestion that could not be updated")
            }
            return outcome
        }
    }

    public func abilities() throws(BookStoreError) -> StoreAbilities {
        try perform("read the bookdir tables", needs: "bookdir_reader") { connection in
            let rows = try await Statements.rows(connection, """
                SELECT has_table_privilege('books', 'SELECT') AND has_table_privilege('suggestions', 'SELECT'),
                       has_column_privilege('suggestions', 'title', 'INSERT'),
                       has_column_privilege('suggestions', 'status', 'UPDATE') AND has_table_privilege('books', 'INSERT')
                """) { try $0.decode((Bool, Bool, Bool).self) }
            var abilities: StoreAbilities = []
            for (browse, suggest, review) in rows {
                if browse { abilities.insert(.browse) }
                if suggest { abilities.insert(.suggest) }
                if review { abilities.insert(.review) }
            }
            return abilities
        }
    }
}
