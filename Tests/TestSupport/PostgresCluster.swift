import Foundation
import XCTest

/// The throwaway PostgreSQL cluster of a test run (`scripts/pg-cluster.sh`): started once, on
/// first use, on a Unix socket in a temporary folder, and stopped when the test process ends.
/// Each test takes a database of its own (``newDatabase()``).
///
/// Where the server cannot start, the tests that need it skip, except in CI (`CI=true`) where
/// they fail: there they must run.
public final class PostgresCluster: @unchecked Sendable {
    /// The environment variable that hands a running cluster's folder to child processes.
    public static let folderKey = "BOOKDIR_TEST_PG_FOLDER"

    /// The folder of the cluster: its data, log and socket.
    public let folder: String
    /// The server's port: its socket is `folder/.s.PGSQL.port`.
    public let port: Int
    private let lock = NSLock()
    private var databaseCount = 0

    private init(folder: String, port: Int = 5432) {
        self.folder = folder
        self.port = port
    }

    /// The script that starts and stops clusters.
    public static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/pg-cluster.sh").path

    nonisolated(unsafe) private static var started: Result<PostgresCluster, any Error>?
    private static let startLock = NSLock()

    /// The run's cluster, started on first use (or the one a parent test process started).
    /// - Throws: `XCTSkip` where it cannot start, or an error saying why in CI.
    public static func shared() throws -> PostgresCluster {
        let result = startLock.withLock { () -> Result<PostgresCluster, any Error> in
            if let started { return started }
            let result = Result { try start() }
            started = result
            return result
        }
        do {
            return try result.get()
        } catch {
            if ProcessInfo.processInfo.environment["CI"] == "true" { throw error }
            throw XCTSkip("no PostgreSQL server could be started here: \(error)")
        }
    }

    private static func start() throws -> PostgresCluster {
        if let folder = ProcessInfo.processInfo.environment[folderKey] { return PostgresCluster(folder: folder) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bookdir-pg-\(UUID().uuidString.prefix(8))").path
        let (status, output) = run(script, ["start", folder, String(getpid())])
        guard status == 0 else {
            throw ClusterError(message: "scripts/pg-cluster.sh start failed (\(status)): \(output)")
        }
        clusterFolderToStop = strdup(folder)
        atexit {
            guard let folder = clusterFolderToStop else { return }
            _ = PostgresCluster.run(PostgresCluster.script, ["stop", String(cString: folder)])
        }
        return PostgresCluster(folder: folder)
    }

    /// A handle on the cluster another helper started in `folder` (which stops it).
    static func attached(to folder: String, port: Int) -> PostgresCluster {
        PostgresCluster(folder: folder, port: port)
    }

    /// The address of the database `name` as the user `user` (the superuser `bookdir` by default).
    public func address(database name: String = "bookdir", user: String = "bookdir") -> String {
        "postgresql://\(user)@/\(name)?host=\(folder)" + (port == 5432 ? "" : "&port=\(port)")
    }

    /// A new, empty database (no schema yet): its name.
    public func newDatabase() throws -> String {
        let name = lock.withLock { () -> String in
            databaseCount += 1
            return "test_\(getpid())_\(databaseCount)"
        }
        try psql("CREATE DATABASE \(name)", database: "postgres")
        return name
    }

    /// Runs `sql` with psql as `user` on `database`; its output.
    /// - Throws: when psql fails, with what it printed.
    @discardableResult
    public func psql(_ sql: String, database: String = "bookdir", user: String = "bookdir") throws -> String {
        let (status, output) = psqlStatus(sql, database: database, user: user)
        guard status == 0 else { throw ClusterError(message: "psql failed (\(status)): \(output)") }
        return output
    }

    /// Runs `sql` with psql as `user` on `database`: its exit status and what it printed (both streams).
    public func psqlStatus(_ sql: String, database: String = "bookdir", user: String = "bookdir") -> (Int32, String) {
        Self.run("/usr/bin/env", ["psql", "-X", "-qAt", "-v", "ON_ERROR_STOP=1", "-h", folder, "-p", String(port), "-U", user, "-d", database, "-c", sql])
    }

    /// Stops the server (clients see it go away) until ``resume()``.
    public func pause() throws {
        let (status, output) = Self.run(Self.script, ["pause", folder])
        guard status == 0 else { throw ClusterError(message: "pause failed: \(output)") }
    }

    /// Starts the server again after ``pause()``.
    public func resume() throws {
        let (status, output) = Self.run(Self.script, ["resume", folder])
        guard status == 0 else { throw ClusterError(message: "resume failed: \(output)") }
    }

    /// Runs `executable` with `arguments`: its exit status and its output (standard output and
    /// error). Spawned and waited for directly: Foundation's `Process` does not always see the
    /// script end once it has left the cluster's watcher running.
    static func run(_ executable: String, _ arguments: [String], adding extra: [String: String] = [:]) -> (Int32, String) {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("bookdir-pg-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let variables = ProcessInfo.processInfo.environment.merging(extra) { _, added in added }.map { strdup("\($0)=\($1)") } + [nil]
        defer { variables.forEach { free($0) } }
        guard posix_spawn(&pid, executable, &actions, nil, argv, variables) == 0 else { return (-1, "could not start \(executable)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : -1, output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A failure to start or drive the cluster.
    public struct ClusterError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}

/// The folder of the cluster this process started, for the exit handler.
nonisolated(unsafe) private var clusterFolderToStop: UnsafeMutablePointer<CChar>?
