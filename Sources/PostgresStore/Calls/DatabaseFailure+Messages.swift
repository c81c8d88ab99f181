import Catalog

/// A failure said to a user: one sentence for each thing that can happen, naming the server and,
/// for a deadline, the time waited; never the password.
extension DatabaseFailure {
    /// The failure as a store error about `location`; `role` is the role the attempted work needs,
    /// named when the server says the user lacks it.
    func storeError(at location: PostgresLocation, doing work: String, needs role: String) -> BookStoreError {
        let server = location.serverName
        let again = "Check that the server is running, then try again."
        func error(_ kind: BookStoreError.Kind, _ message: String) -> BookStoreError {
            BookStoreError(kind: kind, path: server, message: message)
        }
        switch self {
        case .unreachable(let reason):
            return error(.unavailable, "Could not reach the bookdir database at \(server) (\(reason)). \(again)")
        case .refused(let noSocket):
            return error(.unavailable, "Could not reach the bookdir database at \(server): nothing accepts connections there "
                + (noSocket ? "(no server socket). " : "(connection refused). ") + again)
        case .unknownHost:
            return error(.unavailable, "Could not reach the bookdir database at \(server): the host name \(location.hostName) "
                + "is not known. Check the address.")
        case .timedOut(let expiry):
            return error(.unavailable, expiry.sentence(server: server, deadlines: location.deadlines, doing: work))
        case .tls(let reason):
            return error(.unavailable, "Could not connect securely to the bookdir database at \(server) "
                + "(sslmode=\(location.tls.mode.rawValue)): \(reason).")
        case .commitUnknown(let reason):
            return error(.writeFailed, "The connection to the bookdir database at \(server) broke while it was asked to "
                + "\(work) (\(reason)), before it said whether the change was kept: it may or may not be stored. Look before trying again.")
        case .lockHeld(let lock, let holder):
            return error(.unavailable, "The bookdir database at \(server) is busy: \(holder) holds bookdir's \(lock) lock, and "
                + "\(DatabaseDeadlines.spoken(location.deadlines.lock)) passed waiting for it (lock_timeout) while asked to \(work). "
                + "Nothing was changed; try again later, or ask whoever holds it.")
        case .server(let state, let message):
            return serverError(state, message, location: location, doing: work, needs: role)
        case .unexpected(let reason):
            return error(.corrupt(line: nil, column: nil), "The bookdir database at \(server) answered with \(reason) while "
                + "asked to \(work); is its schema from a newer bookdir?")
        }
    }

    private func serverError(_ state: String, _ message: String, location: PostgresLocation, doing work: String,
                             needs role: String) -> BookStoreError {
        let server = location.serverName
        let user = location.user
        func error(_ kind: BookStoreError.Kind, _ message: String) -> BookStoreError {
            BookStoreError(kind: kind, path: server, message: message)
        }
        switch state {
        case "42501":
            return error(.notAllowed, "You (\(user)) are not allowed to \(work) in the bookdir database at \(server): that "
                + "needs the role \(role) (\(message)). Ask the database's administrator to grant it.")
        case "28P01":
            let ignored = location.ignoredPasswordFile.map {
                " The password file \($0) was not read: others may read it (make it u=rw, chmod 0600 \($0))."
            } ?? ""
            if location.password == nil {
                return error(.notAllowed, "The bookdir database at \(server) asks \(user) for a password, and none was given "
                    + "(the address, PGPASSWORD or the password file ~/.pgpass).\(ignored)")
            }
            return error(.notAllowed, "The bookdir database at \(server) refused the password of \(user) (wrong password, or no "
                + "such user). Check PGPASSWORD, the password file (~/.pgpass) or the address.\(ignored)")
        case "28000" where message.contains("does not exist"):
            return error(.notAllowed, "The server at \(server) has no user \(user) (\(message)). Check the address, or ask "
                + "the database's administrator for a login.")
        case "28000" where message.contains("no encryption"):
            return error(.notAllowed, "The server at \(server) lets \(user) in only over TLS (\(message)). Use sslmode=require "
                + "or stronger.")
        case _ where state.hasPrefix("28"):
            return error(.notAllowed, "The server at \(server) did not let \(user) log in (\(message)). Check the address or ask "
                + "the database's administrator.")
        case "3D000":
            return error(.unavailable, "The server at \(server) has no database \"\(location.database)\" (\(message)). Create it, "
                + "then run: bookdir db migrate --store \(location.displayAddress)")
        case "42P01", "42703":
            return error(.unreadable, "The database \(location.database) at \(server) has no bookdir tables of this version yet. "
                + "Run: bookdir db migrate --store \(location.displayAddress)")
        case "55P03":
            return error(.unavailable, "The bookdir database at \(server) waited \(DatabaseDeadlines.spoken(location.deadlines.lock)) "
                + "for a lock another session holds, and gave up (lock_timeout), while asked to \(work). Nothing was changed; try again later.")
        case "57014":
            return error(.unavailable, "The bookdir database at \(server) stopped a statement after "
                + "\(DatabaseDeadlines.spoken(location.deadlines.statement)) (statement_timeout), while asked to \(work). "
                + "Nothing was changed; try again later.")
        case _ where state.hasPrefix("57") || state.hasPrefix("08") || state == "53300":
            return error(.unavailable, "Could not reach the bookdir database at \(server) (\(message)). Check that the server is "
                + "running, then try again.")
        default:
            return error(.writeFailed, "The bookdir database at \(server) refused to \(work): \(message) (SQLSTATE \(state)).")
        }
    }
}

extension DeadlineExpiry {
    /// What a user is told when this deadline passed.
    func sentence(server: String, deadlines: DatabaseDeadlines, doing work: String) -> String {
        let waited = DatabaseDeadlines.spoken(self.waited)
        switch phase {
        case .connect:
            return "Could not reach the bookdir database at \(server): no login within \(waited) (connect_timeout "
                + "\(DatabaseDeadlines.spoken(deadlines.connect))). Check that the server is running, then try again."
        case .statement:
            return "The bookdir database at \(server) stopped answering: nothing came for \(waited) while asked to \(work) "
                + "(limit \(DatabaseDeadlines.spoken(deadlines.statement)) a statement, BOOKDIR_DB_TIMEOUT); bookdir gave up. "
                + "Nothing is acknowledged that the server did not confirm; check the server, then try again."
        case .call:
            return "The bookdir database at \(server) took longer than \(waited) to \(work) (BOOKDIR_DB_CALL_TIMEOUT); "
                + "bookdir gave up. Nothing is acknowledged that the server did not confirm; try again later."
        }
    }
}
