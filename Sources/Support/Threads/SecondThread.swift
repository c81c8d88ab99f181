import Foundation

/// Work started at once on a thread of its own, and waited for: one large task split in two, the
/// caller doing the other half. A thread of its own rather than a Dispatch queue, since a caller
/// that is itself a queue's worker (a view model's load) would wait while holding a worker the
/// half may need: with every worker of a two-core machine waiting so, no half would ever run.
package final class SecondThread: @unchecked Sendable {
    private let finished = DispatchGroup()

    /// Starts `work` on a new thread.
    package init(_ work: @escaping @Sendable () -> Void) {
        finished.enter()
        let finished = self.finished
        let thread = Thread {
            work()
            finished.leave()
        }
        thread.start()
    }

    /// Returns once the work is done (at once when it was already); may be called again.
    package func join() {
        finished.wait()
    }
}
