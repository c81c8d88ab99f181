import Foundation

/// A running watch on a store's changes (see ``BookStore/watchChanges(_:)``); it stops on
/// ``cancel()`` or when released.
public final class StoreWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var stop: (@Sendable () -> Void)?

    /// A watch that runs `stop` (once) when cancelled or released.
    public init(stop: @escaping @Sendable () -> Void) {
        self.stop = stop
    }

    /// A watch that watches nothing: for stores no one else writes to.
    public static var none: StoreWatch { StoreWatch {} }

    /// Stops the watch; later calls do nothing.
    public func cancel() {
        let stop = lock.withLock { () -> (@Sendable () -> Void)? in
            defer { self.stop = nil }
            return self.stop
        }
        stop?()
    }

    deinit { cancel() }
}
