/// A value worked out on a ``SecondThread`` while the caller works out its own share, taken once
/// the thread is done: the box each such split would otherwise keep for the second half's result.
package final class SecondThreadResult<Value>: @unchecked Sendable {
    private var value: Value?
    private var thread: SecondThread?

    /// Starts working out the value on a new thread.
    package init(_ work: @escaping @Sendable () -> Value) {
        thread = nil
        thread = SecondThread { self.value = work() }
    }

    /// Waits for the value and takes it (the box no longer holds it, so it is freed with its taker).
    package func take() -> Value {
        thread?.join()
        defer { value = nil }
        return value!
    }
}
