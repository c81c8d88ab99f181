import Catalog
import Search
import ViewModels
import Widgets

/// The app's keys for reading lists: `s` saves the book (or the marked books) through the save
/// picker, Space marks a book in Books and Search, `r` discovers a random book in Books; and
/// the bindings of the Lists pane's view model.
extension RootScreen {
    /// Binds the Lists pane's detail views, the save picker, and the marks of saved and marked books.
    func bindLists(_ lists: ListsViewModel) -> [BindingToken] {
        [
            lists.outputs.goToBook.bind { [weak self] detail in
                guard let self, let detail else { return }
                self.push(detail, on: .lists)
            },
            lists.outputs.goToSave.bind { [weak self] picker in
                guard let self, let picker else { return }
                let screen = SaveToListScreen(viewModel: picker)
                screen.keys = self.keys
                screen.onFinished = { [weak self] in self?.closePickerIfFinished() }
                self.savePicker = screen
            },
            lists.saved.ids.bindAndFire { [weak self] ids in
                self?.booksScreen.savedIDs = ids
                self?.searchScreen.savedIDs = ids
            },
            booksMarks.outputs.marked.bindAndFire { [weak self] in self?.booksScreen.markedIDs = $0 },
            searchMarks.outputs.marked.bindAndFire { [weak self] in self?.searchScreen.markedIDs = $0 },
        ]
    }

    /// The status bar's hints for `screen`: its own, with "s save" after the first two where `s`
    /// saves, and the last ones left out when they would push the pane's note (the position) off.
    func hints(of screen: PaneScreen) -> [KeyHint] {
        guard screen === paneScreen, savesBooks, selectedBook != nil else { return screen.hints }
        var hints = screen.hints
        if let save = keys.saving.hint("save") { hints.insert(save, at: min(2, hints.count)) }
        let note = screen.statusNote.map { DisplayWidth.of(SafeText.visible($0)) + 2 } ?? 0
        func width(_ hints: [KeyHint]) -> Int {
            hints.reduce(0) { $0 + DisplayWidth.of(Glyphs.current.spoken($1.key)) + 1 + DisplayWidth.of($1.action) } + 2 * max(0, hints.count - 1)
        }
        while hints.count > 3, width(hints) + note > (lastSize?.width ?? 80) { hints.removeLast() }
        return hints
    }

    /// Whether `s` saves books where the keys are now (Books, Search, a book's detail).
    var savesBooks: Bool {
        paneScreen is BookDetailScreen || paneScreen === booksScreen || paneScreen === searchScreen
    }

    /// The book `s` and Space act on, with the marks of its pane.
    private var selectedBook: (book: Book, marks: BookMarks)? {
        if let detail = paneScreen as? BookDetailScreen, let model = detail.viewModel as? BookDetailViewModel {
            return (model.book, selectedTab == .search ? searchMarks : booksMarks)
        }
        if paneScreen === booksScreen, let index = booksScreen.listState.selected, booksScreen.books.indices.contains(index) {
            return (booksScreen.books[index], booksMarks)
        }
        if paneScreen === searchScreen, !searchScreen.isTakingTyping, let index = searchScreen.listState.selected,
           searchScreen.results.indices.contains(index) {
            return (searchScreen.results.book(at: index), searchMarks)
        }
        return nil
    }

    /// `s`, Space and `r` where they apply; returns whether the key was used.
    func handleSavingKey(_ key: Key) -> Bool {
        guard !activeScreen.isTakingTyping else { return false }
        switch keys.saving.action(for: key) {
        case "save":
            guard let (book, marks) = selectedBook else { return false }
            let marked = marks.outputs.marked.value
            if !marked.isEmpty, !(paneScreen is BookDetailScreen) {
                let all = paneScreen === booksScreen ? booksScreen.books : Array(searchScreen.results.lazy.map(\.book))
                lists.inputs.saveRequested(all.filter { marked.contains($0.id) })
            } else {
                lists.inputs.saveRequested([book])
            }
            return true
        case "mark":
            guard !(paneScreen is BookDetailScreen), let (book, marks) = selectedBook else { return false }
            marks.inputs.markToggled(book.id)
            if paneScreen === booksScreen { booksScreen.moveDownAfterMark() } else { searchScreen.moveDownAfterMark() }
            return true
        case "discover" where paneScreen === booksScreen:
            booksScreen.viewModel.inputs.discoverPressed()
            return true
        default:
            return false
        }
    }

    /// Keys while the save picker is open; when it finishes it closes, saying what was saved,
    /// and the marks it saved are dropped.
    func handleInPicker(_ key: Key) {
        guard let picker = savePicker else { return }
        _ = picker.handle(key)
        closePickerIfFinished()
    }

    /// Closes the picker once its view model finished (a save done, or cancelled).
    func closePickerIfFinished() {
        guard let picker = savePicker, let finished = picker.finished else { return }
        savePicker = nil
        if !finished.isEmpty {
            notice = finished
            booksMarks.inputs.marksCleared()
            searchMarks.inputs.marksCleared()
        }
    }
}
