import Foundation
import PostgresNIO

/// Why a call to the database failed, before it is said to a user as a ``BookStoreError``
/// (``storeError(at:doing:needs:)``).
enum DatabaseFailure: Error {
    /// The server could not be reached, or the connection broke; a retry may work.
    case unreachable(String)
    /// Nothing listens where the address points: the connection was refused, or (`noSocket`) no
    /// socket file is there.
    case refused(noSocket: Bool)
    /// The host name is not known to the name service.
    case unknownHost
    /// A deadline of ``DatabaseDeadlines`` passed; the connection was closed.
    case timedOut(DeadlineExpiry)
    /// TLS could not be set up as the address's `sslmode` asks: why.
    case tls(String)
    /// The connection broke after `COMMIT` was sent and before the server answered it: the write
    /// may or may not be stored.
    case commitUnknown(String)
    /// Another session held one of bookdir's advisory locks (`lock`: migration, accept) for all of
    /// `lock_timeout`: who (`holder`).
    case lockHeld(lock: String, holder: String)
    /// The server refused the statement: its SQLSTATE and message.
    case server(sqlState: String, message: String)
    /// The answer was not what this bookdir expects (a column of another type, say).
    case unexpected(String)

    /// The failure `error` is: a server's refusal when the server sent one, else the connection.
    init(_ error: any Error) {
        if let failure = error as? DatabaseFailure {
            self = failure
        } else if let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] {
            self = .server(sqlState: state, message: error.serverInfo?[.message] ?? "refused")
        } else if let error = error as? PSQLError, error.code == .messageDecodingFailure || error.code == .invalidCommandTag {
            self = .unexpected(String(describing: error.code))
        } else if let error = error as? PostgresDecodingError {
            self = .unexpected("a column of an unexpected type (\(error.postgresType))")
        } else if let error = error as? PSQLError, error.code == .authMechanismRequiresPassword {
            self = .server(sqlState: "28P01", message: "the server asks for a password and none was given")
        } else if let error = error as? PSQLError, error.code == .sslUnsupported {
            self = .tls("the server does not offer TLS")
        } else if let error = error as? PSQLError, let underlying = error.underlying {
            self = DatabaseFailure(connecting: underlying) ?? .unreachable(Self.connectionText(error))
        } else if let error = error as? PSQLError {
            self = .unreachable(Self.connectionText(error))
        } else {
            self = DatabaseFailure(connecting: error) ?? .unreachable(String(describing: error))
        }
    }

    /// What an error of the socket or of TLS means, if it is one.
    private init?(connecting error: any Error) {
        if let error = error as? NIOConnectionError {
            if error.connectionErrors.isEmpty, error.dnsAError != nil || error.dnsAAAAError != nil {
                self = .unknownHost
            } else if let first = error.connectionErrors.first?.error {
                self = DatabaseFailure(connecting: first) ?? .unreachable(String(describing: first))
            } else {
                return nil
            }
        } else if let error = error as? IOError, [ECONNREFUSED, ENOENT].contains(error.errnoCode) {
            self = .refused(noSocket: error.errnoCode == ENOENT)
        } else if let error = error as? IOError {
            self = .unreachable(String(cString: strerror(error.errnoCode)).lowercased())
        } else if case ChannelError.connectTimeout(let amount)? = error as? ChannelError {
            self = .timedOut(DeadlineExpiry(phase: .connect, waited: Double(amount.nanoseconds) / 1e9))
        } else if let text = TLSFailureText(error) {
            self = .tls(text.sentence)
        } else {
            return nil
        }
    }

    static func connectionText(_ error: PSQLError) -> String {
        if let underlying = error.underlying { return "\(underlying)" }
        switch error.code {
        case .serverClosedConnection, .uncleanShutdown: return "the server closed the connection"
        case .clientClosedConnection: return "the connection was closed"
        default: return "\(error.code)"
        }
    }
}
