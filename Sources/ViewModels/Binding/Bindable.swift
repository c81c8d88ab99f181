/// A value whose changes reach its listeners.
///
/// View models own their `Bindable` outputs and change them; screens and tests listen.
/// ``bind(_:)`` waits for the next change; ``bindAndFire(_:)`` also delivers the current value at once.
public final class Bindable<Value> {
    /// The current value. Setting it (inside ViewModels) notifies every listener, in the order they bound.
    public internal(set) var value: Value {
        didSet { notify() }
    }

    private var listeners: [(id: Int, listener: (Value) -> Void)] = []
    private var nextID = 0

    /// Creates a bindable holding `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Calls `listener` with every later value.
    @discardableResult
    public func bind(_ listener: @escaping (Value) -> Void) -> BindingToken {
        nextID += 1
        let id = nextID
        listeners.append((id, listener))
        return BindingToken { [weak self] in self?.listeners.removeAll { $0.id == id } }
    }

    /// Calls `listener` with the current value now, then with every later value.
    @discardableResult
    public func bindAndFire(_ listener: @escaping (Value) -> Void) -> BindingToken {
        let token = bind(listener)
        listener(value)
        return token
    }

    /// The number of listeners still bound.
    public var listenerCount: Int { listeners.count }

    private func notify() {
        let current = value
        for entry in listeners { entry.listener(current) }
    }
}

extension Bindable where Value: Equatable {
    /// Sets `newValue` only when it differs from the current value, so listeners hear only real changes.
    func setIfChanged(_ newValue: Value) {
        if value != newValue { value = newValue }
    }
}

/// A handle on one listener of a ``Bindable``; ``remove()`` unbinds it.
public final class BindingToken {
    private var onRemove: (() -> Void)?

    init(onRemove: @escaping () -> Void) {
        self.onRemove = onRemove
    }

    /// Stops the listener from hearing further changes. Removing twice does nothing.
    public func remove() {
        onRemove?()
        onRemove = nil
    }
}
