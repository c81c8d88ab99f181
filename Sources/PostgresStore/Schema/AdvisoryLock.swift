import PostgresNIO

/// bookdir's transaction-scoped advisory locks (one migration at a time, one accept at a time),
/// taken within the session's `lock_timeout`; when another session holds one too long, the
/// failure names that session.
enum AdvisoryLock {
    /// The lock `db migrate` holds.
    static let migration = (key: Migrator.lockKey, name: "migration")
    /// The lock an accept holds (two accepts of one book cannot both add it).
    static let accept = (key: Migrator.lockKey + 1, name: "accept")

    /// Takes `lock` for the rest of the transaction, waiting no longer than `lock_timeout`.
    /// - Throws: ``DatabaseFailure/lockHeld(lock:holder:)`` when another session held it all that time.
    static func take(_ lock: (key: Int64, name: String), _ connection: PostgresConnection) async throws {
        let key = lock.key
        let taken = try await Statements.rows(connection, "SELECT pg_try_advisory_xact_lock(\(key))") { try $0.decode(Bool.self) }
        if taken.first == true { return }
        let holder = try await holder(of: key, connection)
        do {
            try await Statements.run(connection, "SELECT pg_advisory_xact_lock(\(key))")
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "55P03" {
            throw DatabaseFailure.lockHeld(lock: lock.name, holder: holder)
        }
    }

    /// Who holds the advisory lock `key`, as far as this role may see: user, program, address, process.
    private static func holder(of key: Int64, _ connection: PostgresConnection) async throws -> String {
        let high = key >> 32
        let low = key & 0xFFFF_FFFF
        let rows = try await Statements.rows(connection, """
            SELECT coalesce(a.usename::text, 'an unknown user'), coalesce(nullif(a.application_name, ''), 'a program without a name'),
                   coalesce(host(a.client_addr), 'the server itself'), l.pid
            FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
            WHERE l.locktype = 'advisory' AND l.granted AND l.classid::bigint = \(high) AND l.objid::bigint = \(low) AND l.objsubid = 1
            """) { try $0.decode((String, String, String, Int32).self) }
        guard let (user, program, address, pid) = rows.first else { return "another session" }
        return "\(user) with \(program) from \(address) (server process \(pid))"
    }
}
