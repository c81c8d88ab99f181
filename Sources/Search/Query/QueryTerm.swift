/// One word or phrase of a query, as typed; `alternatives` holds more than one for `a | b`.
public struct QueryTerm: Equatable, Sendable {
    /// The words or phrases any of which satisfies the term (one, unless joined by `|`).
    public var alternatives: [QueryWord]

    /// A term of one word or phrase.
    public init(_ word: QueryWord) {
        alternatives = [word]
    }

    /// A term satisfied by any of `alternatives`.
    public init(anyOf alternatives: [QueryWord]) {
        self.alternatives = alternatives
    }
}

/// A word, or a quoted phrase whose words must stand together in that order.
public struct QueryWord: Equatable, Sendable {
    /// The text, without quotes.
    public var text: String
    /// Whether it was quoted.
    public var isPhrase: Bool

    /// A word or a phrase.
    public init(_ text: String, isPhrase: Bool = false) {
        self.text = text
        self.isPhrase = isPhrase
    }
}
