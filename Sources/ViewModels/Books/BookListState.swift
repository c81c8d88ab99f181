/// What the Books list shows in place of, or along with, its rows.
public enum BookListState: Equatable, Sendable {
    /// The catalog is being read.
    case loading
    /// The rows are shown (``BooksViewModelOutputs/books`` holds them).
    case rows
    /// There is nothing to show; `message` says why and what to do.
    case empty(message: String)
    /// The catalog could not be read; `message` is the store's sentence naming the file and the problem.
    case error(message: String)
}
