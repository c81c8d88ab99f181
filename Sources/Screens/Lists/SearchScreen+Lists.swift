import Widgets

/// The Search pane's part in reading lists and in restoring the last session.
extension SearchScreen {
    /// After Space marks a book the next one is selected, so Space Space Space marks three.
    func moveDownAfterMark() {
        listState.moveDown()
    }

    /// Gives back the last session's search: `text` in the field, the results focused, the book
    /// `id` selected once the results hold it.
    func restoreSearch(_ text: String, selecting id: String?) {
        field.setText(text)
        field.moveToEnd()
        pendingSelection = id
        viewModel.inputs.searchTextChanged(text)
        focus = results.isEmpty ? .field : .results
        focusesResultsWhenRestored = true
    }
}
