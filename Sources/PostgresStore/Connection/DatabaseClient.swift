import Foundation
import PostgresNIO

/// One `PostgresClient` for a store, used from synchronous code: each call runs on a task of its
/// own while the calling thread waits (callers are the command line's main thread and the app's
/// worker threads, never the concurrency pool's).
///
/// A client that cannot reach the server within ``reachTimeout`` is dropped, so the next call
/// starts a new one: a server that comes back is used again.
final class DatabaseClient: @unchecked Sendable {
    /// Where the database is.
    let location: PostgresLocation
    /// How long a call waits for a connection before the server counts as unreachable.
    let reachTimeout: Double

    private let lock = NSLock()
    private var current: (client: PostgresClient, runner: Task<Void, Never>)?

    init(location: PostgresLocation, reachTimeout: Double = 5) {
        self.location = location
        self.reachTimeout = reachTimeout
    }

    deinit {
        current?.runner.cancel()
    }

    /// The running client, started when there is none.
    private func client() -> PostgresClient {
        lock.withLock {
            if let current { return current.client }
            var logger = Logger(label: "bookdir.postgres")
            logger.logLevel = .critical
            let client = PostgresClient(configuration: location.clientConfiguration, backgroundLogger: logger)
            let runner = Task.detached { await client.run() }
            current = (client, runner)
            return client
        }
    }

    /// Stops `client` and forgets it, unless it was already replaced.
    private func drop(_ client: PostgresClient) {
        lock.withLock {
            guard let current, current.client === client else { return }
            current.runner.cancel()
            self.current = nil
        }
    }

    /// Runs `work` on a connection and waits for its result.
    /// - Throws: ``DatabaseFailure``: unreachable when no connection came within ``reachTimeout``
    ///   seconds or the connection broke; else what `work` threw.
    func run<T: Sendable>(_ work: @escaping @Sendable (PostgresConnection) async throws -> T) throws(DatabaseFailure) -> T {
        let client = client()
        let call = PendingCall<T>()
        Task.detached {
            do {
                let value = try await client.withConnection { connection in
                    call.connected()
                    return try await work(connection)
                }
                call.finish(.success(value))
            } catch {
                call.finish(.failure(error))
            }
        }
        switch call.wait(reachTimeout: reachTimeout) {
        case nil:
            drop(client)
            throw .unreachable("no connection within \(Int(reachTimeout)) seconds")
        case .success(let value)?:
            return value
        case .failure(let error)?:
            let failure = DatabaseFailure(error)
            if case .unreachable = failure { drop(client) }
            throw failure
        }
    }

    /// Runs `work` in one transaction (committed when it returns, rolled back when it throws).
    func transaction<T: Sendable>(_ work: @escaping @Sendable (PostgresConnection) async throws -> T) throws(DatabaseFailure) -> T {
        try run { connection in
            try await connection.withTransaction(logger: DatabaseClient.quiet) { try await work($0) }
        }
    }

    /// A logger that logs nothing: errors reach the user as ``BookStoreError``s instead.
    static let quiet: Logger = {
        var logger = Logger(label: "bookdir.postgres")
        logger.logLevel = .critical
        return logger
    }()
}

/// One call's result, handed from its task to the waiting thread.
private final class PendingCall<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var isConnected = false
    private var result: Result<T, any Error>?

    func connected() {
        condition.withLock {
            isConnected = true
            condition.broadcast()
        }
    }

    func finish(_ result: Result<T, any Error>) {
        condition.withLock {
            self.result = result
            condition.broadcast()
        }
    }

    /// The result; `nil` when no connection came within `reachTimeout` seconds (once connected,
    /// it waits for the work however long it takes).
    func wait(reachTimeout: Double) -> Result<T, any Error>? {
        let deadline = Date(timeIntervalSinceNow: reachTimeout)
        return condition.withLock {
            while result == nil {
                if isConnected {
                    condition.wait()
                } else if !condition.wait(until: deadline), !isConnected, result == nil {
                    return nil
                }
            }
            return result
        }
    }
}
