import Foundation

/// A book a user proposed for the directory.
public struct Suggestion: Codable, Equatable, Hashable, Sendable, Identifiable {
    /// A unique id (a UUID string).
    public var id: String
    /// The title as the user typed it, cleaned.
    public var title: String
    /// The author as the user typed it, cleaned.
    public var author: String
    /// The age category the user chose.
    public var category: Category
    /// When the suggestion was sent.
    public var createdAt: Date

    /// Creates a suggestion.
    public init(id: String = UUID().uuidString, title: String, author: String, category: Category, createdAt: Date = Date()) {
        self.id = id
        self.title = title
        self.author = author
        self.category = category
        self.createdAt = createdAt
    }
}
