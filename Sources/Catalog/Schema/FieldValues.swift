/// A book's values of the fields packed from their declarations (``BookSchema/packedFields``), in
/// tag order; a field without a value is unknown (a book without `languages` is not English).
public struct FieldValues: Hashable, Sendable {
    /// Each field given a value, with it, in tag order.
    public private(set) var entries: [(field: BookField, value: FieldValue)] = []

    /// No values.
    public init() {}

    /// The values of `entries` (any order; empty values are left out).
    public init(_ entries: [(BookField, FieldValue)]) {
        for (field, value) in entries { self[field] = value }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The value of `field`, or nil when unknown; setting nil or an empty value forgets it.
    public subscript(field: BookField) -> FieldValue? {
        get { entries.first { $0.field == field }?.value }
        set {
            entries.removeAll { $0.field == field }
            guard let newValue, !newValue.isEmpty, let tag = field.tag else { return }
            let place = entries.firstIndex { $0.field.tag! > tag } ?? entries.endIndex
            entries.insert((field, newValue), at: place)
        }
    }

    public static func == (lhs: FieldValues, rhs: FieldValues) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.field == $1.field && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.field)
            hasher.combine(entry.value)
        }
    }
}
