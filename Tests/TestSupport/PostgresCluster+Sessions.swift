import Foundation
import XCTest

/// What the deadline tests do to the cluster: hold a lock from another session, stop a server
/// process for a while, end sessions from the server's side.
extension PostgresCluster {
    /// The process id of the cluster's server (the postmaster), from its `postmaster.pid`.
    public func serverProcess() throws -> pid_t {
        let text = try String(contentsOfFile: "\(folder)/data/postmaster.pid", encoding: .utf8)
        guard let line = text.split(separator: "\n").first, let pid = pid_t(line) else {
            throw ClusterError(message: "no process id in \(folder)/data/postmaster.pid")
        }
        return pid
    }

    /// The process ids of the server's sessions on `database` that `application` opened.
    public func sessionProcesses(database: String, application: String = "bookdir") throws -> [pid_t] {
        try psql("SELECT pid FROM pg_stat_activity WHERE datname = '\(database)' AND application_name = '\(application)' "
                 + "AND pid <> pg_backend_pid()", database: database)
            .split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Runs `body` while the processes `pids` are stopped (SIGSTOP), and continues them (SIGCONT)
    /// however `body` ends.
    public func whileStopped<T>(_ pids: [pid_t], _ body: () throws -> T) throws -> T {
        guard !pids.isEmpty else { throw ClusterError(message: "no server process to stop") }
        for pid in pids { kill(pid, SIGSTOP) }
        defer { for pid in pids { kill(pid, SIGCONT) } }
        return try body()
    }

    /// Runs `body` while another session (psql) holds `lock` (say `LOCK TABLE suggestions IN
    /// ACCESS EXCLUSIVE MODE`) in an open transaction on `database`; the session is ended after.
    public func whileLocked<T>(_ lock: String, on table: String, database: String, _ body: () throws -> T) throws -> T {
        try whileHolding("BEGIN; \(lock)", database: database,
                         held: "relation = '\(table)'::regclass AND mode = 'AccessExclusiveLock'", body)
    }

    /// Runs `body` while another session (psql, as the program `lock-holder`) holds the advisory lock `key`.
    public func whileAdvisoryLocked<T>(_ key: Int64, database: String, _ body: () throws -> T) throws -> T {
        try whileHolding("SELECT pg_advisory_lock(\(key))", database: database,
                         held: "locktype = 'advisory' AND objid::bigint = \(key & 0xFFFF_FFFF)", body)
    }

    /// Runs `body` while a psql session (`lock-holder`) that ran `sql` sleeps, once pg_locks has a
    /// granted lock matching `held`; the session is ended after.
    private func whileHolding<T>(_ sql: String, database: String, held: String, _ body: () throws -> T) throws -> T {
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = ["psql", "-X", "-qAt", "-h", folder, "-p", String(port), "-U", "bookdir", "-d", database,
                            "-c", "\(sql); SELECT pg_sleep(120)"]
        var environment = ProcessInfo.processInfo.environment
        environment["PGAPPNAME"] = "lock-holder"
        holder.environment = environment
        holder.standardOutput = FileHandle.nullDevice
        holder.standardError = FileHandle.nullDevice
        try holder.run()
        defer {
            _ = try? psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'lock-holder' "
                          + "AND datname = '\(database)'", database: database)
            holder.waitUntilExit()
        }
        let started = Date()
        while try psql("SELECT count(*) FROM pg_locks WHERE granted AND \(held)", database: database) == "0" {
            guard Date().timeIntervalSince(started) < 10 else { throw ClusterError(message: "the lock (\(held)) was never taken") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try body()
    }

    /// Makes every write to `table` fail when its transaction commits: a deferred constraint
    /// trigger that raises then (a write that is acknowledged before its commit is caught by it).
    public func refuseCommits(on table: String, database: String) throws {
        try psql("""
            CREATE OR REPLACE FUNCTION test_refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE EXCEPTION 'refused at commit by the test'; END $$;
            CREATE CONSTRAINT TRIGGER test_refuse_\(table) AFTER INSERT OR UPDATE ON \(table)
                DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_refuse_at_commit();
            """, database: database)
    }
}
