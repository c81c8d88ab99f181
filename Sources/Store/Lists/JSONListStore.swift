import Catalog
import Foundation

/// The ``ListStore`` over `<data folder>/lists.json` (see ``ListsFile``), with the store's
/// guarantees: atomic writes under an exclusive `flock` of `lists.json.lock`, each change applied
/// to the lists as they are on disk at that moment, and a file that cannot be read or understood
/// reported naming it and never overwritten.
public final class JSONListStore: ListStore {
    /// The data folder.
    public let dataDirectory: URL
    private let file: LockedDataFile

    /// A store of the lists in `dataDirectory`; nothing is read or created until it is used.
    public init(dataDirectory: URL) {
        self.dataDirectory = dataDirectory
        file = LockedDataFile(folder: dataDirectory, name: "lists.json", label: "The lists file")
    }

    /// The lists file, `<data folder>/lists.json`.
    public var listsURL: URL { dataDirectory.appendingPathComponent("lists.json") }

    public func loadLists() throws(BookStoreError) -> [ReadingList] {
        guard let bytes = try file.read() else { return [] }
        return try ListsFile.document(from: bytes, file: file.file).lists
    }

    public func change(_ change: ListChange) throws(BookStoreError) -> ListChangeResult {
        let file = self.file
        return try file.update { (bytes) throws(BookStoreError) -> (bytes: [UInt8]?, result: ListChangeResult) in
            var document = try bytes.map { (bytes) throws(BookStoreError) in try ListsFile.document(from: bytes, file: file.file) }
                ?? ListsFile.Document()
            var lists = document.lists
            let outcome = change.apply(to: &lists)
            guard case .changed = outcome, lists != document.lists else {
                return (nil, ListChangeResult(lists: document.lists, outcome: outcome))
            }
            if case .rename(let old, let new) = change {
                document.replace(with: lists, renamed: (old, new.trimmingCharacters(in: .whitespacesAndNewlines)))
            } else {
                document.replace(with: lists)
            }
            do {
                return (try ListsFile.bytes(of: document), ListChangeResult(lists: lists, outcome: outcome))
            } catch {
                throw file.file.error(.writeFailed, "could not be written: \(error)", advice: "Try again; the lists already saved are unchanged.")
            }
        }
    }
}
