import Widgets

extension KeyMap {
    /// The Lists pane's keys.
    public static let lists = KeyTable.lists.helpSection

    /// The keys that save books, in Books, Search and a book's detail.
    public static let saving = KeyTable.saving.helpSection
}
