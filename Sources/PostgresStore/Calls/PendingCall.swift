import Foundation

/// One call's state, shared by its task and the thread that waits for it: the channel once there
/// is one (so the waiter can close it when a deadline passes), when the server last answered, and
/// the result.
final class PendingCall<T: Sendable>: @unchecked Sendable {
    /// Why the waiter stopped waiting.
    enum Outcome {
        case done(Result<T, any Error>)
        case expired(DeadlineExpiry)
    }

    private let condition = NSCondition()
    private let started = Date()
    private var closer: (@Sendable () -> Void)?
    private var isConnected = false
    private var lastAnswer = Date()
    private var result: Result<T, any Error>?
    private var isAbandoned = false

    /// How to close what the call talks on (its channel, or a reused connection); run at once
    /// when the waiter has already given up.
    func attach(close: @escaping @Sendable () -> Void) {
        let abandoned = condition.withLock { () -> Bool in
            closer = close
            return isAbandoned
        }
        if abandoned { close() }
    }

    /// Logged in: from now on the statement deadline applies.
    func connected() {
        condition.withLock {
            isConnected = true
            lastAnswer = Date()
        }
    }

    /// The server answered something (a row, a statement's end).
    func answered() {
        condition.lock()
        lastAnswer = Date()
        condition.unlock()
    }

    var progress: CallProgress {
        CallProgress { [weak self] in self?.answered() }
    }

    /// Hands the result to the waiter: `false` when it gave up already (the caller then closes
    /// its connection rather than keep it).
    @discardableResult
    func finish(_ result: Result<T, any Error>) -> Bool {
        condition.withLock {
            guard !isAbandoned else { return false }
            self.result = result
            condition.broadcast()
            return true
        }
    }

    /// Waits for the result or the first deadline of `deadlines` to pass; on expiry the channel is
    /// closed (whatever runs on it fails) and the call is abandoned.
    func wait(_ deadlines: DatabaseDeadlines) -> Outcome {
        let callDeadline = started.addingTimeInterval(deadlines.call)
        let connectDeadline = started.addingTimeInterval(deadlines.connect)
        let statementLimit = deadlines.statement + DatabaseDeadlines.grace
        condition.lock()
        while result == nil {
            let silence = lastAnswer.addingTimeInterval(statementLimit)
            let next = isConnected ? min(callDeadline, silence) : min(callDeadline, connectDeadline)
            if condition.wait(until: next) || result != nil { continue }
            let now = Date()
            let expiry: DeadlineExpiry?
            if now >= callDeadline {
                expiry = DeadlineExpiry(phase: .call, waited: now.timeIntervalSince(started))
            } else if !isConnected, now >= connectDeadline {
                expiry = DeadlineExpiry(phase: .connect, waited: now.timeIntervalSince(started))
            } else if isConnected, now >= lastAnswer.addingTimeInterval(statementLimit) {
                expiry = DeadlineExpiry(phase: .statement, waited: now.timeIntervalSince(lastAnswer))
            } else {
                expiry = nil
            }
            if let expiry {
                isAbandoned = true
                let closer = self.closer
                condition.unlock()
                closer?()
                return .expired(expiry)
            }
        }
        let result = self.result!
        condition.unlock()
        return .done(result)
    }
}

/// A deadline that passed: which, and how long the call had waited.
struct DeadlineExpiry: Equatable, Sendable {
    enum Phase: Equatable, Sendable {
        /// No login within the connect timeout.
        case connect
        /// No answer to a statement within the statement timeout.
        case statement
        /// The whole call took too long.
        case call
    }

    var phase: Phase
    var waited: Double
}
