import PostgresNIO

/// Brings a database's schema up to ``Migrations/all``: each missing migration in a transaction
/// of its own, under a transaction-scoped advisory lock, so two machines migrating at once apply
/// each migration once, and running it again does nothing.
enum Migrator {
    /// The advisory lock's key: any number of bookdir's own ("bookdir" in ASCII).
    static let lockKey: Int64 = 0x626F_6F6B_6469_72

    /// The versions applied by this run, in order (empty when the schema was up to date).
    static func migrate(_ connection: PostgresConnection) async throws -> [Int] {
        var applied: [Int] = []
        for migration in Migrations.all {
            let didApply = try await connection.withTransaction(logger: DatabaseClient.quiet) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: DatabaseClient.quiet)
                try await connection.query("""
                    CREATE TABLE IF NOT EXISTS schema_migrations (
                        version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())
                    """, logger: DatabaseClient.quiet)
                let version = migration.version
                let rows = try await connection.query("SELECT 1 FROM schema_migrations WHERE version = \(version)", logger: DatabaseClient.quiet)
                var isApplied = false
                for try await _ in rows { isApplied = true }
                if isApplied { return false }
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: DatabaseClient.quiet)
                }
                let name = migration.name
                try await connection.query("INSERT INTO schema_migrations (version, name) VALUES (\(version), \(name))", logger: DatabaseClient.quiet)
                return true
            }
            if didApply { applied.append(migration.version) }
        }
        return applied
    }

    /// The newest version the database has, 0 for none.
    static func currentVersion(_ connection: PostgresConnection) async throws -> Int {
        let rows = try await connection.query(
            "SELECT coalesce(max(version), 0) FROM schema_migrations", logger: DatabaseClient.quiet)
        for try await version in rows.decode(Int.self) { return version }
        return 0
    }
}
