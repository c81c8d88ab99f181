import Catalog
import CatalogGenerator

/// A deterministic pseudo-random catalog with Unicode names (case, accents, ligatures,
/// combining marks, CJK, emoji), for tests that compare the index with a plain scan.
public enum GeneratedCatalog {
    private static let words = ["moon", "river", "Moonlight", "star", "Straße", "night", "the", "of", "Ángel", "école",
                                "日の出", "山", "🌞", "café", "Cafe\u{301}", "garden", "İstanbul", "song", "peña", "Zoë",
                                "dream", "mother", "lights", "ﬁeld", "sea", "Ana", "de", "la"]
    private static let names = ["Matt de la Peña", "Zoë Ray", "Ángel Ruiz", "Ana Lu", "田中 花子", "Hans Groß",
                                "Elif Şafak", "Kwame Alexander", "Jacqueline Woodson", "Yuyi Morales"]

    /// `count` books, always the same for the same `seed`.
    public static func books(count: Int, seed: UInt64) -> [Book] {
        var random = SeededRandom(seed: seed)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        return (0..<count).map { number in
            let title = (0 ..< 1 + Int(random.next() % 4)).map { _ in pick(words) }.joined(separator: " ")
            let description = (0 ..< 5 + Int(random.next() % 20)).map { _ in pick(words) }.joined(separator: " ")
            return Book(id: "book-\(number)", title: title, author: pick(names),
                        category: pick(Catalog.Category.allCases), description: description + ".")
        }
    }
}
