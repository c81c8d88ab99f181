import Catalog
import Foundation

/// Polls the fingerprints of a few files on a background thread and reports the files that
/// changed (another inode, size, or modification or change time; appearing or going away).
enum FileWatch {
    /// Starts watching `files` (each path with the change it stands for) every `interval` seconds;
    /// `onChange` is called on the watch's thread, once per kind of change per look. The thread
    /// ends soon after the returned watch is cancelled or released.
    static func start(
        files: [(path: String, change: StoreChange)], interval: TimeInterval,
        onChange: @escaping @Sendable (StoreChange) -> Void
    ) -> StoreWatch {
        let running = RunningFlag()
        let paths = files.map(\.path)
        let changes = files.map(\.change)
        let thread = Thread {
            var last = paths.map { FileFingerprint.current(path: $0) }
            while running.isRunning {
                Thread.sleep(forTimeInterval: interval)
                guard running.isRunning else { return }
                let now = paths.map { FileFingerprint.current(path: $0) }
                var seen: [StoreChange] = []
                for index in now.indices where now[index] != last[index] && !seen.contains(changes[index]) {
                    seen.append(changes[index])
                }
                last = now
                for change in seen where running.isRunning { onChange(change) }
            }
        }
        thread.name = "bookdir file watch"
        thread.start()
        return StoreWatch { running.stop() }
    }

    /// Whether the watch is still wanted, shared by its thread and its ``StoreWatch``.
    private final class RunningFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var running = true
        var isRunning: Bool { lock.withLock { running } }
        func stop() { lock.withLock { running = false } }
    }
}
