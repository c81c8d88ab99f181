import Catalog

/// What the save picker tells its view model.
public protocol SaveToListViewModelInputs {
    /// Call when the picker is first shown: it reads the lists.
    func viewDidLoad()
    /// Call when the user chose the list at `index` of ``SaveToListViewModelOutputs/choices``.
    func choiceSelected(at index: Int)
    /// Call when the user typed in the new list's name field.
    func newNameChanged(_ name: String)
    /// Call when the user pressed Enter: saves to the chosen list, or to the new name.
    func savePressed()
    /// Call when the user closed the picker without saving (Esc).
    func cancelPressed()
}

/// What the save picker shows.
public protocol SaveToListViewModelOutputs {
    /// Emits the picker's title: "Save “The Snowy Day” to" or "Save 3 books to".
    var title: Bindable<String> { get }
    /// Emits the choices: "Reading list" (when no list has that name), the user's lists, then "New list…".
    var choices: Bindable<[String]> { get }
    /// Emits the choice selected.
    var selectedIndex: Bindable<Int> { get }
    /// Emits whether the new list's name field is shown (the last choice is selected).
    var isNamingNewList: Bindable<Bool> { get }
    /// Emits why the last save did not happen (a blank name, a file error), or `nil`.
    var errorMessage: Bindable<String?> { get }
    /// Emits the sentence saying what was saved ("Saved 3 books to Summer."), or "" when the user
    /// cancelled: the picker closes.
    var finished: Bindable<String?> { get }
}

/// The save picker's view model: its inputs and outputs.
public protocol SaveToListViewModelType {
    /// The inputs.
    var inputs: SaveToListViewModelInputs { get }
    /// The outputs.
    var outputs: SaveToListViewModelOutputs { get }
}

/// The small picker `s` opens over a book (or the marked books): which list to save them to,
/// the list saved to last ready (else "Reading list"), or a new list's name. Save with "New list…"
/// and nothing typed yet asks for nothing: the name field is there to type in.
public final class SaveToListViewModel: SaveToListViewModelType, SaveToListViewModelInputs, SaveToListViewModelOutputs {
    public var inputs: SaveToListViewModelInputs { self }
    public var outputs: SaveToListViewModelOutputs { self }

    public let title: Bindable<String>
    public let choices = Bindable<[String]>([ReadingList.defaultName, SaveToListViewModel.newListChoice])
    public let selectedIndex = Bindable(0)
    public let isNamingNewList = Bindable(false)
    public let errorMessage = Bindable<String?>(nil)
    public let finished = Bindable<String?>(nil)

    /// The last choice, which shows the name field.
    public static let newListChoice = "New list…"

    /// The books to save.
    public let books: [Book]
    private let lists: any ListStore
    private let worker: any Worker
    private let saved: SavedBooks
    private let onSaved: (_ lists: [ReadingList], _ savedTo: String) -> Void
    private let lastUsed: String?
    private var newName = ""
    private var hasTypedName = false
    private var isSaving = false

    /// A picker saving `books` to `lists`, the list `lastUsed` chosen when it is there; `saved` and
    /// `onSaved` hear of the lists (and the name of the one saved to) after a save.
    init(books: [Book], lists: any ListStore, worker: any Worker, saved: SavedBooks, lastUsed: String? = nil,
         onSaved: @escaping (_ lists: [ReadingList], _ savedTo: String) -> Void) {
        self.books = books
        self.lists = lists
        self.worker = worker
        self.saved = saved
        self.lastUsed = lastUsed
        self.onSaved = onSaved
        title = Bindable(books.count == 1 ? "Save “\(books[0].title)” to" : "Save \(books.count) books to")
    }

    public func viewDidLoad() {
        let lists = self.lists
        worker.perform({ Result { () throws(BookStoreError) in try lists.loadLists() } }, completion: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let lists):
                let names = lists.map(\.name)
                let first = names.contains { ReadingList.key($0) == ReadingList.key(ReadingList.defaultName) } ? [] : [ReadingList.defaultName]
                let choices = first + names + [Self.newListChoice]
                self.choices.setIfChanged(choices)
                if let lastUsed = self.lastUsed, self.selectedIndex.value == 0,
                   let index = choices.dropLast().firstIndex(where: { ReadingList.key($0) == ReadingList.key(lastUsed) }) {
                    self.selectedIndex.setIfChanged(index)
                }
            case .failure(let error):
                self.errorMessage.value = error.message
            }
        })
    }

    public func choiceSelected(at index: Int) {
        guard choices.value.indices.contains(index) else { return }
        selectedIndex.setIfChanged(index)
        isNamingNewList.setIfChanged(index == choices.value.count - 1)
        errorMessage.setIfChanged(nil)
    }

    public func newNameChanged(_ name: String) {
        newName = name
        hasTypedName = true
        errorMessage.setIfChanged(nil)
    }

    public func savePressed() {
        guard !isSaving else { return }
        let name = isNamingNewList.value ? newName : choices.value[selectedIndex.value]
        let clean = name.trimmingCharacters(in: .whitespacesAndNewlines)
        // "New list…" chosen and nothing typed yet: the field waits for the name, no complaint.
        if isNamingNewList.value, clean.isEmpty, !hasTypedName { return }
        if let refusal = ListChange.refusal(ofName: clean) {
            errorMessage.value = refusal.refusalMessage
            return
        }
        isSaving = true
        let lists = self.lists
        let change = ListChange.add(books.map(ListEntry.init), toList: clean)
        worker.perform({ Result { () throws(BookStoreError) in try lists.change(change) } }, completion: { [weak self] result in
            guard let self else { return }
            self.isSaving = false
            switch result {
            case .success(let done):
                self.saved.update(from: done.lists)
                let name = done.lists.first { $0.isNamed(clean) }?.name ?? clean
                self.onSaved(done.lists, name)
                if let refusal = done.outcome.refusalMessage {
                    self.errorMessage.value = refusal
                    return
                }
                self.finished.value = Self.savedMessage(outcome: done.outcome, total: self.books.count, list: name)
            case .failure(let error):
                self.errorMessage.value = error.message
            }
        })
    }

    public func cancelPressed() {
        finished.value = ""
    }

    private static func savedMessage(outcome: ListOutcome, total: Int, list: String) -> String {
        guard case .changed(let added) = outcome else { return "" }
        let noun = { (count: Int) in count == 1 ? "1 book" : "\(count) books" }
        if added == 0 { return total == 1 ? "Already in \(list)." : "All \(noun(total)) already in \(list)." }
        if added < total { return "Saved \(noun(added)) to \(list) (\(noun(total - added)) already there)." }
        return "Saved \(noun(added)) to \(list)."
    }
}
