import Foundation
import PostgresNIO

/// Where a shared bookdir database is and whom to log in as: what a
/// `postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?host=/socket/folder&…]` address says, with
/// what it leaves out taken as libpq takes it (a service, then the `PG…` variables, then the
/// password file; see `PostgresLocation+Parsing`).
public struct PostgresLocation: Equatable, Sendable {
    /// The login name.
    public var user: String
    /// The password, from the address, `PGPASSWORD` or the password file; `nil` when none is known.
    public var password: String?
    /// A password file that was not read because others may read it (libpq ignores it too).
    public var ignoredPasswordFile: String?
    /// The server's host name or address; `nil` when ``socketFolder`` is used.
    public var host: String?
    /// The server's port (5432 unless the address says otherwise).
    public var port: Int
    /// The folder of the server's Unix socket (`?host=/path`), when connecting through it.
    public var socketFolder: String?
    /// The database's name.
    public var database: String
    /// How TLS is used (libpq's `sslmode` and its files).
    public var tls: TLSSettings
    /// How long calls may wait.
    public var deadlines: DatabaseDeadlines

    /// The address's parameters bookdir reads (as libpq does); any other is refused, as libpq refuses it.
    static let parameters: Set<String> = ["host", "port", "user", "password", "dbname", "service", "passfile",
                                          "sslmode", "sslrootcert", "sslcert", "sslkey", "connect_timeout"]

    /// Whether `text` is meant as a database address (it starts `postgresql://` or `postgres://`).
    public static func isDatabaseAddress(_ text: String) -> Bool {
        text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
    }

    /// The server as messages name it: `HOST:PORT`, or the socket's path.
    public var serverName: String {
        socketPath ?? "\(hostName):\(port)"
    }

    /// The server's Unix socket, when the address names its folder.
    private var socketPath: String? {
        socketFolder.map { "\($0)/.s.PGSQL.\(port)" }
    }

    /// The server's host (`localhost` when the address names none).
    var hostName: String { host ?? "localhost" }

    /// The address without its password, to show.
    public var displayAddress: String {
        if let socketFolder { return "postgresql://\(user)@/\(database)?host=\(socketFolder)&port=\(port)" }
        return "postgresql://\(user)@\(hostName):\(port)/\(database)"
    }
}

