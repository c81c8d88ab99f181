/// A ``Worker`` that keeps every job until it is released, or runs jobs at once while
/// ``isImmediate`` is set: for tests and benchmarks that draw a screen while a load or a send is
/// still under way (the app's own worker runs jobs on a background thread).
public final class HeldWorker: Worker {
    private var jobs: [() -> Void] = []
    /// Whether jobs run at once, as with ``ImmediateWorker``.
    public var isImmediate: Bool

    /// A worker that holds jobs, or runs them at once when `isImmediate`.
    public init(isImmediate: Bool = false) {
        self.isImmediate = isImmediate
    }

    /// How many jobs wait.
    public var pendingCount: Int { jobs.count }

    /// Keeps `work` and its `completion` until released (runs them at once while ``isImmediate``).
    public func perform<T: Sendable>(_ work: @escaping @Sendable () -> T, completion: @escaping (T) -> Void) {
        if isImmediate {
            completion(work())
        } else {
            jobs.append { completion(work()) }
        }
    }

    /// Runs the oldest waiting job and its completion; returns whether there was one.
    @discardableResult
    public func releaseNext() -> Bool {
        guard !jobs.isEmpty else { return false }
        jobs.removeFirst()()
        return true
    }

    /// Runs the job at `position` among those waiting (0 is the oldest) and its completion: to
    /// finish jobs out of order, as a slow load finishing after a later one.
    public func release(at position: Int) {
        jobs.remove(at: position)()
    }

    /// Runs every waiting job, oldest first, and those the jobs add.
    public func releaseAll() {
        while releaseNext() {}
    }
}
