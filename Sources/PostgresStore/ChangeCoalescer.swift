import Catalog
import Foundation

/// Hands on changes at most once per `interval` seconds for each kind: the first change of a
/// quiet spell at once, then — however many arrive meanwhile — one more when the interval has
/// passed. A burst of notifications (anyone who may connect may send them) costs the app one
/// reload a second at most.
final class ChangeCoalescer: @unchecked Sendable {
    private let interval: Double
    private let deliver: @Sendable (StoreChange) -> Void
    private let lock = NSLock()
    /// When each kind was last handed on (uptime, seconds).
    private var lastDelivered: [StoreChange: Double] = [:]
    /// The kinds with a delivery scheduled.
    private var scheduled: Set<StoreChange> = []
    private var stopped = false

    init(interval: Double = 1, _ deliver: @escaping @Sendable (StoreChange) -> Void) {
        self.interval = interval
        self.deliver = deliver
    }

    /// A change of `kind` was told.
    func changed(_ kind: StoreChange) {
        let now = ProcessInfo.processInfo.systemUptime
        let wait: Double? = lock.withLock {
            if stopped || scheduled.contains(kind) { return nil }
            let last = lastDelivered[kind] ?? -.infinity
            if now - last >= interval {
                lastDelivered[kind] = now
                return 0
            }
            scheduled.insert(kind)
            return last + interval - now
        }
        guard let wait else { return }
        if wait == 0 { return deliver(kind) }
        DispatchQueue.global().asyncAfter(deadline: .now() + wait) { [self] in
            let live = lock.withLock {
                scheduled.remove(kind)
                lastDelivered[kind] = ProcessInfo.processInfo.systemUptime
                return !stopped
            }
            if live { deliver(kind) }
        }
    }

    /// Hands on nothing more, not even what is scheduled.
    func stop() {
        lock.withLock { stopped = true }
    }
}
