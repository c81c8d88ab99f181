import Foundation
import PostgresNIO

/// A store's connections, used from synchronous code: each call runs on a task of its own while
/// the calling thread waits (callers are the command line's main thread and the app's worker
/// threads, never the concurrency pool's) — never longer than ``DatabaseDeadlines`` allow.
///
/// A call takes an idle connection or opens one (one login attempt); a connection comes back
/// only from a call that ended well, so one that broke or timed out is never used again.
final class DatabaseClient: @unchecked Sendable {
    /// Where the database is.
    let location: PostgresLocation

    private let lock = NSLock()
    private var idle: [PostgresConnection] = []
    private static let keptIdle = 2

    init(location: PostgresLocation) {
        self.location = location
    }

    deinit {
        for connection in idle { DatabaseClient.shut(connection) }
    }

    /// Runs `work` on a connection and waits for its result.
    /// - Throws: ``DatabaseFailure``: what `work` or the connection threw, or
    ///   ``DatabaseFailure/timedOut(_:)`` when a deadline passed (the connection is closed).
    func run<T: Sendable>(deadlines: DatabaseDeadlines? = nil,
                          _ work: @escaping @Sendable (PostgresConnection) async throws -> T) throws(DatabaseFailure) -> T {
        let call = PendingCall<T>()
        let reused = takeIdle()
        let location = self.location
        Task.detached { [self] in
            var connection = reused
            do {
                if connection == nil {
                    connection = try await DatabaseConnector.connect(location) { call.attach(close: $0) }
                } else {
                    let reused = connection!
                    call.attach(close: { DatabaseClient.shut(reused) })
                }
                let open = connection!
                call.connected()
                let value = try await CallProgress.$current.withValue(call.progress) { try await work(open) }
                if call.finish(.success(value)) { giveBack(open) } else { DatabaseClient.shut(open) }
            } catch {
                if let connection { DatabaseClient.shut(connection) }
                call.finish(.failure(error))
            }
        }
        switch call.wait(deadlines ?? location.deadlines) {
        case .expired(let expiry):
            throw .timedOut(expiry)
        case .done(.success(let value)):
            return value
        case .done(.failure(let error)):
            throw DatabaseFailure(error)
        }
    }

    /// Runs `work` in one transaction and commits it; the result counts only once the server
    /// said `COMMIT` (a deferred constraint, say, may still refuse it then).
    /// - Throws: the server's refusal at commit, or ``DatabaseFailure/commitUnknown(_:)`` when
    ///   the connection broke before the server answered the `COMMIT`.
    func transaction<T: Sendable>(_ work: @escaping @Sendable (PostgresConnection) async throws -> T) throws(DatabaseFailure) -> T {
        try run { try await Self.inTransaction($0, work) }
    }

    /// Runs `work` in one transaction whose statements may each take up to `seconds` on the
    /// server (a whole catalog read or imported), as may the whole call; the client still gives up
    /// on a server that sends nothing for the usual statement deadline (rows keep coming).
    /// With `snapshot`, the transaction is read-only and sees one snapshot of the database
    /// throughout (repeatable read).
    func bulkTransaction<T: Sendable>(seconds: Double, snapshot: Bool = false,
                                      _ work: @escaping @Sendable (PostgresConnection) async throws -> T) throws(DatabaseFailure) -> T {
        var deadlines = location.deadlines
        deadlines.call = max(deadlines.call, seconds)
        let limit = DatabaseDeadlines.milliseconds(deadlines.call)
        return try run(deadlines: deadlines) { connection in
            try await Self.inTransaction(connection, begin: snapshot ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN") { connection in
                try await Statements.run(connection, "SELECT set_config('statement_timeout', \(limit), true)")
                return try await work(connection)
            }
        }
    }

    /// Runs `work` in one transaction on `connection` and commits it (see ``transaction(_:)``).
    static func inTransaction<T: Sendable>(_ connection: PostgresConnection, begin: String = "BEGIN",
                                           _ work: @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        try await Statements.run(connection, PostgresQuery(unsafeSQL: begin))
        // No ROLLBACK on failure: the call closes a connection that failed, and the server rolls
        // back what it held (a statement sent on a closed channel would never end: see Statements).
        let value = try await work(connection)
        let tag: String
        do {
            tag = try await Statements.run(connection, "COMMIT").command
        } catch let error as PSQLError where error.serverInfo == nil {
            throw DatabaseFailure.commitUnknown(DatabaseFailure.connectionText(error))
        }
        // A transaction that failed along the way answers COMMIT with ROLLBACK, and no error.
        guard tag == "COMMIT" else { throw DatabaseFailure.server(sqlState: "40000", message: "the server rolled the transaction back") }
        return value
    }

    private func takeIdle() -> PostgresConnection? {
        lock.withLock {
            while let connection = idle.popLast() {
                if !connection.isClosed { return connection }
                DatabaseClient.shut(connection)
            }
            return nil
        }
    }

    private func giveBack(_ connection: PostgresConnection) {
        let kept = lock.withLock { () -> Bool in
            guard idle.count < Self.keptIdle, !connection.isClosed else { return false }
            idle.append(connection)
            return true
        }
        if !kept { DatabaseClient.shut(connection) }
    }

    /// Closes `connection` without waiting (it is kept until closed: postgres-nio asserts that a
    /// connection is closed before it goes).
    static func shut(_ connection: PostgresConnection) {
        let closed: EventLoopFuture<Void> = connection.close()
        closed.whenComplete { _ in withExtendedLifetime(connection) {} }
    }

    /// A logger that logs nothing: errors reach the user as ``BookStoreError``s instead.
    static let quiet: Logger = {
        var logger = Logger(label: "bookdir.postgres")
        logger.logLevel = .critical
        return logger
    }()
}
