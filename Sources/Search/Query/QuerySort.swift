/// The order of a query's results (`sort:` in the query language).
public enum QuerySort: String, CaseIterable, Equatable, Sendable {
    /// Best match first (the index's ranking); without words to match, by title.
    case relevance
    /// By title, A to Z.
    case title
    /// By the author line, A to Z.
    case author
    /// Newest first; books without a year last.
    case yearNewestFirst = "year"
    /// Oldest first (`sort:-year`); books without a year last.
    case yearOldestFirst = "-year"
}
