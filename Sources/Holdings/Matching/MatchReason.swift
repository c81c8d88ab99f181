/// How a holding was matched with a directory book.
public enum MatchReason: Equatable, Hashable, Sendable {
    /// One of its ISBNs is one of the book's (as ISBN-13).
    case isbn(String)
    /// Its title and one of its authors are the book's, as the same-book rules compare them.
    case titleAndAuthor

    /// "ISBN 9781646144549" or "title and author".
    public var text: String {
        switch self {
        case .isbn(let isbn): "ISBN \(isbn)"
        case .titleAndAuthor: "title and author"
        }
    }
}
