import Catalog
import Search

/// What the search screen tells its view model.
public protocol SearchViewModelInputs {
    /// Call when the screen is created.
    func viewDidLoad()
    /// Call when the screen is about to be shown: loads the catalog (again, if the store's books changed).
    func viewWillAppear()
    /// Call when the text of the search field changed.
    func searchTextChanged(_ text: String)
    /// Call when the user opened the result at `index` of ``SearchViewModelOutputs/results``.
    func resultTapped(at index: Int)
}

/// What the search screen shows.
public protocol SearchViewModelOutputs {
    /// Emits the text to show in the search field, as typed.
    var searchText: Bindable<String> { get }
    /// Emits the books matching the latest query, best first, with the ranges to highlight.
    /// Each ``SearchResult`` is worked out when read, so a screen reads only the rows it shows.
    var results: Bindable<SearchHits> { get }
    /// Emits the line counting the results ("1 book", "12 books"), empty while there is no query.
    var summary: Bindable<String> { get }
    /// Emits whether the catalog is being loaded while there is nothing to search yet; a reload
    /// (on every appearance) keeps the current results on screen and does not show it.
    var isLoading: Bindable<Bool> { get }
    /// Emits the text to show instead of results: the prompt while the query is empty,
    /// `No books match "…"` when nothing matches, `nil` while results are shown.
    var emptyMessage: Bindable<String?> { get }
    /// Emits the store's message when the catalog could not be loaded, `nil` otherwise.
    var errorMessage: Bindable<String?> { get }
    /// Emits the line to show under the field: the words searched instead of words that match
    /// nothing ("Showing results for woodson") and the terms left out; `nil` when there is none.
    var queryNote: Bindable<String?> { get }
    /// Emits the detail view model of the book to open when a result was tapped.
    var goToBook: Bindable<BookDetailViewModel?> { get }
}

/// The search screen's view model, seen through its inputs and outputs.
public protocol SearchViewModelType {
    /// The inputs.
    var inputs: SearchViewModelInputs { get }
    /// The outputs.
    var outputs: SearchViewModelOutputs { get }
}

/// Searches the catalog by title, author and description as the user types.
///
/// The catalog is loaded and indexed through the ``Worker`` (off the screen's thread). A new index
/// answers at once by reading its text; once its first results are shown, its lists (which make
/// every key fast) are built through the ``Worker`` too (``SearchIndex/prepareForTyping()``), and
/// keys typed meanwhile are still answered, with the same results. Rules:
/// - the text is a query of the query language (``ParsedQuery``): case and diacritics are ignored,
///   every word must match, field terms (`community:`, `award:`, `year:`, `sort:` …) filter and
///   order; results are ranked as ``SearchIndex`` documents and carry the ranges to highlight; a
///   word matching nothing is searched as the closest catalog word, and ``queryNote`` says so;
/// - a query that normalizes to the one already shown (case, diacritics, spaces) is not searched
///   again (only `No books match "…"` follows the text as typed);
/// - the results shown always belong to the latest text, also when it was typed while loading.
public final class SearchViewModel: SearchViewModelType, SearchViewModelInputs, SearchViewModelOutputs {
    /// The prompt shown while the query is empty.
    public static let prompt = "Type to search titles, authors and descriptions"

    /// The query language at a glance, shown under the prompt while the query is empty: field
    /// terms narrow and order the search (``ParsedQuery``).
    public static let queryHints = [
        "Narrow it with field terms, alone or after words:",
        "  community:native   award:caldecott|aiyla   year:2020..   category:PB",
        "  author:woodson   title:moon   sort:year   \"a whole phrase\"   moon | sun",
    ]

    /// The most characters the search text holds: a longer text (a paste, a saved search) is cut
    /// there, and ``SearchViewModelOutputs/queryNote`` says so. No query needs more, and a text of
    /// megabytes would only cost time at every key.
    public static let maximumTextLength = 10_000

    /// The note for a text cut to ``maximumTextLength`` from `length` characters.
    public static func cutMessage(length: Int) -> String {
        "The search holds at most \(maximumTextLength) characters: the last \(length - maximumTextLength) of \(length) were left out"
    }

    /// The message shown when no book matches `query` (as typed, trimmed).
    public static func noMatchMessage(for query: String) -> String {
        let trimmed = query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        return "No books match \"\(String(trimmed))\""
    }

    public var inputs: SearchViewModelInputs { self }
    public var outputs: SearchViewModelOutputs { self }

    public let searchText = Bindable("")
    public let results = Bindable(SearchHits())
    public let summary = Bindable("")
    public let isLoading = Bindable(false)
    public let emptyMessage = Bindable<String?>(nil)
    public let errorMessage = Bindable<String?>(nil)
    public let queryNote = Bindable<String?>(nil)
    public let goToBook = Bindable<BookDetailViewModel?>(nil)

    private let store: BookStore
    private let worker: Worker
    private let owned: OwnedBooksSource
    private var index: SearchIndex?
    /// The books the library owns, as last read with the index (what `owned:` reads).
    private var ownedBooks: OwnedBooks?
    private var latestText = ""
    /// The normalized query whose results are shown, or nil when nothing was searched on this index.
    private var shownQuery: String?
    private var loadGeneration = 0
    /// How many times the index was searched (for tests: an unchanged query must not search).
    private(set) var searchCount = 0
    /// The note of the latest text's cut, if it was cut, and of its query (words corrected, terms left out).
    private var cutNote: String?
    private var answerNote: String?

    /// Creates the view model; nothing is loaded before ``viewWillAppear()``. `owned` tells which
    /// books the library owns, for `owned:` terms.
    public init(store: BookStore, worker: Worker, owned: OwnedBooksSource = .none) {
        self.store = store
        self.worker = worker
        self.owned = owned
    }

    public func viewDidLoad() {
        emptyMessage.setIfChanged(Self.prompt)
    }

    public func viewWillAppear() {
        loadGeneration += 1
        let generation = loadGeneration
        let store = self.store, owned = self.owned
        let current = index
        if current == nil { isLoading.setIfChanged(true) }
        worker.perform({ () -> (Result<SearchIndex, BookStoreError>, OwnedBooks?) in
            do throws(BookStoreError) {
                // The first time, the store's own index where it keeps one ready-made (as the
                // command line gets it); later, rebuilt only when the books changed.
                guard let current else {
                    let index = try SearchIndex.load(from: store)
                    return (.success(index), owned.isNone ? nil : owned.owned(index.books))
                }
                let books = try store.loadBooks()
                if current.books == books { return (.success(current), owned.owned(books)) }
                return (.success(SearchIndex(books: books)), owned.owned(books))
            } catch {
                return (.failure(error), nil)
            }
        }, completion: { [weak self] outcome, owned in
            guard let self, generation == self.loadGeneration else { return }
            if case .success = outcome, owned != self.ownedBooks {
                // Other holdings answer `owned:` otherwise: the query is searched again.
                self.ownedBooks = owned
                self.shownQuery = nil
            }
            self.finishLoading(outcome)
        })
    }

    public func searchTextChanged(_ text: String) {
        var text = text
        cutNote = nil
        if text.utf8.count > Self.maximumTextLength {
            let length = text.count
            if length > Self.maximumTextLength {
                text = String(text.prefix(Self.maximumTextLength))
                cutNote = Self.cutMessage(length: length)
            }
        }
        latestText = text
        searchText.setIfChanged(text)
        showResults()
        showNote()
    }

    /// Shows the cut's note and the query's, one after the other.
    private func showNote() {
        let notes = [cutNote, answerNote].compactMap { $0 }
        queryNote.setIfChanged(notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    public func resultTapped(at index: Int) {
        guard results.value.indices.contains(index) else { return }
        goToBook.value = BookDetailViewModel(book: results.value[index].book, catalog: self.index?.books ?? [])
    }

    private func finishLoading(_ outcome: Result<SearchIndex, BookStoreError>) {
        switch outcome {
        case .success(let loaded):
            let isNew = loaded !== index
            if isNew {
                index = loaded
                shownQuery = nil
            }
            errorMessage.setIfChanged(nil)
            isLoading.setIfChanged(false)
            showResults()
            if isNew && !loaded.isPreparedForTyping {
                worker.perform({ loaded.prepareForTyping() }, completion: { [weak self] in
                    // The catalog's words come with the lists: a query that found nothing may now
                    // be searched as the closest words.
                    guard let self, self.index === loaded, self.results.value.isEmpty, self.shownQuery?.isEmpty == false else { return }
                    self.shownQuery = nil
                    self.showResults()
                })
            }
        case .failure(let error):
            isLoading.setIfChanged(false)
            errorMessage.setIfChanged(error.message)
        }
    }

    /// Shows the results of the latest text, unless they are already shown.
    private func showResults() {
        guard let index else { return }
        let query = SearchIndex.normalizedQuery(latestText)
        guard query != shownQuery else {
            // Nothing to search again; "No books match" still names the text as it now reads.
            if !query.isEmpty && results.value.isEmpty {
                emptyMessage.setIfChanged(Self.noMatchMessage(for: latestText))
            }
            return
        }
        shownQuery = query
        if query.isEmpty {
            results.setIfChanged(SearchHits())
            summary.setIfChanged("")
            answerNote = nil
            showNote()
            emptyMessage.setIfChanged(Self.prompt)
            return
        }
        searchCount += 1
        let answer = index.results(for: QueryParser.parse(latestText).owning(ownedBooks), correctingOnlyWhenReady: true)
        let found = answer.hits
        answerNote = answer.note
        showNote()
        results.setIfChanged(found)
        summary.setIfChanged(found.count == 1 ? "1 book" : "\(found.count) books")
        emptyMessage.setIfChanged(found.isEmpty ? Self.noMatchMessage(for: latestText) : nil)
    }
}
