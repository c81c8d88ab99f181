import Catalog

/// The ids of every book in some reading list, shared by every list view so that a saved book
/// shows its mark wherever it is listed. The Lists pane and the save picker update it each time
/// they read or change the lists.
public final class SavedBooks {
    /// Emits the ids of the books saved in any list.
    public let ids = Bindable<Set<String>>([])

    /// An empty set.
    public init() {}

    /// Takes the saved books of `lists`.
    func update(from lists: [ReadingList]) {
        ids.setIfChanged(Set(lists.lazy.flatMap(\.entries).map(\.bookID)))
    }
}
