/// Where a query word's first occurrences can be read from.
enum SearchWordSource {
    /// The list of the word's gram (a word of one or two bytes), of `count` slots.
    case gram(Int, count: Int)
    /// The lists of the tokens containing the word (a longer word of word bytes only), of `entries` entries in all.
    case tokens([(token: Int, offset: Int, kind: Int)], entries: Int)
    /// Only the text.
    case text

    /// How many slots at most hold the word, when a list tells.
    var size: Int? {
        switch self {
        case .gram(_, let count): count
        case .tokens(_, let entries): entries
        case .text: nil
        }
    }
}
