import Foundation

/// How long bookdir waits for the database, in seconds: every call is bounded, so a command never
/// hangs on a server that stopped answering or a lock another session holds.
///
/// - ``connect``: the TCP connection, TLS and the login (libpq's `connect_timeout`, from the
///   address or `PGCONNECT_TIMEOUT`).
/// - ``statement``: one statement; the server's `statement_timeout` for bookdir's sessions, and,
///   on the client, how long a statement may go without an answer from the server (a row, or its
///   end) before the call gives up (``statement`` plus ``grace``: the server's own limit speaks first).
/// - ``lock``: the server's `lock_timeout`: how long a statement waits for a lock another session holds.
/// - ``call``: the whole call, connecting included.
///
/// `BOOKDIR_DB_TIMEOUT` sets ``statement`` (and ``lock`` no longer than half of it, so a lock
/// waited for is told as such), `BOOKDIR_DB_CALL_TIMEOUT` ``call``.
public struct DatabaseDeadlines: Equatable, Sendable {
    public var connect: Double
    public var statement: Double
    public var lock: Double
    public var call: Double

    /// The client waits this much longer than ``statement`` for a server that has stopped answering.
    public static let grace: Double = 1.5

    public init(connect: Double = 5, statement: Double = 10, lock: Double = 3, call: Double = 60) {
        self.connect = connect
        self.statement = statement
        self.lock = min(lock, statement / 2)
        self.call = max(call, connect)
    }

    /// The deadlines `environment` and the address's `connect_timeout` (when given) set.
    /// - Throws: the name of a setting that is not a positive number of seconds.
    init(environment: [String: String], connectTimeout: String?) throws(PostgresLocationError) {
        func seconds(_ text: String?, _ name: String) throws(PostgresLocationError) -> Double? {
            guard let text, !text.isEmpty else { return nil }
            guard let value = Double(text), value > 0, value.isFinite else {
                throw PostgresLocationError(address: "\(name)=\(text)", problem: "\(name) must be a number of seconds greater than 0")
            }
            return value
        }
        let defaults = DatabaseDeadlines()
        let statement = try seconds(environment["BOOKDIR_DB_TIMEOUT"], "BOOKDIR_DB_TIMEOUT") ?? defaults.statement
        self.init(connect: try seconds(connectTimeout ?? environment["PGCONNECT_TIMEOUT"], "connect_timeout") ?? defaults.connect,
                  statement: statement, lock: defaults.lock,
                  call: try seconds(environment["BOOKDIR_DB_CALL_TIMEOUT"], "BOOKDIR_DB_CALL_TIMEOUT") ?? defaults.call)
    }

    /// The settings bookdir's sessions start with (as startup parameters, so no statement is spent on them).
    var sessionSettings: [(String, String)] {
        [("statement_timeout", Self.milliseconds(statement)), ("lock_timeout", Self.milliseconds(lock)),
         ("idle_in_transaction_session_timeout", Self.milliseconds(max(statement, 10) * 3)),
         ("application_name", "bookdir")]
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(Int((seconds * 1000).rounded(.up)))
    }

    /// `seconds` as messages say it: to the half second from one second (`3 s`, `2.5 s`: a wait
    /// that ended a few milliseconds late is not told as `2.1 s`), to the tenth below (`0.3 s`).
    static func spoken(_ seconds: Double) -> String {
        let step = seconds >= 1 ? 2.0 : 10.0
        let rounded = (seconds * step).rounded() / step
        return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
    }
}
