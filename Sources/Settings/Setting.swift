/// A setting's value and where it came from (`bookdir config show` says both).
public struct Setting<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    public var origin: SettingOrigin

    public init(_ value: Value, from origin: SettingOrigin = .byDefault) {
        self.value = value
        self.origin = origin
    }

    /// Sets `value` from `origin` unless the value already came from a stronger one.
    public mutating func set(_ value: Value, from origin: SettingOrigin) {
        guard origin >= self.origin else { return }
        self.value = value
        self.origin = origin
    }
}
