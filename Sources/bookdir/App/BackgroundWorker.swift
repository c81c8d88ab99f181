import Terminal
import ViewModels

/// The app's ``Worker``: runs slow work (loading a catalog) on a background thread and hands
/// the result back on the terminal's event loop, which then redraws.
struct BackgroundWorker: Worker {
    /// The event loop's queue (``TerminalApp/mainQueue``).
    let mainQueue: MainQueue

    /// Runs `work` in the background, then `completion` with its result on the event loop.
    func perform<T: Sendable>(_ work: @escaping @Sendable () -> T, completion: @escaping (T) -> Void) {
        mainQueue.perform(work, completion: completion)
    }
}
