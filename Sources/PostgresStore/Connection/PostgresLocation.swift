import Foundation
import PostgresNIO

/// Where a shared bookdir database is and whom to log in as: what a
/// `postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?host=/socket/folder]` address says.
public struct PostgresLocation: Equatable, Sendable {
    /// The login name.
    public var user: String
    /// The password, from the address or `PGPASSWORD`; `nil` when the server needs none.
    public var password: String?
    /// The server's host name or address; `nil` when ``socketFolder`` is used.
    public var host: String?
    /// The server's port (5432 unless the address says otherwise).
    public var port: Int
    /// The folder of the server's Unix socket (`?host=/path`), when connecting through it.
    public var socketFolder: String?
    /// The database's name.
    public var database: String

    /// Whether `text` is meant as a database address (it starts `postgresql://` or `postgres://`).
    public static func isDatabaseAddress(_ text: String) -> Bool {
        text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
    }

    /// The location `address` names, the password from `environment["PGPASSWORD"]` when the
    /// address has none.
    /// - Throws: ``PostgresLocationError`` saying what is wrong with the address and how it looks.
    public init(parsing address: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(PostgresLocationError) {
        guard Self.isDatabaseAddress(address), let parts = URLComponents(string: address) else {
            throw PostgresLocationError(address: address, problem: "it is not a postgresql:// address")
        }
        let socket = parts.queryItems?.first { $0.name == "host" }?.value
        let host = parts.host.flatMap { $0.isEmpty ? nil : $0.removingPercentEncoding ?? $0 }
        if let socket, !socket.hasPrefix("/") {
            throw PostgresLocationError(address: address, problem: "?host= must name the folder of the server's socket, such as ?host=/run/postgresql")
        }
        guard host != nil || socket != nil else {
            throw PostgresLocationError(address: address, problem: "it names no server (HOST, or ?host=/socket/folder)")
        }
        guard let user = parts.user.flatMap({ $0.removingPercentEncoding }), !user.isEmpty else {
            throw PostgresLocationError(address: address, problem: "it names no user (USER@ before the server)")
        }
        let database = String(parts.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else {
            throw PostgresLocationError(address: address, problem: "it names no database (/DATABASE after the server)")
        }
        let port = parts.port ?? parts.queryItems?.first { $0.name == "port" }?.value.flatMap { Int($0) }
        if let port, !(1...65535).contains(port) {
            throw PostgresLocationError(address: address, problem: "the port must be between 1 and 65535")
        }
        self.user = user
        self.password = parts.password.flatMap { $0.removingPercentEncoding } ?? environment["PGPASSWORD"]
        self.host = socket == nil ? host : nil
        self.port = port ?? 5432
        self.socketFolder = socket
        self.database = database.removingPercentEncoding ?? database
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
    private var hostName: String { host ?? "localhost" }

    /// The address without its password, to show.
    public var displayAddress: String {
        if let socketFolder { return "postgresql://\(user)@/\(database)?host=\(socketFolder)&port=\(port)" }
        return "postgresql://\(user)@\(hostName):\(port)/\(database)"
    }

    /// The client's configuration: short connect timeouts, and no TLS (over a socket or TCP).
    var clientConfiguration: PostgresClient.Configuration {
        var configuration: PostgresClient.Configuration
        if let socketPath {
            configuration = .init(unixSocketPath: socketPath, username: user, password: password, database: database)
        } else {
            configuration = .init(host: hostName, port: port, username: user, password: password, database: database, tls: .disable)
        }
        configuration.options.connectTimeout = .seconds(3)
        configuration.options.maximumConnections = 4
        configuration.options.connectionIdleTimeout = .seconds(30)
        return configuration
    }
}

extension PostgresLocation {
    /// The configuration of a single connection of its own (the change watch's LISTEN).
    var connectionConfiguration: PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        if let socketPath {
            configuration = .init(unixSocketPath: socketPath, username: user, password: password, database: database)
        } else {
            configuration = .init(host: hostName, port: port, username: user, password: password, database: database, tls: .disable)
        }
        configuration.options.connectTimeout = .seconds(3)
        return configuration
    }
}

/// A `--store` address that is not a usable `postgresql://` address.
public struct PostgresLocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address as given.
    public var address: String
    /// What is wrong with it.
    public var problem: String

    /// The sentence to show: the problem and the form an address takes.
    public var description: String {
        "The store address \"\(address)\" cannot be used: \(problem). Give postgresql://USER@HOST:PORT/DATABASE "
            + "(or postgresql://USER@/DATABASE?host=/socket/folder), or leave --store out for the JSON files."
    }
}
