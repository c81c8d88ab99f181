import Foundation

/// Reading an address as libpq does: each setting from the address (its parts, then its
/// parameters), else the service it names (`service=` or `PGSERVICE`, in `pg_service.conf`), else
/// the environment (`PGHOST`, `PGPORT`, `PGUSER`, `PGDATABASE`, `PGPASSWORD`, `PGSSLMODE`, …), else
/// libpq's default: the socket folder /var/run/postgresql, port 5432, the login name, a database
/// named as the user, the password from the password file (`PGPASSFILE`, else `~/.pgpass`).
/// `postgresql://` with nothing more takes them all.
extension PostgresLocation {
    /// The socket folder libpq uses when no host is given (Debian's).
    static let defaultSocketFolder = "/var/run/postgresql"

    /// The location `address` names, what it leaves out from `environment` and the files.
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
        func decoded(_ text: String?) -> String? {
            text.flatMap { $0.removingPercentEncoding ?? $0 }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        let service: [String: String]
        do {
            service = try ServiceFile.settings(named: query["service"] ?? environment["PGSERVICE"], environment: environment, home: home)
        } catch {
            throw PostgresLocationError(address: address, problem: error.problem)
        }
        /// A setting: the address's part, its parameter, the service's, the variable's.
        func value(_ part: String?, _ parameter: String, _ variable: String) -> String? {
            decoded(part) ?? decoded(query[parameter]) ?? decoded(service[parameter]) ?? decoded(environment[variable])
        }
        let path = String(parts.path.drop { $0 == "/" })
        guard !path.contains("/") else {
            throw PostgresLocationError(address: address, problem: "the database's name cannot hold a / (/DATABASE after the server)")
        }
        let portText = (parts.port.map(String.init)) ?? value(nil, "port", "PGPORT")
        var port = 5432
        if let portText {
            guard let number = Int(portText), (1...65535).contains(number) else {
                throw PostgresLocationError(address: address, problem: "the port must be between 1 and 65535")
            }
            port = number
        }
        let host = value(parts.host, "host", "PGHOST") ?? Self.defaultSocketFolder
        let user = value(parts.user, "user", "PGUSER") ?? Self.loginName(environment)
        let database = value(path, "dbname", "PGDATABASE") ?? user
        self.user = user
        self.host = host.hasPrefix("/") ? nil : host
        self.socketFolder = host.hasPrefix("/") ? host : nil
        self.port = port
        self.database = database
        self.password = value(parts.password, "password", "PGPASSWORD")
        self.ignoredPasswordFile = nil
        do {
            tls = try TLSSettings { parameter, variable in value(nil, parameter, variable) }
            deadlines = try DatabaseDeadlines(environment: environment, connectTimeout: value(nil, "connect_timeout", "PGCONNECT_TIMEOUT"))
        } catch {
            throw PostgresLocationError(address: address, problem: error.problem)
        }
        if password == nil {
            let file = value(nil, "passfile", "PGPASSFILE") ?? "\(home)/.pgpass"
            switch PasswordFile.password(in: file, host: self.host ?? "localhost", port: port, database: database, user: user) {
            case .found(let found): password = found
            case .tooOpen: ignoredPasswordFile = file
            case .none: break
            }
        }
    }

    /// The login name, as libpq's default user: `USER`, else the account's name.
    static func loginName(_ environment: [String: String]) -> String {
        if let name = environment["USER"] ?? environment["LOGNAME"], !name.isEmpty { return name }
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return "postgres" }
        return String(cString: name)
    }
}
