import ViewModels

/// A ``Worker`` that keeps every job until the test runs it, or runs jobs at once while
/// `isImmediate` is set: to draw the screens while a load or a send is under way.
final class PendingWorker: Worker {
    private var jobs: [() -> Void] = []
    /// Whether jobs run at once, like ``ImmediateWorker``.
    var isImmediate = false

    /// How many jobs wait.
    var pendingCount: Int { jobs.count }

    func perform<T: Sendable>(_ work: @escaping @Sendable () -> T, completion: @escaping (T) -> Void) {
        if isImmediate {
            completion(work())
        } else {
            jobs.append { completion(work()) }
        }
    }

    /// Runs every waiting job, oldest first (also those the jobs add).
    func runAll() {
        while !jobs.isEmpty { jobs.removeFirst()() }
    }
}
