import ViewModels

/// A ``Worker`` that keeps jobs until ``runAll()``, so the first frame shows the loading state as
/// the app's first frame does (the app loads off the screen's thread).
final class HeldWorker: Worker {
    private var jobs: [() -> Void] = []

    func perform<T: Sendable>(_ work: @escaping @Sendable () -> T, completion: @escaping (T) -> Void) {
        jobs.append { completion(work()) }
    }

    /// Runs the oldest kept job, if any; returns whether there was one.
    @discardableResult
    func runNext() -> Bool {
        guard !jobs.isEmpty else { return false }
        jobs.removeFirst()()
        return true
    }

    /// Runs the kept jobs (and any they add) in order.
    func runAll() {
        while !jobs.isEmpty {
            let job = jobs.removeFirst()
            job()
        }
    }
}
