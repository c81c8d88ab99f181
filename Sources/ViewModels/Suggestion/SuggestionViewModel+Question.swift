import Catalog

/// What the form says before sending: the questions about a book perhaps already in the
/// directory (while typing, and at the first Send), and the length warning.
extension SuggestionViewModel {
    public func suggestedBookChosen() {
        guard let book = asked?.book else { return }
        dropQuestion()
        goToBook.value = BookDetailViewModel(book: book, catalog: catalog)
    }

    /// The catalog book the form as typed likely duplicates, or `nil` (always before the catalog was read).
    func likelyDuplicate(category: Category) -> Book? {
        guard !catalog.isEmpty else { return nil }
        let typed = Suggestion(title: SuggestionText.clean(title.value), author: SuggestionText.clean(author.value), category: category)
        return LikelyDuplicate.book(for: typed, in: catalog)
    }

    /// Asks about `book` instead of sending; the messages of an earlier send go.
    func ask(about book: Book) {
        asked = (currentForm, book)
        shownMissing = nil
        errorMessage.setIfChanged(nil)
        successMessage.setIfChanged(nil)
        sendQuestion.value = "Did you mean “\(book.title)” by \(book.author)? Enter opens it; Send again to send anyway"
    }

    /// Forgets the question asked at Send.
    func dropQuestion() {
        asked = nil
        sendQuestion.setIfChanged(nil)
    }

    /// The question about the title typed being a catalog book's title before its subtitle, by
    /// the same author (``SuggestionViewModelOutputs/question``), or `nil`.
    func typingQuestion() -> String? {
        let typed = Suggestion(title: SuggestionText.clean(title.value), author: SuggestionText.clean(author.value),
                               category: selectedCategory.value ?? .pictureBook)
        let book = catalog.isEmpty ? nil : SameBook.book(titledBeforeSubtitleOf: typed, in: catalog)
        return book.map { "Did you mean \(Self.naming($0.title, $0.author)) (already in the directory)?" }
    }

    /// The sentence saying which fields are cut when sent, or `nil`.
    static func lengthWarning(title: Bool, author: Bool) -> String? {
        let limit = SuggestionText.maximumLength
        switch (title, author) {
        case (true, true): return "The title and the author are longer than \(limit) characters: only their first \(limit) are sent."
        case (true, false): return "The title is longer than \(limit) characters: only its first \(limit) are sent."
        case (false, true): return "The author is longer than \(limit) characters: only its first \(limit) are sent."
        case (false, false): return nil
        }
    }
}
