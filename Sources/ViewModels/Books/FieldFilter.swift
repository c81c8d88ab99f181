import Catalog
import Search

/// The Books pane's filter of one field packed from its declaration (``BookSchema/packedFields``
/// marked ``BookField/isFacet``): its choices with their counts (Any first) and the one chosen.
public struct FieldFilter: Equatable, Sendable {
    /// The field.
    public var field: BookField
    /// Any (nil), then each choice some book of the catalog passes, with the books it would show.
    public var choices: [Counted<FieldCondition?>]
    /// The choice made, or nil for Any.
    public var selected: FieldCondition?
}
