/// Runs slow work (loading a catalog) away from the screen's thread,
/// then hands the result back on the screen's thread.
public protocol Worker {
    /// Runs `work` in the background, then `completion` with its result on the thread that called this.
    func perform<T: Sendable>(_ work: @escaping @Sendable () -> T, completion: @escaping (T) -> Void)
}

/// A ``Worker`` that runs the work at once on the calling thread: for tests and the command line.
public struct ImmediateWorker: Worker {
    /// Creates an immediate worker.
    public init() {}

    /// Runs `work`, then `completion`, before returning.
    public func perform<T: Sendable>(_ work: @escaping @Sendable () -> T, completion: @escaping (T) -> Void) {
        completion(work())
    }
}
