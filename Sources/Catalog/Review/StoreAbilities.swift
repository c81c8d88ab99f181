/// What the user of a store may do there. The JSON store lets its user do everything; a shared
/// database decides by the user's roles (`bookdir_reader`, `bookdir_suggester`, `bookdir_curator`).
public struct StoreAbilities: OptionSet, Equatable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Read the catalog and the suggestions.
    public static let browse = StoreAbilities(rawValue: 1 << 0)
    /// Store new suggestions.
    public static let suggest = StoreAbilities(rawValue: 1 << 1)
    /// Accept, reject or mark suggestions as duplicates.
    public static let review = StoreAbilities(rawValue: 1 << 2)

    /// Everything: what the JSON store's user may do.
    public static let all: StoreAbilities = [.browse, .suggest, .review]
}
