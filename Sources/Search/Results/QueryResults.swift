/// What a query of the query language found: the books, and what to tell the person who typed it.
public struct QueryResults: Equatable, Sendable {
    /// The books, in the query's order, worked out only when read.
    public var hits: SearchHits
    /// The words searched instead of words that match nothing, as shown: "woodson" for "wodson";
    /// nil when every word was searched as typed.
    public var correctedText: String?
    /// What was left out of the query and why (see ``ParsedQuery/notes``).
    public var notes: [String]

    /// Results.
    public init(hits: SearchHits = SearchHits(), correctedText: String? = nil, notes: [String] = []) {
        self.hits = hits
        self.correctedText = correctedText
        self.notes = notes
    }

    /// The line to show under the query field, or nil: "Showing results for woodson" and the notes.
    public var note: String? {
        let lines = (correctedText.map { ["Showing results for \($0)"] } ?? []) + notes
        return lines.isEmpty ? nil : lines.joined(separator: "; ")
    }
}
