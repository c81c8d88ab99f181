import PostgresNIO

/// How every statement of bookdir is sent: its rows handed over one by one on the connection's
/// event loop as they arrive, never through postgres-nio's async row sequence.
///
/// postgres-nio 1.33.2's async sequence holds back the socket's reads while its consumer is
/// behind (`RowStreamStateMachine` in `.waitingForDemand`); when the server then closes the
/// connection, NIO hands over the reads still buffered and a second `channelReadComplete` meets
/// `preconditionFailure` (SIGILL, nothing said). The callback path asks for more rows before it
/// returns to the event loop, so no read is ever held back and that state is never reached: a
/// broken connection ends the statement with an error instead.
enum Statements {
    /// Runs `query`, calling `row` for each row (on the connection's event loop, in order).
    /// - Returns: the statement's command tag (`INSERT 0 1`, `COMMIT`, `ROLLBACK`, …).
    @discardableResult
    static func run(_ connection: PostgresConnection, _ query: PostgresQuery,
                    row: @escaping @Sendable (PostgresRow) throws -> Void = { _ in }) async throws -> PostgresQueryMetadata {
        // postgres-nio writes a query to the channel without a promise: on a channel already
        // closed the write fails before its handler sees it, and the query never ends.
        guard !connection.isClosed else { throw DatabaseFailure.unreachable("the server closed the connection") }
        let progress = CallProgress.current
        progress?.tick()
        let future: EventLoopFuture<PostgresQueryMetadata> = connection.query(query, logger: DatabaseClient.quiet) { each in
            progress?.tick()
            try row(each)
        }
        let metadata = try await future.get()
        progress?.tick()
        return metadata
    }

    /// Runs `query` and gives its rows, each made by `make` (which throws to stop at a bad row).
    static func rows<T: Sendable>(_ connection: PostgresConnection, _ query: PostgresQuery,
                                  _ make: @escaping @Sendable (PostgresRow) throws -> T) async throws -> [T] {
        let collected = Collected<T>()
        try await run(connection, query) { collected.values.append(try make($0)) }
        return collected.values
    }

    /// How many rows the statement wrote or read, from its command tag (0 when it says none).
    static func count(_ connection: PostgresConnection, _ query: PostgresQuery) async throws -> Int {
        try await run(connection, query).rows ?? 0
    }
}

/// Rows gathered on the event loop: one statement's callbacks run one after another there, and
/// the values are read only once the statement has ended.
private final class Collected<T>: @unchecked Sendable {
    var values: [T] = []
}
