/// A field of the suggestion form that must be filled before sending.
public enum SuggestionField: CaseIterable, Equatable, Sendable {
    /// The book's title.
    case title
    /// The book's author.
    case author
    /// The age category.
    case category
}
