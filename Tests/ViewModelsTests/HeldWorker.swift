@testable import ViewModels

/// A ``Worker`` that holds every piece of work until the test releases it,
/// so a test can see the outputs while a load is still under way.
final class HeldWorker: Worker {
    private var pending: [() -> Void] = []

    /// How many pieces of work are waiting.
    var pendingCount: Int { pending.count }

    func perform<T: Sendable>(_ work: @escaping @Sendable () -> T, completion: @escaping (T) -> Void) {
        pending.append { completion(work()) }
    }

    /// Runs the oldest waiting work and its completion.
    func releaseNext() {
        guard !pending.isEmpty else { return }
        pending.removeFirst()()
    }

    /// Runs every waiting work and completion, oldest first.
    func releaseAll() {
        while !pending.isEmpty { releaseNext() }
    }
}
