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
    /// How TLS is used (libpq's `sslmode` and its files).
    public var tls: TLSSettings
    /// How long calls may wait.
    public var deadlines: DatabaseDeadlines

    /// The address's parameters bookdir reads (as libpq does); any other is refused, as libpq refuses it.
    static let parameters: Set<String> = ["host", "port", "sslmode", "sslrootcert", "sslcert", "sslkey", "connect_timeout"]

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
        let query = Dictionary((parts.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { first, _ in first }
        if let unknown = query.keys.sorted().first(where: { !Self.parameters.contains($0) }) {
            throw PostgresLocationError(address: address, problem: "bookdir does not know the parameter \(unknown) "
                + "(it knows \(Self.parameters.sorted().joined(separator: ", ")))")
        }
        let socket = query["host"]
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
        do {
            tls = try TLSSettings { parameter, variable in query[parameter] ?? environment[variable] }
            deadlines = try DatabaseDeadlines(environment: environment, connectTimeout: query["connect_timeout"])
        } catch {
            throw PostgresLocationError(address: address, problem: error.problem)
        }
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

/// A `--store` address that is not a usable `postgresql://` address.
public struct PostgresLocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address as given, any password in it shown as `***`.
    public var address: String
    /// What is wrong with it.
    public var problem: String

    public init(address: String, problem: String) {
        self.address = Self.hidingPassword(address)
        self.problem = problem
    }

    /// `address` with the password of its `USER:PASSWORD@` and of a `password=` parameter as `***`.
    static func hidingPassword(_ address: String) -> String {
        var text = address
        if let scheme = text.range(of: "://") {
            let rest = text[scheme.upperBound...]
            let authority = rest.prefix { $0 != "/" && $0 != "?" }
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                text.replaceSubrange(text.index(after: colon) ..< at, with: "***")
            }
        }
        return text.replacingOccurrences(of: #"password=[^&]*"#, with: "password=***", options: .regularExpression)
    }

    /// The sentence to show: the problem and the form an address takes.
    public var description: String {
        "The store address \"\(address)\" cannot be used: \(problem). Give postgresql://USER@HOST:PORT/DATABASE "
            + "(or postgresql://USER@/DATABASE?host=/socket/folder), or leave --store out for the JSON files."
    }
}
