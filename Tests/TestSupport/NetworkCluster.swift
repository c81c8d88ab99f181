import Foundation
import XCTest

/// A throwaway PostgreSQL cluster on TCP (127.0.0.1, a free port), with password logins
/// (scram-sha-256), either with `ssl = on` and a server certificate from a throwaway CA made here
/// with openssl, or without TLS. Started once a kind per test process, stopped when it ends.
///
/// Its login roles: `bookdir` (the superuser, password ``password``), `tlsonly` (the same password,
/// refused without TLS) and `certuser` (only with the client certificate of ``files``).
public final class NetworkCluster: @unchecked Sendable {
    /// The password of every role that has one.
    public static let password = "net-pw-31"
    /// The port the server listens on (127.0.0.1 only).
    public let port: Int
    /// The certificates and keys, for a cluster with TLS.
    public let files: TLSFiles?
    private let socket: PostgresCluster

    private init(port: Int, files: TLSFiles?, socket: PostgresCluster) {
        self.port = port
        self.files = files
        self.socket = socket
    }

    nonisolated(unsafe) private static var started: [Bool: Result<NetworkCluster, any Error>] = [:]
    private static let startLock = NSLock()

    /// The cluster with TLS (`tls`) or without, started on first use.
    public static func shared(tls: Bool) throws -> NetworkCluster {
        _ = try PostgresCluster.shared() // skips (or fails in CI) where no server can start
        let result = startLock.withLock { () -> Result<NetworkCluster, any Error> in
            if let started = started[tls] { return started }
            let result = Result { try start(tls: tls) }
            started[tls] = result
            return result
        }
        return try result.get()
    }

    private static func start(tls: Bool) throws -> NetworkCluster {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bookdir-net-\(UUID().uuidString.prefix(8))").path
        let port = try freePort()
        // Inside the cluster's folder, so that stopping the cluster removes them too.
        let files = tls ? try TLSFiles.make(in: folder + "/tls") : nil
        var options = "-c listen_addresses=127.0.0.1 -p \(port)"
        if let files {
            options += " -c ssl=on -c ssl_cert_file=\(files.serverCertificate) -c ssl_key_file=\(files.serverKey) -c ssl_ca_file=\(files.authority)"
        }
        let (status, output) = PostgresCluster.run(PostgresCluster.script, ["start", folder, String(getpid())],
                                                   adding: ["PG_CLUSTER_OPTIONS": options, "PGPORT": String(port)])
        guard status == 0 else { throw PostgresCluster.ClusterError(message: "pg-cluster.sh start failed (\(status)): \(output)") }
        let cluster = NetworkCluster(port: port, files: files, socket: PostgresCluster.attached(to: folder, port: port))
        try cluster.psql("""
            ALTER ROLE bookdir PASSWORD '\(password)';
            CREATE ROLE tlsonly LOGIN SUPERUSER PASSWORD '\(password)';
            CREATE ROLE certuser LOGIN SUPERUSER;
            """)
        let rules = """
            local all all trust
            hostssl all certuser 127.0.0.1/32 cert
            hostnossl all tlsonly 127.0.0.1/32 reject
            host all all 127.0.0.1/32 scram-sha-256
            """
        try rules.write(toFile: "\(folder)/data/pg_hba.conf", atomically: false, encoding: .utf8)
        try cluster.psql("SELECT pg_reload_conf()")
        return cluster
    }

    /// A port nothing listens on now.
    public static func freePort() throws -> Int {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw PostgresCluster.ClusterError(message: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// A new, empty database: its name.
    public func newDatabase() throws -> String {
        try socket.newDatabase()
    }

    /// The address of `database` through the server's socket, as the superuser (for set-up).
    public func socketAddress(database: String) -> String {
        socket.address(database: database)
    }

    /// The TCP address of `database` as `user` on `host` (with the password unless `password` is false).
    public func address(database: String, user: String = "bookdir", host: String = "127.0.0.1", port: Int? = nil,
                        password: Bool = true, parameters: String = "") -> String {
        let login = password ? "\(user):\(Self.password)" : user
        return "postgresql://\(login)@\(host):\(port ?? self.port)/\(database)" + (parameters.isEmpty ? "" : "?\(parameters)")
    }

    /// Runs `sql` through the socket as the superuser.
    @discardableResult
    public func psql(_ sql: String, database: String = "bookdir") throws -> String {
        try socket.psql(sql, database: database)
    }

    /// How many lines of the server's log hold `text` (a failed login is logged once an attempt).
    public func logLines(containing text: String) -> Int {
        let log = (try? String(contentsOfFile: "\(socket.folder)/server.log", encoding: .utf8)) ?? ""
        return log.split(separator: "\n").filter { $0.contains(text) }.count
    }

    /// Whether the sessions bookdir holds on `database` use TLS: `t`, `f`, or empty for none.
    public func bookdirSessionsUseTLS(database: String) throws -> String {
        try psql("SELECT bool_and(s.ssl) FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) "
                 + "WHERE a.application_name = 'bookdir' AND a.datname = '\(database)'", database: database)
    }
}
