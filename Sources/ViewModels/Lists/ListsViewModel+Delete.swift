import Catalog

/// Deleting a list, once the user said yes.
extension ListsViewModel {
    public func deletePressed(at index: Int) {
        guard stored.indices.contains(index) else { return }
        confirmingDelete.value = stored[index].name
    }

    public func deleteAnswered(_ yes: Bool) {
        guard let name = confirmingDelete.value else { return }
        confirmingDelete.value = nil
        guard yes else {
            message.value = "Kept \(name)."
            return
        }
        let count = stored.first { $0.isNamed(name) }?.entries.count ?? 0
        apply(.delete(name)) { [weak self] in
            guard let self else { return }
            if self.openList.value.map({ ReadingList.key($0) }) == ReadingList.key(name) { self.closeListPressed() }
            self.message.value = "Deleted \(name) (\(Self.bookCount(count)))."
        }
    }

    /// "1 book", "12 books".
    static func bookCount(_ count: Int) -> String {
        count == 1 ? "1 book" : "\(count) books"
    }
}
