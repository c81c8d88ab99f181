import Foundation

/// What the server has sent so far in the running call: each row and each statement's end tick
/// it, so the waiting thread tells a long answer from a server that stopped answering.
struct CallProgress: Sendable {
    let tick: @Sendable () -> Void

    /// The progress of the call the current task runs, if a ``DatabaseClient`` runs it.
    @TaskLocal static var current: CallProgress?
}
