import Catalog
import PostgresNIO
import _ConnectionPoolModule

/// Why a call to the database failed, before it is said to a user as a ``BookStoreError``.
enum DatabaseFailure: Error {
    /// The server could not be reached, or the connection broke; a retry may work.
    case unreachable(String)
    /// The server refused the statement: its SQLSTATE and message.
    case server(sqlState: String, message: String)
    /// The answer was not what this bookdir expects (a column of another type, say).
    case unexpected(String)

    /// The failure `error` is: a server's refusal when the server sent one, else the connection.
    init(_ error: any Error) {
        if let failure = error as? DatabaseFailure {
            self = failure
        } else if let transaction = error as? PostgresTransactionError,
                  let cause = transaction.closureError ?? transaction.beginError ?? transaction.commitError ?? transaction.rollbackError {
            self = DatabaseFailure(cause)
        } else if let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] {
            self = .server(sqlState: state, message: error.serverInfo?[.message] ?? "refused")
        } else if let error = error as? PSQLError, error.code == .messageDecodingFailure || error.code == .invalidCommandTag {
            self = .unexpected(String(describing: error.code))
        } else if let error = error as? PostgresDecodingError {
            self = .unexpected("a column of an unexpected type (\(error.postgresType))")
        } else if let error = error as? PSQLError {
            self = .unreachable(Self.connectionText(error))
        } else if let error = error as? ConnectionPoolError {
            // The client's pool gave up: no connection in time, or shut down after failing to connect.
            self = .unreachable(error == .requestCancelled ? "the request was cancelled" : "no connection could be made")
        } else {
            self = .unreachable(String(describing: error))
        }
    }

    private static func connectionText(_ error: PSQLError) -> String {
        if let underlying = error.underlying { return "\(underlying)" }
        switch error.code {
        case .serverClosedConnection, .uncleanShutdown: return "the server closed the connection"
        case .poolClosed: return "the connection was closed"
        default: return "\(error.code)"
        }
    }

    /// The failure as a store error about `location`; `role` is the role the attempted work needs,
    /// named when the server says the user lacks it.
    func storeError(at location: PostgresLocation, doing work: String, needs role: String) -> BookStoreError {
        let server = location.serverName
        switch self {
        case .unreachable(let reason):
            return BookStoreError(kind: .unavailable, path: server, message:
                "Could not reach the bookdir database at \(server) (\(reason)). Check that the server is running, then try again.")
        case .server(let state, let message) where state == "42501":
            return BookStoreError(kind: .notAllowed, path: server, message:
                "You (\(location.user)) are not allowed to \(work) in the bookdir database at \(server): that needs the role \(role) (\(message)). Ask the database's administrator to grant it.")
        case .server(let state, _) where state.hasPrefix("28"):
            return BookStoreError(kind: .notAllowed, path: server, message:
                "The bookdir database at \(server) did not let \(location.user) log in (wrong user or password). Check the address or PGPASSWORD.")
        case .server(let state, let message) where state == "3D000":
            return BookStoreError(kind: .unavailable, path: server, message:
                "The server at \(server) has no database \"\(location.database)\" (\(message)). Create it, then run: bookdir db migrate --store ...")
        case .server(let state, _) where state == "42P01" || state == "42703":
            return BookStoreError(kind: .unreadable, path: server, message:
                "The database \(location.database) at \(server) has no bookdir tables of this version yet. Run: bookdir db migrate --store \(location.displayAddress)")
        case .server(let state, let message) where state.hasPrefix("57") || state.hasPrefix("08"):
            return BookStoreError(kind: .unavailable, path: server, message:
                "Could not reach the bookdir database at \(server) (\(message)). Check that the server is running, then try again.")
        case .server(let state, let message):
            return BookStoreError(kind: .writeFailed, path: server, message:
                "The bookdir database at \(server) refused to \(work): \(message) (SQLSTATE \(state)).")
        case .unexpected(let reason):
            return BookStoreError(kind: .corrupt(line: nil, column: nil), path: server, message:
                "The bookdir database at \(server) answered with \(reason) while asked to \(work); is its schema from a newer bookdir?")
        }
    }
}
