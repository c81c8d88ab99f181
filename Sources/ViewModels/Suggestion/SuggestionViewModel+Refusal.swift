/// A refused Send's error, shown until what it spoke of changes: the form (a new title or author
/// after "… is already in the directory"). Leaving the pane and coming back keeps it while the
/// form is the same.
extension SuggestionViewModel {
    /// Shows `message` as the error of a Send refused for the form as it is now.
    func fail(_ message: String) {
        shownMissing = nil
        successMessage.setIfChanged(nil)
        errorMessage.value = message
        refusedForm = currentForm
    }

    /// Takes away a refused Send's error: the form it spoke of changed.
    func clearRefusal() {
        refusedForm = nil
        errorMessage.setIfChanged(nil)
    }
}
