/// One change to the user's reading lists. A store applies it under its lock to the lists as
/// they are on disk at that moment (``apply(to:)``), so changes made meanwhile by another running
/// bookdir are kept.
public enum ListChange: Equatable, Sendable {
    /// Adds the books to the list, creating the list when there is none of that name; books
    /// already in it stay where they are.
    case add([ListEntry], toList: String)
    /// Removes the books with these ids from the list.
    case remove(bookIDs: [String], fromList: String)
    /// Puts a book back at a position of the list (undoing a removal).
    case insert(ListEntry, at: Int, inList: String)
    /// Moves a book up (negative) or down (positive) by some places, within the list's bounds.
    case move(bookID: String, by: Int, inList: String)
    /// Renames a list.
    case rename(String, to: String)
    /// Deletes a list and its books.
    case delete(String)

    /// The longest name a list may have, in characters.
    public static let maximumNameLength = 80

    /// Applies the change to `lists`; returns what happened. On any outcome but
    /// ``ListOutcome/changed(_:)`` `lists` is left as it was.
    public func apply(to lists: inout [ReadingList]) -> ListOutcome {
        switch self {
        case .add(let entries, let name):
            let clean = name.trimmingCharacters(in: .whitespacesAndNewlines)
            if let refusal = Self.refusal(ofName: clean) { return refusal }
            let index = lists.firstIndex { $0.isNamed(clean) } ?? {
                lists.append(ReadingList(name: clean))
                return lists.count - 1
            }()
            var added = 0
            for entry in entries where !lists[index].contains(entry.bookID) {
                lists[index].entries.append(entry)
                added += 1
            }
            return .changed(added)
        case .remove(let ids, let name):
            guard let index = lists.firstIndex(where: { $0.isNamed(name) }) else { return .noSuchList(name) }
            let missing = ids.filter { !lists[index].contains($0) }
            guard missing.isEmpty else { return .notInList(missing) }
            lists[index].entries.removeAll { ids.contains($0.bookID) }
            return .changed(ids.count)
        case .insert(let entry, let position, let name):
            guard let index = lists.firstIndex(where: { $0.isNamed(name) }) else { return .noSuchList(name) }
            guard !lists[index].contains(entry.bookID) else { return .changed(0) }
            lists[index].entries.insert(entry, at: min(max(0, position), lists[index].entries.count))
            return .changed(1)
        case .move(let id, let step, let name):
            guard let index = lists.firstIndex(where: { $0.isNamed(name) }) else { return .noSuchList(name) }
            guard let from = lists[index].entries.firstIndex(where: { $0.bookID == id }) else { return .notInList([id]) }
            let to = min(max(0, from + step), lists[index].entries.count - 1)
            guard to != from else { return .changed(0) }
            let entry = lists[index].entries.remove(at: from)
            lists[index].entries.insert(entry, at: to)
            return .changed(1)
        case .rename(let old, let new):
            let clean = new.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let index = lists.firstIndex(where: { $0.isNamed(old) }) else { return .noSuchList(old) }
            if let refusal = Self.refusal(ofName: clean) { return refusal }
            if lists.indices.contains(where: { $0 != index && lists[$0].isNamed(clean) }) { return .nameTaken(clean) }
            lists[index].name = clean
            return .changed(1)
        case .delete(let name):
            guard let index = lists.firstIndex(where: { $0.isNamed(name) }) else { return .noSuchList(name) }
            lists.remove(at: index)
            return .changed(1)
        }
    }

    /// Why `name` (trimmed) cannot name a list, or `nil` when it can.
    public static func refusal(ofName name: String) -> ListOutcome? {
        if name.isEmpty { return .invalidName("A list needs a name.") }
        if name.count > maximumNameLength {
            return .invalidName("A list's name may have at most \(maximumNameLength) characters.")
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .invalidName("A list's name may not hold control characters (tabs, line breaks, escapes).")
        }
        return nil
    }
}

/// What applying a ``ListChange`` did.
public enum ListOutcome: Equatable, Sendable {
    /// The lists changed; the number of books added, removed or moved (0: nothing needed doing,
    /// such as adding books already in the list).
    case changed(Int)
    /// No list has that name.
    case noSuchList(String)
    /// Another list already has that name.
    case nameTaken(String)
    /// The name cannot be a list's; the sentence says why.
    case invalidName(String)
    /// These books are not in the list.
    case notInList([String])

    /// A sentence for the user about a refusal; `nil` for ``changed(_:)``.
    public var refusalMessage: String? {
        switch self {
        case .changed: nil
        case .noSuchList(let name): "There is no list called \"\(name)\"."
        case .nameTaken(let name): "There is already a list called \"\(name)\"."
        case .invalidName(let reason): reason
        case .notInList(let ids): "Not in the list: \(ids.joined(separator: ", "))."
        }
    }
}

/// The lists after a change, and what the change did.
public struct ListChangeResult: Equatable, Sendable {
    /// Every list, as stored after the change (with other writers' changes).
    public var lists: [ReadingList]
    /// What the change did.
    public var outcome: ListOutcome

    /// A result.
    public init(lists: [ReadingList], outcome: ListOutcome) {
        self.lists = lists
        self.outcome = outcome
    }
}
