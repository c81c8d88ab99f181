import Catalog
import Foundation

/// A field of the review form a curator types into.
public enum ReviewField: Int, CaseIterable, Equatable, Sendable {
    case title, author, description, year, isbn, illustrators, communities, reason, duplicateOf, decidedBy
}

/// The review form as typed: the suggestion's title, author and category (prefilled, editable),
/// who is deciding (prefilled with the name the last decision was signed with) and what the
/// curator adds; the text of each field exactly as typed.
public struct ReviewForm: Equatable, Sendable {
    /// The text of every field, by field.
    public var texts: [ReviewField: String]
    /// The category the book goes under.
    public var category: Category

    /// A form prefilled from `suggestion`, decided by `decidedBy`.
    public init(_ suggestion: Suggestion, decidedBy: String) {
        texts = [.title: suggestion.title, .author: suggestion.author, .decidedBy: decidedBy]
        category = suggestion.category
    }

    /// The text of `field` ("" when nothing was typed).
    public subscript(_ field: ReviewField) -> String {
        get { texts[field] ?? "" }
        set { texts[field] = newValue }
    }

    private func trimmed(_ field: ReviewField) -> String {
        SuggestionText.clean(self[field])
    }

    /// The people of a comma-separated field, each trimmed, blanks left out.
    private func people(_ field: ReviewField) -> [String] {
        self[field].split(separator: ",").map { SuggestionText.clean(String($0)) }.filter { !$0.isEmpty }
    }

    /// The book to accept, with the id made from its title (the store numbers it when taken),
    /// or the sentences saying what to fix first.
    public func acceptedBook() -> Result<Book, ReviewProblems> {
        var problems: [String] = []
        if trimmed(.title).isEmpty { problems.append("Type a title") }
        if trimmed(.author).isEmpty { problems.append("Type an author") }
        if self[.description].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { problems.append("Type a description") }
        var year: Int?
        let yearText = trimmed(.year)
        if !yearText.isEmpty {
            if let number = Int(yearText), Book.years.contains(number) { year = number } else {
                problems.append("Give the year as a number such as 1962 (or leave it empty)")
            }
        }
        var isbn: String?
        let isbnText = trimmed(.isbn).filter { $0 != "-" && $0 != " " }
        if !isbnText.isEmpty {
            if ISBN.isValid13(isbnText) { isbn = isbnText } else {
                problems.append("Give an ISBN-13 that passes its check digit, such as 9780670654000 (or leave it empty)")
            }
        }
        var communities: [Community] = []
        for code in self[.communities].split(whereSeparator: { $0 == "," || $0 == " " }).map({ String($0).lowercased() }) {
            guard let community = Community(rawValue: code) else {
                problems.append("\"\(code)\" is no community; use \(Community.vocabulary)")
                continue
            }
            if !communities.contains(community) { communities.append(community) }
        }
        guard problems.isEmpty else { return .failure(ReviewProblems(sentences: problems)) }
        let title = trimmed(.title)
        return .success(Book(
            id: BookID.slug(of: title), title: title, authors: Credits.people(in: trimmed(.author)),
            illustrators: people(.illustrators), category: category,
            description: self[.description].trimmingCharacters(in: .whitespacesAndNewlines),
            year: year, isbn: isbn, communities: communities.sorted()))
    }

    /// The name the decision is signed with (``BookStore/review(_:_:by:)``), or what to fix first.
    public func decider() -> Result<String, ReviewProblems> {
        let name = trimmed(.decidedBy)
        return name.isEmpty ? .failure(ReviewProblems(sentences: ["Type who is deciding"])) : .success(name)
    }

    /// The reason to reject with, or what to fix first.
    public func rejection() -> Result<String, ReviewProblems> {
        let reason = self[.reason].trimmingCharacters(in: .whitespacesAndNewlines)
        return reason.isEmpty ? .failure(ReviewProblems(sentences: ["Type a reason"])) : .success(reason)
    }
}

/// What keeps a review form from being sent, one sentence each ("Type a description").
public struct ReviewProblems: Error, Equatable, Sendable {
    /// The sentences, in the form's order.
    public var sentences: [String]

    /// The sentences as one message: "Type a description; type a reason before sending."
    public var message: String {
        let joined = sentences.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).lowercased() + $0.element.dropFirst() }
        return joined.joined(separator: "; ") + " before sending."
    }
}
