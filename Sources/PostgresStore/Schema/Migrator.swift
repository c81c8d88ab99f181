import PostgresNIO

/// Brings a database's schema up to ``Migrations/all``: each missing migration in a transaction
/// of its own, under a transaction-scoped advisory lock (``AdvisoryLock/migration``, bounded by `lock_timeout`), so two machines migrating at once apply
/// each migration once, and running it again does nothing.
enum Migrator {
    /// The advisory lock's key: any number of bookdir's own ("bookdir" in ASCII).
    static let lockKey: Int64 = 0x626F_6F6B_6469_72

    /// The versions applied by this run, in order (empty when the schema was up to date).
    static func migrate(_ connection: PostgresConnection) async throws -> [Int] {
        var applied: [Int] = []
        for migration in Migrations.all {
            let didApply = try await DatabaseClient.inTransaction(connection) { connection in
                try await AdvisoryLock.take(AdvisoryLock.migration, connection)
                try await Statements.run(connection, """
                    CREATE TABLE IF NOT EXISTS schema_migrations (
                        version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())
                    """)
                let version = migration.version
                if try await Statements.count(connection, "SELECT 1 FROM schema_migrations WHERE version = \(version)") > 0 {
                    return false
                }
                for statement in migration.statements {
                    try await Statements.run(connection, PostgresQuery(unsafeSQL: statement))
                }
                let name = migration.name
                try await Statements.run(connection, "INSERT INTO schema_migrations (version, name) VALUES (\(version), \(name))")
                return true
            }
            if didApply { applied.append(migration.version) }
        }
        return applied
    }

    /// The newest version the database has, 0 for none.
    static func currentVersion(_ connection: PostgresConnection) async throws -> Int {
        try await Statements.rows(connection, "SELECT coalesce(max(version), 0) FROM schema_migrations") {
            try $0.decode(Int.self)
        }.first ?? 0
    }
}
