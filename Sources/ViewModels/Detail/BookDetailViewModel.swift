import Catalog

/// What the detail view tells its view model.
public protocol BookDetailViewModelInputs {
    /// Call when the user asked to share the book (copy its title, author and link).
    func shareTapped()
    /// Call when the user asked to open the book's link.
    func openLinkTapped()
    /// Call when the user chose the book at `index` in "More by this author".
    func moreByAuthorTapped(at index: Int)
}

/// What the detail view shows.
public protocol BookDetailViewModelOutputs {
    /// Emits the book's title.
    var title: Bindable<String> { get }
    /// Emits the book's authors as one credit line ("Nikole Hannah-Jones and Renée Watson").
    var author: Bindable<String> { get }
    /// Emits "Illustrated by …" for the credited illustrators, or `nil` when none is credited.
    var illustrators: Bindable<String?> { get }
    /// Emits the communities the book centers ("Black · Latine"), or `nil` when none is recorded.
    var communities: Bindable<String?> { get }
    /// Emits the book's awards, one line each: "Newbery Medal, 2020" or "…, 2016 (honor)".
    var awards: Bindable<[String]> { get }
    /// Emits the name of the book's category, such as "Picture Book".
    var categoryName: Bindable<String> { get }
    /// Emits the year of first publication as text, or `nil` when it is not known.
    var year: Bindable<String?> { get }
    /// Emits the packed fields the book has (``BookSchema/packedFields``), each a label and its
    /// text: ("Grades", "K–4"), ("Languages", "English, Spanish").
    var fieldLines: Bindable<[LabeledText]> { get }
    /// Emits the book's description.
    var description: Bindable<String> { get }
    /// Emits the book's web link.
    var link: Bindable<String> { get }
    /// Emits the other books in the catalog by any of the book's authors (so co-written books
    /// count), in catalog order.
    var moreByAuthor: Bindable<[Book]> { get }
    /// Emits "Title by Author — link" each time the user asks to share.
    var shareText: Bindable<String?> { get }
    /// Emits the link each time the user asks to open it.
    var openLink: Bindable<String?> { get }
    /// Emits the detail of the book chosen in "More by this author".
    var goToBook: Bindable<BookDetailViewModel?> { get }
}

/// The detail view's view model: its inputs and its outputs.
public protocol BookDetailViewModelType {
    /// The inputs.
    var inputs: BookDetailViewModelInputs { get }
    /// The outputs.
    var outputs: BookDetailViewModelOutputs { get }
}

/// One book in full, with the author's other books, sharing and opening its link.
public final class BookDetailViewModel: BookDetailViewModelType, BookDetailViewModelInputs, BookDetailViewModelOutputs {
    public var inputs: BookDetailViewModelInputs { self }
    public var outputs: BookDetailViewModelOutputs { self }

    public let title: Bindable<String>
    public let author: Bindable<String>
    public let illustrators: Bindable<String?>
    public let communities: Bindable<String?>
    public let awards: Bindable<[String]>
    public let categoryName: Bindable<String>
    public let year: Bindable<String?>
    public let fieldLines: Bindable<[LabeledText]>
    public let description: Bindable<String>
    public let link: Bindable<String>
    public let moreByAuthor: Bindable<[Book]>
    public let shareText = Bindable<String?>(nil)
    public let openLink = Bindable<String?>(nil)
    public let goToBook = Bindable<BookDetailViewModel?>(nil)

    /// The book shown (what `s` saves to a list).
    public let book: Book
    private let catalog: [Book]

    /// Creates the detail of `book`; `catalog` is the whole catalog, where the author's other books are found.
    public init(book: Book, catalog: [Book]) {
        self.book = book
        self.catalog = catalog
        title = Bindable(book.title)
        author = Bindable(book.author)
        illustrators = Bindable(book.illustrators.isEmpty ? nil : "Illustrated by " + Credits.line(book.illustrators))
        communities = Bindable(book.communities.isEmpty ? nil : book.communities.map(\.name).joined(separator: " · "))
        awards = Bindable(book.awards.map(\.citation))
        categoryName = Bindable(book.category.name)
        year = Bindable(book.year.map(String.init))
        fieldLines = Bindable(book.fields.entries.map { LabeledText(label: $0.field.label, text: $0.field.text(of: $0.value)) })
        description = Bindable(book.description)
        link = Bindable(Self.link(of: book))
        let people = Set(book.authors.map(Self.authorKey))
        moreByAuthor = Bindable(catalog.filter { other in
            other.id != book.id && other.authors.contains { people.contains(Self.authorKey($0)) }
        })
    }

    /// The most Characters of a title or author the link and the author comparison look at: an
    /// enormous field from a hostile catalog would take seconds to encode or fold, and no real
    /// title or name comes near it.
    static let fieldLimit = 1_000

    /// `book`'s link, made from at most ``fieldLimit`` Characters of its title and authors.
    static func link(of book: Book) -> String {
        var linked = book
        linked.title = String(book.title.prefix(fieldLimit))
        linked.authors = book.authors.map { String($0.prefix(fieldLimit)) }
        return linked.link
    }

    /// The key under which two people are the same author, from at most ``fieldLimit`` Characters.
    private static func authorKey(_ author: String) -> String {
        TextFolding.matchKey(String(author.prefix(fieldLimit)))
    }

    public func shareTapped() {
        shareText.value = "\(book.title) by \(book.author) — \(link.value)"
    }

    public func openLinkTapped() {
        openLink.value = link.value
    }

    public func moreByAuthorTapped(at index: Int) {
        guard moreByAuthor.value.indices.contains(index) else { return }
        goToBook.value = BookDetailViewModel(book: moreByAuthor.value[index], catalog: catalog)
    }
}
